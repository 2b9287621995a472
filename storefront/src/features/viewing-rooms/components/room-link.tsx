import { useState } from 'react'
import type { OwnRoom } from '@shared/api-types'
import { formatDate } from '@shared/format'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { useRoomLink } from '../api/rooms'

/** The room's full address, as it is shared. */
export const roomUrl = (room: Pick<OwnRoom, 'path'>): string => new URL(room.path, window.location.origin).toString()

const STATE_TEXT: Record<OwnRoom['state'], string> = {
  open: 'Anyone with the link can open this room.',
  revoked: 'The link is revoked: it no longer opens the room.',
  closed: 'The room has closed: its link no longer opens it.',
}

/**
 * The room's link in its editor: Copy link, Revoke link (or New link once revoked or closed), and
 * when it was opened (first, last, how many times; the owner's own visits are not counted).
 */
export function RoomLink({ room }: { room: OwnRoom }) {
  const link = useRoomLink()
  const [copied, setCopied] = useState(false)
  const url = roomUrl(room)
  const act = (action: 'revoke' | 'new-link') =>
    link.mutate(
      { id: room._id, action },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
    )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success('Link copied.')
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selectable in the field.
      toast.error('The link could not be copied: select it and copy it yourself.')
    }
  }
  return (
    <section aria-labelledby="room-link-heading" className="flex flex-col gap-4 rounded-lg border border-line bg-canvas p-5 sm:p-6">
      <h2 id="room-link-heading" className="font-serif text-xl">
        Link
      </h2>
      <p role="status" className="text-sm text-ink-soft">
        {STATE_TEXT[room.state]}
      </p>
      {room.state === 'open' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
            <span className="font-medium text-ink">Room link</span>
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-md border border-line bg-paper px-3 py-2 font-mono text-xs text-ink"
            />
          </label>
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
          <Button type="button" variant="ghost" loading={link.isPending} onClick={() => act('revoke')}>
            Revoke link
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" variant="secondary" loading={link.isPending} onClick={() => act('new-link')}>
            New link
          </Button>
        </div>
      )}
      <p className="text-sm text-muted">
        {room.opens === 0
          ? 'Not opened yet.'
          : `Opened ${room.opens} ${room.opens === 1 ? 'time' : 'times'}: first on ${formatDate(room.firstOpenedAt ?? '')}, last on ${formatDate(room.lastOpenedAt ?? '')}.`}
        {room.closesAt ? ` Closes at the end of ${formatDate(room.closesAt)}.` : ''}
      </p>
    </section>
  )
}
