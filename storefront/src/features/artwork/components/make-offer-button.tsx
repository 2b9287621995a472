import { lazy, Suspense, useState } from 'react'
import type { Artwork } from '@shared/api-types'
import { formatInr } from '@shared/checkout-messages'
import { useLoginRequired } from '@/components/login-required'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useMakeOffer } from '../api/make-offer'

/** Loaded when first opened (or pointed at): the form's code stays out of the page's first load. */
const loadDialog = () => import('@/components/offer-amount-dialog')
const OfferAmountDialog = lazy(() => loadDialog().then((m) => ({ default: m.OfferAmountDialog })))

/**
 * "Make an offer" (issue 21, part 3), for a work whose seller takes offers: a visitor gets 'Login
 * Required', as a like does; a member offers an amount in rupees. The dialog then says the
 * server's sentence: sent, or the polite decline of an amount below the seller's floor (which the
 * page never knows). A refusal (already an offer, held, sold…) shows its sentence in the dialog.
 */
export function MakeOfferButton({ artwork, className }: { artwork: Artwork; className?: string }) {
  const { requireLogin } = useLoginRequired()
  const [open, setOpen] = useState(false)
  const make = useMakeOffer()
  const close = () => {
    setOpen(false)
    make.reset()
  }
  return (
    <>
      <Button
        size="lg"
        variant="secondary"
        className={cn('px-4 whitespace-nowrap', className)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          if (requireLogin()) setOpen(true)
        }}
      >
        Make an offer
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OfferAmountDialog
            open
            onClose={close}
            title="Make an offer"
            description={
              <>
                “{artwork.title}” is listed at {artwork.price === null ? 'a price on request' : formatInr(artwork.price)}. The seller has 72
                hours to accept, decline or counter.
              </>
            }
            label="Your offer (₹)"
            submitLabel="Send offer"
            pending={make.isPending}
            error={make.isError ? errorMessage(make.error) : null}
            done={make.data?.message ?? null}
            onSubmit={(amount) => make.mutate({ artworkId: artwork._id, amount })}
          />
        </Suspense>
      ) : null}
    </>
  )
}
