import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AlertEntry, NotificationEntry } from '@shared/api-types'
import { ALERT_MESSAGES, type AlertFrequency, type DigestChoice } from '@shared/alerts'
import { unreadQueryKey } from '@/components/notification-bell'
import { toast } from '@/components/ui/toast-store'
import { api } from '@/lib/api-client'

export type NotificationSettings = { digest: DigestChoice; followedWorks: boolean }
type AlertsAnswer = { alerts: AlertEntry[]; settings: NotificationSettings }
type NotificationsAnswer = { notifications: NotificationEntry[]; unread: number }

const alertsKey = ['user', 'alerts'] as const
const notificationsKey = ['user', 'notifications'] as const

/** GET /api/user/alerts: the member's alerts and digest settings. */
export function useAlerts() {
  return useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => api.get<AlertsAnswer>('/api/user/alerts', { signal }) })
}

/** DELETE /api/user/alerts/:id. */
export function useDeleteAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/user/alerts/${encodeURIComponent(id)}`),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  })
}

/** PATCH /api/user/alerts/:id: how often one alert's matches are e-mailed. */
export function useSetAlertFrequency() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, frequency }: { id: string; frequency: AlertFrequency }) =>
      api.patch<{ alert: AlertEntry; message: string }>(`/api/user/alerts/${encodeURIComponent(id)}`, { frequency }),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  })
}

/** PUT /api/user/notification-settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<{ settings: NotificationSettings }>('/api/user/notification-settings', settings),
    onSuccess: () => toast.success(ALERT_MESSAGES.settingsSaved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  })
}

/** GET /api/user/notifications, then marks them read (POST /api/user/notifications/read). */
export function useNotifications() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async ({ signal }) => {
      const answer = await api.get<NotificationsAnswer>('/api/user/notifications', { signal })
      if (answer.unread > 0)
        queryClient.setQueryData(unreadQueryKey, await api.post<{ unread: number }>('/api/user/notifications/read', {}))
      return answer
    },
  })
}
