import { returnPolicySentence } from '@shared/returnPolicy'
import { cn } from '@/lib/cn'

/**
 * A work's return policy in the one sentence buyers read everywhere (shared/returnPolicy.ts):
 * under the price on its page, on its cart line and at checkout. The days come from the API
 * (the work's own policy, else its seller's), never decided here; nothing when unknown.
 */
export function ReturnPolicyNote({ days, className }: { days: number | null | undefined; className?: string }) {
  if (days === null || days === undefined) return null
  return <p className={cn('text-xs text-muted', className)}>{returnPolicySentence(days)}</p>
}
