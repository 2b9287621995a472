import { useMemo } from 'react'
import { cn } from '@/lib/cn'
import { sanitizeHtml } from '../lib/sanitize-html'

/** A member's bio: HTML through the allow-list sanitiser, set in a readable serif-friendly measure. */
export function ProfileBio({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  if (!clean) return null
  return (
    <div
      className={cn(
        'max-w-[68ch] text-[1.05rem] leading-relaxed text-ink-soft [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_p]:mb-4 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_strong]:text-ink',
        className,
      )}
      // Sanitised above with an allow-list (p, br, strong, em, a with http(s)/mailto).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
