import { useParams } from 'react-router-dom'
import { RoomFormPage } from '@/features/viewing-rooms/components/room-form-page'

/** /admin/edit/room/:roomId: one of the member's viewing rooms, with its link. */
export default function AdminEditRoomRoute() {
  const { roomId } = useParams()
  return <RoomFormPage roomId={roomId} />
}
