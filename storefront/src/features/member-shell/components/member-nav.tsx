import { NavLink } from 'react-router-dom'
import type { Me } from '@shared/api-types'
import { SELLER_ROLES, type Role } from '@shared/constants'
import { isSellerRole } from '@/components/seller-only'
import { paths } from '@shared/paths'
import { cn } from '@/lib/cn'
import { useUnreadMessages } from '@/hooks/use-unread-messages'
import { useUnreadNotifications } from '@/components/notification-bell'
import { useUnreadEnquiries } from '../api/unread-enquiries'
import { MemberAvatar } from './member-avatar'

const ROLE_LABELS: Record<Role, string> = {
  explorer: 'Explorer',
  artist: 'Artist',
  gallery: 'Gallery',
  collector: 'Collector',
  researcher: 'Researcher',
  editor: 'Editor',
  admin: 'Admin',
}

type NavItem = {
  to: string
  label: string
  sellerOnly?: boolean
  role?: Role
  badge?: 'unread' | 'messages' | 'notifications'
  payouts?: boolean
}

/** The sidebar's links in order. */
const NAV_ITEMS: NavItem[] = [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard' },
  { to: paths.admin.profile.getHref(), label: 'Profile' },
  { to: paths.admin.orders.getHref(), label: 'Orders' },
  { to: paths.admin.artworks.getHref(), label: 'Artworks', sellerOnly: true },
  { to: paths.admin.collections.getHref(), label: 'Collections', sellerOnly: true },
  { to: paths.admin.artists.getHref(), label: 'Artists', role: 'gallery' },
  { to: paths.admin.exhibitions.getHref(), label: 'Exhibitions', role: 'gallery' },
  { to: paths.admin.galleries.getHref(), label: 'Galleries', role: 'artist' },
  { to: paths.admin.sales.getHref(), label: 'Sales', sellerOnly: true },
  // Sellers' roles only (SELLER_ROLES), as the server: staff are not paid through Kala.
  { to: paths.admin.payouts.getHref(), label: 'Payouts', sellerOnly: true, payouts: true },
  { to: paths.admin.enquiries.getHref(), label: 'Enquiries', sellerOnly: true, badge: 'unread' },
  { to: paths.admin.messages.getHref(), label: 'Messages', badge: 'messages' },
  { to: paths.admin.offers.getHref(), label: 'Offers' },
  { to: paths.admin.notifications.getHref(), label: 'Notifications', badge: 'notifications' },
  { to: paths.admin.favourites.getHref(), label: 'Favourites' },
  { to: paths.admin.following.getHref(), label: 'Following' },
  { to: paths.admin.rooms.getHref(), label: 'Viewing rooms' },
  { to: paths.admin.security.getHref(), label: 'Security' },
]

/**
 * The member area's sidebar: who is signed in (photo or the default image, full name, role), the
 * links their role may use (the current one marked with aria-current by NavLink), and Logout.
 * The same content sits in the desktop column and in the phone's menu.
 */
export function MemberNav({ me, onNavigate, onLogout }: { me: Me; onNavigate?: () => void; onLogout: () => void }) {
  const seller = isSellerRole(me.role)
  const unreadEnquiries = useUnreadEnquiries(seller).data ?? 0
  const unreadMessages = useUnreadMessages().data ?? 0
  const unreadNotifications = useUnreadNotifications(true).data?.unread ?? 0
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <MemberAvatar photo={me.photo} />
        <div className="min-w-0">
          <p className="truncate font-serif text-xl leading-tight text-ink">{me.fullName}</p>
          <p className="mt-0.5 text-xs font-semibold tracking-[0.14em] text-muted uppercase">{ROLE_LABELS[me.role]}</p>
        </div>
      </div>
      <nav aria-label="Member area">
        <ul className="flex flex-col gap-0.5">
          {NAV_ITEMS.filter(
            (item) =>
              (seller || !item.sellerOnly) &&
              (!item.role || item.role === me.role) &&
              (!item.payouts || (SELLER_ROLES as readonly Role[]).includes(me.role)),
          ).map((item) => {
            const unread =
              item.badge === 'unread'
                ? unreadEnquiries
                : item.badge === 'messages'
                  ? unreadMessages
                  : item.badge === 'notifications'
                    ? unreadNotifications
                    : 0
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  aria-label={unread > 0 ? `${item.label}, ${unread} unread` : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center justify-between gap-3 rounded-md px-3 py-2.5 text-[0.95rem] transition-colors',
                      isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
                    )
                  }
                >
                  <span>{item.label}</span>
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold text-white"
                    >
                      {unread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <button
        type="button"
        onClick={onLogout}
        className="flex items-center rounded-md border-t border-line px-3 pt-4 pb-2.5 text-left text-[0.95rem] text-ink-soft transition-colors hover:text-danger"
      >
        Logout
      </button>
    </div>
  )
}
