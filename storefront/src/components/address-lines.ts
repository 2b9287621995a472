import type { Address } from '@shared/api-types'

/** The lines of an address as printed on a parcel. */
export function addressLines(a: Pick<Address, 'line1' | 'line2' | 'city' | 'state' | 'pincode' | 'country'>): string[] {
  return [a.line1, a.line2 ?? '', `${a.city}, ${a.state} ${a.pincode}`.trim(), a.country].filter((line) => line.trim() !== '')
}
