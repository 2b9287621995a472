import { MessagesPage } from '@/features/member-messages/components/messages-page'

/** /admin/messages (guarded): the member's conversations with buyers and sellers. */
export default function AdminMessagesRoute() {
  return <MessagesPage />
}
