/**
 * The member's price enquiries: those about their works (`received`, the artist's inbox) and those
 * they sent; the artist marks one read or answered. Read and written as the member through the
 * Local API, so the enquiries' access rules decide (access/buyerSellerOrStaff.ts,
 * access/enquiryArtistOrStaff.ts, access/enquiryStatusField.ts); the member area shows staff too
 * only their own.
 */
import type { Request } from 'express'
import type { Payload, Where } from 'payload'
import type { Enquiry, User } from '../../../payload-types'
import type { Enquiry as ApiEnquiry, Paged } from '../../../shared/api-types'
import { ENQUIRY_OPEN_STATUSES } from '../../../shared/constants'
import { idOf } from '../../../shared/idOf'
import { ENQUIRY_MESSAGES } from '../../../shared/messages'
import { adminEnquiriesSchema, enquiryStatusSchema } from '../../../shared/schemas'
import { catalogueOf } from '../../catalogue'
import { notFound } from '../http/errors'
import { body } from '../http/validate'
import { toApiEnquiry } from '../mappers/enquiry'
import { offsetOf, PAGE_SIZE, paged } from '../public/paging'
import { segmentedPage, type Segment } from '../segments'
import { docId } from '../user/docId'

export const open: Where = { status: { in: [...ENQUIRY_OPEN_STATUSES] } }
const done: Where = { status: { not_in: [...ENQUIRY_OPEN_STATUSES] } }
export const received = (user: User): Where => ({ artist: { equals: user.id } })
export const sent = (user: User): Where => ({ sender: { equals: user.id } })

/** Enquiries as the member area lists them, with their artworks' titles and images (one read for all). */
export async function withArtworks(payload: Payload, docs: Enquiry[]): Promise<ApiEnquiry[]> {
  const artworks = await catalogueOf(payload).artworksByIds([...new Set(docs.map((e) => idOf(e.artwork)))])
  const byId = new Map(artworks.map((a) => [String(a.id), a]))
  return docs.map((e) => toApiEnquiry(e, byId.get(idOf(e.artwork))))
}

/** The member's enquiries matching `where`, newest first, as a segment of a list. */
export function enquirySegment(payload: Payload, user: User, where: Where): Segment<Enquiry> {
  const asMember = { overrideAccess: false as const, user }
  return {
    count: async () => (await payload.count({ collection: 'enquiries', where, ...asMember })).totalDocs,
    page: async (page, limit) =>
      (await payload.find({ collection: 'enquiries', where, sort: ['-createdAt', '-id'], page, limit, depth: 0, ...asMember })).docs,
  }
}

/** The artist's inbox order: open ones (new or read) first, then the answered and closed, each newest first. */
export const inboxSegments = (payload: Payload, user: User): Segment<Enquiry>[] => [
  enquirySegment(payload, user, { and: [received(user), open] }),
  enquirySegment(payload, user, { and: [received(user), done] }),
]

/** Received enquiries not read yet (the inbox's badge). */
export async function unreadCount(payload: Payload, user: User): Promise<number> {
  const where: Where = { and: [received(user), { status: { equals: 'new' } }] }
  return (await payload.count({ collection: 'enquiries', where, overrideAccess: false, user })).totalDocs
}

/** POST enquiries: one page of the received box (inbox order) or the sent box (newest first), optionally one state. */
export async function listEnquiries(
  payload: Payload,
  user: User,
  req: Request,
): Promise<Paged<'enquiries', ApiEnquiry> & { unread: number }> {
  const { page, box, status } = body(req, adminEnquiriesSchema)
  const mine = box === 'received' ? received(user) : sent(user)
  const segments =
    status !== undefined
      ? [enquirySegment(payload, user, { and: [mine, { status: { equals: status } }] })]
      : box === 'received'
        ? inboxSegments(payload, user)
        : [enquirySegment(payload, user, mine)]
  const [{ items, count }, unread] = await Promise.all([segmentedPage(segments, offsetOf(page), PAGE_SIZE), unreadCount(payload, user)])
  return { ...paged('enquiries', await withArtworks(payload, items), page, count), unread }
}

/** PUT enquiry/:id: the artist marks an enquiry about their work read or answered. */
export async function setEnquiryStatus(payload: Payload, user: User, rawId: unknown, req: Request): Promise<ApiEnquiry> {
  const { status } = body(req, enquiryStatusSchema)
  const id = docId(payload, rawId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'enquiries',
          where: { and: [{ id: { equals: id } }, received(user)] },
          limit: 1,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        })
  if (!docs[0]) throw notFound(ENQUIRY_MESSAGES.notFound)
  const updated = await payload.update({ collection: 'enquiries', id: docs[0].id, data: { status }, depth: 0, overrideAccess: false, user })
  const [enquiry] = await withArtworks(payload, [updated])
  return enquiry
}
