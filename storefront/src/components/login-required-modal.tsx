import { useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { paths } from '@shared/paths'

/** 'Login Required': Login carries the redirect URL back here; Sign Up. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation()
  const redirectUrl = location.pathname + location.search
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Login Required"
      description="Please login or sign up to continue."
      footer={
        <>
          <ButtonLink to={paths.auth.signup.getHref()} variant="secondary" onClick={onClose}>
            Sign Up
          </ButtonLink>
          <ButtonLink to={paths.auth.login.getHref(redirectUrl)} onClick={onClose}>
            Login
          </ButtonLink>
        </>
      }
    />
  )
}
