import { Button, ButtonLink } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'

type FormActionsProps = {
  /** The server's refusal of the whole form, shown above the buttons. */
  formError: string | null
  /** Upload progress from 0 to 1 while a save with files runs; null otherwise. */
  progress: number | null
  cancelTo: string
  pending: boolean
  submitLabel: string
}

/** The foot of a member-area form (artwork, collection): the refusal, the upload's progress, Cancel and Save. */
export function FormActions({ formError, progress, cancelTo, pending, submitLabel }: FormActionsProps) {
  return (
    <>
      {formError ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      {progress !== null ? <ProgressBar value={progress} label={progress < 1 ? 'Uploading' : 'Saving'} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink variant="ghost" to={cancelTo}>
          Cancel
        </ButtonLink>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  )
}
