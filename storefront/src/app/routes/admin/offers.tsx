import { OffersPage } from '@/features/member-offers/components/offers-page'

/** /admin/offers (guarded): offers received on the member's works and made on others'; the offer e-mails link here. */
export default function AdminOffersRoute() {
  return <OffersPage />
}
