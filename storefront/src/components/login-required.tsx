import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { paths } from '@/config/paths'
import { useSignedIn } from '@/lib/auth'

type LoginRequired = {
  /** True when signed in; otherwise opens the 'Login Required' modal and returns false. */
  requireLogin: () => boolean
  open: () => void
}

const LoginRequiredContext = createContext<LoginRequired | null>(null)

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

/** Provides `useLoginRequired()` and renders the one 'Login Required' modal. Inside the router. */
export function LoginRequiredProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const signedIn = useSignedIn()
  const open = useCallback(() => setOpen(true), [])
  const requireLogin = useCallback(() => {
    if (signedIn) return true
    setOpen(true)
    return false
  }, [signedIn])
  const value = useMemo(() => ({ requireLogin, open }), [requireLogin, open])
  return (
    <LoginRequiredContext.Provider value={value}>
      {children}
      <LoginRequiredModal open={isOpen} onClose={() => setOpen(false)} />
    </LoginRequiredContext.Provider>
  )
}

export function useLoginRequired(): LoginRequired {
  const value = useContext(LoginRequiredContext)
  if (!value) throw new Error('useLoginRequired must be used inside <LoginRequiredProvider>')
  return value
}
