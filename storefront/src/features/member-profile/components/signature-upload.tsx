import { useId, useRef, useState } from 'react'
import type { Me } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { MESSAGES, PROFILE_MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { pickImageUrl } from '@shared/images'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useUploadSignature } from '../api/update-profile'

const ACCEPTED = ['image/png', 'image/jpeg']

/**
 * An artist's signature, printed on the certificates of authenticity of their works sold from now
 * on (a certificate keeps the signature it was issued with). A PNG with a transparent background
 * is best; a photo of the signature on white paper works too. Checked here for type and size, and
 * by the server as every image is.
 */
export function SignatureUpload({ me }: { me: Me }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadSignature()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const current = pickImageUrl(me.signature ?? null, 640)
  const error = problem ?? (upload.error ? errorMessage(upload.error) : null)
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
      <div className="flex h-24 w-full shrink-0 items-center justify-center rounded-md border border-line bg-[#fbf8f2] px-4 sm:w-56">
        {current ? (
          <img src={current} alt={`Signature of ${me.fullName}`} className="max-h-20 max-w-full object-contain mix-blend-multiply" />
        ) : (
          <span className="text-xs text-muted">No signature yet</span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h3 id={`${id}-title`} className="font-serif text-xl text-ink">
            Signature for certificates
          </h3>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            Printed on the certificate of authenticity of each work you sell from now on. A PNG with a transparent background is best; a
            clear photo of your signature on white paper works too. Never shown on your public page.
          </p>
        </div>
        <form
          aria-label="Signature"
          noValidate
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!file) return setProblem(MESSAGES.uploadImage)
            setProblem(null)
            upload.mutate(file, {
              onSuccess: () => {
                toast.success(PROFILE_MESSAGES.signatureSaved)
                setFile(null)
                if (input.current) input.current.value = ''
              },
            })
          }}
        >
          <label htmlFor={`${id}-file`} className="sr-only">
            Choose a signature image
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
              setFile(refused ? null : chosen)
            }}
          />
          <Button type="submit" variant="secondary" size="sm" loading={upload.isPending}>
            Upload signature
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
