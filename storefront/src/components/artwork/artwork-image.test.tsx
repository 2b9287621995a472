import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageSet } from '@shared/api-types'
import { ArtworkImage } from './artwork-image'

const image: ImageSet = {
  url: '/media/dusk.jpg',
  alt: '',
  width: 1200,
  height: 1500,
  card: { url: '/media/dusk-640x800.webp', width: 640, height: 800 },
  avif: [
    { url: '/media/dusk-640x800.avif', width: 640, height: 800 },
    { url: '/media/dusk-960x1200.avif', width: 960, height: 1200 },
  ],
}

describe('ArtworkImage on the server', () => {
  it("preloads a priority image's AVIF forms, typed, as React preloads a priority <img> outside a <picture>", () => {
    const html = renderToString(<ArtworkImage image={image} alt="Dusk" sizes="50vw" priority />)
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/dusk-640x800.avif 640w, /media/dusk-960x1200.avif 960w" imageSizes="50vw"/>',
    )
    expect(html).toContain('<picture><source type="image/avif"')
  })

  it('preloads nothing for an image below the fold', () => {
    expect(renderToString(<ArtworkImage image={image} alt="Dusk" sizes="50vw" />)).not.toContain('rel="preload"')
  })
})
