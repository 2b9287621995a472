/**
 * An account's e-mail verification decides whether it and everything it lists are public
 * (saleRules: public accounts). Its works and its gallery page carry a copy of it
 * (`ownerVerified`), so every catalogue reads one column and the search index and the memo
 * follow the write like any other edit: `followAccount` brings those copies, the artist's search
 * entry and, once staff trust the seller, their waiting works in line with the account. It runs
 * from the users collection's afterChange hook (staff's edits in /cms) and from the storefront's
 * verify route (Payload's verifyEmail writes the row without hooks).
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import { indexArtistEntry } from '../search/hooks'
import { accountOf, type Account } from './accounts'

/**
 * Brings the account's works and gallery page in line with its verification (only rows that
 * differ are written, so an ordinary profile save costs two indexed reads), re-indexes the artist,
 * and when `approveWaiting` (staff just marked the seller trusted) approves their pending works.
 */
export async function followAccount(
  payload: Payload,
  id: number | string,
  { req, approveWaiting = false }: { req?: Partial<PayloadRequest>; approveWaiting?: boolean } = {},
): Promise<void> {
  const account = await accountOf(payload, id, req)
  if (!account) return
  // Payload merges `context` into the caller's req: the flag must not outlive these writes, or
  // every later create on that req (the seed's one req, a route's next write) skips the review.
  const before: unknown = req?.context?.accountSync
  try {
    await followWrites(payload, id, account, { req, approveWaiting })
  } finally {
    if (req?.context) {
      if (before === undefined) delete req.context.accountSync
      else req.context.accountSync = before
    }
  }
}

async function followWrites(
  payload: Payload,
  id: number | string,
  account: Account,
  { req, approveWaiting }: { req?: Partial<PayloadRequest>; approveWaiting: boolean },
): Promise<void> {
  const common = { overrideAccess: true, depth: 0, req, context: { accountSync: true } } as const
  const owned: Where = { owner: { equals: id } }
  const differs: Where = { or: [{ ownerVerified: { not_equals: account.verified } }, { ownerVerified: { exists: false } }] }
  await payload.update({
    collection: 'artworks',
    where: { and: [owned, differs] },
    data: { ownerVerified: account.verified },
    ...common,
  })
  await payload.update({
    collection: 'galleries',
    where: { and: [owned, differs] },
    data: { ownerVerified: account.verified },
    ...common,
  })
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (user) await indexArtistEntry(payload, user, req as PayloadRequest)
  if (approveWaiting && account.trusted) {
    await payload.update({
      collection: 'artworks',
      where: { and: [owned, { review: { equals: 'pending' } }] },
      data: { review: 'approved' },
      ...common,
    })
  }
}
