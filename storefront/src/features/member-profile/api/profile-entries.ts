import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '@shared/api-types'
import type { ProfileSection } from '@shared/constants'
import { api } from '@/lib/api-client'
import { meQueryKey } from '@/lib/auth'

/** An entry of a profile list as its form sends it (the section's shared schema's output). */
export type EntryValues = Record<string, unknown>

/** PUT /api/admin/update-profile { [section]: [entry] }: appends one entry. */
export async function addEntry(section: ProfileSection, entry: EntryValues): Promise<Me> {
  const { user } = await api.put<{ user: Me }>('/api/admin/update-profile', { [section]: [entry] })
  return user
}

/** PUT /api/admin/profile/:section/:entryId: replaces one entry in place, keeping its id. */
export async function editEntry(section: ProfileSection, entryId: string, entry: EntryValues): Promise<Me> {
  const { user } = await api.put<{ user: Me }>(`/api/admin/profile/${section}/${encodeURIComponent(entryId)}`, entry)
  return user
}

/** DELETE /api/admin/profile/:section/:entryId. */
export async function deleteEntry(section: ProfileSection, entryId: string): Promise<Me> {
  const { user } = await api.delete<{ user: Me }>(`/api/admin/profile/${section}/${encodeURIComponent(entryId)}`)
  return user
}

/** PUT /api/admin/default-address { addressId }. */
export async function setDefaultAddress(addressId: string): Promise<Me> {
  const { user } = await api.put<{ user: Me }>('/api/admin/default-address', { addressId })
  return user
}

/** Adds (no id) or edits (an id) one entry of a section; the modal shows a failure itself. */
export function useSaveEntry(section: ProfileSection) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, entry }: { id?: string; entry: EntryValues }) => (id ? editEntry(section, id, entry) : addEntry(section, entry)),
    meta: { inlineError: true },
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}

export function useDeleteEntry(section: ProfileSection) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteEntry(section, id),
    meta: { inlineError: true },
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}

/** Makes an address the default; a failure becomes a toast (the list has no form to show it in). */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
