import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '@/lib/cn'

export type ModalProps = {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name (shown as its heading unless hideTitle). */
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'full'
  hideTitle?: boolean
  /** Element to focus on open; default is the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  closeOnBackdrop?: boolean
  className?: string
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', full: 'max-w-none h-full' }

/**
 * A modal dialog on Radix's Dialog: aria-modal, focus moved in and kept inside, Escape and a click
 * on the backdrop close it (the innermost of nested dialogs only), focus returns to where it was,
 * the page behind is hidden from assistive technology and does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideTitle,
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  // Where focus was when the dialog opened: it goes back there on close (the dialogs here are
  // opened by code, not by a Radix trigger, which Radix would focus instead).
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        {/* The overlay holds the panel, so the backdrop scrolls with a tall dialog. */}
        <Dialog.Overlay
          data-testid="modal-backdrop"
          className={cn(
            'fixed inset-0 z-[90] flex items-end justify-center overflow-y-auto bg-ink/55 backdrop-blur-[2px] motion-safe:animate-[fade-in_200ms_ease-out] sm:items-center',
            size === 'full' ? 'p-0' : 'p-0 sm:p-6',
          )}
        >
          <Dialog.Content
            // Without a description Radix must not point aria-describedby at one (and warn).
            {...(description ? {} : { 'aria-describedby': undefined })}
            aria-modal="true"
            onOpenAutoFocus={(event) => {
              returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
              if (!initialFocusRef?.current) return
              event.preventDefault()
              initialFocusRef.current.focus()
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              if (returnFocus.current?.isConnected) returnFocus.current.focus()
            }}
            onPointerDownOutside={(event) => {
              if (!closeOnBackdrop) event.preventDefault()
            }}
            className={cn(
              'relative w-full overflow-y-auto bg-canvas text-ink shadow-[0_30px_80px_-20px_rgba(28,26,23,0.45)] focus:outline-none',
              // A full-screen view fades in where it stands (it is clicked beside the picture to close).
              size === 'full'
                ? 'h-full'
                : 'max-h-[92vh] rounded-t-xl motion-safe:animate-[rise-in_260ms_var(--ease-gallery)] sm:rounded-lg',
              widths[size],
              className,
            )}
          >
            <div className={cn('flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-8', hideTitle && 'sr-only')}>
              <div>
                <Dialog.Title className="text-2xl leading-tight">{title}</Dialog.Title>
                {description ? <Dialog.Description className="mt-2 text-[0.95rem] text-muted">{description}</Dialog.Description> : null}
              </div>
            </div>
            <Dialog.Close
              aria-label="Close"
              className={cn(
                'absolute top-4 right-4 z-10 inline-flex size-10 items-center justify-center rounded-full transition-colors',
                size === 'full' ? 'bg-canvas text-ink shadow-md hover:bg-paper' : 'text-muted hover:bg-paper-deep hover:text-ink',
              )}
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
            {children ? <div className={cn(size === 'full' ? 'h-full' : 'px-6 py-5 sm:px-8')}>{children}</div> : null}
            {footer ? (
              <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-5 sm:flex-row sm:justify-end sm:px-8">{footer}</div>
            ) : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
