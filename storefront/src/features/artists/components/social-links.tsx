import type { ReactNode } from 'react'
import type { SocialLinks as SocialLinksData } from '@shared/api-types'
import { cn } from '@/lib/cn'
import { socialLinks, type SocialKind } from '../lib/social'

const ICONS: Record<SocialKind, ReactNode> = {
  instagram: (
    <svg viewBox="0 0 24 24" className="size-[18px]" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  ),
  x: (
    <svg viewBox="0 0 24 24" className="size-[16px]" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  ),
  linkedin: (
    <svg viewBox="0 0 24 24" className="size-[17px]" fill="currentColor" aria-hidden="true">
      <path d="M4.98 3.5a2.5 2.5 0 11-.02 5 2.5 2.5 0 01.02-5zM3 9.75h4v11.25H3V9.75zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.9 1.28-1.9 2.6V21h-4V9.75z" />
    </svg>
  ),
}

/** Instagram, X and LinkedIn links of a profile (DECISIONS 5); nothing at all when none is set. */
export function SocialLinks({ social, name, className }: { social: SocialLinksData | null | undefined; name: string; className?: string }) {
  const links = socialLinks(social)
  if (!links.length) return null
  return (
    <ul className={cn('flex flex-wrap items-center gap-2', className)} aria-label={`${name} elsewhere`}>
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${link.label} (opens in a new tab)`}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-line-strong px-4 text-sm text-ink transition-colors hover:border-ink hover:bg-ink hover:text-paper"
          >
            {ICONS[link.kind]}
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
