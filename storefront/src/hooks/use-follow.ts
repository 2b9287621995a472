import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FollowAnswer, FollowingEntry } from '@shared/api-types'
import type { FollowKind } from '@shared/follows'
import { FOLLOW_MESSAGES } from '@shared/follows'
import { toast } from '@/components/ui/toast-store'
import { api } from '@/lib/api-client'
import { useSignedIn } from '@/lib/auth'

export type FollowTarget = { kind: FollowKind; id: string }
type FollowingAnswer = { following: FollowingEntry[] }

const targetPath = ({ kind, id }: FollowTarget) => `/api/user/following/${kind}/${encodeURIComponent(id)}`

/** GET /api/user/following: whom the member follows, newest first. */
export function getFollowing(signal?: AbortSignal): Promise<FollowingAnswer> {
  return api.get<FollowingAnswer>('/api/user/following', { signal })
}

/** PUT /api/user/following/:kind/:id (follow) or DELETE (unfollow). */
export function setFollowing(target: FollowTarget, follow: boolean): Promise<FollowAnswer> {
  return follow ? api.put<FollowAnswer>(targetPath(target)) : api.delete<FollowAnswer>(targetPath(target))
}

export const followingQueryKey = ['user', 'following'] as const

export const followingQueryOptions = () => queryOptions({ queryKey: followingQueryKey, queryFn: ({ signal }) => getFollowing(signal) })

/** Whom the signed-in member follows (no request for a visitor). */
export function useFollowing() {
  const signedIn = useSignedIn()
  return useQuery({ ...followingQueryOptions(), enabled: signedIn })
}

export const isFollowed = (list: FollowingEntry[] | undefined, { kind, id }: FollowTarget) =>
  Boolean(list?.some((f) => f.kind === kind && f._id === id))

/**
 * Follow and unfollow, optimistic on the member's following list (every button on the page turns
 * at once; an unfollow takes the row off /admin/following), put back if the server refuses (the
 * mutation cache's toast says why). The list and the dashboard are read again afterwards.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ target, follow }: { target: FollowTarget; follow: boolean; entry?: FollowingEntry }) => setFollowing(target, follow),
    onMutate: async ({ target, follow, entry }) => {
      await queryClient.cancelQueries({ queryKey: followingQueryKey })
      const before = queryClient.getQueryData<FollowingAnswer>(followingQueryKey)
      const rest = (before?.following ?? []).filter((f) => !(f.kind === target.kind && f._id === target.id))
      // The row the list shows until the server's answer is read again: the caller's entry, or the target alone.
      const optimistic: FollowingEntry = entry ?? {
        kind: target.kind,
        _id: target.id,
        name: '',
        photo: null,
        city: null,
        slug: '',
        followedAt: new Date().toISOString(),
      }
      queryClient.setQueryData<FollowingAnswer>(followingQueryKey, { following: follow ? [optimistic, ...rest] : rest })
      return { before }
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(followingQueryKey, context.before)
    },
    onSuccess: (_data, { follow }) => toast.success(follow ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  })
}

/**
 * A visitor's press of Follow, kept while they sign in (the 'Login Required' modal sends them to
 * the login page and back here): the button makes the follow when it next sees them signed in.
 * Kept for this tab only, and for a few minutes, so an abandoned sign-in follows nobody later.
 */
const PENDING_KEY = 'kala.pendingFollow'
const PENDING_MS = 15 * 60_000

export const pendingFollow = {
  save(target: FollowTarget) {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...target, at: Date.now() }))
  },
  /** True (and forgotten) when this target is the one a visitor pressed before signing in. */
  take(target: FollowTarget): boolean {
    const raw = sessionStorage.getItem(PENDING_KEY)
    if (!raw) return false
    let saved: Partial<FollowTarget & { at: number }> = {}
    try {
      saved = JSON.parse(raw) as typeof saved
    } catch (error) {
      // Not ours to read (another version's shape): forget it.
      sessionStorage.removeItem(PENDING_KEY)
      console.warn('pending follow dropped', error)
      return false
    }
    if (typeof saved.at !== 'number' || Date.now() - saved.at > PENDING_MS) {
      sessionStorage.removeItem(PENDING_KEY)
      return false
    }
    if (saved.kind !== target.kind || saved.id !== target.id) return false
    sessionStorage.removeItem(PENDING_KEY)
    return true
  },
}
