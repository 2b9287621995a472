import { describe, expect, it } from 'vitest'
import { clampView, coverSize, cropRect, initialView, outputSize, panBy, placement, zoomTo, type Rect, type Size } from './crop-geometry'

const LANDSCAPE: Size = { width: 1200, height: 800 }
const PORTRAIT: Size = { width: 600, height: 900 }
const SQUARE = 1
const MAX = 4

/** The frame is covered: the rectangle lies inside the photo and has the frame's shape. */
function expectCovered(photo: Size, rect: Rect, aspect = SQUARE) {
  expect(rect.x).toBeGreaterThanOrEqual(0)
  expect(rect.y).toBeGreaterThanOrEqual(0)
  expect(rect.x + rect.width).toBeLessThanOrEqual(photo.width + 1e-9)
  expect(rect.y + rect.height).toBeLessThanOrEqual(photo.height + 1e-9)
  expect(rect.width / rect.height).toBeCloseTo(aspect, 9)
}

describe('crop geometry', () => {
  it('shows at zoom 1 the largest rectangle of the frame’s shape, centred', () => {
    expect(coverSize(LANDSCAPE, SQUARE)).toEqual({ width: 800, height: 800 })
    expect(coverSize(PORTRAIT, SQUARE)).toEqual({ width: 600, height: 600 })
    expect(coverSize(LANDSCAPE, 4 / 5)).toEqual({ width: 640, height: 800 })
    expect(coverSize(PORTRAIT, 16 / 9)).toEqual({ width: 600, height: 337.5 })
    expect(cropRect(LANDSCAPE, SQUARE, initialView(LANDSCAPE), MAX)).toEqual({ x: 200, y: 0, width: 800, height: 800 })
    expect(cropRect(PORTRAIT, SQUARE, initialView(PORTRAIT), MAX)).toEqual({ x: 0, y: 150, width: 600, height: 600 })
  })

  it('zooms about the frame’s centre, between 1 and the largest zoom', () => {
    const view = zoomTo(LANDSCAPE, SQUARE, initialView(LANDSCAPE), 2, MAX)
    expect(cropRect(LANDSCAPE, SQUARE, view, MAX)).toEqual({ x: 400, y: 200, width: 400, height: 400 })
    expect(zoomTo(LANDSCAPE, SQUARE, view, 10, MAX).zoom).toBe(MAX)
    expect(cropRect(LANDSCAPE, SQUARE, zoomTo(LANDSCAPE, SQUARE, view, 10, MAX), MAX).width).toBe(200)
    expect(zoomTo(LANDSCAPE, SQUARE, view, 0.2, MAX)).toEqual(initialView(LANDSCAPE))
  })

  it('moves the photo with the pointer: dragging right shows more of its left side', () => {
    const start = initialView(LANDSCAPE)
    // A quarter of the frame's width (800 photo pixels at zoom 1) is 200 pixels.
    const moved = panBy(LANDSCAPE, SQUARE, start, { x: 0.25, y: 0 }, MAX)
    expect(cropRect(LANDSCAPE, SQUARE, moved, MAX)).toEqual({ x: 0, y: 0, width: 800, height: 800 })
    const zoomed = zoomTo(LANDSCAPE, SQUARE, start, 2, MAX)
    // At zoom 2 the same drag moves half as many photo pixels.
    expect(cropRect(LANDSCAPE, SQUARE, panBy(LANDSCAPE, SQUARE, zoomed, { x: -0.25, y: 0.25 }, MAX), MAX)).toEqual({
      x: 500,
      y: 100,
      width: 400,
      height: 400,
    })
  })

  it('stops at the photo’s edges, so no empty band shows, and a drag back moves at once', () => {
    const start = initialView(LANDSCAPE)
    const far = panBy(LANDSCAPE, SQUARE, start, { x: 5, y: -5 }, MAX)
    const rect = cropRect(LANDSCAPE, SQUARE, far, MAX)
    expect(rect).toEqual({ x: 0, y: 0, width: 800, height: 800 })
    // The view stored is the one shown: dragging back a tenth moves a tenth, not 5 frames later.
    expect(cropRect(LANDSCAPE, SQUARE, panBy(LANDSCAPE, SQUARE, far, { x: -0.1, y: 0 }, MAX), MAX).x).toBeCloseTo(80, 9)
    // Zooming out near an edge moves the rectangle back inside.
    const corner = panBy(LANDSCAPE, SQUARE, zoomTo(LANDSCAPE, SQUARE, start, 4, MAX), { x: -9, y: -9 }, MAX)
    expect(cropRect(LANDSCAPE, SQUARE, corner, MAX)).toEqual({ x: 1000, y: 600, width: 200, height: 200 })
    const out = zoomTo(LANDSCAPE, SQUARE, corner, 1.25, MAX)
    expect(cropRect(LANDSCAPE, SQUARE, out, MAX)).toEqual({ x: 560, y: 160, width: 640, height: 640 })
  })

  it('keeps the frame covered for any view, shape and photo', () => {
    const photos: Size[] = [LANDSCAPE, PORTRAIT, { width: 300, height: 300 }, { width: 4032, height: 3024 }, { width: 37, height: 1000 }]
    for (const photo of photos)
      for (const aspect of [1, 4 / 5, 3 / 2])
        for (const zoom of [-1, 0, 1, 1.7, 4, 9])
          for (const center of [
            { x: -500, y: -500 },
            { x: photo.width / 3, y: photo.height * 0.9 },
            { x: 1e6, y: 1e6 },
          ]) {
            const view = clampView(photo, aspect, { zoom, center }, MAX)
            expect(view.zoom).toBeGreaterThanOrEqual(1)
            expect(view.zoom).toBeLessThanOrEqual(MAX)
            expectCovered(photo, cropRect(photo, aspect, view, MAX), aspect)
          }
  })

  it('draws at the target size, or at the crop’s own size when it holds fewer pixels, always in the target’s shape', () => {
    const target = { width: 1000, height: 1000 }
    expect(outputSize({ x: 0, y: 0, width: 3024, height: 3024 }, target)).toEqual(target)
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 1000 }, target)).toEqual(target)
    expect(outputSize({ x: 200, y: 0, width: 800, height: 800 }, target)).toEqual({ width: 800, height: 800 })
    // A fraction of a pixel is dropped, never made up.
    expect(outputSize({ x: 0, y: 0, width: 799.6, height: 799.6 }, target)).toEqual({ width: 799, height: 799 })
    expect(outputSize({ x: 0, y: 0, width: 400, height: 500 }, { width: 800, height: 1000 })).toEqual({ width: 400, height: 500 })
  })

  it('places the whole photo in a box, in percentages, so the box shows the crop', () => {
    expect(placement(LANDSCAPE, { x: 200, y: 0, width: 800, height: 800 })).toEqual({ left: -25, top: -0, width: 150, height: 100 })
    expect(placement(LANDSCAPE, { x: 400, y: 200, width: 400, height: 400 })).toEqual({ left: -100, top: -50, width: 300, height: 200 })
  })
})
