import { AuthLayout } from '@/features/auth/components/auth-layout'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function SignupRoute() {
  useDocumentMeta({ title: 'Sign Up', description: 'Join Kala as an explorer, artist, gallery, collector or researcher.' })
  return (
    <AuthLayout
      title="Join Kala"
      intro="Collect, keep a studio page, or simply look. It takes a minute."
      aside={
        <>
          <p className="font-serif text-3xl leading-snug text-paper">Artists keep their work and their voice.</p>
          <p className="mt-4 text-sm leading-relaxed text-paper/70">
            Your images stay yours. You set your prices, tell your story in your own words, and sell directly.
          </p>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  )
}
