/**
 * "View in a room" geometry (ROOM_PREVIEW) and the preview's zoom. Pure functions, no React.
 *
 * Each preview is a wall seen straight on, drawn in inches: previews 1 to 5 are rooms whose visible
 * wall is ROOM_PREVIEW.roomWidthsFt wide (10, 12, 16, 12 and 20 ft); preview 6 is a plain wall with
 * a 72-inch person for scale. The stage keeps one aspect ratio, so a scene's height follows from its
 * width, and the artwork is drawn at its real width: width in inches ÷ (room width in ft × 12) of the
 * preview's width. Missing dimensions fall back to 24 x 24 in (ROOM_PREVIEW defaults).
 */
import { ROOM_PREVIEW, ZOOM } from '@shared/constants'

/** Width ÷ height of the preview stage (and of every scene). */
export const STAGE_ASPECT = 5 / 4

export type FurnitureKind = 'sofa' | 'bench' | 'console' | 'sideboard' | 'gallery-bench' | 'person'

export type RoomScene = {
  /** 1 to 6: rooms 1 to 5, then the silhouette. */
  id: 1 | 2 | 3 | 4 | 5 | 6
  name: string
  /** Visible wall width in inches (room width × 12); preview 6 uses a 12 ft wall. */
  widthIn: number
  /** Visible height in inches (width ÷ STAGE_ASPECT). */
  heightIn: number
  /** Depth of the floor band at the bottom of the picture, in inches of the scene's scale. */
  floorIn: number
  wall: string
  floor: string
  /** The piece of furniture (or the person) against the wall, centred at `centreXIn`. */
  furniture: { kind: FurnitureKind; widthIn: number; heightIn: number; centreXIn: number; colour: string }
  /** Where the artwork's centre hangs, across the wall, in inches from the left. */
  artCentreXIn: number
}

/** A person for scale: a 72-inch silhouette. */
export const SILHOUETTE_HEIGHT_IN = ROOM_PREVIEW.silhouetteHeightIn
/** Preview 6 shows a 12 ft wall, so the 72-inch person fills three quarters of its height. */
export const SILHOUETTE_WALL_FT = 12
/** Gallery practice: the centre of a work hangs 57 in above the floor. */
export const EYE_LEVEL_IN = 57
/** Gap between the top of furniture and the bottom of a work hung above it. */
const ABOVE_FURNITURE_IN = 8
const CEILING_GAP_IN = 3

function scene(
  id: RoomScene['id'],
  name: string,
  widthFt: number,
  look: Pick<RoomScene, 'wall' | 'floor'>,
  furniture: Omit<RoomScene['furniture'], 'centreXIn'> & { centreAt: number },
  artAt = furniture.centreAt,
): RoomScene {
  const widthIn = widthFt * 12
  const heightIn = widthIn / STAGE_ASPECT
  const { centreAt, ...rest } = furniture
  return {
    id,
    name,
    widthIn,
    heightIn,
    floorIn: heightIn * 0.12,
    ...look,
    furniture: { ...rest, centreXIn: widthIn * centreAt },
    artCentreXIn: widthIn * artAt,
  }
}

const [w1 = 10, w2 = 12, w3 = 16, w4 = 12, w5 = 20] = ROOM_PREVIEW.roomWidthsFt

/** The six previews. */
export const ROOM_SCENES: readonly RoomScene[] = [
  scene(
    1,
    'Living room',
    w1,
    { wall: '#ebe5da', floor: '#b48a62' },
    { kind: 'sofa', widthIn: 84, heightIn: 33, centreAt: 0.5, colour: '#5f6f66' },
  ),
  scene(
    2,
    'Reading corner',
    w2,
    { wall: '#d5dacb', floor: '#c7b497' },
    { kind: 'bench', widthIn: 60, heightIn: 18, centreAt: 0.5, colour: '#4a3a2c' },
  ),
  scene(
    3,
    'Hallway',
    w3,
    { wall: '#2f3b47', floor: '#8b7b69' },
    { kind: 'console', widthIn: 56, heightIn: 31, centreAt: 0.5, colour: '#b89a74' },
  ),
  scene(
    4,
    'Dining room',
    w4,
    { wall: '#c99f85', floor: '#6c5443' },
    { kind: 'sideboard', widthIn: 66, heightIn: 30, centreAt: 0.5, colour: '#3b2f27' },
  ),
  scene(
    5,
    'Gallery',
    w5,
    { wall: '#f3f1ec', floor: '#bcb6ad' },
    { kind: 'gallery-bench', widthIn: 72, heightIn: 17, centreAt: 0.5, colour: '#2c2a27' },
  ),
  scene(
    6,
    'Beside a person',
    SILHOUETTE_WALL_FT,
    { wall: '#eee8de', floor: '#d7cdbf' },
    { kind: 'person', widthIn: 22, heightIn: SILHOUETTE_HEIGHT_IN, centreAt: 0.24, colour: '#3a362f' },
    0.6,
  ),
]

/** Feet of wall a preview shows (the room's width; 12 ft for the silhouette). */
export const sceneWidthFt = (scene: RoomScene) => scene.widthIn / 12

/** The artwork's size in inches: its own, else 24 x 24 in; a missing height follows the image's shape. */
export function artworkSizeIn(
  width: number | null | undefined,
  height: number | null | undefined,
  imageAspect?: number | null,
): { widthIn: number; heightIn: number } {
  const hasWidth = typeof width === 'number' && width > 0
  const hasHeight = typeof height === 'number' && height > 0
  const aspect = imageAspect && imageAspect > 0 ? imageAspect : null
  const widthIn = hasWidth ? width : hasHeight && aspect ? height * aspect : ROOM_PREVIEW.defaultWidthIn
  const heightIn = hasHeight ? height : hasWidth && aspect ? width / aspect : ROOM_PREVIEW.defaultHeightIn
  return { widthIn, heightIn }
}

/**
 * The scaling rule: the image's drawn width is the artwork's width in inches divided by
 * the room's width in inches (feet × 12), times the preview's width.
 */
export function scaledImageWidth(artworkWidthIn: number, roomWidthFt: number, previewWidthPx: number): number {
  return (artworkWidthIn / (roomWidthFt * 12)) * previewWidthPx
}

export type Placement = { leftPct: number; bottomPct: number; widthPct: number; heightPct: number }

/**
 * Where the artwork hangs in a scene, in percentages of the stage (so it scales with the stage):
 * at its real width, centred at eye level (57 in) or just above the furniture, below the ceiling.
 */
export function placeArtwork(scene: RoomScene, widthIn: number, heightIn: number): Placement {
  const furnitureTop = scene.furniture.kind === 'person' ? 0 : scene.furniture.heightIn
  let centreY = Math.max(EYE_LEVEL_IN, furnitureTop + ABOVE_FURNITURE_IN + heightIn / 2)
  const wallHeight = scene.heightIn - scene.floorIn
  if (centreY + heightIn / 2 > wallHeight - CEILING_GAP_IN) centreY = Math.max(heightIn / 2, wallHeight - CEILING_GAP_IN - heightIn / 2)
  const bottomIn = scene.floorIn + centreY - heightIn / 2
  return {
    leftPct: ((scene.artCentreXIn - widthIn / 2) / scene.widthIn) * 100,
    bottomPct: (bottomIn / scene.heightIn) * 100,
    widthPct: (widthIn / scene.widthIn) * 100,
    heightPct: (heightIn / scene.heightIn) * 100,
  }
}

// ---------- zoom ----------

const round1 = (value: number) => Math.round(value * 10) / 10

/** One zoom step in or out (0.1), kept between 0.5 and 2. */
export function stepZoom(current: number, direction: 1 | -1): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, round1(current + direction * ZOOM.step)))
}
export const canZoomIn = (zoom: number) => round1(zoom) < ZOOM.max
export const canZoomOut = (zoom: number) => round1(zoom) > ZOOM.min
