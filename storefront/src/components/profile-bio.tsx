import { useMemo } from 'react'
import { cn } from '@/lib/cn'
import { sanitizeHtml } from '@/lib/sanitize-html'

/** A member's bio: HTML through the allow-list sanitiser, set in a readable serif-friendly measure. */
export function ProfileBio({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  if (!clean) return null
  return (
    <div
      className={cn(
        'max-w-[68ch] text-[1.05rem] leading-relaxed text-ink-soft [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_p]:mb-4 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_strong]:text-ink',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink',
        '[&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:mb-4 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
        className,
      )}
      // Sanitised above with the allow-list the server uses too (shared/richText.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
