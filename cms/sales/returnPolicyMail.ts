/**
 * The return policy of each line in the buyer's order e-mails (issue 20): the one stored on the
 * line at sale (returnWindow.ts), in the sentence the shop uses everywhere (shared/returnPolicy.ts).
 */
import type { Order } from '../../payload-types'
import { returnPolicySentence } from '../../shared/returnPolicy'
import { escapeHtml } from '../mail/escapeHtml'
import { returnWindowOf } from './returnWindow'

export function returnPolicyHtml(order: Order): string {
  const lines = (order.items ?? []).map(
    (line) => `${escapeHtml(line.title)}: ${escapeHtml(returnPolicySentence(returnWindowOf(order, line).days))}.`,
  )
  return lines.length ? `<p style="color:#666;font-size:14px">Returns<br>${lines.join('<br>')}</p>` : ''
}
