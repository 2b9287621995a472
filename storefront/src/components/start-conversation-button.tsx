import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import type { ConversationSummary } from '@shared/api-types'
import type { StartConversationInput } from '@shared/conversationSchemas'
import { paths } from '@shared/paths'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { errorMessage } from '@/lib/api-client'
import { api } from '@/lib/api-client'

/**
 * 'Message the buyer' / 'Message the seller': POST /api/user/conversations with the enquiry or
 * the order (and the order's seller), which starts the conversation or finds the one there is,
 * then opens its thread. Shared by the enquiries, orders and sales screens.
 */
export function StartConversationButton({
  subject,
  label,
  ariaLabel,
  variant = 'secondary',
  size = 'sm',
}: {
  subject: StartConversationInput
  label: string
  /** The accessible name where the same label repeats (one button per seller of an order). */
  ariaLabel?: string
  variant?: ButtonVariant
  size?: ButtonSize
}) {
  const navigate = useNavigate()
  const start = useMutation({
    mutationFn: (input: StartConversationInput) => api.post<{ conversation: ConversationSummary }>('/api/user/conversations', input),
    onSuccess: ({ conversation }) => void navigate(paths.admin.conversation.getHref(conversation._id)),
    onError: (error) => toast.error(errorMessage(error)),
  })
  return (
    <Button variant={variant} size={size} aria-label={ariaLabel} loading={start.isPending} onClick={() => start.mutate(subject)}>
      {label}
    </Button>
  )
}
