import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ForgotPasswordRoute() {
  useDocumentMeta({ title: 'Forgot password', description: 'Ask for a link to choose a new password for your Kala account.' })
  return (
    <AuthLayout title="Forgot password?" intro="Enter the e-mail of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
