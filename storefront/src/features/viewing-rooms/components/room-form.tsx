import { useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { ImageSet } from '@shared/api-types'
import { paths } from '@shared/paths'
import { ROOM_INTRO_MAX, ROOM_NOTE_MAX, roomFormSchema, type RoomForm as RoomFormData } from '@shared/viewingRooms'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { FormActions } from '@/components/member/form-actions'
import { UnsavedChangesGuard } from '@/components/member/unsaved-changes-guard'
import { Button } from '@/components/ui/button'
import { Form, InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast-store'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useSaveRoom, useWorkSearch } from '../api/rooms'

export type RoomFormValues = {
  title: string
  intro: string
  kind: 'personal' | 'client'
  /** YYYY-MM-DD (India's day) or ''. */
  closesOn: string
  items: { artwork: string; note: string }[]
}

/** What the editor shows of a work it holds: known from the loaded room, or from the search that added it. */
export type WorkLabel = { title: string; artistName: string; image: ImageSet | null; note?: string; hidden?: boolean }

function WorkSearch({ chosen, onAdd }: { chosen: ReadonlySet<string>; onAdd: (id: string, label: WorkLabel) => void }) {
  const [words, setWords] = useState('')
  const found = useWorkSearch(words)
  const hits = (found.data ?? []).filter((a) => !chosen.has(a._id))
  return (
    <div className="flex flex-col gap-3">
      <Input
        label="Find works to add"
        type="search"
        value={words}
        onChange={(e) => setWords(e.target.value)}
        hint="A title, an artist, a style: any public work on Kala."
        autoComplete="off"
      />
      {words.trim().length >= 2 && found.isSuccess && hits.length === 0 ? <p className="text-sm text-muted">No more works match.</p> : null}
      {hits.length > 0 ? (
        <ul aria-label="Search results" className="flex flex-col divide-y divide-line rounded-md border border-line">
          {hits.map((a) => (
            <li key={a._id} className="flex items-center gap-3 p-2">
              <div className="relative size-12 shrink-0 overflow-hidden bg-paper-deep">
                <ArtworkImage image={a.imageUrls[0]} alt="" sizes="48px" fit="cover" />
              </div>
              <p className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-ink">{a.title}</span>
                <span className="block truncate text-muted">{a.artistName}</span>
              </p>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={`Add ${a.title}`}
                onClick={() => onAdd(a._id, { title: a.title, artistName: a.artistName, image: a.imageUrls[0] ?? null })}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * A viewing room's form: title, introduction, for artists and galleries whether it is for a client
 * (their own works, a closing date), and the works in order with a note each, found by searching.
 * The server's refusals land on their field (a work not theirs in a client's room). Saved: a new
 * room opens in its editor, where its link is.
 */
export function RoomForm({
  roomId,
  defaultValues,
  labels: initialLabels,
  seller,
}: {
  roomId?: string
  defaultValues: RoomFormValues
  labels: Record<string, WorkLabel>
  /** An artist or a gallery: may build a room for a client. */
  seller: boolean
}) {
  const navigate = useNavigate()
  const save = useSaveRoom()
  const [labels, setLabels] = useState(initialLabels)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useZodForm<RoomFormValues, RoomFormData>(roomFormSchema, {
    defaultValues,
    prepare: (v) => ({ ...v, closesOn: v.kind === 'client' ? v.closesOn : '' }),
  })
  const items = useFieldArray({ control: form.control, name: 'items' })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const chosen = new Set(items.fields.map((f) => f.artwork))

  const submit = (data: RoomFormData) => {
    setFormError(null)
    save.mutate(
      { id: roomId, fields: data },
      {
        onSuccess: ({ message, room }) => {
          toast.success(message)
          form.reset(form.getValues())
          if (!roomId) navigate(paths.admin.editRoom.getHref(room._id), { replace: true })
        },
        onError: (error) => {
          const message = errorMessage(error)
          let placed = false
          if (isApiError(error))
            for (const detail of error.details ?? [])
              if (detail.path in defaultValues) {
                form.setError(detail.path as keyof RoomFormValues, { message: detail.message }, { shouldFocus: !placed })
                placed = true
              }
          if (!placed || (isApiError(error) && error.details?.some((d) => d.path === 'items'))) setFormError(message)
        },
      },
    )
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={roomId ? 'Edit viewing room' : 'New viewing room'} className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <InputField name="title" label="Title" required autoComplete="off" />
        <TextareaField name="intro" label="Introduction" rows={4} maxLength={ROOM_INTRO_MAX} hint="What the room is for, in a few lines." />
        {seller ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="kind"
              label="Room"
              options={[
                { value: 'personal', label: 'Personal: any works on Kala' },
                { value: 'client', label: 'For a client: my own works' },
              ]}
            />
            {kind === 'client' ? (
              <InputField name="closesOn" label="Closing date" type="date" hint="The last day the link opens the room." />
            ) : null}
          </div>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-5 rounded-lg border border-line bg-canvas p-5 sm:p-6">
        <legend className="px-1 font-serif text-xl">Works</legend>
        {items.fields.length === 0 ? <p className="text-sm text-muted">No works yet: find some below.</p> : null}
        <ol className="flex flex-col gap-5">
          {items.fields.map((field, index) => {
            const label = labels[field.artwork]
            const title = label?.title ?? `Work ${field.artwork}`
            return (
              <li key={field.id} className="grid gap-4 sm:grid-cols-[6rem_1fr]">
                <div className="relative size-24 overflow-hidden bg-paper-deep">
                  <ArtworkImage image={label?.image} alt="" sizes="96px" fit="cover" />
                </div>
                <div className="flex flex-col gap-3">
                  <p>
                    <span className="font-medium text-ink">{title}</span>
                    {label?.artistName ? <span className="text-muted"> · {label.artistName}</span> : null}
                    {label?.hidden ? <span className="ml-2 text-sm text-danger">Not public now: visitors do not see it.</span> : null}
                  </p>
                  <TextareaField name={`items.${index}.note`} label={`Note on ${title}`} rows={2} maxLength={ROOM_NOTE_MAX} />
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => items.move(index, index - 1)}>
                      Move up
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={index === items.fields.length - 1}
                      onClick={() => items.move(index, index + 1)}
                    >
                      Move down
                    </Button>
                    <Button type="button" size="sm" variant="ghost" aria-label={`Remove ${title}`} onClick={() => items.remove(index)}>
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            )
          })}
        </ol>
        <WorkSearch
          chosen={chosen}
          onAdd={(id, label) => {
            setLabels((l) => ({ ...l, [id]: label }))
            items.append({ artwork: id, note: '' })
          }}
        />
      </fieldset>

      <FormActions
        formError={formError}
        progress={null}
        cancelTo={paths.admin.rooms.getHref()}
        pending={save.isPending}
        submitLabel={roomId ? 'Save changes' : 'Create room'}
      />
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
    </Form>
  )
}
