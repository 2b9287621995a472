import { AuthLayout } from '@/features/auth/components/auth-layout'
import { LoginForm } from '@/features/auth/components/login-form'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function LoginRoute() {
  useDocumentMeta({ title: 'Login', description: 'Sign in to Kala to collect, save favourites and manage your art.' })
  return (
    <AuthLayout title="Welcome back" intro="Sign in to your cart, favourites, orders and studio.">
      <LoginForm />
    </AuthLayout>
  )
}
