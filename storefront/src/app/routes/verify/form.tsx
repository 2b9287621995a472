import { VerifyLanding } from '@/features/verify/components/verify-landing'

/** /verify: type a certificate's number to check it. */
export default function VerifyFormRoute() {
  return <VerifyLanding />
}
