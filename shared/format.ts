/**
 * Display formatting: prices (INR with Indian grouping, card and short forms; USD), sizes,
 * materials and text excerpts. Pure functions, no React.
 */
import { onFirstUse } from './onFirstUse'

export type Currency = 'INR' | 'USD'

export const PRICE_ON_REQUEST = 'Price on request'

const fullFormatters = new Map<string, Intl.NumberFormat>()
function currencyFormatter(currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`
  let formatter = fullFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    fullFormatters.set(key, formatter)
  }
  return formatter
}

const isMissing = (amount: number | null | undefined): amount is null | undefined =>
  amount === null || amount === undefined || !Number.isFinite(amount)

/** '₹1,25,000' (paise shown only when there are any: '₹1,250.50'); null gives 'Price on request'. */
export function formatPrice(amount: number | null | undefined, currency: Currency = 'INR'): string {
  if (isMissing(amount)) return PRICE_ON_REQUEST
  const digits = Number.isInteger(amount) ? 0 : 2
  return currencyFormatter(currency, digits).format(amount)
}

/** The card form: '₹1,25,000/-' (INR only carries the suffix). */
export function formatCardPrice(amount: number | null | undefined, currency: Currency = 'INR'): string {
  if (isMissing(amount)) return PRICE_ON_REQUEST
  const full = formatPrice(Math.round(amount), currency)
  return currency === 'INR' ? `${full}/-` : full
}

const INR_UNITS = [
  { value: 1e7, suffix: 'Cr' },
  { value: 1e5, suffix: 'L' },
  { value: 1e3, suffix: 'k' },
] as const
const shortNumber = onFirstUse<number>(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }))
const usdCompact = onFirstUse<number>(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
)

/**
 * Short forms: '₹45k' (under a lakh), '₹1.25L' (lakh), '₹2.5Cr' (crore), '₹500' below a
 * thousand. USD uses the compact form ('$1.25K', '$3M').
 */
export function formatShortPrice(amount: number | null | undefined, currency: Currency = 'INR'): string {
  if (isMissing(amount)) return PRICE_ON_REQUEST
  if (currency === 'USD') return usdCompact.format(amount)
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  for (const unit of INR_UNITS) {
    // Round first so that 99,999 reads '₹1L', not '₹100k'.
    const scaled = Math.round((abs / unit.value) * 100) / 100
    if (scaled >= 1) return `${sign}₹${shortNumber.format(scaled)}${unit.suffix}`
  }
  return `${sign}₹${shortNumber.format(Math.round(abs))}`
}

const inches = onFirstUse<number>(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }))

/** 'W x H in.' ('24 x 36 in.'); null when a side is unknown. */
export function formatDimensions(width: number | null | undefined, height: number | null | undefined): string | null {
  if (isMissing(width) || isMissing(height)) return null
  return `${inches.format(width)} x ${inches.format(height)} in.`
}

/** 'Oil on Canvas'; the medium alone when the material is unknown. */
export function formatMediumOnMaterial(medium: string | null | undefined, material: string | null | undefined): string {
  const m = medium?.trim()
  const mat = material?.trim()
  if (m && mat) return `${m} on ${mat}`
  return m || mat || ''
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

/** HTML to plain text: tags become spaces, common entities are decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+\d*);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match
      }
      return ENTITIES[name.toLowerCase()] ?? match
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Plain-text excerpt of at most `max` characters (before the ellipsis), cut at a word
 * boundary, HTML stripped; '…' is added only when the text was cut.
 */
export function excerpt(text: string | null | undefined, max: number): string {
  if (!text) return ''
  const plain = stripHtml(text)
  if (plain.length <= max) return plain
  const head = plain.slice(0, max + 1)
  const lastSpace = head.lastIndexOf(' ')
  const cut = lastSpace > 0 ? plain.slice(0, lastSpace) : plain.slice(0, max)
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`
}

const dateFormat = onFirstUse<Date>(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }))
/** '11 April 2025'. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/**
 * What one listing is, in words: 'Original artwork', 'Limited edition of 50' (or 'Limited edition'
 * when the size is unknown), 'Open edition'.
 */
export function formatEdition(edition: { kind: 'original' | 'limited' | 'open'; size: number | null }): string {
  if (edition.kind === 'limited') return edition.size ? `Limited edition of ${edition.size}` : 'Limited edition'
  if (edition.kind === 'open') return 'Open edition'
  return 'Original artwork'
}
