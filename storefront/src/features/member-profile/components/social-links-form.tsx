import type { Me } from '@shared/api-types'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { profileUpdateSchema } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { useUpdateProfile } from '../api/update-profile'
import { applyServerFieldErrors } from '../lib/server-field-errors'

const socialSchema = profileUpdateSchema.pick({ instagram: true, x: true, linkedin: true })
type SocialValues = { instagram: string; x: string; linkedin: string }

const valuesOf = (me: Me): SocialValues => ({
  instagram: me.social.instagram ?? '',
  x: me.social.x ?? '',
  linkedin: me.social.linkedin ?? '',
})

/**
 * Social Links (DECISIONS 5): instagram, x and linkedin are real profile fields, each a URL or a
 * handle ('' clears it), shown on the public profile as links to the network.
 */
export function SocialLinksForm({ me }: { me: Me }) {
  const save = useUpdateProfile()
  const form = useZodForm(socialSchema, { defaultValues: valuesOf(me) })
  const hint = 'A link (https://…) or your handle (@name).'
  return (
    <section aria-labelledby="social-links" className="flex flex-col gap-6">
      <div>
        <h2 id="social-links" className="text-2xl">
          Social Links
        </h2>
        <p className="mt-1 text-sm text-muted">Shown on your public profile. Leave a field empty to hide that network.</p>
      </div>
      <Form
        form={form}
        aria-label="Social links"
        className="flex max-w-xl flex-col gap-5"
        onSubmit={(values) =>
          save.mutate(
            { instagram: values.instagram ?? '', x: values.x ?? '', linkedin: values.linkedin ?? '' },
            {
              onSuccess: ({ user }) => {
                toast.success(PROFILE_FORM_MESSAGES.socialSaved)
                form.reset(valuesOf(user))
              },
              onError: (error) => void applyServerFieldErrors(form, error),
            },
          )
        }
      >
        <InputField name="instagram" label="Instagram" placeholder="@yourname" hint={hint} autoComplete="off" />
        <InputField name="x" label="X" placeholder="@yourname" hint={hint} autoComplete="off" />
        <InputField name="linkedin" label="LinkedIn" placeholder="https://www.linkedin.com/in/yourname" hint={hint} autoComplete="off" />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save links
          </Button>
        </div>
      </Form>
    </section>
  )
}
