import type { Access, Where } from 'payload'
import { isStaffUser } from './checkRole'

/**
 * Conversations (collections/Conversations) and their messages (collections/Messages), through
 * every door: the buyer and the seller read their own; staff read only a conversation that one of
 * them reported, and its messages (docs/decisions.md, decision 62: a private exchange stays private
 * until a party asks Kala to look). Visitors and other members read nothing.
 */
const asParty = (userId: number | string): Where => ({ or: [{ buyer: { equals: userId } }, { seller: { equals: userId } }] })

export const conversationPartyOrReportedStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return { or: [asParty(user.id), { reportedAt: { exists: true } }] }
  return asParty(user.id)
}

/**
 * A message carries its conversation's buyer and seller (written from the conversation by
 * hooks/conversationRules.ts), so a party's read is one indexed filter on every adapter; staff's reads
 * name the reported conversations (few), looked up below the rules.
 */
export const messagePartyOrReportedStaff: Access = async ({ req }) => {
  const { user } = req
  if (!user) return false
  if (!isStaffUser(user)) return asParty(user.id)
  const { docs } = await req.payload.find({
    collection: 'conversations',
    where: { reportedAt: { exists: true } },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  const reported = docs.map((d) => d.id)
  return reported.length > 0 ? { or: [asParty(user.id), { conversation: { in: reported } }] } : asParty(user.id)
}
