import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PayoutAccountForm, PayoutAccountView } from '@shared/payout-schemas'
import { api } from '@/lib/api-client'

export type SavedPayoutAccount = { message: string; account: PayoutAccountView }

/** PUT /api/admin/payouts/account: the details go to the payment provider; only masked values come back. */
export function savePayoutAccount(body: PayoutAccountForm): Promise<SavedPayoutAccount> {
  return api.put<SavedPayoutAccount>('/api/admin/payouts/account', body)
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] })
      // The dashboard's "Add payout details" line goes away.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    },
  })
}
