import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { paths } from '@shared/paths'
import { api } from '@/lib/api-client'
import { useSignedIn } from '@/lib/auth'
import { cn } from '@/lib/cn'

/** The bell's count; the notifications page sets it to 0 once it has marked them read. */
export const unreadQueryKey = ['user', 'notifications-unread'] as const

/** How many notifications the member has not read (the bell's and the member area's sidebar's count). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/user/notifications/unread', { signal }),
    enabled,
    staleTime: 60_000,
  })
}

/**
 * The header's bell (issue 21): for a signed-in member, how many notifications they have not read,
 * linking to the list (/admin/notifications, a lazy route). Tiny on purpose: it is in every page's
 * first script (the budget, `npm run budget`).
 */
export function NotificationBell() {
  const signedIn = useSignedIn()
  const unread = useUnreadNotifications(signedIn)
  if (!signedIn) return null
  const count = unread.data?.unread ?? 0
  return (
    <Link
      to={paths.admin.notifications.getHref()}
      aria-label={`Notifications, ${count} unread`}
      className="relative inline-flex h-10 items-center rounded-full px-2.5 text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
      </svg>
      <span
        aria-hidden="true"
        data-testid="unread-count"
        className={cn(
          'absolute top-1 right-0.5 min-w-4 rounded-full px-1 text-center text-[0.65rem] leading-4 font-semibold',
          count ? 'bg-ink text-paper' : 'hidden',
        )}
      >
        {count}
      </span>
    </Link>
  )
}
