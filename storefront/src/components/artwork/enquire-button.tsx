import { lazy, Suspense, useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { useLoginRequired } from '@/components/login-required'
import type { EnquiryArtwork } from './enquiry-modal'

/**
 * Loaded when a member first opens it (or points at the button): the form's code (react-hook-form,
 * the shared zod schemas) stays out of the artwork page's first load, which it made a long task
 * on a phone (issue 22).
 */
const loadModal = () => import('./enquiry-modal')
const EnquiryModal = lazy(() => loadModal().then((m) => ({ default: m.EnquiryModal })))

/**
 * The 'Enquire Artwork Price' button: visitors get 'Login Required'; members get the enquiry modal.
 */
export function EnquireButton({
  artwork,
  children = 'Enquire Artwork Price',
  ...props
}: { artwork: EnquiryArtwork } & Omit<ButtonProps, 'onClick'>) {
  const { requireLogin } = useLoginRequired()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => requireLogin() && setOpen(true)}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryModal artwork={artwork} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
