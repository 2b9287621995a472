import { useWatch } from 'react-hook-form'
import { FEE_MESSAGES, paiseOf } from '@shared/fees'
import { formatDate } from '@shared/format'
import { decimal } from '@shared/schemas'
import type { ArtworkFormValues } from '../lib/artwork-form-values'
import { useSellerFee } from '../api/get-seller-fee'

/**
 * Kala's fee disclosed where the seller sets the price (the terms: fees are disclosed in advance):
 * what they would receive for the price typed so far, and a change staff have already scheduled.
 * Nothing while the rate loads or cannot be read: the form works without it.
 */
export function FeeNote() {
  const price = useWatch<ArtworkFormValues, 'price'>({ name: 'price' })
  const fee = useSellerFee()
  if (!fee.data) return null
  const parsed = decimal.safeParse(price)
  const { basisPoints, next } = fee.data
  return (
    <span className="flex flex-col gap-0.5">
      <span data-testid="fee-note">
        {parsed.success && parsed.data > 0
          ? FEE_MESSAGES.youReceive(paiseOf(parsed.data), basisPoints)
          : FEE_MESSAGES.rateOnly(basisPoints)}
      </span>
      {next ? <span>{FEE_MESSAGES.changesOn(formatDate(next.effectiveFrom), next.basisPoints)}</span> : null}
    </span>
  )
}
