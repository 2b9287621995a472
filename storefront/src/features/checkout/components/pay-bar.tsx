import { useRef, type ReactNode } from 'react'
import { useOutOfView } from '@/hooks/use-out-of-view'
import { cn } from '@/lib/cn'
import { formatPrice } from '@shared/format'

/**
 * Where the buyer pays: the Pay button (or why there is none yet, or the checkout opening), and
 * the payment's confirmation in progress. On a wide screen it closes the sticky summary card. On
 * a phone the summary follows every saved address, so this sticks to the bottom of the screen
 * (CSS sticky, not a copy: there is one Pay button) until the page reaches its place below the
 * summary; with no Pay button yet it also shows the total. While stuck it is a bar (a surface, a
 * line and a shadow over the page); in its place it is part of the page again.
 */
export function PayBar({
  total,
  showTotal,
  children,
  status,
}: {
  total: number
  showTotal: boolean
  children: ReactNode
  status?: ReactNode
}) {
  // Just after the bar's own place: out of view while the bar is stuck above it.
  const place = useRef<HTMLDivElement>(null)
  const stuck = useOutOfView(place)
  return (
    <>
      <div
        data-bottom-bar="sticky"
        className={cn(
          'sticky bottom-0 z-30 -mx-5 mt-6 border-t px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] transition-[background-color,border-color,box-shadow] duration-200 sm:-mx-8 sm:px-8',
          stuck
            ? 'border-line bg-canvas/95 shadow-[0_-12px_32px_-20px_rgba(28,26,23,0.35)] backdrop-blur-md'
            : 'border-transparent bg-transparent',
          'lg:static lg:z-auto lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none',
        )}
      >
        <div className="flex items-center gap-4">
          {showTotal ? (
            <p className="flex shrink-0 flex-col lg:hidden">
              <span className="eyebrow">Total</span>
              <span className="mt-0.5 font-serif text-xl leading-tight">{formatPrice(total)}</span>
            </p>
          ) : null}
          <div className="min-w-0 flex-1">{children}</div>
        </div>
        {status}
      </div>
      <div ref={place} aria-hidden="true" />
    </>
  )
}
