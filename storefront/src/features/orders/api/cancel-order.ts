import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '@shared/api-types'
import { api } from '@/lib/api-client'
import { purchasesQueryKey, type Purchases } from './get-purchases'

/** POST /api/user/cancel-order { orderId } → { order } (cancelled; its refund started or done). 409 once packed. */
export function cancelOrder(orderId: string): Promise<{ order: Order }> {
  return api.post<{ order: Order }>('/api/user/cancel-order', { orderId })
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    // The confirmation dialog shows the refusal itself.
    meta: { inlineError: true },
    onSuccess: ({ order }) => {
      queryClient.setQueryData<Purchases>(purchasesQueryKey, (data) =>
        data ? { ...data, orders: data.orders.map((o) => (o._id === order._id ? order : o)) } : data,
      )
      void queryClient.invalidateQueries({ queryKey: purchasesQueryKey })
    },
  })
}
