import { useEffect, useId, useRef, useState } from 'react'
import type { Me } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { pickImageUrl } from '@shared/images'
import { useUploadProfilePhoto } from '../api/update-profile'

/** The formats the upload guide names: JPG or PNG. */
const ACCEPTED = ['image/jpeg', 'image/png']

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
 * PNG (300 x 300 px recommended), a preview of the chosen file, and its upload as multipart
 * profilePhoto. Uploading with no file chosen says MESSAGES.uploadImage ('Please upload an
 * image.'); the type and the 5 MB limit are checked here first, and again by the server.
 */
export function ProfilePhoto({ me }: { me: Me }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadProfilePhoto()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const current = pickImageUrl(me.photo, 400)
  const shown = preview ?? current
  const error = problem ?? (upload.isError ? errorMessage(upload.error) : null)

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <div className="relative size-32 shrink-0 overflow-hidden rounded-full border border-line bg-paper-deep sm:size-36">
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the chosen photo' : `Portrait of ${me.fullName}`}
            className="size-full object-cover"
          />
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
            300 x 300 px recommended, JPG or PNG, up to {LIMITS.maxImageBytes / (1024 * 1024)} MB.
          </p>
        </div>
        <form
          aria-label="Profile photo"
          noValidate
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!file) return setProblem(MESSAGES.uploadImage)
            upload.mutate(file, {
              onSuccess: () => {
                toast.success(PROFILE_FORM_MESSAGES.photoSaved)
                setFile(null)
                if (input.current) input.current.value = ''
              },
            })
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
              if (chosen && !ACCEPTED.includes(chosen.type)) {
                setProblem(PROFILE_FORM_MESSAGES.photoType)
                setFile(null)
                event.target.value = ''
                return
              }
              if (chosen && chosen.size > LIMITS.maxImageBytes) {
                setProblem(UPLOAD_MESSAGES.tooLarge)
                setFile(null)
                event.target.value = ''
                return
              }
              setProblem(null)
              setFile(chosen)
            }}
          />
          <Button type="submit" variant="secondary" size="sm" loading={upload.isPending}>
            Upload photo
          </Button>
        </form>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  )
}
