import { describe, expect, it } from 'vitest'
import type { ImageSet } from './api-types'
import { buildSrcSet, cardImageScale, pickImageUrl, scaledSizes } from './images'

const v = (name: string, width: number, height: number) => ({ url: `/media/${name}`, width, height })
const painting: ImageSet = {
  url: '/media/p.jpg',
  alt: 'A painting',
  width: 2000,
  height: 2500,
  thumbnail: v('p-256x320.webp', 256, 320),
  card: v('p-640x800.webp', 640, 800),
  phone: v('p-800x1000.webp', 800, 1000),
  medium: v('p-960x1200.webp', 960, 1200),
  large: v('p-1120x1400.jpg', 1120, 1400),
  webp: v('p-1120x1400.webp', 1120, 1400),
}

describe('buildSrcSet', () => {
  it('offers every size once, narrowest first, with the phone and medium sizes between the card and the large', () => {
    expect(buildSrcSet(painting)).toBe(
      '/media/p-256x320.webp 256w, /media/p-640x800.webp 640w, /media/p-800x1000.webp 800w, /media/p-960x1200.webp 960w, /media/p-1120x1400.webp 1120w, /media/p.jpg 2000w',
    )
  })

  it('keeps to the sizes an older image has', () => {
    const { medium: _medium, phone: _phone, ...older } = painting
    expect(buildSrcSet(older)).toBe(
      '/media/p-256x320.webp 256w, /media/p-640x800.webp 640w, /media/p-1120x1400.webp 1120w, /media/p.jpg 2000w',
    )
  })
})

describe('pickImageUrl', () => {
  it('picks the narrowest size at least as wide as asked', () => {
    expect(pickImageUrl(painting, 800)).toBe('/media/p-800x1000.webp')
    expect(pickImageUrl(painting, 900)).toBe('/media/p-960x1200.webp')
    expect(pickImageUrl(painting, 1000)).toBe('/media/p-1120x1400.jpg')
  })
})

describe('cardImageScale', () => {
  it('draws a square or landscape work across the padded width, a taller one by the padded height', () => {
    expect(cardImageScale({ width: 1100, height: 1100 })).toBe(0.86)
    expect(cardImageScale({ width: 1600, height: 900 })).toBe(0.86)
    // 3:4 in a 4:5 box: 1.11 of the width tall inside the padding, so 0.8325 of it wide (to three places).
    expect(cardImageScale({ width: 600, height: 800 })).toBe(0.832)
    expect(cardImageScale({ width: 0, height: 0 })).toBe(0.86)
    expect(cardImageScale(null)).toBe(0.86)
  })
})

describe('scaledSizes', () => {
  it("scales each of the slot's widths to what a padded card draws, conditions as they were", () => {
    expect(scaledSizes('(min-width: 1320px) 330px, (min-width: 768px) 30vw, 48vw', cardImageScale(null))).toBe(
      '(min-width: 1320px) calc(330px * 0.86), (min-width: 768px) calc(30vw * 0.86), calc(48vw * 0.86)',
    )
  })

  it('keeps a width with spaces in it (calc) and a compound condition whole', () => {
    expect(scaledSizes('(min-width: 768px) and (max-width: 1023px) calc(50vw - 20px),calc(100vw - 40px)', 0.8)).toBe(
      '(min-width: 768px) and (max-width: 1023px) calc(calc(50vw - 20px) * 0.8), calc(calc(100vw - 40px) * 0.8)',
    )
  })
})
