import { useEffect } from 'react'
import { useLoginRequired } from '@/components/login-required'
import { Button, type ButtonSize } from '@/components/ui/button'
import { pendingFollow, isFollowed, useFollowing, useToggleFollow, type FollowTarget } from '@/hooks/use-follow'
import { useSignedIn } from '@/lib/auth'
import { cn } from '@/lib/cn'

/**
 * Follow / Following for an artist or a gallery (issue 21). A visitor gets 'Login Required', as a
 * like does; their press is kept, and once they are back signed in the follow is made. A member
 * toggles: a second press unfollows. The state is the member's following list, shared by every
 * button on the page.
 */
export function FollowButton({
  target,
  name,
  size = 'sm',
  onDark = false,
  className,
}: {
  target: FollowTarget
  /** Who is followed, for screen readers ('Follow Meera Iyer'). */
  name: string
  size?: ButtonSize
  /** On a dark banner (the gallery page): drawn in paper instead of ink. */
  onDark?: boolean
  className?: string
}) {
  const signedIn = useSignedIn()
  const { requireLogin } = useLoginRequired()
  const following = useFollowing()
  const toggle = useToggleFollow()
  const followed = isFollowed(following.data?.following, target)
  const { kind, id } = target
  const { mutate } = toggle

  // Back from signing in: the visitor's press becomes the follow (once the list says whether it is one already).
  useEffect(() => {
    if (!signedIn || !following.isSuccess || !pendingFollow.take({ kind, id })) return
    if (!isFollowed(following.data.following, { kind, id })) mutate({ target: { kind, id }, follow: true })
  }, [signedIn, following.isSuccess, following.data, kind, id, mutate])

  const label = followed ? 'Following' : 'Follow'
  return (
    <Button
      variant={followed ? 'primary' : 'secondary'}
      size={size}
      className={cn(
        onDark && (followed ? 'bg-paper text-ink hover:bg-paper/90' : 'border-paper text-paper hover:bg-paper hover:text-ink'),
        className,
      )}
      aria-label={`${label} ${name}`}
      aria-pressed={followed}
      disabled={signedIn && following.isPending}
      onClick={() => {
        if (!signedIn) pendingFollow.save(target)
        if (!requireLogin() || toggle.isPending) return
        mutate({ target, follow: !followed })
      }}
    >
      {label}
    </Button>
  )
}
