import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { dismissToast, toastStore, type ToastType } from './toast-store'

const styles: Record<ToastType, string> = {
  success: 'border-success/30 bg-canvas text-ink [&_[data-dot]]:bg-success',
  error: 'border-danger/30 bg-canvas text-ink [&_[data-dot]]:bg-danger',
  info: 'border-info/30 bg-canvas text-ink [&_[data-dot]]:bg-info',
}

/** Renders the toasts; mount once near the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot)
  // Above a bar fixed at the bottom of the screen while one is shown (--bottom-bar-space, index.css).
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar-space,0px))] z-[100] flex flex-col items-center gap-2 px-4 sm:bottom-[calc(1.5rem+var(--bottom-bar-space,0px))] sm:items-end sm:px-6"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.type === 'error' ? 'alert' : 'status'}
          data-type={t.type}
          className={cn(
            'pointer-events-auto flex min-w-[240px] max-w-sm items-center gap-3 rounded-md border px-4 py-3 text-sm shadow-[0_12px_32px_-12px_rgba(28,26,23,0.35)] motion-safe:animate-[toast-in_200ms_var(--ease-gallery)]',
            styles[t.type],
          )}
        >
          <span data-dot aria-hidden="true" className="size-2 shrink-0 rounded-full" />
          <span className="flex-1">{t.text}</span>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="-mr-1 rounded p-1 text-muted hover:text-ink"
            aria-label="Dismiss notification"
          >
            <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  )
}
