import { z } from 'zod'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { Button } from '@/components/ui/button'
import { Form, InputField, SelectField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useSaveEntry, type EntryValues } from '../api/profile-entries'
import type { CvSectionConfig } from '../lib/cv-sections'
import { applyServerFieldErrors } from '../lib/server-field-errors'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Each field is first required (with its own sentence), then judged by the section's shared
 * schema: an empty year asks for the year, a year of the wrong length says 'Year must be exactly
 * 4 characters' (MESSAGES.year), each field on its own as the member types.
 */
function entrySchema(config: CvSectionConfig): z.ZodType<EntryValues> {
  const shape = config.schema.shape as Record<string, z.ZodType>
  return z.strictObject(
    Object.fromEntries(
      config.fields.map((f) => [
        f.name,
        z
          .string()
          .trim()
          .min(1, f.required)
          .pipe(shape[f.name] as z.ZodType<unknown, string>),
      ]),
    ),
  ) as unknown as z.ZodType<EntryValues>
}

/**
 * The add / edit modal of one CV section: its fields, all required, years of
 * exactly 4 characters. Adding appends the entry (update-profile); editing replaces it in place.
 */
export function CvEntryModal({
  config,
  entry,
  onClose,
}: {
  config: CvSectionConfig
  /** The entry being edited, or null to add one. */
  entry: (Record<string, string> & { id?: string }) | null
  onClose: () => void
}) {
  const save = useSaveEntry(config.section)
  const form = useZodForm<Record<string, string>, EntryValues>(entrySchema(config), {
    defaultValues: Object.fromEntries(config.fields.map((f) => [f.name, entry?.[f.name] ?? ''])),
  })
  const title = `${entry ? 'Edit' : 'Add'} ${config.noun}`

  return (
    <Modal
      open
      onClose={() => !save.isPending && onClose()}
      title={capitalise(title)}
      description={`Shown under ${config.tab} on your public profile.`}
      size="md"
    >
      <Form
        form={form}
        aria-label={capitalise(title)}
        className="flex flex-col gap-5 pb-2"
        onSubmit={(values) =>
          save.mutate(
            { id: entry?.id, entry: values },
            {
              onSuccess: () => {
                toast.success(entry ? PROFILE_FORM_MESSAGES.entryUpdated : PROFILE_FORM_MESSAGES.entryAdded)
                onClose()
              },
              onError: (error) => void applyServerFieldErrors(form, error),
            },
          )
        }
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {config.fields.map((field) =>
            field.kind === 'select' ? (
              <SelectField
                key={field.name}
                name={field.name}
                label={field.label}
                required
                placeholder="Choose…"
                options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
              />
            ) : (
              <InputField
                key={field.name}
                name={field.name}
                label={field.label}
                required
                placeholder={field.placeholder}
                inputMode={field.kind === 'year' ? 'numeric' : undefined}
                autoComplete="off"
                containerClassName={field.kind === 'text' ? 'sm:col-span-2' : undefined}
              />
            ),
          )}
        </div>
        {save.isError ? (
          <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {entry ? 'Save changes' : capitalise(title)}
          </Button>
        </div>
      </Form>
    </Modal>
  )
}
