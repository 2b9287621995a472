import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { CartLine } from '@shared/api-types'
import { Button, ButtonLink } from '@/components/ui/button'
import { Drawer } from '@/components/ui/drawer'
import { LockIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@shared/paths'
import { useCart } from '@/hooks/use-cart'
import { useCartLines } from '@/hooks/use-cart-lines'
import { cartStore, type CartItem } from '@/lib/cart'
import { cn } from '@/lib/cn'
import { formatPrice } from '@shared/format'
import { ReturnPolicyNote } from '@/components/artwork/return-policy-note'

/**
 * The cart (issue 8): the works kept in the cart with image, artist, title and price,
 * remove ('Removed from cart'), the total and 'Checkout'. For a signed-in member the server says
 * what each work costs now and whether it can still be bought; a work that cannot (sold, in
 * another buyer's checkout, withdrawn, the member's own, price on request) is marked with the
 * reason and Checkout waits until it is removed.
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useCart()
  const navigate = useNavigate()
  const ids = cart.items.map((i) => i.id)
  const lines = useCartLines(ids)
  const byId = new Map((lines.data?.items ?? []).map((line) => [line.artworkId, line]))
  const blocked = cart.items.filter((item) => byId.get(item.id)?.buyable === false)
  const checking = lines.isFetching && !lines.data
  // What checkout would charge: a work that cannot be bought (sold, held by another) is not counted.
  const total = cart.items
    .filter((item) => byId.get(item.id)?.buyable !== false)
    .reduce((sum, item) => sum + (byId.get(item.id)?.price ?? item.price), 0)

  // Keep the stored cart at the current prices, so the checkout opens with the total shown here.
  const data = lines.data
  useEffect(() => {
    if (!data) return
    cartStore.refresh(
      data.items
        .filter((line) => line.price !== null && line.title)
        .map((line) => ({
          id: line.artworkId,
          title: line.title,
          artistName: line.artistName,
          price: line.price ?? undefined,
          returnDays: line.returnDays ?? undefined,
        })),
    )
  }, [data])

  const checkout = () => {
    onClose()
    navigate(paths.shop.checkout.getHref())
  }

  const count = cart.items.length
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Your cart"
      description={count ? `${count} ${count === 1 ? 'work' : 'works'}` : undefined}
      footer={
        count ? (
          <div className="flex flex-col gap-4">
            <dl className="flex items-baseline justify-between">
              <dt className="text-sm text-muted">Total</dt>
              <dd className="font-serif text-2xl" data-testid="cart-total">
                {formatPrice(total)}
              </dd>
            </dl>
            <p className="-mt-2 text-xs text-muted">
              Inclusive of taxes. Shipping is free.{blocked.length ? ' Works that cannot be bought are not counted.' : ''}
            </p>
            {blocked.length ? (
              <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3.5 py-2.5 text-sm text-danger">
                Remove the {blocked.length === 1 ? 'work' : 'works'} marked above to check out.
              </p>
            ) : null}
            <Button size="lg" onClick={checkout} disabled={blocked.length > 0 || checking} icon={<LockIcon />}>
              Checkout
            </Button>
            {checking ? (
              <p className="-mt-1 flex items-center justify-center gap-2 text-xs text-muted">
                <Spinner size="sm" label="" /> Checking what is still available…
              </p>
            ) : null}
          </div>
        ) : undefined
      }
    >
      {count ? (
        <ul className="divide-y divide-line" aria-label="Works in your cart">
          {cart.items.map((item) => (
            <CartLineRow key={item.id} item={item} line={byId.get(item.id)} onRemove={() => cart.remove(item.id)} onNavigate={onClose} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="font-serif text-xl">Your cart is empty</p>
          <p className="max-w-xs text-sm text-muted">Original works by artists and galleries across India, each one of a kind.</p>
          <ButtonLink to={paths.shop.artworks.getHref()} variant="secondary" className="mt-2" onClick={onClose}>
            Explore Artworks
          </ButtonLink>
        </div>
      )}
    </Drawer>
  )
}

function CartLineRow({
  item,
  line,
  onRemove,
  onNavigate,
}: {
  item: CartItem
  line: CartLine | undefined
  onRemove: () => void
  onNavigate: () => void
}) {
  const title = line?.title || item.title
  const artistName = line?.artistName || item.artistName
  const price = line?.price ?? item.price
  const unbuyable = line?.buyable === false
  const slug = line?.artistSlug ?? item.artistSlug
  const href = slug ? paths.shop.artwork.getHref(slug, item.id) : null
  const image = item.image || line?.image || ''
  return (
    <li className="flex gap-4 py-4 first:pt-0" data-testid="cart-line" aria-label={title}>
      <div className={cn('size-20 shrink-0 overflow-hidden rounded-sm bg-paper-deep', unbuyable && 'opacity-50 grayscale')}>
        {image ? <img src={image} alt="" className="size-full object-cover" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-xs font-semibold tracking-[0.12em] text-muted uppercase">{artistName}</p>
        {href ? (
          <Link to={href} onClick={onNavigate} className="line-clamp-2 self-start font-serif text-lg leading-snug hover:underline">
            {title}
          </Link>
        ) : (
          <p className="line-clamp-2 font-serif text-lg leading-snug">{title}</p>
        )}
        <p className={cn('mt-0.5 text-sm', unbuyable ? 'text-muted line-through' : 'text-ink-soft')}>{formatPrice(price)}</p>
        {unbuyable ? (
          <p className="mt-1.5 inline-flex items-center gap-1.5 self-start rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-medium text-danger">
            <span className="sr-only">Cannot be bought: </span>
            {line?.reason ?? 'Not available'}
          </p>
        ) : line?.reservedByYou ? (
          <p className="mt-1.5 text-xs text-muted">Held for you while you check out</p>
        ) : null}
        {unbuyable ? null : <ReturnPolicyNote days={line ? line.returnDays : item.returnDays} className="mt-1" />}
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="self-start rounded-sm text-sm text-muted underline decoration-line-strong underline-offset-4 transition-colors hover:text-ink hover:decoration-ink"
        aria-label={`Remove ${title} from cart`}
      >
        Remove
      </button>
    </li>
  )
}
