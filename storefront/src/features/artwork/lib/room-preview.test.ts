import { describe, expect, it } from 'vitest'
import { ROOM_PREVIEW, ZOOM } from '@shared/constants'
import {
  artworkSizeIn,
  canZoomIn,
  canZoomOut,
  placeArtwork,
  ROOM_SCENES,
  scaledImageWidth,
  sceneWidthFt,
  SILHOUETTE_HEIGHT_IN,
  STAGE_ASPECT,
  stepZoom,
} from './room-preview'

describe('room previews', () => {
  it('has 6 previews: rooms 1 to 5 at 10, 12, 16, 12 and 20 ft, then the 72-inch person', () => {
    expect(ROOM_SCENES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(ROOM_SCENES.slice(0, 5).map(sceneWidthFt)).toEqual([10, 12, 16, 12, 20])
    expect(ROOM_SCENES.slice(0, 5).map(sceneWidthFt)).toEqual([...ROOM_PREVIEW.roomWidthsFt])
    const person = ROOM_SCENES[5]!
    expect(person.furniture.kind).toBe('person')
    expect(person.furniture.heightIn).toBe(72)
    expect(SILHOUETTE_HEIGHT_IN).toBe(72)
    for (const s of ROOM_SCENES) expect(s.widthIn / s.heightIn).toBeCloseTo(STAGE_ASPECT)
  })

  it('scales the image by its width against the room width (width ÷ (ft × 12) of the preview)', () => {
    expect(scaledImageWidth(24, 10, 600)).toBe(120)
    expect(scaledImageWidth(36, 20, 800)).toBe(120)
    expect(scaledImageWidth(48, 16, 960)).toBe(240)
    expect(scaledImageWidth(120, 10, 500)).toBe(500)
  })

  it('places the artwork at its real width in every room, the same inches at every scale', () => {
    const [room1, , room3, , room5] = ROOM_SCENES
    // A 24 in work is 20% of a 10 ft wall, 12.5% of 16 ft, 10% of 20 ft.
    expect(placeArtwork(room1!, 24, 24).widthPct).toBeCloseTo(20)
    expect(placeArtwork(room3!, 24, 24).widthPct).toBeCloseTo(12.5)
    expect(placeArtwork(room5!, 24, 24).widthPct).toBeCloseTo(10)
    // In a 600 px preview of room 1 that is 120 px, as scaledImageWidth's rule gives.
    expect((placeArtwork(room1!, 24, 24).widthPct / 100) * 600).toBeCloseTo(scaledImageWidth(24, 10, 600))
  })

  it('hangs a work centred across the wall, above the furniture, below the ceiling', () => {
    const room1 = ROOM_SCENES[0]!
    const p = placeArtwork(room1, 30, 40)
    expect(p.leftPct + p.widthPct / 2).toBeCloseTo(50)
    const bottomIn = (p.bottomPct / 100) * room1.heightIn - room1.floorIn
    expect(bottomIn).toBeGreaterThanOrEqual(room1.furniture.heightIn + 8 - 1e-9)
    const huge = placeArtwork(room1, 60, 80)
    expect(huge.bottomPct + huge.heightPct).toBeLessThanOrEqual(100)
  })

  it('falls back to 24 x 24 in when the size is missing; a missing height follows the image', () => {
    expect(artworkSizeIn(null, null)).toEqual({ widthIn: 24, heightIn: 24 })
    expect(artworkSizeIn(undefined, 0)).toEqual({ widthIn: 24, heightIn: 24 })
    expect(artworkSizeIn(30, null, 0.75)).toEqual({ widthIn: 30, heightIn: 40 })
    expect(artworkSizeIn(null, 40, 0.75)).toEqual({ widthIn: 30, heightIn: 40 })
    expect(artworkSizeIn(18, 24)).toEqual({ widthIn: 18, heightIn: 24 })
  })
})

describe('zoom', () => {
  it('steps by 0.1 between 0.5 and 2', () => {
    expect(stepZoom(1, 1)).toBe(1.1)
    expect(stepZoom(1, -1)).toBe(0.9)
    let z = 1
    for (let i = 0; i < 30; i++) z = stepZoom(z, 1)
    expect(z).toBe(ZOOM.max)
    expect(canZoomIn(z)).toBe(false)
    expect(canZoomOut(z)).toBe(true)
    for (let i = 0; i < 30; i++) z = stepZoom(z, -1)
    expect(z).toBe(ZOOM.min)
    expect(canZoomOut(z)).toBe(false)
    // No floating-point drift: ten steps from 1 land exactly on 2.
    z = 1
    for (let i = 0; i < 10; i++) z = stepZoom(z, 1)
    expect(z).toBe(2)
    expect(stepZoom(0.7, 1)).toBe(0.8)
  })
})
