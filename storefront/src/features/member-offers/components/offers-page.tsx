import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { OfferView } from '@shared/api-types'
import { formatInr } from '@shared/checkout-messages'
import { CONVERSATION_MESSAGES } from '@shared/conversations'
import { OFFER_LIMITS } from '@shared/offers'
import { paths } from '@shared/paths'
import { OfferAmountDialog } from '@/components/offer-amount-dialog'
import { StartConversationButton } from '@/components/start-conversation-button'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast-store'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { useCart } from '@/hooks/use-cart'
import { errorMessage } from '@/lib/api-client'
import { cartStore } from '@/lib/cart'
import { useOfferMove, useOffers, type OfferMoveInput } from '../api/offers'

type Tab = 'received' | 'made'
const TABS = [
  { value: 'received', label: 'Received' },
  { value: 'made', label: 'Made' },
] as const

/** The status in words, from the reader's side. */
const STATUS_WORDS: Record<OfferView['status'], { buyer: string; seller: string }> = {
  open: { buyer: 'Waiting for the seller’s answer', seller: 'Waiting for your answer' },
  countered: { buyer: 'The seller countered: your answer', seller: 'Countered: waiting for the buyer' },
  accepted: { buyer: 'Accepted: held for you to check out', seller: 'Accepted: held for the buyer' },
  declined: { buyer: 'Declined', seller: 'Declined' },
  expired: { buyer: 'Expired', seller: 'Expired' },
  withdrawn: { buyer: 'Withdrawn', seller: 'Withdrawn by the buyer' },
  purchased: { buyer: 'Bought', seller: 'Sold to the buyer' },
}

/** "2 days 5 hours left", "40 minutes left": what is left of the 72 hours to answer, or of the 24-hour hold. */
export function timeLeft(until: string, now: number = Date.now()): string | null {
  const ms = Date.parse(until) - now
  if (!Number.isFinite(ms) || ms <= 0) return null
  const minutes = Math.floor(ms / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (days > 0) return `${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''} left`
  if (hours > 0) return `${plural(hours, 'hour')} left`
  return `${plural(Math.max(1, minutes), 'minute')} left`
}

/**
 * /admin/offers (issue 21, part 3): offers received on the member's works and offers made on
 * others', each with the work, the other party, the amounts, the status in words and the time left
 * (of the 72 hours to answer, or of the 24-hour hold). The seller accepts, declines or counters an
 * open offer; the buyer accepts or declines a counter, withdraws an open offer, and checks out an
 * accepted one at the agreed amount. Each move's toast is the server's sentence.
 */
export function OffersPage() {
  useDocumentMeta({ title: 'Offers', description: 'Offers received on your works and offers you made.' })
  const offers = useOffers()
  const [tab, setTab] = useState<Tab>('received')
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-6">
      <div>
        <h1 id="offers-title" className="text-3xl">
          Offers
        </h1>
        <p className="mt-1 text-ink-soft">
          An offer waits {OFFER_LIMITS.responseHours} hours for an answer; an accepted one holds the work for {OFFER_LIMITS.holdHours} hours
          at the agreed price.
        </p>
      </div>
      <Tabs label="Offers" items={TABS} value={tab} onChange={setTab}>
        {offers.isPending ? (
          <div className="mt-6 flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : offers.isError ? (
          <ErrorState
            className="mt-6"
            title="Your offers could not be loaded."
            message={errorMessage(offers.error)}
            onRetry={() => void offers.refetch()}
          />
        ) : (
          <OfferList offers={offers.data[tab]} tab={tab} />
        )}
      </Tabs>
    </section>
  )
}

function OfferList({ offers, tab }: { offers: OfferView[]; tab: Tab }) {
  if (offers.length === 0) {
    return (
      <EmptyState
        className="mt-6"
        title={tab === 'received' ? 'No offers received yet' : 'No offers made yet'}
        description={
          tab === 'received'
            ? 'Turn on “Accept offers” on a work in Artworks and buyers may offer a price.'
            : 'On a work whose seller takes offers, “Make an offer” beside Add to Cart.'
        }
      />
    )
  }
  return (
    <ul aria-label={tab === 'received' ? 'Offers received' : 'Offers made'} className="mt-6 flex flex-col gap-4">
      {offers.map((offer) => (
        <OfferCard key={offer._id} offer={offer} />
      ))}
    </ul>
  )
}

function OfferCard({ offer }: { offer: OfferView }) {
  const [countering, setCountering] = useState(false)
  const move = useOfferMove()
  const navigate = useNavigate()
  const cart = useCart()
  const act = (input: OfferMoveInput) => move.mutate(input, { onSuccess: ({ message }) => toast.success(message) })
  const seller = offer.side === 'seller'
  const live = offer.status === 'open' || offer.status === 'countered' || offer.status === 'accepted'
  const left = live && offer.expiresAt ? timeLeft(offer.expiresAt) : null
  const workHref = offer.work ? paths.shop.artworkOf({ ...offer.work, _id: offer.artworkId }) : null
  const other = seller ? 'A buyer' : (offer.work?.artistName ?? 'The seller')
  const checkOut = () => {
    const agreed = offer.agreedAmount ?? offer.counterAmount ?? offer.amount
    const item = {
      id: offer.artworkId,
      title: offer.title,
      artistName: offer.work?.artistName ?? '',
      price: agreed,
      image: offer.work?.image ?? '',
    }
    // The work sells at the agreed amount, on its own: in the cart at that price, then checkout.
    if (!cart.has(item.id)) cartStore.add(item)
    else cartStore.refresh([item])
    void navigate(paths.shop.checkout.getHref())
  }

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-line bg-canvas p-4 sm:flex-row sm:p-5">
      <div className="size-24 shrink-0 overflow-hidden rounded-md bg-paper">
        {offer.work?.image ? <img src={offer.work.image} alt="" className="size-full object-cover" loading="lazy" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-serif text-xl text-ink">
          {workHref ? (
            <Link to={workHref} className="underline-offset-4 hover:underline">
              {offer.title}
            </Link>
          ) : (
            offer.title
          )}
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft">{seller ? `From: ${other}` : `Seller: ${other}`}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {offer.work?.price != null ? (
            <>
              <dt className="text-muted">Listed at</dt>
              <dd>{formatInr(offer.work.price)}</dd>
            </>
          ) : null}
          <dt className="text-muted">Offered</dt>
          <dd className="font-semibold">{formatInr(offer.amount)}</dd>
          {offer.counterAmount !== null ? (
            <>
              <dt className="text-muted">Counter-offer</dt>
              <dd className="font-semibold">{formatInr(offer.counterAmount)}</dd>
            </>
          ) : null}
          {offer.agreedAmount !== null ? (
            <>
              <dt className="text-muted">Agreed</dt>
              <dd className="font-semibold">{formatInr(offer.agreedAmount)}</dd>
            </>
          ) : null}
          <dt className="text-muted">Status</dt>
          <dd>{STATUS_WORDS[offer.status][offer.side]}</dd>
          {left ? (
            <>
              <dt className="text-muted">{offer.status === 'accepted' ? 'Hold' : 'Time to answer'}</dt>
              <dd>{left}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {seller && offer.status === 'open' ? (
            <>
              <Button size="sm" loading={move.isPending} onClick={() => act({ id: offer._id, action: 'accept' })}>
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={move.isPending} onClick={() => setCountering(true)}>
                Counter
              </Button>
              <Button size="sm" variant="ghost" disabled={move.isPending} onClick={() => act({ id: offer._id, action: 'decline' })}>
                Decline
              </Button>
            </>
          ) : null}
          {!seller && offer.status === 'countered' ? (
            <>
              <Button size="sm" loading={move.isPending} onClick={() => act({ id: offer._id, action: 'accept' })}>
                Accept counter
              </Button>
              <Button size="sm" variant="ghost" disabled={move.isPending} onClick={() => act({ id: offer._id, action: 'decline' })}>
                Decline
              </Button>
            </>
          ) : null}
          {!seller && offer.status === 'open' ? (
            <Button size="sm" variant="ghost" loading={move.isPending} onClick={() => act({ id: offer._id, action: 'withdraw' })}>
              Withdraw
            </Button>
          ) : null}
          {!seller && offer.status === 'accepted' ? (
            <Button size="sm" onClick={checkOut}>
              Check out
            </Button>
          ) : null}
          {/* An accepted offer's two sides talk in a conversation on its checkout (decisions 61). */}
          {offer.status === 'accepted' && offer.orderId ? (
            <StartConversationButton
              variant="ghost"
              subject={{ kind: 'order', id: offer.orderId }}
              label={seller ? CONVERSATION_MESSAGES.messageBuyer : CONVERSATION_MESSAGES.messageSeller}
            />
          ) : null}
        </div>
      </div>
      {countering ? <CounterDialog offer={offer} onClose={() => setCountering(false)} /> : null}
    </li>
  )
}

/** The seller's counter-offer: an amount above the one offered (the server's rule and sentence). */
function CounterDialog({ offer, onClose }: { offer: OfferView; onClose: () => void }) {
  const move = useOfferMove({ inlineError: true })
  return (
    <OfferAmountDialog
      open
      onClose={onClose}
      title="Counter the offer"
      description={`For “${offer.title}” the buyer offered ${formatInr(offer.amount)}. Your counter must be above it; the buyer then has ${OFFER_LIMITS.responseHours} hours to answer.`}
      label="Your counter-offer (₹)"
      submitLabel="Send counter-offer"
      pending={move.isPending}
      error={move.isError ? errorMessage(move.error) : null}
      done={null}
      onSubmit={(amount) =>
        move.mutate(
          { id: offer._id, action: 'counter', amount },
          {
            onSuccess: ({ message }) => {
              toast.success(message)
              onClose()
            },
          },
        )
      }
    />
  )
}
