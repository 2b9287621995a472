import type { CSSProperties } from 'react'

/** A small CSS composition per guide, shown when a guide has no image (no download needed). */
const ART: Record<string, CSSProperties> = {
  'interpreting-abstract-art': {
    background:
      'radial-gradient(circle at 30% 35%, #c0392b 0 16%, transparent 17%), linear-gradient(120deg, #f1c40f 0 38%, #3f3d99 38% 72%, #1c1a17 72%)',
  },
  'investing-vs-buying-for-love': { background: 'linear-gradient(90deg, #efe9df 0 50%, #9e3b24 50%), #efe9df' },
  'framing-and-preserving-your-art': {
    background:
      'linear-gradient(#8b5a2b, #8b5a2b) center / 70% 70% no-repeat, linear-gradient(#f7f5f0, #f7f5f0) center / 78% 78% no-repeat, #5b3a1d',
  },
  'starting-a-collection': {
    background:
      'linear-gradient(#2563eb,#2563eb) 12% 30% / 22% 40% no-repeat, linear-gradient(#c0392b,#c0392b) 50% 60% / 22% 30% no-repeat, linear-gradient(#2e8b57,#2e8b57) 88% 35% / 22% 45% no-repeat, #efe9df',
  },
  'artist-stories': {
    background:
      'radial-gradient(ellipse 20% 26% at 50% 42%, #8b5a2b 0 98%, transparent 100%), radial-gradient(ellipse 38% 28% at 50% 100%, #3a362f 0 98%, transparent 100%), linear-gradient(#e8c27a, #d9a441)',
  },
  'buying-with-emotion': {
    background: 'radial-gradient(circle at 50% 45%, #e891b2 0 22%, transparent 23%), linear-gradient(160deg, #f3e3dc, #9e3b24)',
  },
}
const FALLBACK: CSSProperties = { background: 'linear-gradient(135deg, #efe9df, #c9c0b1)' }

export function guideArt(slug: string): CSSProperties {
  return ART[slug] ?? FALLBACK
}
