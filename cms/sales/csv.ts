/**
 * CSV as the money's downloads write it (the back office's finance summary, a seller's payouts
 * statement): RFC 4180 with CRLF line ends, amounts in rupees with two decimals.
 */

/**
 * A spreadsheet opens a cell that starts with =, +, -, @, a tab or a return as a formula: a title
 * such as "=HYPERLINK(…)" would run on the reader's machine. Such text gets a leading apostrophe.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Paise as rupees with two decimals, a plain number a spreadsheet reads (no grouping, no symbol). */
export const rupeesCell = (paise: number): string => (paise / 100).toFixed(2)

/** Rows of cells, already made safe, as one CSV document. */
export const csvDocument = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.join(',')).join('\r\n') + '\r\n'
