import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { BagIcon, CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { useSignedIn } from '@/lib/auth'
import { useCart } from '@/hooks/use-cart'
import { cn } from '@/lib/cn'
import { SearchBox } from '@/features/shop/components/search-box'
import { NotificationBell } from '@/components/notification-bell'

/** Loaded when first opened: the drawer's code stays out of every page's first load. */
const CartDrawer = lazy(() => import('@/features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })))

export const NAV_LINKS = [
  { label: 'Shop', to: paths.shop.landing.getHref() },
  { label: 'Artists', to: paths.artists.list.getHref() },
  { label: 'Galleries', to: paths.galleries.list.getHref() },
  { label: 'Learn', to: paths.learn.howTo.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
] as const

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative py-2 text-[0.9rem] transition-colors hover:text-ink after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-ink after:transition-transform after:duration-300',
    isActive ? 'text-ink after:scale-x-100' : 'text-ink-soft after:scale-x-0 hover:after:scale-x-100',
  )

export function Header() {
  const signedIn = useSignedIn()
  const { count } = useCart()
  const [menuOpen, setMenuOpen] = useState(false)
  const [cartOpen, setCartOpen] = useState(false)
  const location = useLocation()
  const menuId = useId()

  useEffect(() => {
    setMenuOpen(false)
    setCartOpen(false)
  }, [location.pathname])

  const accountHref = signedIn ? paths.admin.root.getHref() : paths.auth.login.getHref()
  const accountLabel = signedIn ? 'Account' : 'Sign in'

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/90 backdrop-blur-md supports-[backdrop-filter]:bg-paper/80">
      <div className="container-page flex h-16 items-center gap-4 lg:h-[4.5rem] lg:gap-8">
        <button
          type="button"
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-full text-ink lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link to={paths.home.getHref()} className="font-serif text-[1.7rem] leading-none tracking-tight text-ink" aria-label="Kala, home">
          Kala<span className="text-accent">.</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass} end={link.to === '/shop' ? false : undefined}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchBox className="hidden w-56 md:block lg:w-48 xl:w-72" />
          <NotificationBell />
          <Link
            to={accountHref}
            className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink sm:px-3"
          >
            <UserIcon />
            {/* Icons only beside the main menu on a small laptop (lg): the bell, Account and Cart
                with their words do not fit next to it at 1024 px. */}
            <span className="sr-only sm:not-sr-only lg:sr-only xl:not-sr-only">{accountLabel}</span>
          </Link>
          <button
            type="button"
            onClick={() => setCartOpen(true)}
            aria-haspopup="dialog"
            className="relative inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink sm:px-3"
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          >
            <BagIcon />
            <span className="hidden sm:inline lg:hidden xl:inline" aria-hidden="true">
              Cart
            </span>
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className={cn(
                'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[0.7rem] leading-5 font-semibold',
                count ? 'bg-ink text-paper' : 'bg-paper-deep text-muted',
              )}
            >
              {count}
            </span>
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-paper lg:hidden">
        <div className="container-page py-5">
          <SearchBox className="md:hidden" onDone={() => setMenuOpen(false)} />
          <nav aria-label="Main mobile" className="mt-4">
            <ul className="divide-y divide-line">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="flex items-center justify-between py-3.5 font-serif text-xl text-ink">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {cartOpen ? (
        <Suspense fallback={null}>
          <CartDrawer open onClose={() => setCartOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
