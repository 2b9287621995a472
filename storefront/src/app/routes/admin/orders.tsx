import { OrdersPage } from '@/features/orders/components/orders-page'

/** /admin/orders: the member's orders (guarded in app/router; placed by the member area's layout). */
export default function AdminOrdersRoute() {
  return <OrdersPage />
}
