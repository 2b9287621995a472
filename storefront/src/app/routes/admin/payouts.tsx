import { SellerOnly } from '@/components/seller-only'
import { PayoutsPage } from '@/features/member-payouts/components/payouts-page'

/**
 * /admin/payouts (guarded; an explorer is told it is not for their role). Staff, who are not paid
 * through Kala, have no link to it and hear the server's 403 sentence if they come anyway.
 */
export default function AdminPayoutsRoute() {
  return (
    <SellerOnly what="Payouts">
      <PayoutsPage />
    </SellerOnly>
  )
}
