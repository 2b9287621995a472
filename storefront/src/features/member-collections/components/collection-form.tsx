import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { LIMITS } from '@shared/constants'
import { MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { collectionFormSchema } from '@shared/schemas'
import { ImagePicker, type PickedImage } from '@/components/member/image-picker'
import { FormActions } from '@/components/member/form-actions'
import { UnsavedChangesGuard } from '@/components/member/unsaved-changes-guard'
import { Form, InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { paths } from '@shared/paths'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useSaveCollection } from '../api/save-collection'
import { WorksPicker } from './works-picker'

export type CollectionFormValues = { collectionName: string; description: string; status: 'true' | 'false' }
type CollectionFormData = { collectionName: string; description: string; status: boolean }

const COVER_ERRORS = new Set<string>([
  MESSAGES.uploadImage,
  UPLOAD_MESSAGES.tooLarge,
  UPLOAD_MESSAGES.notImage,
  UPLOAD_MESSAGES.tooManyPixels,
])
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))

/**
 * The collection form: collectionName, description, publish and a cover image
 * (required for a new collection: 'Please upload an image.'), and which of the member's works are
 * in it. Saved: back to /admin/collections with the server's message.
 */
export function CollectionForm({
  collectionId,
  defaultValues,
  initialCover,
  initialWorks,
}: {
  collectionId?: string
  defaultValues: CollectionFormValues
  initialCover: PickedImage[]
  initialWorks: string[]
}) {
  const navigate = useNavigate()
  const save = useSaveCollection()
  const editing = Boolean(collectionId)
  const [cover, setCover] = useState<PickedImage[]>(initialCover)
  const [coverError, setCoverError] = useState<string | undefined>()
  const [works, setWorks] = useState<string[]>(initialWorks)
  const [formError, setFormError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const form = useZodForm<CollectionFormValues, CollectionFormData>(collectionFormSchema, {
    defaultValues,
    messages: { collectionName: 'Please enter the collection’s name.', description: 'Please enter a description.' },
  })
  const newCover = cover[0]?.file ?? null
  const worksChanged = !sameIds(initialWorks, works)
  const dirty = (form.formState.isDirty || Boolean(newCover) || worksChanged) && !savedMessage

  useEffect(() => {
    if (!savedMessage) return
    toast.success(savedMessage)
    navigate(paths.admin.collections.getHref())
  }, [savedMessage, navigate])

  const coverProblem = (list: readonly PickedImage[]) => (list.length === 0 ? MESSAGES.uploadImage : undefined)

  const submit = (data: CollectionFormData) => {
    const problem = coverProblem(cover)
    setCoverError(problem)
    setFormError(null)
    if (problem) return
    const changed = form.formState.dirtyFields
    const fields = editing
      ? {
          collectionName: changed.collectionName ? data.collectionName : undefined,
          description: changed.description ? data.description : undefined,
          status: changed.status ? data.status : undefined,
        }
      : data
    if (editing && !newCover && !worksChanged && Object.values(fields).every((v) => v === undefined)) {
      // Nothing changed: the server would refuse an empty update.
      navigate(paths.admin.collections.getHref())
      return
    }
    setProgress(0)
    save.mutate(
      {
        id: collectionId,
        fields,
        cover: newCover,
        artworkIds: editing ? (worksChanged ? works : undefined) : works,
        onProgress: setProgress,
      },
      {
        onSuccess: ({ message }) => setSavedMessage(message),
        onError: (error) => {
          setProgress(null)
          const message = errorMessage(error)
          if (COVER_ERRORS.has(message)) return setCoverError(message)
          if (isApiError(error))
            for (const detail of error.details ?? [])
              if (detail.path in defaultValues) form.setError(detail.path as keyof CollectionFormValues, { message: detail.message })
          setFormError(message)
        },
      },
    )
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={() => setCoverError(coverProblem(cover))}
      aria-label={editing ? 'Edit collection' : 'Add collection'}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-5 rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <InputField name="collectionName" label="Collection name" required />
        <TextareaField name="description" label="Description" rows={4} required />
        <SelectField
          name="status"
          label="Status"
          required
          options={[
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Unpublished' },
          ]}
          hint="A published collection shows on your showcase."
        />
        <ImagePicker
          label="Cover image"
          slots={['Cover']}
          images={cover}
          onChange={(next) => {
            setCover(next)
            if (coverError) setCoverError(coverProblem(next))
          }}
          error={coverError}
          required
          hint={`One image, max size ${LIMITS.maxImageBytes / (1024 * 1024)}MB.${editing ? ' Remove the cover to choose another.' : ''}`}
        />
      </div>
      <div className="rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <WorksPicker chosen={works} onChange={setWorks} collectionId={collectionId} />
      </div>
      <FormActions
        formError={formError}
        progress={progress}
        cancelTo={paths.admin.collections.getHref()}
        pending={save.isPending}
        submitLabel={editing ? 'Save changes' : 'Add collection'}
      />
      <UnsavedChangesGuard when={dirty} />
    </Form>
  )
}
