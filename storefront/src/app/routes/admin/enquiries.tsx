import { EnquiriesPage } from '@/features/member-enquiries/components/enquiries-page'

/** /admin/enquiries (guarded): received enquiries for sellers, sent ones for everyone. */
export default function AdminEnquiriesRoute() {
  return <EnquiriesPage />
}
