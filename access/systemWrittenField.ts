import type { FieldAccess } from 'payload'

/**
 * A field no request may write, staff included: the sale's conditional writes
 * (cms/catalogue/saleWrites.ts), the likes counter and the seed write it with overrideAccess.
 * Payload drops such a field from a create or update instead of failing, so the back office's
 * form, which sends every field it showed, cannot write back a sale state read before the sale.
 */
export const systemWrittenField: FieldAccess = () => false
