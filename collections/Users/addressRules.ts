import type { ArrayFieldValidation, FieldHook } from 'payload'
import { array } from 'payload/shared'
import { ADDRESS_MESSAGES } from '../../shared/messages'
import { ADDRESS_FIELDS, addressInput, addressSchema, firstIssue } from '../../shared/schemas'

/**
 * The address book's rules at every door: the storefront's routes parse with addressSchema before
 * they save, and these hold the same rules for a write through /cms, its REST or GraphQL API or the
 * Local API (issue 18).
 */

type Row = Record<string, unknown> & { id?: unknown }

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => typeof r === 'object' && r !== null) : [])

/**
 * A row whose address fields are what was stored under its id. An address saved before the rules
 * existed is let be until someone edits it, so a member can still delete it, choose another
 * default or add one; checkout refuses to use it until it is corrected (cms/sales/checkout.ts).
 */
function unchanged(row: Row, previous: Row[]): boolean {
  const before = row.id ? previous.find((p) => p.id === row.id) : undefined
  return before !== undefined && ADDRESS_FIELDS.every((k) => (row[k] ?? null) === (before[k] ?? null))
}

/** Stores phone numbers and postcodes in their one form (10 digits for an Indian mobile, 'SW1A 1AA'), as the routes do. */
export const normaliseAddresses: FieldHook = ({ value }) =>
  Array.isArray(value)
    ? value.map((row: unknown) => {
        if (typeof row !== 'object' || row === null) return row
        const parsed = addressSchema.safeParse(addressInput(row as Row))
        return parsed.success ? { ...row, ...parsed.data } : row
      })
    : value

/** Every new or edited address must pass addressSchema; the answer names the address and the field. */
export const validateAddresses: ArrayFieldValidation = async (value, options) => {
  const base = await array(value, options)
  if (base !== true) return base
  // On a save, the stored rows. The back office's form state holds the number of rows instead: there
  // every row is judged, so staff see an old address's problem beside the list while they edit.
  const previous = rowsOf(options.previousValue)
  for (const [i, row] of rowsOf(value).entries()) {
    if (unchanged(row, previous)) continue
    const parsed = addressSchema.safeParse(addressInput(row))
    if (!parsed.success) return ADDRESS_MESSAGES.row(i + 1, firstIssue(parsed.error))
  }
  return true
}
