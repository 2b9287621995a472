import { useId, type ReactNode } from 'react'
import type { ImageSet } from '@shared/api-types'
import { buildSrcSet } from '@shared/images'
import { placeArtwork, type RoomScene as Scene } from '../lib/room-preview'

/** A standing person, 72 in tall, feet at (0, 0), drawn in inches (the head is an ellipse above). */
const PERSON =
  'M -1.8 -61.2 C -2 -59.5 -3.5 -58.8 -6 -58.2 C -8.6 -57.6 -9.6 -56 -9.8 -53 L -10.6 -37.5 C -10.7 -35 -10.2 -33.2 -9.2 -33.2 ' +
  'C -8.2 -33.2 -8.1 -35 -8.2 -37 L -7.8 -50 L -7.3 -38 C -7.4 -35 -7.2 -33 -6.8 -31 L -5.6 -2 C -5.6 -0.8 -6.6 -0.4 -6.4 0 ' +
  'L -1.4 0 L -1 -2 L -0.5 -29.5 C -0.3 -30.6 0.3 -30.6 0.5 -29.5 L 1 -2 L 1.4 0 L 6.4 0 C 6.6 -0.4 5.6 -0.8 5.6 -2 ' +
  'L 6.8 -31 C 7.2 -33 7.4 -35 7.3 -38 L 7.8 -50 L 8.2 -37 C 8.1 -35 8.2 -33.2 9.2 -33.2 C 10.2 -33.2 10.7 -35 10.6 -37.5 ' +
  'L 9.8 -53 C 9.6 -56 8.6 -57.6 6 -58.2 C 3.5 -58.8 2 -59.5 1.8 -61.2 Z'

/** Furniture and the person, drawn in inches with their feet at (cx, base). */
function Furniture({ scene, base }: { scene: Scene; base: number }): ReactNode {
  const { kind, widthIn: w, heightIn: h, centreXIn: cx, colour } = scene.furniture
  const x = cx - w / 2
  switch (kind) {
    case 'sofa':
      return (
        <g fill={colour}>
          <rect x={x + 3} y={base - h} width={w - 6} height={h - 12} rx={3.5} />
          <rect x={x} y={base - 19} width={w} height={14} rx={2.5} />
          <rect x={x} y={base - 25} width={8} height={20} rx={3.5} />
          <rect x={x + w - 8} y={base - 25} width={8} height={20} rx={3.5} />
          <rect x={x + 9} y={base - 20.5} width={w / 2 - 10} height={5} rx={2} fill="#000" fillOpacity={0.08} />
          <rect x={cx + 1} y={base - 20.5} width={w / 2 - 10} height={5} rx={2} fill="#000" fillOpacity={0.08} />
          <rect x={x + 5} y={base - 5} width={2} height={5} fill="#2b231c" />
          <rect x={x + w - 7} y={base - 5} width={2} height={5} fill="#2b231c" />
        </g>
      )
    case 'bench':
      return (
        <g fill={colour}>
          <rect x={x} y={base - h} width={w} height={3} rx={0.8} />
          <rect x={x + 3} y={base - h + 3} width={2.5} height={h - 3} />
          <rect x={x + w - 5.5} y={base - h + 3} width={2.5} height={h - 3} />
          <rect x={x + 3} y={base - 6} width={w - 6} height={1.2} />
          {/* A floor lamp beside the bench. */}
          <rect x={x + w + 10} y={base - 58} width={1.2} height={58} fill="#2a2622" />
          <path
            d={`M ${x + w + 4} ${base - 58} L ${x + w + 18.4} ${base - 58} L ${x + w + 15.4} ${base - 68} L ${x + w + 7} ${base - 68} Z`}
            fill="#efe4cf"
          />
          <ellipse cx={x + w + 10.6} cy={base} rx={5} ry={1} fill="#2a2622" />
        </g>
      )
    case 'console':
      return (
        <g fill={colour}>
          <rect x={x} y={base - h} width={w} height={2.5} />
          <rect x={x + 2} y={base - h + 2.5} width={1.6} height={h - 2.5} />
          <rect x={x + w - 3.6} y={base - h + 2.5} width={1.6} height={h - 2.5} />
          <rect x={x + 2} y={base - 9} width={w - 4} height={1.5} />
          <path d={`M ${cx + 12} ${base - h} q -4 -5 -1.5 -10 l 1 -3 h 3 l 1 3 q 2.5 5 -1.5 10 z`} fill="#d8cbb5" />
          <ellipse cx={cx - 14} cy={base - h - 1.5} rx={6} ry={1.6} fill="#d8cbb5" />
        </g>
      )
    case 'sideboard':
      return (
        <g fill={colour}>
          <rect x={x} y={base - h} width={w} height={h - 4} rx={0.8} />
          <rect x={x + 3} y={base - 4} width={1.6} height={4} />
          <rect x={x + w - 4.6} y={base - 4} width={1.6} height={4} />
          {[1, 2].map((i) => (
            <rect key={i} x={x + (w / 3) * i - 0.3} y={base - h + 2} width={0.6} height={h - 8} fill="#000" fillOpacity={0.25} />
          ))}
          <rect x={cx + 16} y={base - h - 14} width={1} height={14} fill="#2a2622" />
          <path d={`M ${cx + 10} ${base - h - 14} h 13 l -2.5 -7 h -8 z`} fill="#efe4cf" />
          <ellipse cx={cx - 18} cy={base - h - 4} rx={5} ry={4.2} fill="#4f6a4c" />
          <rect x={cx - 20.5} y={base - h - 2.4} width={5} height={2.4} fill="#a0603f" />
        </g>
      )
    case 'gallery-bench':
      return (
        <g fill={colour}>
          <rect x={x} y={base - h} width={w} height={4.5} />
          <rect x={x + 6} y={base - h + 4.5} width={5} height={h - 4.5} />
          <rect x={x + w - 11} y={base - h + 4.5} width={5} height={h - 4.5} />
        </g>
      )
    case 'person': {
      const top = base - h
      return (
        <g>
          <g fill={colour} fillOpacity={0.8} transform={`translate(${cx} ${base})`}>
            <ellipse cx={0} cy={-66.6} rx={4.5} ry={5.4} />
            <path d={PERSON} />
          </g>
          {/* Height marker: 6 ft. */}
          <g stroke="#5c564d" strokeWidth={0.5}>
            <line x1={cx - 18} y1={top} x2={cx - 18} y2={base} />
            <line x1={cx - 20} y1={top} x2={cx - 16} y2={top} />
            <line x1={cx - 20} y1={base} x2={cx - 16} y2={base} />
          </g>
          <text x={cx - 21} y={top + h / 2} fill="#5c564d" fontSize={4.2} textAnchor="end" fontFamily="system-ui, sans-serif">
            6 ft
          </text>
        </g>
      )
    }
  }
}

export type RoomSceneProps = {
  scene: Scene
  image: ImageSet | null
  alt: string
  widthIn: number
  heightIn: number
  /** Approximate drawn width of the whole scene in CSS px, for the image's `sizes`. */
  sceneWidthPx?: number
  /** Thumbnails use the small variant. */
  thumbnail?: boolean
}

/**
 * One preview: the wall, floor and furniture (SVG in inches) with the artwork hung at its real
 * size. Fills its box, which must have the stage's aspect ratio.
 */
export function RoomScene({ scene, image, alt, widthIn, heightIn, sceneWidthPx = 760, thumbnail = false }: RoomSceneProps) {
  const uid = useId().replace(/:/g, '')
  const W = scene.widthIn
  const H = scene.heightIn
  const floorTop = H - scene.floorIn
  const base = floorTop + scene.floorIn * 0.3
  const place = placeArtwork(scene, widthIn, heightIn)
  const wood = scene.id === 1 || scene.id === 2 || scene.id === 4
  const src = thumbnail ? (image?.thumbnail?.url ?? image?.card?.url ?? image?.url) : (image?.card?.url ?? image?.url)
  const drawnPx = Math.max(40, Math.ceil((place.widthPct / 100) * sceneWidthPx))

  return (
    <div className="absolute inset-0 overflow-hidden">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="absolute inset-0 size-full" aria-hidden="true">
        <defs>
          <linearGradient id={`light-${uid}`} x1="0" y1="0" x2="1" y2="0.6">
            <stop offset="0" stopColor="#fff" stopOpacity={0.22} />
            <stop offset="0.6" stopColor="#fff" stopOpacity={0} />
            <stop offset="1" stopColor="#000" stopOpacity={0.06} />
          </linearGradient>
          <linearGradient id={`floor-${uid}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#000" stopOpacity={0.18} />
            <stop offset="0.35" stopColor="#000" stopOpacity={0} />
          </linearGradient>
        </defs>
        <rect width={W} height={floorTop} fill={scene.wall} />
        <rect width={W} height={floorTop} fill={`url(#light-${uid})`} />
        <rect y={floorTop} width={W} height={scene.floorIn} fill={scene.floor} />
        {wood
          ? [0.22, 0.5, 0.8].map((t) => (
              <line
                key={t}
                x1={0}
                x2={W}
                y1={floorTop + scene.floorIn * t}
                y2={floorTop + scene.floorIn * t}
                stroke="#000"
                strokeOpacity={0.08}
                strokeWidth={0.4}
              />
            ))
          : null}
        <rect y={floorTop} width={W} height={scene.floorIn} fill={`url(#floor-${uid})`} />
        <rect y={floorTop - 3.5} width={W} height={3.5} fill="#fff" fillOpacity={scene.id === 3 ? 0.08 : 0.45} />
      </svg>
      {src ? (
        <img
          src={src}
          srcSet={!thumbnail && image ? buildSrcSet(image) || undefined : undefined}
          sizes={`${drawnPx}px`}
          alt={thumbnail ? '' : alt}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="absolute object-contain [filter:drop-shadow(0_2px_3px_rgba(0,0,0,0.28))_drop-shadow(0_10px_14px_rgba(0,0,0,0.14))]"
          style={{
            left: `${place.leftPct}%`,
            bottom: `${place.bottomPct}%`,
            width: `${place.widthPct}%`,
            height: `${place.heightPct}%`,
          }}
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute bg-ink/20"
          style={{ left: `${place.leftPct}%`, bottom: `${place.bottomPct}%`, width: `${place.widthPct}%`, height: `${place.heightPct}%` }}
        />
      )}
      {/* Furniture stands in front of the wall: a work too tall to hang above it shows behind it. */}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
        aria-hidden="true"
      >
        <Furniture scene={scene} base={base} />
      </svg>
    </div>
  )
}
