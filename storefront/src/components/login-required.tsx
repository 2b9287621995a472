import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useSignedIn } from '@/lib/auth'

type LoginRequired = {
  /** True when signed in; otherwise opens the 'Login Required' modal and returns false. */
  requireLogin: () => boolean
  open: () => void
}

const LoginRequiredContext = createContext<LoginRequired | null>(null)

/** Loaded when first needed: the dialog's code stays out of every page's first load. */
const LoginRequiredModal = lazy(() => import('./login-required-modal').then((m) => ({ default: m.LoginRequiredModal })))

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
      {isOpen ? (
        <Suspense fallback={null}>
          <LoginRequiredModal open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </LoginRequiredContext.Provider>
  )
}

export function useLoginRequired(): LoginRequired {
  const value = useContext(LoginRequiredContext)
  if (!value) throw new Error('useLoginRequired must be used inside <LoginRequiredProvider>')
  return value
}
