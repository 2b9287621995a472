import type { Artwork } from '@shared/api-types'
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button'
import { HeartIcon } from '@/components/ui/icons'
import { useLoginRequired } from '@/components/login-required'
import { useToggleLike } from '@/hooks/use-toggle-like'
import { cn } from '@/lib/cn'

export type LikeButtonProps = Omit<IconButtonProps, 'label' | 'icon' | 'onClick'> & {
  artwork: Pick<Artwork, '_id' | 'artistSlug' | 'hasLiked'>
  /** Classes added while the work is liked. */
  likedClassName?: string
}

/**
 * The favourite button: a visitor gets 'Login Required'; a member toggles the like.
 * It shows the artwork as cached: the like changes every cached copy at once (hooks/use-toggle-like).
 */
export function LikeButton({ artwork, className, likedClassName = 'text-accent', disabled, ...rest }: LikeButtonProps) {
  const { requireLogin } = useLoginRequired()
  const toggle = useToggleLike()
  const liked = artwork.hasLiked
  return (
    <IconButton
      {...rest}
      label={liked ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={liked}
      icon={<HeartIcon filled={liked} />}
      className={cn(className, liked && likedClassName)}
      disabled={disabled}
      onClick={() => {
        if (!requireLogin() || toggle.isPending) return
        toggle.mutate({ artwork, like: !liked })
      }}
    />
  )
}
