import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** Open modals, innermost last: only the innermost reacts to Escape and Tab. */
const stack: string[] = []
let scrollLocks = 0

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  )
}

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

/**
 * An accessible modal dialog: aria-modal, focus moved in and trapped, Escape and a backdrop click
 * close it, focus returns to where it was, the page behind is inert and does not scroll.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null
  return <ModalPanel {...props} />
}

function ModalPanel({
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
  const id = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    stack.push(id)
    const panel = panelRef.current
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel
      target.focus()
    }

    scrollLocks += 1
    document.body.style.overflow = 'hidden'
    const appRoot = document.getElementById('root')
    const madeInert = Boolean(appRoot && panel && !appRoot.contains(panel) && !appRoot.hasAttribute('inert'))
    if (madeInert) appRoot?.setAttribute('inert', '')

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !panelRef.current) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(panelRef.current)
      if (items.length === 0) {
        event.preventDefault()
        panelRef.current.focus()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      const active = document.activeElement
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)

    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      const index = stack.lastIndexOf(id)
      if (index >= 0) stack.splice(index, 1)
      scrollLocks -= 1
      if (scrollLocks === 0) document.body.style.overflow = ''
      if (madeInert) appRoot?.removeAttribute('inert')
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus()
    }
    // Runs once per opening; onClose is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', full: 'max-w-none h-full' }

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-[90] flex items-end justify-center bg-ink/55 backdrop-blur-[2px] motion-safe:animate-[fade-in_200ms_ease-out] sm:items-center',
        size === 'full' ? 'p-0' : 'p-0 sm:p-6',
      )}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={cn(
          'relative w-full overflow-y-auto bg-canvas text-ink shadow-[0_30px_80px_-20px_rgba(28,26,23,0.45)] focus:outline-none motion-safe:animate-[rise-in_260ms_var(--ease-gallery)]',
          size === 'full' ? 'h-full' : 'max-h-[92vh] rounded-t-xl sm:rounded-lg',
          widths[size],
          className,
        )}
      >
        <div className={cn('flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-8', hideTitle && 'sr-only')}>
          <div>
            <h2 id={`${id}-title`} className="text-2xl leading-tight">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-desc`} className="mt-2 text-[0.95rem] text-muted">
                {description}
              </p>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className={cn(
            'absolute top-4 right-4 z-10 inline-flex size-10 items-center justify-center rounded-full transition-colors',
            size === 'full' ? 'bg-canvas text-ink shadow-md hover:bg-paper' : 'text-muted hover:bg-paper-deep hover:text-ink',
          )}
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        {children ? <div className={cn(size === 'full' ? 'h-full' : 'px-6 py-5 sm:px-8')}>{children}</div> : null}
        {footer ? (
          <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-5 sm:flex-row sm:justify-end sm:px-8">{footer}</div>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
