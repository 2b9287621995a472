import { useParams } from 'react-router-dom'
import { ThreadPage } from '@/features/member-messages/components/thread-page'

/** /admin/messages/:conversationId (guarded): one conversation; the message e-mail links here. */
export default function AdminConversationRoute() {
  const { conversationId = '' } = useParams()
  return <ThreadPage key={conversationId} id={conversationId} />
}
