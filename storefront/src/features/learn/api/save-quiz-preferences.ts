import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '@shared/api-types'
import type { QuizPreferences } from '@shared/schemas'
import { meQueryKey } from '@/lib/auth'
import { api } from '@/lib/api-client'

/** PUT /api/admin/update-profile { quizPreferences } (signed in; DECISIONS 1) → { user }. */
export function saveQuizPreferences(quizPreferences: QuizPreferences) {
  return api.put<{ user?: Me }>('/api/admin/update-profile', { quizPreferences })
}

export function useSaveQuizPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveQuizPreferences,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
