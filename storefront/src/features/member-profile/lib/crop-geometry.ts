/**
 * The crop step's geometry, in the photo's own pixels. The frame has a fixed shape (`aspect`,
 * width over height); at zoom 1 it shows the largest rectangle of that shape the photo holds, at
 * zoom z a rectangle z times smaller, around `center`. Every function keeps that rectangle inside
 * the photo, so the frame is always covered: no empty band can be dragged or zoomed into view.
 */

export type Size = { width: number; height: number }
export type Point = { x: number; y: number }
export type Rect = { x: number; y: number; width: number; height: number }
/** Where the frame looks: a zoom of at least 1 and the centre of what it shows, in photo pixels. */
export type CropView = { zoom: number; center: Point }

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The largest rectangle of the frame's shape inside the photo (what zoom 1 shows). */
export function coverSize(photo: Size, aspect: number): Size {
  return photo.width / photo.height > aspect
    ? { width: photo.height * aspect, height: photo.height }
    : { width: photo.width, height: photo.width / aspect }
}

/** The whole photo's centre at zoom 1: the crop step's first view. */
export function initialView(photo: Size): CropView {
  return { zoom: 1, center: { x: photo.width / 2, y: photo.height / 2 } }
}

/** The part of the photo the frame shows: the view's rectangle, moved back inside the photo. */
export function cropRect(photo: Size, aspect: number, view: CropView, maxZoom: number): Rect {
  const cover = coverSize(photo, aspect)
  const zoom = clamp(view.zoom, 1, Math.max(1, maxZoom))
  const width = cover.width / zoom
  const height = cover.height / zoom
  return {
    x: clamp(view.center.x - width / 2, 0, photo.width - width),
    y: clamp(view.center.y - height / 2, 0, photo.height - height),
    width,
    height,
  }
}

/**
 * The view as it is shown: zoom within 1 and maxZoom, centre where the clamped rectangle's is. A
 * drag past an edge then stops there, instead of storing a distance that must be dragged back.
 */
export function clampView(photo: Size, aspect: number, view: CropView, maxZoom: number): CropView {
  const rect = cropRect(photo, aspect, view, maxZoom)
  return {
    zoom: clamp(view.zoom, 1, Math.max(1, maxZoom)),
    center: { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 },
  }
}

/**
 * Moves the photo inside the frame by `delta`, in fractions of the frame's width and height (a
 * drag of half the frame's width to the right is { x: 0.5, y: 0 }): the photo follows the pointer,
 * so what the frame shows moves the other way.
 */
export function panBy(photo: Size, aspect: number, view: CropView, delta: Point, maxZoom: number): CropView {
  const rect = cropRect(photo, aspect, view, maxZoom)
  const center = { x: rect.x + rect.width / 2 - delta.x * rect.width, y: rect.y + rect.height / 2 - delta.y * rect.height }
  return clampView(photo, aspect, { zoom: view.zoom, center }, maxZoom)
}

/** Zooms about the frame's centre (the point in the middle stays in the middle, unless an edge stops it). */
export function zoomTo(photo: Size, aspect: number, view: CropView, zoom: number, maxZoom: number): CropView {
  const shown = clampView(photo, aspect, view, maxZoom)
  return clampView(photo, aspect, { zoom, center: shown.center }, maxZoom)
}

/**
 * The pixel size the crop is drawn at: the target, or the crop's own size when it holds fewer
 * pixels (a photo is never enlarged: that would add bytes, not detail). Always the target's shape.
 */
export function outputSize(rect: Rect, target: Size): Size {
  const scale = Math.min(1, rect.width / target.width, rect.height / target.height)
  if (scale === 1) return { ...target }
  const width = Math.max(1, Math.floor(target.width * scale))
  return { width, height: Math.max(1, Math.round((width * target.height) / target.width)) }
}

/**
 * Where to draw the whole photo in a box of the frame's shape so that the box shows `rect`, in
 * percentages of the box: the same for the crop frame and its previews, whatever their size.
 */
export function placement(photo: Size, rect: Rect): { left: number; top: number; width: number; height: number } {
  return {
    left: (-rect.x / rect.width) * 100,
    top: (-rect.y / rect.height) * 100,
    width: (photo.width / rect.width) * 100,
    height: (photo.height / rect.height) * 100,
  }
}
