import { useEffect, useId, useRef, useState } from 'react'
import type { Me } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { PROFILE_FORM_MESSAGES, PROFILE_PHOTO_MESSAGES } from '@shared/profile-messages'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { pickImageUrl } from '@shared/images'
import { useUploadProfilePhoto } from '../api/update-profile'
import { openPhoto, type OpenedPhoto } from '../lib/photo-file'
import { PhotoCropDialog } from './photo-crop-dialog'

/** The formats the upload guide names: JPG or PNG. */
const ACCEPTED = ['image/jpeg', 'image/png']
/** The circle below is 144 CSS px at most: a variant this wide stays sharp at twice the density. */
const SHOWN_WIDTH = 144 * 2

/** The default picture of a member without a photo: a quiet silhouette on the paper tone. */
function DefaultPhoto() {
  return (
    <svg viewBox="0 0 120 120" className="size-full" role="img" aria-label="No profile photo yet">
      <rect width="120" height="120" fill="var(--color-paper-deep)" />
      <circle cx="60" cy="47" r="21" fill="var(--color-line-strong)" />
      <path d="M20 120c3-24 20-38 40-38s37 14 40 38z" fill="var(--color-line-strong)" />
    </svg>
  )
}

/**
 * The profile photo: the current one (or the default picture), a file picker limited to JPG and
 * PNG, and the crop step (photo-crop-dialog.tsx) that opens on the chosen file: the member frames
 * the square that is shown everywhere, and saving uploads that crop as multipart profilePhoto. The
 * type and the 5 MB limit are checked here first, and again by the server. 'Upload photo' with no
 * file says MESSAGES.uploadImage ('Please upload an image.'); with a file whose crop was cancelled,
 * it opens the crop step again (nothing is uploaded uncropped).
 */
export function ProfilePhoto({ me }: { me: Me }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadProfilePhoto()
  const [file, setFile] = useState<File | null>(null)
  const [photo, setPhoto] = useState<OpenedPhoto | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The file being opened: a later choice wins over an earlier one still loading.
  const opening = useRef<File | null>(null)

  // The opened photo's object URL lives until the crop step closes or the screen is left.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo])

  const crop = (chosen: File) => {
    opening.current = chosen
    openPhoto(chosen).then(
      (opened) => {
        if (opening.current === chosen) setPhoto(opened)
        else URL.revokeObjectURL(opened.url)
      },
      () => {
        if (opening.current !== chosen) return
        setProblem(PROFILE_PHOTO_MESSAGES.unreadable)
        setFile(null)
        if (input.current) input.current.value = ''
      },
    )
  }

  const closeCrop = () => {
    setPhoto(null)
    upload.reset()
  }

  const current = pickImageUrl(me.photo, SHOWN_WIDTH)
  // An upload's failure is shown in the crop step, which stays open for another try.
  const error = problem

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <div className="relative size-32 shrink-0 overflow-hidden rounded-full border border-line bg-paper-deep sm:size-36">
        {current ? (
          <img src={current} alt={`Portrait of ${me.fullName}`} className="size-full object-cover object-[50%_30%]" />
        ) : (
          <DefaultPhoto />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h3 id={`${id}-title`} className="font-serif text-xl text-ink">
            Profile photo
          </h3>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {PROFILE_PHOTO_MESSAGES.hint}
          </p>
        </div>
        <form
          aria-label="Profile photo"
          noValidate
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!file) return setProblem(MESSAGES.uploadImage)
            setProblem(null)
            crop(file)
          }}
        >
          <label htmlFor={`${id}-file`} className="sr-only">
            Choose a photo
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED.join(',')}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            className="max-w-full text-sm text-ink-soft file:mr-3 file:h-10 file:cursor-pointer file:rounded-full file:border file:border-line-strong file:bg-canvas file:px-4 file:text-sm file:font-medium file:text-ink hover:file:border-ink"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              upload.reset()
              const refused =
                chosen && !ACCEPTED.includes(chosen.type)
                  ? PROFILE_FORM_MESSAGES.photoType
                  : chosen && chosen.size > LIMITS.maxImageBytes
                    ? UPLOAD_MESSAGES.tooLarge
                    : null
              setProblem(refused)
              if (refused) event.target.value = ''
              const accepted = refused ? null : chosen
              setFile(accepted)
              opening.current = null
              if (accepted) crop(accepted)
            }}
          />
          <Button type="submit" variant="secondary" size="sm">
            Upload photo
          </Button>
        </form>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {photo ? (
        <PhotoCropDialog
          photo={photo}
          saving={upload.isPending}
          error={upload.isError ? errorMessage(upload.error) : null}
          onCancel={closeCrop}
          onSave={(cropped) =>
            upload.mutate(cropped, {
              onSuccess: () => {
                toast.success(PROFILE_FORM_MESSAGES.photoSaved)
                setPhoto(null)
                setFile(null)
                if (input.current) input.current.value = ''
              },
            })
          }
        />
      ) : null}
    </section>
  )
}
