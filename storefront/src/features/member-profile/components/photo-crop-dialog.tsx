import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { PROFILE_PHOTO } from '@shared/constants'
import { PORTRAIT_ASPECT_RATIO } from '@shared/images'
import { PROFILE_PHOTO_MESSAGES as TEXT } from '@shared/profile-messages'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { MinusIcon, PlusIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { RangeSlider } from '@/components/ui/slider'
import { cropRect, initialView, outputSize, panBy, placement, zoomTo, type CropView, type Point, type Rect } from '../lib/crop-geometry'
import { drawCrop, type OpenedPhoto } from '../lib/photo-file'

const ASPECT = PROFILE_PHOTO.width / PROFILE_PHOTO.height
const TARGET = { width: PROFILE_PHOTO.width, height: PROFILE_PHOTO.height }
const MAX_ZOOM = PROFILE_PHOTO.maxZoom
/** An arrow key moves the photo by this share of the frame; with Shift, by the larger one. */
const KEY_STEP = 0.02
const KEY_STEP_LARGE = 0.1
/** The + and - keys and buttons change the zoom by this much (the slider moves in finer steps). */
const ZOOM_STEP = 0.25

const MOVES: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/** The whole photo placed in its box so that the box shows `rect` (the frame and both previews). */
function Placed({ photo, rect }: { photo: OpenedPhoto; rect: Rect }) {
  const at = placement(photo, rect)
  const style: CSSProperties = { left: `${at.left}%`, top: `${at.top}%`, width: `${at.width}%`, height: `${at.height}%` }
  return <img src={photo.url} alt="" draggable={false} className="pointer-events-none absolute max-w-none select-none" style={style} />
}

/**
 * The crop step of the profile photo: the chosen photo in a frame of the one shape it is shown in
 * everywhere (PROFILE_PHOTO), dragged to place it and zoomed with the slider; with the keyboard,
 * the arrow keys move it and + and - zoom. Previews show it as the profile page's square and as
 * the round avatar. Saving draws the crop at PROFILE_PHOTO's size (or the crop's own, smaller,
 * never enlarged) as a JPEG and hands the file to `onSave`, which uploads it.
 */
export function PhotoCropDialog({
  photo,
  saving,
  error,
  onSave,
  onCancel,
}: {
  photo: OpenedPhoto
  /** The upload is under way. */
  saving: boolean
  /** Why the last save failed (the server's sentence), if it did. */
  error: string | null
  onSave: (file: File) => void
  onCancel: () => void
}) {
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointer: number; x: number; y: number; width: number; height: number } | null>(null)
  const [view, setView] = useState<CropView>(() => initialView(photo))
  const [drawing, setDrawing] = useState(false)
  const [drawError, setDrawError] = useState<string | null>(null)

  const rect = cropRect(photo, ASPECT, view, MAX_ZOOM)
  const output = outputSize(rect, TARGET)
  const busy = saving || drawing
  const move = (delta: Point) => setView((v) => panBy(photo, ASPECT, v, delta, MAX_ZOOM))
  const zoom = (next: number) => setView((v) => zoomTo(photo, ASPECT, v, next, MAX_ZOOM))
  const problem = drawError ?? error

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = MOVES[event.key]
    if (direction) {
      const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP
      move({ x: direction.x * step, y: direction.y * step })
    } else if (event.key === '+' || event.key === '=') zoom(view.zoom + ZOOM_STEP)
    else if (event.key === '-' || event.key === '_') zoom(view.zoom - ZOOM_STEP)
    else return
    event.preventDefault()
  }

  const save = () => {
    setDrawing(true)
    setDrawError(null)
    drawCrop(photo, rect, output, PROFILE_PHOTO.jpegQuality)
      .then(onSave)
      .catch(() => setDrawError(TEXT.notDrawn))
      .finally(() => setDrawing(false))
  }

  return (
    <Modal
      open
      onClose={() => !busy && onCancel()}
      title={TEXT.cropTitle}
      description={<span id={`${id}-how`}>{TEXT.cropDescription}</span>}
      size="md"
      closeOnBackdrop={false}
      initialFocusRef={frame}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {TEXT.cancel}
          </Button>
          <Button onClick={save} loading={busy}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      <div className="grid gap-5 pb-1 sm:grid-cols-[minmax(0,1fr)_8.5rem] sm:gap-7">
        <div className="min-w-0">
          <div
            ref={frame}
            role="group"
            tabIndex={0}
            aria-label={TEXT.cropArea}
            aria-describedby={`${id}-how`}
            data-testid="crop-frame"
            className="relative w-full cursor-grab touch-none overflow-hidden rounded-sm bg-paper-deep transition-shadow select-none focus:outline-none focus-visible:ring-4 focus-visible:ring-accent/30 active:cursor-grabbing"
            style={{ aspectRatio: PORTRAIT_ASPECT_RATIO }}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              if (event.button !== 0 || busy) return
              const box = event.currentTarget.getBoundingClientRect()
              event.currentTarget.setPointerCapture(event.pointerId)
              drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, width: box.width, height: box.height }
            }}
            onPointerMove={(event) => {
              const d = drag.current
              if (!d || d.pointer !== event.pointerId || !(d.width > 0)) return
              move({ x: (event.clientX - d.x) / d.width, y: (event.clientY - d.y) / d.height })
              d.x = event.clientX
              d.y = event.clientY
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          >
            <Placed photo={photo} rect={rect} />
            {/* Where the round avatars cut it: a hairline that reads on light and dark photos. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-full border border-white/75 shadow-[0_0_0_1px_rgba(28,26,23,0.18)]"
            />
          </div>

          <div className="mt-4 flex items-center gap-3">
            <IconButton
              label={TEXT.zoomOut}
              icon={<MinusIcon />}
              size="sm"
              variant="ghost"
              disabled={busy || view.zoom <= 1}
              onClick={() => zoom(view.zoom - ZOOM_STEP)}
            />
            <RangeSlider
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={[view.zoom]}
              thumbLabels={[TEXT.zoom]}
              valueText={(z) => `${Math.round(z * 100)}%`}
              onValueChange={([z]) => z !== undefined && zoom(z)}
            />
            <IconButton
              label={TEXT.zoomIn}
              icon={<PlusIcon />}
              size="sm"
              variant="ghost"
              disabled={busy || view.zoom >= MAX_ZOOM}
              onClick={() => zoom(view.zoom + ZOOM_STEP)}
            />
          </div>
          {output.width < TARGET.width ? (
            <p className="mt-3 text-sm leading-relaxed text-muted">{TEXT.small(output.width, output.height)}</p>
          ) : null}
        </div>

        {/* Beside the frame from 640 px up; a row under it on a phone, so Save stays in view. */}
        <div>
          <p className="eyebrow sr-only sm:not-sr-only">{TEXT.preview}</p>
          <div className="flex items-center gap-6 sm:mt-3 sm:flex-col sm:items-start sm:gap-5">
            <figure className="flex items-center gap-3 sm:block">
              <div className="relative w-14 overflow-hidden bg-paper-deep sm:w-28" style={{ aspectRatio: PORTRAIT_ASPECT_RATIO }}>
                <Placed photo={photo} rect={rect} />
              </div>
              <figcaption className="text-xs text-muted sm:mt-2">{TEXT.previewPage}</figcaption>
            </figure>
            <figure className="flex items-center gap-3 sm:block">
              <div className="relative size-14 overflow-hidden rounded-full bg-paper-deep sm:size-16">
                <Placed photo={photo} rect={rect} />
              </div>
              <figcaption className="text-xs text-muted sm:mt-2">{TEXT.previewAvatar}</figcaption>
            </figure>
          </div>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-5 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </Modal>
  )
}
