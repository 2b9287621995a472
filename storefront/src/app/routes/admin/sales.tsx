import { SellerOnly } from '@/components/seller-only'
import { SalesPage } from '@/features/member-sales/components/sales-page'

/** /admin/sales (guarded; sellers only: an explorer is told it is not for their role). */
export default function AdminSalesRoute() {
  return (
    <SellerOnly what="Sales">
      <SalesPage />
    </SellerOnly>
  )
}
