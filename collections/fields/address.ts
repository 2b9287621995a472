import type { TextField } from 'payload'
import { LIMITS } from '../../shared/constants'

/**
 * The lines of a postal address as the storefront API names them (line1, line2, city, state,
 * pincode, country: shared/api-types.ts), for a member's saved addresses and an order's delivery
 * address. line2 is always optional; `required` makes the others so.
 */
export function addressFields({ required = false, defaultCountry }: { required?: boolean; defaultCountry?: string } = {}): TextField[] {
  const line = (name: string, maxLength: number, optional = !required): TextField => ({
    name,
    type: 'text',
    maxLength,
    ...(optional ? {} : { required: true }),
  })
  const country = line('country', LIMITS.maxShortTextLength)
  return [
    line('line1', LIMITS.maxTextLength),
    line('line2', LIMITS.maxTextLength, true),
    line('city', LIMITS.maxShortTextLength),
    line('state', LIMITS.maxShortTextLength),
    line('pincode', LIMITS.maxPincodeLength),
    defaultCountry ? { ...country, defaultValue: defaultCountry } : country,
  ]
}
