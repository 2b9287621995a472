import { useId, useRef, useState, type DragEvent } from 'react'
import { LIMITS } from '@shared/constants'
import { MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { useBoxWidth } from '@/hooks/use-box-width'
import { cn } from '@/lib/cn'

/** The image types the server takes (it judges the content; the browser checks the declared type first). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

/** One picture in the picker: a new file (with its preview URL) or one already saved (its URL only). */
export type PickedImage = { key: string; url: string; name: string; file?: File }

let nextKey = 1
/** A picked file with a preview URL (revoked when it is removed). */
export function pickedFile(file: File): PickedImage {
  return { key: `new-${nextKey++}`, url: URL.createObjectURL(file), name: file.name, file }
}

/**
 * Which of `files` may join `current` (max `max` images, images only, 5 MB each) and why the others
 * may not: the shared messages the server would answer, so nothing is uploaded to be refused.
 */
export function checkFiles(files: readonly File[], current: number, max: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = []
  const problems = new Set<string>()
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problems.add(`${file.name}: ${UPLOAD_MESSAGES.notImage}`)
    else if (file.size > LIMITS.maxImageBytes) problems.add(`${file.name}: ${UPLOAD_MESSAGES.tooLarge}`)
    else if (current + accepted.length >= max) problems.add(max === 1 ? 'Only one image can be used here.' : MESSAGES.maxImages)
    else accepted.push(file)
  }
  return { accepted, problems: [...problems] }
}

/**
 * A picked image's card. Lying down (a phone, a narrow form): the picture beside its file name and
 * buttons, the 'Use as' select across the whole card below, where the longest place ('Signature /
 * marking') reads whole. Upright (three in a row on a wide form, or a single cover): picture, name,
 * select, buttons.
 */
const CARD = 'grid overflow-hidden rounded-lg border border-line bg-canvas'
const CARD_LYING = 'grid-cols-[6.5rem_minmax(0,1fr)] grid-rows-[auto_1fr] [grid-template-areas:"image_name""image_actions""place_place"]'
const CARD_UPRIGHT = 'grid-cols-1 [grid-template-areas:"image""name""place""actions"]'
/** The picker's width (px) from which the cards stand upright: three in a row, or one cover. */
const UPRIGHT_FROM = { many: 672, one: 448 }

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/**
 * Picks up to `slots.length` images by dropping them or choosing them, with previews. Each place has
 * a meaning (an artwork's front, back and signature; a collection's cover): an image can be moved
 * to another place (the two swap), moved left or right, or removed. Files are checked in the
 * browser (type, size, count) with the server's own messages.
 */
export function ImagePicker({
  label,
  slots,
  images,
  onChange,
  error,
  hint,
  required,
}: {
  label: string
  /** The meaning of each place, in order: ['Front', 'Back', 'Signature / marking']. */
  slots: readonly string[]
  images: readonly PickedImage[]
  onChange: (images: PickedImage[]) => void
  /** A form's error about the images (none picked). */
  error?: string
  hint?: string
  required?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const max = slots.length
  const full = images.length >= max
  // The cards follow the width the picker is given (a phone, the form beside the member area's
  // sidebar, a wide form), not the window's; upright until measured.
  const [box, width] = useBoxWidth<HTMLFieldSetElement>()
  const upright = width === null || width >= UPRIGHT_FROM[max === 1 ? 'one' : 'many']

  const add = (files: readonly File[]) => {
    const { accepted, problems: found } = checkFiles(files, images.length, max)
    setProblems(found)
    if (accepted.length) onChange([...images, ...accepted.map(pickedFile)])
  }
  const remove = (index: number) => {
    const image = images[index]
    if (image?.file) URL.revokeObjectURL(image.url)
    setProblems([])
    onChange(images.filter((_, i) => i !== index))
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    add([...event.dataTransfer.files])
  }
  const messages = [...(error ? [error] : []), ...problems]
  const describedBy = [hint ? `${id}-hint` : null, messages.length ? `${id}-problems` : null].filter(Boolean).join(' ') || undefined

  return (
    <fieldset ref={box} className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </legend>
      {images.length ? (
        <ol className={cn('grid gap-3', !upright ? 'grid-cols-1' : max === 1 ? 'grid-cols-1 max-w-xs' : 'grid-cols-3')}>
          {images.map((image, index) => {
            const place = slots[index] ?? `Image ${index + 1}`
            return (
              <li key={image.key} className={cn(CARD, upright ? CARD_UPRIGHT : CARD_LYING)}>
                <div className={cn('relative bg-paper-deep [grid-area:image]', upright ? 'aspect-[4/3]' : 'aspect-square')}>
                  <img src={image.url} alt={`${place}: ${image.name}`} className="absolute inset-0 size-full object-contain" />
                  {/* The place on the picture where the card stands upright; lying down, the select below says it. */}
                  <span
                    className={cn(
                      'absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-medium text-paper',
                      !upright && 'hidden',
                    )}
                  >
                    {place}
                  </span>
                </div>
                <p className="min-w-0 truncate px-3 pt-3 text-xs text-muted [grid-area:name]" title={image.name}>
                  {image.name}
                </p>
                {max > 1 ? (
                  <Select
                    label="Use as"
                    aria-label={`Use ${image.name} as`}
                    containerClassName={cn('px-3 pb-1 [grid-area:place]', upright ? 'pt-3' : 'pt-1')}
                    value={String(index)}
                    onChange={(event) => {
                      // The two images swap places: each place holds one image.
                      const to = Number(event.target.value)
                      const next = [...images]
                      const other = next[to]
                      if (!other) return
                      next[to] = image
                      next[index] = other
                      onChange(next)
                    }}
                    options={slots.map((slot, i) => ({ value: String(i), label: slot, disabled: i > images.length - 1 }))}
                  />
                ) : null}
                <div className="flex flex-wrap items-center gap-1 px-2 pt-1 pb-2 [grid-area:actions]">
                  {max > 1 ? (
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="px-3"
                        disabled={index === 0}
                        onClick={() => onChange(move(images, index, index - 1))}
                        aria-label={`Move ${image.name} earlier`}
                      >
                        ←
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="px-3"
                        disabled={index === images.length - 1}
                        onClick={() => onChange(move(images, index, index + 1))}
                        aria-label={`Move ${image.name} later`}
                      >
                        →
                      </Button>
                    </>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ml-auto px-3 text-danger"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${image.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      ) : null}
      {full ? null : (
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-ink bg-paper-deep' : 'border-line-strong bg-paper',
            error && 'border-danger',
          )}
        >
          <p className="text-sm text-ink-soft">
            Drop {max === 1 ? 'an image' : 'images'} here or{' '}
            <button type="button" className="font-medium text-ink underline underline-offset-4" onClick={() => input.current?.click()}>
              choose {max === 1 ? 'a file' : 'files'}
            </button>
          </p>
          <p className="text-xs text-muted">
            {max > 1 ? `Next: ${slots[images.length]}. ` : ''}JPEG, PNG, WebP, AVIF or GIF, max size {LIMITS.maxImageBytes / (1024 * 1024)}
            MB
          </p>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple={max > 1}
            className="sr-only"
            tabIndex={-1}
            aria-label={`Choose ${label.toLowerCase()}`}
            onChange={(event) => {
              add([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </div>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <div id={`${id}-problems`} role="alert" className="flex flex-col gap-1">
          {messages.map((m) => (
            <p key={m} className="text-xs font-medium text-danger">
              {m}
            </p>
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}
