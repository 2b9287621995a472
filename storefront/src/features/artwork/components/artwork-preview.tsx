import { useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react'
import type { Artwork, ImageSet } from '@shared/api-types'
import { ZOOM } from '@shared/constants'
import { ExpandIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { ARTWORK_IMAGE_SIZES } from '@shared/images'
import { artworkSizeIn, canZoomIn, canZoomOut, ROOM_SCENES, sceneWidthFt, STAGE_ASPECT, stepZoom } from '../lib/room-preview'
import { ArtworkImage, artworkAlt } from '@/components/artwork/artwork-image'
import { RoomScene } from './room-scene'
import { ZoomOverlay } from '@/components/artwork/zoom-overlay'

/** An artwork's three images, in order. */
export const IMAGE_LABELS = ['Front', 'Back', 'Signature'] as const

type View = { kind: 'image'; index: number } | { kind: 'room'; id: number }

const stageRatio = `${STAGE_ASPECT * 4} / 4`
/** Six thumbnails to a row at every width, never wider than 5.5rem each. */
const THUMB_GRID = 'grid grid-cols-6 gap-2 sm:grid-cols-[repeat(6,minmax(0,5.5rem))] sm:gap-3'
/** The (up to 3) images get larger cells on phones, so their labels fit. */
const IMAGE_GRID = 'grid grid-cols-4 gap-2 sm:grid-cols-[repeat(6,minmax(0,5.5rem))] sm:gap-3'

function ZoomButton({ direction, disabled, onClick }: { direction: 1 | -1; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 1 ? 'Zoom in' : 'Zoom out'}
      title={direction === 1 ? 'Zoom in' : 'Zoom out'}
      className="inline-flex size-9 items-center justify-center rounded-full text-ink transition-colors hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path d={direction === 1 ? 'M4 10h12M10 4v12' : 'M4 10h12'} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  )
}

/**
 * The artwork page's preview: the images (front, back, signature) and six
 * room previews, 1 to 5 preset rooms of 10, 12, 16, 12 and 20 ft and 6 a 72-inch person, with the
 * artwork at its real size; zoom in and out in steps of 0.1 between 0.5 and 2.
 */
export function ArtworkPreview({ artwork }: { artwork: Artwork }) {
  const images = artwork.imageUrls.slice(0, 3)
  const front: ImageSet | null = images[0] ?? null
  const alt = artworkAlt(artwork, front)
  const aspect = front && front.width > 0 && front.height > 0 ? front.width / front.height : null
  const size = artworkSizeIn(artwork.width, artwork.height, aspect)
  const [view, setView] = useState<View>({ kind: 'image', index: 0 })
  const [zoom, setZoom] = useState(1)
  const [fullScreen, setFullScreen] = useState(false)
  const stageRef = useRef<HTMLDivElement>(null)
  const uid = useId()
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)

  const choose = (next: View) => {
    setView(next)
    setZoom(1)
  }

  // Keep the centre in view when zooming.
  useLayoutEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    stage.scrollLeft = (stage.scrollWidth - stage.clientWidth) / 2
    stage.scrollTop = (stage.scrollHeight - stage.clientHeight) / 2
  }, [zoom, view])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (zoom <= 1 || event.pointerType === 'touch') return
    const stage = event.currentTarget
    drag.current = { x: event.clientX, y: event.clientY, left: stage.scrollLeft, top: stage.scrollTop }
    stage.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    event.currentTarget.scrollLeft = drag.current.left - (event.clientX - drag.current.x)
    event.currentTarget.scrollTop = drag.current.top - (event.clientY - drag.current.y)
  }
  const endDrag = () => {
    drag.current = null
  }

  const scene = view.kind === 'room' ? ROOM_SCENES.find((s) => s.id === view.id) : undefined
  const shownImage = view.kind === 'image' ? (images[view.index] ?? null) : null
  const shownLabel = view.kind === 'image' ? (IMAGE_LABELS[view.index] ?? 'Image') : null
  const caption = scene
    ? scene.furniture.kind === 'person'
      ? `Shown to scale beside a person 6 ft (72 in) tall.`
      : `Room ${scene.id}, ${scene.name.toLowerCase()}: shown to scale on a ${sceneWidthFt(scene)} ft wall.`
    : `${shownLabel} of the artwork.`
  const percent = `${Math.round(zoom * 100)}%`

  return (
    <section aria-label="Artwork preview">
      <div className="relative">
        <div
          ref={stageRef}
          role="region"
          aria-label={`Preview at ${percent}`}
          tabIndex={zoom > 1 ? 0 : -1}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className={cn(
            'flex w-full overflow-auto bg-paper-deep [scrollbar-width:thin]',
            zoom > 1 ? 'cursor-grab active:cursor-grabbing' : '',
          )}
          style={{ aspectRatio: stageRatio }}
        >
          <div
            data-testid="preview-canvas"
            className="relative m-auto shrink-0 transition-[width] duration-300 ease-[var(--ease-gallery)]"
            style={{ width: `${Math.round(zoom * 100)}%`, aspectRatio: stageRatio }}
          >
            {scene ? (
              <RoomScene scene={scene} image={front} alt={alt} widthIn={size.widthIn} heightIn={size.heightIn} sceneWidthPx={760 * zoom} />
            ) : (
              <ArtworkImage
                image={shownImage}
                alt={view.kind === 'image' && view.index > 0 ? `${alt} (${shownLabel?.toLowerCase()})` : alt}
                sizes={ARTWORK_IMAGE_SIZES}
                // The front image is the page's largest paint: eager, high priority.
                priority={view.kind === 'image' && view.index === 0}
                className="p-[6%] [filter:drop-shadow(0_18px_22px_rgba(28,26,23,0.22))]"
              />
            )}
          </div>
        </div>

        <div className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-2">
          <div
            role="group"
            aria-label="Zoom"
            className="pointer-events-auto flex items-center rounded-full bg-canvas/95 px-1 shadow-sm ring-1 ring-line backdrop-blur"
          >
            <ZoomButton direction={-1} disabled={!canZoomOut(zoom)} onClick={() => setZoom((z) => stepZoom(z, -1))} />
            <button
              type="button"
              onClick={() => setZoom(1)}
              className="min-w-12 text-center text-xs font-medium tabular-nums text-ink-soft hover:text-ink"
              aria-label={`Zoom ${percent}. Reset to 100%`}
            >
              <span aria-hidden="true">{percent}</span>
            </button>
            <ZoomButton direction={1} disabled={!canZoomIn(zoom)} onClick={() => setZoom((z) => stepZoom(z, 1))} />
          </div>
          {shownImage ? (
            <button
              type="button"
              onClick={() => setFullScreen(true)}
              aria-label="View full screen"
              title="View full screen"
              className="pointer-events-auto inline-flex size-11 items-center justify-center rounded-full bg-canvas/95 text-ink shadow-sm ring-1 ring-line backdrop-blur hover:bg-canvas"
            >
              <ExpandIcon />
            </button>
          ) : null}
        </div>
      </div>

      <p className="mt-3 min-h-5 text-sm text-muted" aria-live="polite">
        {caption}
        <span className="sr-only">
          {' '}
          Zoom {percent}, from {ZOOM.min * 100}% to {ZOOM.max * 100}%.
        </span>
      </p>

      <div className="mt-4 space-y-4">
        {images.length ? (
          <div role="group" aria-labelledby={`${uid}-images`}>
            <p id={`${uid}-images`} className="mb-2 text-[0.7rem] font-semibold tracking-[0.14em] text-muted uppercase">
              The artwork
            </p>
            <div className={IMAGE_GRID}>
              {images.map((image, index) => {
                const label = IMAGE_LABELS[index] ?? `Image ${index + 1}`
                const pressed = view.kind === 'image' && view.index === index
                return (
                  <button
                    key={`image-${index}`}
                    type="button"
                    aria-pressed={pressed}
                    aria-label={`${label} image`}
                    onClick={() => choose({ kind: 'image', index })}
                    className="group min-w-0 text-left"
                  >
                    <span
                      className={cn(
                        'relative block overflow-hidden bg-paper-deep ring-offset-2 ring-offset-paper transition-shadow',
                        pressed ? 'ring-2 ring-ink' : 'ring-1 ring-line group-hover:ring-line-strong',
                      )}
                      style={{ aspectRatio: stageRatio }}
                    >
                      <img
                        src={image.thumbnail?.url ?? image.card?.url ?? image.url}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        // Under the large image: asked for after it, though in view.
                        fetchPriority="low"
                        className="absolute inset-0 size-full object-contain p-1"
                      />
                    </span>
                    <span className={cn('mt-1.5 block truncate text-xs', pressed ? 'font-medium text-ink' : 'text-muted')}>{label}</span>
                  </button>
                )
              })}
            </div>
          </div>
        ) : null}
        <div role="group" aria-labelledby={`${uid}-rooms`}>
          <p id={`${uid}-rooms`} className="mb-2 text-[0.7rem] font-semibold tracking-[0.14em] text-muted uppercase">
            See it in a room
          </p>
          <div className={THUMB_GRID}>
            {ROOM_SCENES.map((s) => {
              const pressed = view.kind === 'room' && view.id === s.id
              const person = s.furniture.kind === 'person'
              return (
                <button
                  key={`room-${s.id}`}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={
                    person
                      ? `Preview ${s.id}: beside a 72-inch person`
                      : `Preview ${s.id}: ${s.name.toLowerCase()}, ${sceneWidthFt(s)} ft wall`
                  }
                  onClick={() => choose({ kind: 'room', id: s.id })}
                  className="group min-w-0 text-left"
                >
                  <span
                    className={cn(
                      'relative block overflow-hidden ring-offset-2 ring-offset-paper transition-shadow',
                      pressed ? 'ring-2 ring-ink' : 'ring-1 ring-line group-hover:ring-line-strong',
                    )}
                    style={{ aspectRatio: stageRatio }}
                  >
                    <RoomScene scene={s} image={front} alt="" widthIn={size.widthIn} heightIn={size.heightIn} thumbnail />
                  </span>
                  <span className={cn('mt-1.5 block truncate text-xs', pressed ? 'font-medium text-ink' : 'text-muted')}>
                    {person ? 'Person' : `${sceneWidthFt(s)} ft`}
                  </span>
                </button>
              )
            })}
          </div>
        </div>
      </div>

      {fullScreen && shownImage ? <ZoomOverlay image={shownImage} alt={alt} onClose={() => setFullScreen(false)} /> : null}
    </section>
  )
}
