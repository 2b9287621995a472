import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type DrawerProps = {
  open: boolean
  onClose: () => void
  /** The drawer's accessible name, shown as its heading. */
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Pinned to the bottom of the drawer (totals, the main action). */
  footer?: ReactNode
  className?: string
}

/**
 * A side panel on Radix's Dialog (modal: focus kept inside, Escape and a click on the backdrop
 * close it, focus returns to the button that opened it): slides in from the right, full screen on
 * a phone. Its body scrolls; the footer stays in view.
 */
export function Drawer({ open, onClose, title, description, children, footer, className }: DrawerProps) {
  // Opened by code, not by a Radix trigger: focus goes back to where it was (the cart button).
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="drawer-backdrop"
          className="fixed inset-0 z-[90] bg-ink/45 backdrop-blur-[2px] motion-safe:animate-[fade-in_200ms_ease-out]"
        />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocus.current?.isConnected) returnFocus.current.focus()
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-[91] flex w-full flex-col bg-canvas text-ink shadow-[-30px_0_80px_-30px_rgba(28,26,23,0.45)] focus:outline-none motion-safe:animate-[slide-in-right_320ms_var(--ease-gallery)] sm:max-w-[26rem] sm:border-l sm:border-line',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5">
            <div>
              <Dialog.Title className="text-2xl leading-tight">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-paper-deep hover:text-ink"
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer ? (
            <div className="border-t border-line bg-paper/60 px-6 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
