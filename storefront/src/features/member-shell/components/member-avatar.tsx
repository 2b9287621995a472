import type { ImageSet } from '@shared/api-types'
import { pickImageUrl } from '@shared/images'
import { cn } from '@/lib/cn'

/**
 * The member's photo, or the default image when they have none. Decorative: the
 * full name is always written beside it.
 */
export function MemberAvatar({ photo, className }: { photo: ImageSet | null; className?: string }) {
  const url = photo ? pickImageUrl(photo, 160) : null
  return (
    <span className={cn('relative inline-flex size-14 shrink-0 overflow-hidden rounded-full bg-paper-deep', className)}>
      {url ? (
        <img src={url} alt="" className="size-full object-cover object-[50%_30%]" decoding="async" data-testid="member-photo" />
      ) : (
        <svg viewBox="0 0 56 56" className="size-full text-line-strong" aria-hidden="true" data-testid="default-photo">
          <circle cx="28" cy="22" r="9" fill="currentColor" />
          <path d="M10 50c2.5-9.5 9.5-14 18-14s15.5 4.5 18 14" fill="currentColor" />
        </svg>
      )}
    </span>
  )
}
