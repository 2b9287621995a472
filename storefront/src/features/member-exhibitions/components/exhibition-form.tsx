import { useEffect, useState } from 'react'
import { useController } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { ExhibitionWork } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { EXHIBITION_MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { paths } from '@shared/paths'
import { exhibitionFormSchema, type ExhibitionForm as ExhibitionFormData } from '@shared/schemas'
import { FormActions } from '@/components/member/form-actions'
import { ImagePicker, type PickedImage } from '@/components/member/image-picker'
import { UnsavedChangesGuard } from '@/components/member/unsaved-changes-guard'
import { CheckboxField, Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useSaveExhibition } from '../api/save-exhibition'
import { ExhibitionWorksPicker } from './exhibition-works-picker'

export type ExhibitionFormValues = {
  name: string
  /** YYYY-MM-DD, India's day (the date inputs' value). */
  startDate: string
  endDate: string
  venue: string
  city: string
  description: string
  artworks: string[]
  published: boolean
}

const COVER_ERRORS = new Set<string>([UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.notImage, UPLOAD_MESSAGES.tooManyPixels])

/**
 * The exhibition form: title, opening and closing days, venue, city, description, an optional
 * cover, the works shown (the gallery's own) and Published. Every field is sent on a save; the
 * server's refusals land on their field (a closing day before the opening, a work that is not the
 * gallery's). Saved: back to /admin/exhibitions with the server's message.
 */
export function ExhibitionForm({
  exhibitionId,
  defaultValues,
  initialCover,
  shownWorks = [],
}: {
  exhibitionId?: string
  defaultValues: ExhibitionFormValues
  initialCover: PickedImage[]
  /** The works the exhibition showed when the form opened (with their titles and images). */
  shownWorks?: readonly ExhibitionWork[]
}) {
  const navigate = useNavigate()
  const save = useSaveExhibition()
  const editing = Boolean(exhibitionId)
  const [cover, setCover] = useState<PickedImage[]>(initialCover)
  const [coverError, setCoverError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const form = useZodForm<ExhibitionFormValues, ExhibitionFormData>(exhibitionFormSchema, { defaultValues })
  const works = useController({ control: form.control, name: 'artworks' })
  const newCover = cover[0]?.file ?? null
  const coverRemoved = initialCover.length > 0 && cover.length === 0
  const dirty = (form.formState.isDirty || Boolean(newCover) || coverRemoved) && !savedMessage

  useEffect(() => {
    if (!savedMessage) return
    toast.success(savedMessage)
    navigate(paths.admin.exhibitions.getHref())
  }, [savedMessage, navigate])

  const submit = (data: ExhibitionFormData) => {
    setFormError(null)
    setProgress(0)
    save.mutate(
      { id: exhibitionId, fields: data, cover: newCover, removeCover: coverRemoved && !newCover, onProgress: setProgress },
      {
        onSuccess: ({ message }) => setSavedMessage(message),
        onError: (error) => {
          setProgress(null)
          const message = errorMessage(error)
          if (COVER_ERRORS.has(message)) return setCoverError(message)
          let placed = false
          if (isApiError(error))
            for (const detail of error.details ?? [])
              if (detail.path in defaultValues) {
                form.setError(detail.path as keyof ExhibitionFormValues, { message: detail.message }, { shouldFocus: !placed })
                placed = true
              }
          // A refusal shown by its field needs no second telling above the buttons.
          if (!placed) setFormError(message)
        },
      },
    )
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={editing ? 'Edit exhibition' : 'Add exhibition'} className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <InputField name="name" label="Title" required autoComplete="off" />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField name="startDate" label="Opening date" type="date" required />
          <InputField name="endDate" label="Closing date" type="date" required hint="The last day it is open." />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField name="venue" label="Venue" hint="The hall or address, if not your gallery’s." />
          <InputField name="city" label="City" autoComplete="address-level2" />
        </div>
        <TextareaField name="description" label="Description" rows={5} maxLength={LIMITS.maxLongTextLength} />
        <ImagePicker
          label="Cover image"
          slots={['Cover']}
          images={cover}
          onChange={(next) => {
            setCover(next)
            setCoverError(undefined)
          }}
          error={coverError}
          hint={`One image, max size ${LIMITS.maxImageBytes / (1024 * 1024)}MB. Optional: without one, a plain tile shows.${editing ? ' Remove the cover to choose another.' : ''}`}
        />
      </div>
      <div className="rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <ExhibitionWorksPicker
          value={works.field.value}
          onChange={works.field.onChange}
          shown={shownWorks}
          error={works.fieldState.error?.message}
        />
      </div>
      <div className="rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <CheckboxField name="published" label="Published" description={EXHIBITION_MESSAGES.publishedHint} />
      </div>
      <FormActions
        formError={formError}
        progress={progress}
        cancelTo={paths.admin.exhibitions.getHref()}
        pending={save.isPending}
        submitLabel={editing ? 'Save changes' : 'Add exhibition'}
      />
      <UnsavedChangesGuard when={dirty} />
    </Form>
  )
}
