import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '@shared/api-types'
import type { ProfileUpdate } from '@shared/schemas'
import { api } from '@/lib/api-client'
import { meQueryKey } from '@/lib/auth'

/** The profile's scalar fields, as the member area's forms send them. */
export type ProfileFields = Pick<
  ProfileUpdate,
  'fullName' | 'email' | 'phone' | 'bio' | 'instagram' | 'x' | 'linkedin' | 'quizPreferences' | 'returnDays'
>

/**
 * PUT /api/admin/update-profile with JSON fields → the saved profile, and the
 * server's sentence when a new e-mail waits for confirmation from its inbox (it is not changed yet).
 */
export async function updateProfile(fields: ProfileFields): Promise<{ user: Me; message?: string }> {
  return api.put<{ user: Me; message?: string }>('/api/admin/update-profile', fields)
}

/** PUT /api/admin/update-profile as multipart with one image under profilePhoto → the saved profile. */
export async function uploadProfilePhoto(file: File): Promise<Me> {
  const body = new FormData()
  body.append('profilePhoto', file)
  const { user } = await api.put<{ user: Me }>('/api/admin/update-profile', body)
  return user
}

/** Saves profile fields; the answer replaces the cached profile (and so the stored userProfile). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  })
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePhoto,
    // The photo field shows the failure itself.
    meta: { inlineError: true },
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}

/** PUT /api/admin/update-profile as multipart with one image under signature (artists) → the saved profile. */
export async function uploadSignature(file: File): Promise<Me> {
  const body = new FormData()
  body.append('signature', file)
  const { user } = await api.put<{ user: Me }>('/api/admin/update-profile', body)
  return user
}

export function useUploadSignature() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadSignature,
    // The signature field shows the failure itself.
    meta: { inlineError: true },
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
