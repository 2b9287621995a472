import { useState } from 'react'
import type { OrderItem } from '@shared/api-types'
import { formatDate } from '@shared/format'
import { LIMITS } from '@shared/constants'
import {
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  returnRequestSchema,
  type LineReturn,
  type ReturnRequest,
} from '@shared/returns'
import { Button } from '@/components/ui/button'
import { Form, SelectField, TextareaField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useRequestReturn } from '../api/request-return'

const REASON_OPTIONS = RETURN_REASONS.map((r) => ({ value: r, label: r }))
const MB = 1024 * 1024

/**
 * 'Return this work': a reason from the list, what happened, and up to three photos of the work
 * as it arrived. The server decides (window, buyer, once per work) and its sentence shows here.
 */
export function ReturnDialog({
  orderId,
  item,
  line,
  onClose,
}: {
  orderId: string
  item: OrderItem
  line: LineReturn
  onClose: () => void
}) {
  const send = useRequestReturn()
  const [photos, setPhotos] = useState<File[]>([])
  const [photoError, setPhotoError] = useState<string | null>(null)
  const form = useZodForm<ReturnRequest, ReturnRequest>(returnRequestSchema, {
    defaultValues: { orderId, itemId: line.itemId, reason: '' as ReturnRequest['reason'], details: '' },
    messages: { reason: 'Choose a reason.' },
  })
  const addPhotos = (files: FileList | null) => {
    const picked = Array.from(files ?? [])
    const tooLarge = picked.find((f) => f.size > LIMITS.maxImageBytes)
    const next = [...photos, ...picked.filter((f) => f.size <= LIMITS.maxImageBytes)].slice(0, RETURN_PHOTOS_MAX)
    setPhotoError(
      tooLarge
        ? `Images must be ${LIMITS.maxImageBytes / MB} MB or smaller.`
        : photos.length + picked.length > RETURN_PHOTOS_MAX
          ? `Add at most ${RETURN_PHOTOS_MAX} photos.`
          : null,
    )
    setPhotos(next)
  }
  const close = () => {
    if (!send.isPending) onClose()
  }
  return (
    <Modal
      open
      onClose={close}
      size="md"
      title="Return this work"
      description={`${item.title} · ${item.artistName}`}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={send.isPending}>
            Keep the work
          </Button>
          <Button type="submit" form="return-form" loading={send.isPending}>
            Ask for a return
          </Button>
        </>
      }
    >
      <Form
        id="return-form"
        form={form}
        aria-label="Return request"
        className="flex flex-col gap-5"
        onSubmit={(data) =>
          send.mutate(
            { ...data, photos },
            {
              onSuccess: ({ message }) => {
                toast.info(message)
                onClose()
              },
            },
          )
        }
      >
        {line.windowEndsAt ? (
          <p className="text-sm text-ink-soft">
            You can ask until {formatDate(line.windowEndsAt)}. Kala&apos;s team reads every request and answers within two working days;
            once the work is back with us, its price is refunded to the original payment method.
          </p>
        ) : null}
        <SelectField name="reason" label="Reason" options={REASON_OPTIONS} placeholder="Choose a reason" required />
        <TextareaField
          name="details"
          label="What happened"
          rows={4}
          maxLength={RETURN_DETAILS_MAX}
          hint="Describe the work as it arrived: what is different, damaged or not as you expected."
          required
        />
        <div className="flex flex-col gap-2">
          <label htmlFor="return-photos" className="text-sm font-medium text-ink">
            Photos <span className="font-normal text-muted">(up to {RETURN_PHOTOS_MAX}, optional)</span>
          </label>
          <input
            id="return-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            multiple
            disabled={photos.length >= RETURN_PHOTOS_MAX}
            onChange={(e) => {
              addPhotos(e.currentTarget.files)
              e.currentTarget.value = ''
            }}
            aria-describedby="return-photos-hint"
            className="block w-full text-sm text-ink-soft file:mr-4 file:rounded-full file:border file:border-line-strong file:bg-canvas file:px-4 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-paper-deep disabled:opacity-60"
          />
          <p id="return-photos-hint" className="text-xs text-muted">
            JPEG, PNG, WebP, AVIF or GIF, {LIMITS.maxImageBytes / MB} MB each.
          </p>
          {photos.length ? (
            <ul className="flex flex-col gap-1 text-sm" aria-label="Chosen photos">
              {photos.map((p, i) => (
                <li key={`${p.name}-${i}`} className="flex items-center justify-between gap-3 rounded-md bg-paper px-3 py-1.5">
                  <span className="truncate text-ink-soft">{p.name}</span>
                  <Button variant="ghost" size="sm" type="button" onClick={() => setPhotos(photos.filter((_, j) => j !== i))}>
                    Remove<span className="sr-only"> {p.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {photoError ? (
            <p role="alert" className="text-sm text-danger">
              {photoError}
            </p>
          ) : null}
        </div>
        {send.isError ? (
          <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            {errorMessage(send.error)}
          </p>
        ) : null}
      </Form>
    </Modal>
  )
}
