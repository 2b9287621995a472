import { useState } from 'react'
import type { RepresentedArtist } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { representedArtistSchema } from '@shared/schemas'
import { ImagePicker, type PickedImage } from '@/components/member/image-picker'
import { Button } from '@/components/ui/button'
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useAddArtist, useUpdateArtist } from '../api/represented'

type Values = { name: string; bio: string }

/**
 * An artist who is not on Kala, as the gallery writes them: name, a short bio and a photo. They
 * show on the gallery's page at once (nobody's consent to ask). Adds one, or edits `artist`.
 */
export function ArtistNotOnKalaForm({ artist, onDone }: { artist?: RepresentedArtist; onDone: () => void }) {
  const add = useAddArtist()
  const update = useUpdateArtist()
  const [photo, setPhoto] = useState<PickedImage[]>(
    artist?.photo ? [{ key: 'saved', url: artist.photo.thumbnail?.url ?? artist.photo.url, name: artist.name }] : [],
  )
  const form = useZodForm<Values, { name: string; bio?: string }>(representedArtistSchema, {
    defaultValues: { name: artist?.name ?? '', bio: artist?.bio ?? '' },
    messages: { name: "Please enter the artist's name." },
  })
  const pending = add.isPending || update.isPending
  const error = add.error ?? update.error
  const submit = (data: { name: string; bio?: string }) => {
    const file = photo[0]?.file ?? null
    const done = ({ message }: { message?: string }) => {
      toast.success(message ?? 'Saved.')
      onDone()
    }
    if (artist)
      update.mutate(
        { id: artist._id, name: data.name, bio: data.bio ?? '', photo: file },
        { onSuccess: () => done({ message: `${data.name} saved.` }) },
      )
    else add.mutate({ name: data.name, bio: data.bio, photo: file }, { onSuccess: done })
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={artist ? `Edit ${artist.name}` : 'An artist not on Kala'}
      className="flex flex-col gap-5"
    >
      <InputField name="name" label="Artist's name" autoComplete="off" required />
      <TextareaField
        name="bio"
        label="About the artist"
        rows={4}
        maxLength={LIMITS.maxBioLength}
        hint="Shown under their name on your gallery page."
      />
      <ImagePicker label="Photo" slots={['Portrait']} images={photo} onChange={setPhoto} />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {artist ? 'Save' : 'Add artist'}
        </Button>
      </div>
    </Form>
  )
}
