import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ConfirmEmail } from '@/features/auth/components/confirm-email'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ConfirmEmailRoute() {
  useDocumentMeta({ title: 'Confirm your new e-mail', description: 'Confirm the new e-mail address of your Kala account.' })
  return (
    <AuthLayout title="Confirm your new e-mail" intro="One click, and your account uses this address.">
      <ConfirmEmail />
    </AuthLayout>
  )
}
