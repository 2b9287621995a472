import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Order } from '@shared/api-types'
import { SHIPPING } from '@shared/constants'
import { Button, ButtonLink } from '@/components/ui/button'
import { CheckIcon, LockIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useCart } from '@/hooks/use-cart'
import { getCartLines } from '@/hooks/use-cart-lines'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { cartStore, type CartItem } from '@/lib/cart'
import { PAID_ELSEWHERE } from '@shared/checkout-messages'
import { formatPrice } from '@shared/format'
import { createCheckout } from '../api/create-checkout'
import { useOnPaidInAnotherTab, type PaidElsewhere } from '../lib/paid-elsewhere'
import { usePayment } from '../lib/use-payment'
import { AlreadyPaid } from './already-paid'
import { AddressPicker } from './address-picker'
import { CertificateNameChoice } from './certificate-name-choice'
import { BillingForm } from './billing-form'
import { CheckoutProblem } from './checkout-problem'
import { CheckoutSuccess } from './checkout-success'
import { OrderSummary, type SummaryItem } from './order-summary'
import { PaymentNotice } from './payment-notice'
import { PaymentSimulator } from './payment-simulator'
import { PayBar } from './pay-bar'

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' })

/**
 * /shop/checkout (signed in: the route's AuthGuard): shipping and billing details, the order
 * summary, payment, and the success screen. An empty cart cannot check out (DECISIONS 9): it says
 * so and makes no call. An order paid meanwhile in another tab or on another device says so
 * instead (AlreadyPaid), its payment window here closed.
 */
export function CheckoutPage() {
  const cart = useCart()
  const [placed, setPlaced] = useState<Order | null>(null)
  const [elsewhere, setElsewhere] = useState<{ paid: PaidElsewhere; windowClosed: boolean } | null>(null)
  useDocumentMeta({
    title: placed ? 'Order placed' : elsewhere ? PAID_ELSEWHERE.title : 'Checkout',
    description: 'Shipping and billing details, order summary and payment in INR.',
  })

  if (placed) return <CheckoutSuccess order={placed} />
  // Before the empty cart: the tab that paid empties it, and this one says why.
  if (elsewhere) return <AlreadyPaid paid={elsewhere.paid} windowClosed={elsewhere.windowClosed} />
  if (!cart.items.length) {
    return (
      <section className="container-page py-12 lg:py-20">
        <h1 className="text-4xl sm:text-5xl">Checkout</h1>
        <EmptyState
          className="mt-10"
          title="Your cart is empty"
          description="There is nothing to check out yet. Add a work you love to your cart and come back here to pay."
          action={
            <ButtonLink to={paths.shop.artworks.getHref()} className="mt-2">
              Explore Artworks
            </ButtonLink>
          }
        />
      </section>
    )
  }
  return (
    <CheckoutForm
      items={cart.items}
      onPlaced={setPlaced}
      onPaidElsewhere={(paid, windowClosed) => {
        // What was bought leaves this browser's cart too (another device's payment does not empty it).
        for (const id of paid.artworkIds) cartStore.remove(id)
        setElsewhere({ paid, windowClosed })
      }}
    />
  )
}

function CheckoutForm({
  items,
  onPlaced,
  onPaidElsewhere,
}: {
  items: readonly CartItem[]
  onPlaced: (order: Order) => void
  /** The order was paid in another tab or on another device; `windowClosed`: a payment window was open here. */
  onPaidElsewhere: (paid: PaidElsewhere, windowClosed: boolean) => void
}) {
  const queryClient = useQueryClient()
  const me = useUser()
  const ids = items.map((i) => i.id)
  const shownTotal = items.reduce((sum, i) => sum + i.price, 0)
  const sessionKey = ['user', 'checkout', ...ids, shownTotal] as const

  // The provider order is created when the page opens, for the cart as it is now.
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => createCheckout({ artworkIds: ids, amount: shownTotal }, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })

  const addresses = me.data?.addresses ?? []
  const [addressId, setAddressId] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const selected = addresses.some((a) => a.id === addressId) ? addressId : null
  const [nameOnCertificate, setNameOnCertificate] = useState(false)

  const payment = usePayment({
    onPlaced,
    // A work may have gone to another buyer: the page shows the checkout's state again.
    onSettled: () => void session.refetch(),
    // The simulator refused a second payment of this order.
    onPaidElsewhere: (paid) =>
      onPaidElsewhere(
        { orderNumber: paid.orderNumber, totalAmount: paid.totalAmount, artworkIds: paid.items.map((i) => i.artworkId) },
        true,
      ),
  })
  useOnPaidInAnotherTab(ids, (paid) => onPaidElsewhere(paid, payment.state === 'paying'))

  // Paying: the checkout again with the chosen address (stored on the order), then the payment.
  const open = useMutation({
    mutationFn: (addressId: string) => createCheckout({ artworkIds: ids, amount: shownTotal, addressId, nameOnCertificate }),
    meta: { inlineError: true },
    onSuccess: (fresh) => {
      queryClient.setQueryData(sessionKey, fresh)
      void payment.pay(fresh)
    },
    onError: (error) => {
      // The address is no longer in the profile: read it again.
      if (error instanceof ApiError && error.status === 400) void me.refetch()
    },
  })

  const acceptTotal = useMutation({
    mutationFn: () => getCartLines(ids),
    meta: { inlineError: true },
    onSuccess: ({ items: lines }) =>
      cartStore.refresh(
        lines
          .filter((l) => l.price !== null)
          .map((l) => ({ id: l.artworkId, price: l.price ?? undefined, returnDays: l.returnDays ?? undefined })),
      ),
  })

  const problem = open.error ?? session.error
  const retry = () => {
    open.reset()
    void session.refetch()
  }
  const remove = (id: string) => {
    open.reset()
    cartStore.remove(id)
  }

  // A refusal or a failed payment after a tap on the phone's pay bar lands in the summary, which
  // may be off screen: it is brought into view (on a wide screen the sticky summary is in view).
  const notices = useRef<HTMLDivElement>(null)
  const notice = open.error ?? payment.problem
  useEffect(() => {
    const element = notices.current
    if (!notice || !element) return
    const { top, bottom } = element.getBoundingClientRect()
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' })
  }, [notice])

  const summaryItems: SummaryItem[] = session.data
    ? session.data.items.map((i) => ({
        id: i.artworkId,
        title: i.title,
        artistName: i.artistName,
        price: i.price,
        image: i.image,
        returnDays: i.returnDays,
      }))
    : items.map((i) => ({ id: i.id, title: i.title, artistName: i.artistName, price: i.price, image: i.image, returnDays: i.returnDays }))
  const total = session.data?.totalAmount ?? shownTotal
  const busy = open.isPending || payment.state !== 'idle'
  const showForm = adding || (me.isSuccess && addresses.length === 0)

  return (
    <div className="container-page py-10 lg:py-16">
      <h1 className="text-4xl sm:text-5xl">Checkout</h1>
      <p className="mt-3 text-muted">
        {items.length === 1 ? 'One original work' : `${items.length} original works`}, shipped free and insured within India in{' '}
        {SHIPPING.domesticDays}.
      </p>

      {/* A column on a phone (flex: the pay bar sticks within all of it), two on a wide screen. */}
      <div className="mt-10 flex flex-col lg:grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start lg:gap-14">
        <section aria-labelledby="shipping-billing" className="flex flex-col gap-8">
          <div>
            <h2 id="shipping-billing" className="text-2xl">
              Shipping and billing details
            </h2>
            <p className="mt-1 text-sm text-muted">Choose where your works go. The bill carries the same name and address.</p>
          </div>

          <h3 className="eyebrow -mb-4 font-sans">Ship to</h3>
          {me.isPending ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Skeleton className="h-36" />
              <Skeleton className="h-36" />
            </div>
          ) : me.isError ? (
            <ErrorState
              title="Your saved addresses could not be loaded."
              message={errorMessage(me.error)}
              onRetry={() => void me.refetch()}
            />
          ) : (
            <AddressPicker
              addresses={addresses}
              value={selected}
              onChange={(id) => {
                open.reset()
                setAddressId(id)
              }}
              disabled={busy}
            />
          )}

          {showForm ? (
            <div className="rounded-lg border border-line bg-canvas p-6 sm:p-7">
              <h3 className="font-serif text-xl">{addresses.length ? 'A new address' : 'Add your billing details'}</h3>
              <div className="mt-5">
                <BillingForm
                  me={me.data}
                  saved={addresses}
                  onSaved={(id) => {
                    setAdding(false)
                    setAddressId(id)
                  }}
                  onCancel={addresses.length ? () => setAdding(false) : undefined}
                />
              </div>
            </div>
          ) : me.isSuccess ? (
            <div>
              <Button variant="secondary" onClick={() => setAdding(true)} disabled={busy}>
                Add a new address
              </Button>
            </div>
          ) : null}

          <CertificateNameChoice
            checked={nameOnCertificate}
            onChange={setNameOnCertificate}
            name={addresses.find((a) => a.id === selected)?.billingName ?? null}
            disabled={busy}
          />
        </section>

        {/* Beside the details on a wide screen, one sticky card; on a phone its pieces follow the
            details ('contents'), and the pay bar keeps to the bottom of the screen until its place. */}
        <div className="contents lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:rounded-lg lg:border lg:border-line lg:bg-canvas lg:p-7">
          <OrderSummary
            items={summaryItems}
            total={total}
            className="mt-10 rounded-lg border border-line bg-canvas p-6 sm:p-7 lg:mt-0 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
          >
            <div ref={notices}>
              {problem ? (
                <div className="mt-6">
                  <CheckoutProblem
                    error={problem}
                    items={items}
                    onRemove={remove}
                    onRetry={retry}
                    onAcceptTotal={() => acceptTotal.mutate()}
                    busy={session.isFetching || acceptTotal.isPending}
                  />
                </div>
              ) : session.data ? (
                <>
                  <p className="mt-5 text-xs text-muted">
                    Held for you until {timeFormat.format(new Date(session.data.reservedUntil))}. Order {session.data.orderNumber}.
                  </p>
                  {payment.problem ? <PaymentNotice problem={payment.problem} /> : null}
                </>
              ) : null}
            </div>
          </OrderSummary>
          {problem ? null : (
            <PayBar
              total={total}
              showTotal={!(session.data && selected)}
              status={
                payment.state === 'verifying' ? (
                  <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm text-muted">
                    <Spinner size="sm" label="" /> Confirming your payment…
                  </p>
                ) : null
              }
            >
              {session.isPending ? (
                <p className="flex items-center gap-2 text-sm text-muted">
                  <Spinner size="sm" label="" /> Holding your works and opening the checkout…
                </p>
              ) : !session.data ? null : selected ? (
                <Button
                  size="lg"
                  className="w-full"
                  icon={<LockIcon />}
                  loading={busy}
                  onClick={() => {
                    payment.clearProblem()
                    open.mutate(selected)
                  }}
                >
                  Pay {formatPrice(total)}
                </Button>
              ) : (
                <p className="rounded-md bg-paper px-4 py-3 text-center text-sm text-muted">
                  {addresses.length ? 'Choose a shipping address to pay.' : 'Add your billing details to pay.'}
                </p>
              )}
            </PayBar>
          )}
          {session.data && !problem ? (
            <p className="mt-4 text-center text-xs text-muted">
              {session.data.checkout.mode === 'razorpay'
                ? 'Payments in INR through Razorpay: cards, UPI, net banking and wallets.'
                : 'Test mode: payments go through the simulator, no real money moves.'}
            </p>
          ) : null}
        </div>
        <div className="mt-10 rounded-lg border border-line bg-paper-deep/50 px-6 py-5 lg:col-start-1 lg:mt-0">
          <h2 className="eyebrow font-sans">Delivery and care</h2>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {[
              `Free, insured shipping, door to door: within India in ${SHIPPING.domesticDays}, abroad in ${SHIPPING.internationalDays}.`,
              `In the box: ${SHIPPING.boxContents.join(', ').toLowerCase()}.`,
              'You may cancel from My Orders until the work is packed; the payment is refunded in full.',
            ].map((line) => (
              <li key={line} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {payment.simulator ? <PaymentSimulator session={payment.simulator.session} callbacks={payment.simulator.callbacks} /> : null}
    </div>
  )
}
