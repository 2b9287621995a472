import { useNavigate } from 'react-router-dom'
import { paths } from '@shared/paths'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useAddToRoom, useMyRooms } from '../api/rooms'

/**
 * The artwork page's "Add to a viewing room" lands on the new room's form with the work; a member
 * who has rooms may put it into one of them instead (at its end), and goes on to that room.
 */
export function AddToExistingRoom({ artworkId, title }: { artworkId: string; title: string }) {
  const navigate = useNavigate()
  const rooms = useMyRooms()
  const add = useAddToRoom()
  if (!rooms.data?.length) return null
  return (
    <section aria-labelledby="add-to-room-heading" className="mb-8 rounded-lg border border-line bg-canvas p-5 sm:p-6">
      <h2 id="add-to-room-heading" className="font-serif text-xl">
        Add {title} to one of your rooms
      </h2>
      {add.error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorMessage(add.error)}
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-2">
        {rooms.data.map((room) => (
          <li key={room._id}>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={add.isPending || room.works.some((w) => w._id === artworkId)}
              onClick={() =>
                add.mutate(
                  { id: room._id, artwork: artworkId },
                  {
                    onSuccess: ({ message }) => {
                      toast.success(message)
                      navigate(paths.admin.editRoom.getHref(room._id))
                    },
                  },
                )
              }
            >
              {room.title}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">Or start a new room with it below.</p>
    </section>
  )
}
