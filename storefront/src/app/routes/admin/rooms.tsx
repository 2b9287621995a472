import { RoomsPage } from '@/features/viewing-rooms/components/rooms-page'

/** /admin/rooms: the member's viewing rooms (guarded in app/router; placed by the member area's layout). */
export default function AdminRoomsRoute() {
  return <RoomsPage />
}
