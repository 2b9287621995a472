import { Button } from '@/components/ui/button'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { CartItem } from '@/lib/cart'
import { formatPrice } from '@shared/format'

type BlockedWork = { id: string; title: string; message: string }

/** The works an rp-create-order error names (`details[].path` is `artworkIds.<index>` of what was sent). */
function blockedWorks(error: ApiError, items: readonly CartItem[]): BlockedWork[] {
  const works: BlockedWork[] = []
  for (const detail of error.details ?? []) {
    const match = /^artworkIds\.(\d+)$/.exec(detail.path)
    const item = match ? items[Number(match[1])] : undefined
    if (!item || works.some((w) => w.id === item.id)) continue
    // A missing work's detail names its id only: the buyer knows it by its title.
    const message = error.status === 404 ? `"${item.title}" is no longer available.` : detail.message
    works.push({ id: item.id, title: item.title, message })
  }
  return works
}

/** The server's new total when it refused the one the buyer was shown (409, DECISIONS 11). */
export function newTotalOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details?.length) return null
  const body = error.body as { totalAmount?: unknown } | null
  return typeof body?.totalAmount === 'number' ? body.totalAmount : null
}

/**
 * Why the checkout could not be opened (rp-create-order's answer), and what to do: remove a work
 * that was sold, is in another buyer's checkout, is the buyer's own or has no online price; accept
 * a changed total; or try again when the payment service is not answering.
 */
export function CheckoutProblem({
  error,
  items,
  onRemove,
  onRetry,
  onAcceptTotal,
  busy,
}: {
  error: unknown
  items: readonly CartItem[]
  onRemove: (id: string) => void
  onRetry: () => void
  onAcceptTotal: () => void
  busy?: boolean
}) {
  const message = errorMessage(error, 'The checkout could not be opened. Please try again.')
  const works = error instanceof ApiError ? blockedWorks(error, items) : []
  const newTotal = newTotalOf(error)
  return (
    <div role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-5 sm:p-6">
      <p className="font-serif text-xl leading-snug text-ink">
        {works.length > 1 ? 'Some works in your cart cannot be bought now.' : message}
      </p>
      {works.length ? (
        <ul className="mt-4 space-y-3">
          {works.map((work) => (
            <li
              key={work.id}
              className="flex flex-col gap-2 rounded-md border border-line bg-canvas px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="text-sm text-ink-soft">{work.message}</span>
              <Button size="sm" variant="secondary" onClick={() => onRemove(work.id)} aria-label={`Remove ${work.title} from cart`}>
                Remove from cart
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {works.length
          ? `Remove ${works.length === 1 ? 'it' : 'them'} from your cart to buy the rest; the checkout opens again by itself.`
          : newTotal !== null
            ? 'Prices are set by the artists and galleries. Continue to check out at the new total.'
            : 'Nothing has been charged.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {newTotal !== null ? (
          <Button size="sm" onClick={onAcceptTotal} loading={busy}>
            Continue at {formatPrice(newTotal)}
          </Button>
        ) : (
          <Button size="sm" variant={works.length ? 'ghost' : 'secondary'} onClick={onRetry} loading={busy}>
            Try again
          </Button>
        )}
      </div>
    </div>
  )
}
