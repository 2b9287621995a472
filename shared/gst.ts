/**
 * GST arithmetic for Kala's invoices (cms/invoices/): tax computed back from a tax-inclusive price,
 * the CGST/SGST or IGST split, the financial year an invoice belongs to, and amounts written out
 * in words and digits in Indian numbering. Pure: money in paise, rates in basis points (5 % = 500).
 */

/** India's time zone (UTC+5:30, no daylight saving): an invoice's date and financial year are Indian. */
const IST_OFFSET_MS = 330 * 60_000

/** The calendar date in India of an instant: 'YYYY-MM-DD'. */
export const indianDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The financial year (April to March, in India's time) of an instant: '2026-27'. */
export function financialYearOf(at: Date): string {
  const [y, m] = indianDate(at).split('-').map(Number)
  const start = m >= 4 ? y : y - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export type TaxOfPrice = { taxablePaise: number; taxPaise: number }

/**
 * Prices on Kala include GST: taxable value = price × 100 / (100 + rate), rounded to the paisa
 * (half up), and tax = price − taxable value, so the two always add up to the price paid.
 */
export function taxOfInclusive(pricePaise: number, rateBasisPoints: number): TaxOfPrice {
  const taxablePaise = Math.round((pricePaise * 10_000) / (10_000 + rateBasisPoints))
  return { taxablePaise, taxPaise: pricePaise - taxablePaise }
}

export type TaxSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number }

/**
 * Within one state (the supplier's state is the place of supply) the tax is CGST and SGST, half
 * each; the odd paisa of an odd tax goes to CGST so the halves add up to the tax. Otherwise IGST.
 */
export function splitTax(taxPaise: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise }
  const sgstPaise = Math.floor(taxPaise / 2)
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 }
}

/** '1,25,000.00': Indian digit grouping (lakh, crore), always two decimals, no currency sign. */
export function indianAmount(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  const rupees = String(Math.floor(abs / 100))
  const last3 = rupees.slice(-3)
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${sign}${rest ? `${rest},${last3}` : last3}.${String(abs % 100).padStart(2, '0')}`
}

/** '₹1,25,000.00'. */
export const rupeeAmount = (paise: number): string => `₹${indianAmount(paise)}`

/** '5%', '2.5%', '18%'. */
export const ratePercent = (basisPoints: number): string => `${Number((basisPoints / 100).toFixed(2))}%`

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99: 'Forty-Two'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '')
}

/** 0–999: 'Three Hundred Forty-Two'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in Indian numbering: 125000 → 'One Lakh Twenty-Five Thousand'; 0 → 'Zero'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot write ${n} in words.`)
  if (n === 0) return 'Zero'
  const crores = Math.floor(n / 10_000_000)
  const lakhs = Math.floor((n % 10_000_000) / 100_000)
  const thousands = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  return [
    // Above 99 crore the crores are themselves written in Indian numbering ('One Hundred Crore').
    crores ? `${numberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The amount line of an invoice: 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const p = paise % 100
  const parts = [rupees || !p ? `Rupees ${numberInWords(rupees)}` : '', p ? `${belowHundred(p)} Paise` : ''].filter(Boolean)
  return `${parts.join(' and ')} Only`
}
