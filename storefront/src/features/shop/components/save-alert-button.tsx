import { useLoginRequired } from '@/components/login-required'
import { Button } from '@/components/ui/button'
import { useSaveAlert } from '../api/save-alert'
import type { ShopFilters } from '../lib/filters'

/**
 * 'Save as alert' (issue 21): the current filters become an alert of the signed-in member, who is
 * then told of new works that match. A visitor gets 'Login Required', as a like does. Search words
 * are not saved (DECISIONS 60), so the control is not offered on a search's results, nor on the
 * style quiz's ranking.
 */
export function SaveAlertButton({ filters }: { filters: ShopFilters }) {
  const { requireLogin } = useLoginRequired()
  const save = useSaveAlert()
  if (filters.q.trim() || filters.match === 'any') return null
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={save.isPending}
      onClick={() => {
        if (!requireLogin()) return
        save.mutate(filters)
      }}
    >
      Save as alert
    </Button>
  )
}
