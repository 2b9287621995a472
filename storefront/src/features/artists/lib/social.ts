import type { SocialLinks } from '@shared/api-types'
import { safeHref } from '@/lib/sanitize-html'

export type SocialKind = keyof SocialLinks

const BASE: Record<SocialKind, string> = {
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
}
const HOST: Record<SocialKind, RegExp> = {
  instagram: /^(www\.)?instagram\.com\//i,
  x: /^(www\.)?(x|twitter)\.com\//i,
  linkedin: /^([a-z]{2,3}\.)?linkedin\.com\//i,
}
export const SOCIAL_LABELS: Record<SocialKind, string> = { instagram: 'Instagram', x: 'X', linkedin: 'LinkedIn' }

/**
 * The profile URL for a social field (DECISIONS 5: a URL or a handle). A handle ('@meera.paints'
 * or 'meera.paints') becomes the network's profile URL; a full http(s) URL is kept; a bare
 * 'instagram.com/…' gets https://. Anything else (or empty) gives null, and the link is hidden.
 */
export function socialUrl(kind: SocialKind, value: string | null | undefined): string | null {
  const raw = value?.trim()
  if (!raw) return null
  if (/^https?:\/\//i.test(raw)) return safeHref(raw)
  if (HOST[kind].test(raw)) return safeHref(`https://${raw}`)
  const handle = raw.replace(/^@/, '')
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(handle)) return null
  return `${BASE[kind]}${handle}`
}

/** The links to show, in the order Instagram, X, LinkedIn; empty ones are left out. */
export function socialLinks(social: SocialLinks | null | undefined): { kind: SocialKind; label: string; href: string }[] {
  if (!social) return []
  return (Object.keys(BASE) as SocialKind[]).flatMap((kind) => {
    const href = socialUrl(kind, social[kind])
    return href ? [{ kind, label: SOCIAL_LABELS[kind], href }] : []
  })
}
