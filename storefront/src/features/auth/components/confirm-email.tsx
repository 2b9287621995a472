import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { errorMessage } from '@/lib/api-client'
import { useSignedIn } from '@/lib/auth'
import { useConfirmEmail } from '../api/confirm-email'
import { FormAlert } from './auth-layout'

/**
 * /confirm-email?token=…: the link mailed to a new address. The member presses the button (a mail
 * scanner that opens links must not confirm for them); the address changes once the server agrees.
 */
export function ConfirmEmail() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirm = useConfirmEmail()
  const signedIn = useSignedIn()
  const next = signedIn ? (
    <Link to={paths.admin.profile.getHref()} className="link-quiet text-sm text-ink">
      Go to your profile
    </Link>
  ) : (
    <Link to={paths.auth.login.getHref()} className="link-quiet text-sm text-ink">
      Go to login
    </Link>
  )

  if (!token) {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert>This page needs the link from the confirmation e-mail we sent to your new address.</FormAlert>
        {next}
      </div>
    )
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert tone="success">{confirm.data.message}</FormAlert>
        {next}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {confirm.isError ? <FormAlert>{errorMessage(confirm.error)}</FormAlert> : null}
      <p className="text-ink-soft">Confirm that this inbox is yours, and your Kala account will use it from now on.</p>
      <Button size="lg" className="w-full" loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
        Confirm my new e-mail
      </Button>
      {confirm.isError ? next : null}
    </div>
  )
}
