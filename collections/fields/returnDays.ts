import type { NumberField } from 'payload'
import { DEFAULT_RETURN_DAYS, RETURN_DAYS_CHOICES, RETURN_POLICY_MESSAGES, isReturnDays } from '../../shared/returnPolicy'

const choices = RETURN_DAYS_CHOICES.join(', ')

/**
 * A return policy in days after delivery (shared/returnPolicy.ts): a seller's own (defaulting to
 * DEFAULT_RETURN_DAYS), or a work's where it differs from its seller's (empty: the seller's applies).
 * A number rather than a select: Payload's select values are strings, and the ledger counts days.
 */
export function returnDaysField(p: { name: string; ofWork: boolean; description: string }): NumberField {
  return {
    name: p.name,
    type: 'number',
    ...(p.ofWork ? {} : { defaultValue: DEFAULT_RETURN_DAYS }),
    validate: (value: number | null | undefined) =>
      (value == null && p.ofWork) || isReturnDays(value) ? true : RETURN_POLICY_MESSAGES.invalid,
    admin: { description: `${p.description} One of ${choices} (0 = no returns).`, step: 1 },
  }
}
