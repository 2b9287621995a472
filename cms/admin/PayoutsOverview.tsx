/**
 * Above the Payouts list (collections/PayoutTransfers.ts): what is held, on its way, paid, failed
 * or reversed, with amounts, and how many payouts staff hold; the list below filters by state.
 */
import type { Payload } from 'payload'
import { payoutsOverview } from '../sales/finance'
import { Figure, Figures, inrOfPaise } from './financeTable'
import { SettleNowButton } from './SettleNowButton'

export async function PayoutsOverview({ payload }: { payload: Payload }) {
  const { states, held, heldByStaff } = await payoutsOverview(payload)
  return (
    <div className="gutter--left gutter--right" style={{ paddingTop: '1rem' }}>
      <Figures label="Payouts by state">
        <Figure label="Held" value={inrOfPaise(held.amountPaise)} note={`${held.count} payouts, ${heldByStaff} held by staff`} />
        <Figure label="Released, on the way" value={inrOfPaise(states.released.amountPaise)} note={`${states.released.count} payouts`} />
        <Figure label="Paid" value={inrOfPaise(states.processed.amountPaise)} note={`${states.processed.count} payouts`} />
        <Figure label="Failed" value={inrOfPaise(states.failed.amountPaise)} note={`${states.failed.count} payouts to look into`} />
        <Figure label="Reversed" value={inrOfPaise(states.reversed.amountPaise)} note={`${states.reversed.count} payouts`} />
      </Figures>
      <p style={{ margin: '0 0 1rem', display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <a href="/cms/finance">Finance summary by day and month →</a>
        <SettleNowButton />
      </p>
    </div>
  )
}
