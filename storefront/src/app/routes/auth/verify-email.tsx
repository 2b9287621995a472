import { AuthLayout } from '@/features/auth/components/auth-layout'
import { VerifyEmail } from '@/features/auth/components/verify-email-form'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function VerifyEmailRoute() {
  useDocumentMeta({ title: 'Verify your e-mail', description: 'Confirm your e-mail address to start using Kala.' })
  return (
    <AuthLayout title="Verify your e-mail" intro="One last step before you begin.">
      <VerifyEmail />
    </AuthLayout>
  )
}
