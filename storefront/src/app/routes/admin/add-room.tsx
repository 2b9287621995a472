import { RoomFormPage } from '@/features/viewing-rooms/components/room-form-page'

/** /admin/add/room: a new viewing room (?artwork=<id> starts it with that work). */
export default function AdminAddRoomRoute() {
  return <RoomFormPage />
}
