import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ResetPasswordRoute() {
  useDocumentMeta({ title: 'Choose a new password', description: 'Set a new password for your Kala account.' })
  return (
    <AuthLayout title="Choose a new password" intro="At least 8 characters. Every device signed in to your account will be signed out.">
      <ResetPasswordForm />
    </AuthLayout>
  )
}
