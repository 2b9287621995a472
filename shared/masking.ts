/**
 * Masking of contact details in conversations before a sale (issue 21, part 4): e-mail addresses
 * and phone numbers, as people type them to get around a filter, within reason. Pure and
 * browser-safe; the one rule the server applies to every message it stores (cms/conversations)
 * and to every e-mail about one.
 *
 * - E-mail: a local part, then `@` or `at` (bare between spaces, or in brackets), then labels joined
 *   by `.` or `dot` (bare between spaces, or in brackets), ending in a word of two letters or more:
 *   `asha@example.com`, `asha @ example . com`, `asha at example dot com`, `asha[at]example[dot]in`,
 *   `asha (at) gmail (dot) co (dot) in`.
 * - Phone: a run of digits (or digits spelled as words: `nine eight one…`) separated by spaces,
 *   dashes, dots, slashes or brackets, with an optional `+` in front, that holds 10 digits or more
 *   (an Indian mobile, `+91 98123 45678`, `098-1234-5678`, `(022) 2345 6789`), or 8 or more after a
 *   `+` (`+44 20 7946 0958`, `+65 6123 4567`). Prices, sizes, years and dates hold fewer digits in
 *   one run (`₹1,50,000`, `120 x 90 cm`, `12-05-2024`), so they stay as typed.
 */
import { MASKED_CONTACT } from './conversations'

const DIGIT_WORDS = ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const
const digitWord = `(?:${DIGIT_WORDS.join('|')})`
/** One digit, or one digit written as a word (not inside a longer word). */
const unit = `(?:\\d|(?<![A-Za-z])${digitWord}(?![A-Za-z]))`
/** What may stand between two digits of one number. */
const joiner = `[\\s\\-./()]*`
const PHONE = new RegExp(`(?:\\+\\s*)?\\(?${unit}(?:${joiner}${unit})*`, 'gi')

const at = String.raw`(?:\s*@\s*|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`
const dot = String.raw`(?:\s*\.\s*|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`
const label = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`
const EMAIL = new RegExp(String.raw`[A-Za-z0-9._%+-]+${at}${label}(?:${dot}${label})*${dot}[A-Za-z]{2,}(?![A-Za-z0-9])`, 'gi')

const digitsIn = (run: string): number => (run.match(new RegExp(unit, 'gi')) ?? []).length

export type Masked = { text: string; masked: boolean }

/** The text with every e-mail address and phone number in it replaced by MASKED_CONTACT. */
export function maskContactDetails(text: string): Masked {
  let masked = false
  const hide = () => {
    masked = true
    return MASKED_CONTACT
  }
  const withoutEmails = text.replace(EMAIL, hide)
  const withoutPhones = withoutEmails.replace(PHONE, (run) => {
    const digits = digitsIn(run)
    const international = run.trimStart().startsWith('+')
    if (digits >= 10 || (international && digits >= 8)) {
      // Keep the space or bracket that ended the run outside the mask, as typed.
      const trailing = /[\s\-./(]*$/.exec(run)?.[0] ?? ''
      return hide() + trailing
    }
    return run
  })
  return { text: withoutPhones, masked }
}
