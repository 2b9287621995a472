import { useDocumentMeta } from '@/hooks/use-document-meta'
import { ChangePasswordForm } from './change-password-form'

/**
 * /admin/security: the account's password. Content only: the member area's layout places it.
 * Changing the e-mail lives on the profile (it waits for the new inbox to confirm it).
 */
export function SecurityPage() {
  useDocumentMeta({ title: 'Security', description: 'Change the password of your Kala account.' })
  return (
    <section className="w-full max-w-2xl" aria-labelledby="security-title">
      <h1 id="security-title" className="text-4xl">
        Security
      </h1>
      <div className="mt-8 rounded-lg border border-line bg-canvas p-6 sm:p-8">
        <h2 className="text-2xl">Change password</h2>
        <p className="mt-2 text-sm text-muted">
          You stay signed in here; every other device and browser signed in to your account is signed out.
        </p>
        <div className="mt-6">
          <ChangePasswordForm />
        </div>
      </div>
    </section>
  )
}
