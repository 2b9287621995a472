import { useEffect, useRef, type RefObject } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { EnquireButton } from '@/components/artwork/enquire-button'
import { Button, buttonClasses } from '@/components/ui/button'
import { BagIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useOutOfView } from '@/hooks/use-out-of-view'
import type { Purchase } from '../lib/use-purchase'
import { PurchasePrice } from './purchase-price'

/** Where the page's two columns begin (Tailwind's `lg`): from there the panel stays beside the work. */
const WIDE = '(min-width: 64rem)'
/** The sticky header's height: a panel behind it is out of view. */
const HEADER_PX = 64
/** The page's bottom padding while the bar is shown (index.css), so it never covers the footer's last line. */
const SPACE_VAR = '--bottom-bar-space'

/**
 * On a phone the purchase panel sits below the pictures: this bar keeps the price and the main
 * action at the bottom of the screen while the panel is out of view (above or below), and leaves
 * when the panel scrolls in, so one button is never on screen twice. While the panel is in view,
 * on wide screens (where the panel stays beside the work) and on the server it is not rendered at
 * all: no second 'Add to Cart' for anyone, eyes or screen readers. The action is the panel's own (`usePurchase`): Add to Cart, Continue to
 * checkout for the member's own hold, Enquire when there is nothing to put in a cart (price on
 * request, reserved, sold), the edit link for the work's seller.
 */
export function PurchaseBar({ artwork, purchase, panel }: { artwork: Artwork; purchase: Purchase; panel: RefObject<HTMLElement | null> }) {
  const wide = useMediaQuery(WIDE)
  const outOfView = useOutOfView(panel, { enabled: !wide, rootMargin: `-${HEADER_PX}px 0px 0px 0px` })
  const shown = outOfView && !wide
  const bar = useRef<HTMLElement>(null)

  // While shown, the page ends that much lower (and toasts rise above it).
  useEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const root = document.documentElement
    const measure = () => root.style.setProperty(SPACE_VAR, `${element.offsetHeight}px`)
    measure()
    const resize = new ResizeObserver(measure)
    resize.observe(element)
    return () => {
      resize.disconnect()
      root.style.removeProperty(SPACE_VAR)
    }
  }, [shown])

  if (!shown) return null
  const { own, heldByMe, cartItem, inCart } = purchase
  return (
    <section
      ref={bar}
      aria-label="Price and purchase"
      data-bottom-bar="fixed"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-canvas/95 shadow-[0_-12px_32px_-20px_rgba(28,26,23,0.35)] backdrop-blur-md motion-safe:animate-[slide-in-up_260ms_var(--ease-gallery)] lg:hidden"
    >
      <div className="container-page flex items-center justify-between gap-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-muted">{artwork.title}</p>
          <PurchasePrice artwork={artwork} purchase={purchase} className="mt-1.5 text-xl" />
        </div>
        <div className="shrink-0">
          {own ? (
            <Link to={paths.admin.editArtwork.getHref(artwork._id)} className={buttonClasses('secondary')}>
              Edit your artwork
            </Link>
          ) : heldByMe ? (
            <Button icon={<BagIcon />} onClick={purchase.buyNow}>
              Continue to checkout
            </Button>
          ) : cartItem ? (
            <Button icon={<BagIcon />} onClick={purchase.addToCart}>
              {inCart ? 'In your cart' : 'Add to Cart'}
            </Button>
          ) : (
            // The short word: the bar's width holds the price, its badge and one button.
            <EnquireButton artwork={artwork}>Enquire</EnquireButton>
          )}
        </div>
      </div>
    </section>
  )
}
