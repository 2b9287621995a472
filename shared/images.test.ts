import { describe, expect, it } from 'vitest'
import type { ImageSet } from './api-types'
import { buildSrcSet, pickImageUrl } from './images'

const v = (name: string, width: number, height: number) => ({ url: `/media/${name}`, width, height })
const painting: ImageSet = {
  url: '/media/p.jpg',
  alt: 'A painting',
  width: 2000,
  height: 2500,
  thumbnail: v('p-256x320.webp', 256, 320),
  card: v('p-640x800.webp', 640, 800),
  medium: v('p-960x1200.webp', 960, 1200),
  large: v('p-1120x1400.jpg', 1120, 1400),
  webp: v('p-1120x1400.webp', 1120, 1400),
}

describe('buildSrcSet', () => {
  it('offers every size once, narrowest first, with the medium size a phone picks between the card and the large', () => {
    expect(buildSrcSet(painting)).toBe(
      '/media/p-256x320.webp 256w, /media/p-640x800.webp 640w, /media/p-960x1200.webp 960w, /media/p-1120x1400.webp 1120w, /media/p.jpg 2000w',
    )
  })

  it('keeps to the sizes an older image has', () => {
    const { medium: _medium, ...older } = painting
    expect(buildSrcSet(older)).toBe(
      '/media/p-256x320.webp 256w, /media/p-640x800.webp 640w, /media/p-1120x1400.webp 1120w, /media/p.jpg 2000w',
    )
  })
})

describe('pickImageUrl', () => {
  it('picks the narrowest size at least as wide as asked', () => {
    expect(pickImageUrl(painting, 800)).toBe('/media/p-960x1200.webp')
    expect(pickImageUrl(painting, 1000)).toBe('/media/p-1120x1400.jpg')
  })
})
