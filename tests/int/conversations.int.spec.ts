/**
 * Conversations (issue 21, part 4): a buyer and a seller talk about an enquiry or an order in the
 * member area; nobody else reads or writes them, through either door (/api and /cms/api, and the
 * Local API as the member, which is what both call); contact details are masked until the pair has
 * a paid order for the subject; each message mails the other party once, through the jobs queue;
 * a reported conversation (and only that) is staff's to read.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, Enquiry, User } from '../../payload-types'
import { CONVERSATION_MESSAGES as M, MASKED_CONTACT, MESSAGE_MAX } from '../../shared/conversations'
import { restCall } from './helpers/payloadRest'
import { checkoutAndPay, mailsTo, paidOrder, runJobs, startShop, subjectOf, type Shop } from './helpers/shop'
import { PASSWORD } from './helpers/users'

let shop: Shop
let payload: Payload
let buyer: User
let seller: User
let stranger: User
let staff: User
let work: Artwork
let enquiry: Enquiry

const as = (u: User) => ({ email: u.email, password: PASSWORD })
const get = (path: string, who: User | null) => shop.http.get(path, who)
const post = (path: string, body: unknown, who: User | null) => shop.http.post(path, body, who)
const stored = async (conversation: string) =>
  (
    await payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversation } },
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const CONTACT = 'Call me on +91 98123 45678 or write to asha at example dot com.'
const MASKED = `Call me on ${MASKED_CONTACT} or write to ${MASKED_CONTACT}.`

beforeAll(async () => {
  shop = await startShop()
  payload = shop.payload
  buyer = await shop.buyer('conv-buyer')
  seller = await shop.seller('conv-seller')
  stranger = await shop.member('collector', 'conv-stranger')
  staff = await shop.member('editor', 'conv-staff')
  work = await shop.work(seller, { title: 'Monsoon over Kochi', price: 42000 })
  enquiry = await payload.create({
    collection: 'enquiries',
    data: {
      name: 'Asha',
      email: buyer.email,
      phone: '9812345678',
      username: seller.username,
      artwork: work.id,
      artist: seller.id,
      sender: buyer.id,
    },
    overrideAccess: true,
  })
}, 180_000)

afterAll(async () => {
  await shop?.close()
})

describe('a conversation about an enquiry', () => {
  let id: string

  it('is started by the buyer, once per enquiry and pair; the seller finds the same one', async () => {
    const made = await post('/api/user/conversations', { kind: 'enquiry', id: String(enquiry.id) }, buyer)
    expect(made.status).toBe(201)
    expect(made.json.conversation).toMatchObject({
      subject: { kind: 'enquiry', id: String(enquiry.id), title: 'Monsoon over Kochi' },
      role: 'buyer',
      other: { _id: String(seller.id), name: seller.fullName },
      unread: 0,
      reported: false,
    })
    id = made.json.conversation._id
    const again = await post('/api/user/conversations', { kind: 'enquiry', id: String(enquiry.id) }, buyer)
    expect(again).toMatchObject({ status: 200, json: { conversation: { _id: id } } })
    const asSeller = await post('/api/user/conversations', { kind: 'enquiry', id: String(enquiry.id) }, seller)
    expect(asSeller).toMatchObject({ status: 200, json: { conversation: { _id: id, role: 'seller', other: { name: buyer.fullName } } } })
    expect((await payload.count({ collection: 'conversations', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('masks an e-mail address and a phone number before a sale, and tells the sender why', async () => {
    const sent = await post(`/api/user/conversations/${id}/messages`, { body: CONTACT }, buyer)
    expect(sent.status).toBe(201)
    expect(sent.json).toMatchObject({ message: { body: MASKED, mine: true, masked: true }, note: M.masked })
    const rows = await stored(id)
    expect(rows.map((m) => [m.body, m.masked])).toEqual([[MASKED, true]])
    expect(JSON.stringify(rows)).not.toContain('98123')
    // A message without contact details carries no note.
    const plain = await post(`/api/user/conversations/${id}/messages`, { body: 'Is the frame included?' }, buyer)
    expect(plain.status).toBe(201)
    expect(plain.json.note).toBeUndefined()
    expect(plain.json.message.masked).toBe(false)
  })

  it('counts unread messages for the other side until they open the thread', async () => {
    expect((await get('/api/user/conversations/unread', seller)).json).toEqual({ unread: 2 })
    expect((await get('/api/user/conversations/unread', buyer)).json).toEqual({ unread: 0 })
    const list = await get('/api/user/conversations', seller)
    expect(list.status).toBe(200)
    expect(list.json.unread).toBe(2)
    expect(list.json.conversations.map((c: { _id: string; unread: number }) => [c._id, c.unread])).toEqual([[id, 2]])
    const thread = await get(`/api/user/conversations/${id}`, seller)
    expect(thread.status).toBe(200)
    expect(thread.json.messages.map((m: { body: string; mine: boolean; authorName: string }) => [m.body, m.mine, m.authorName])).toEqual([
      [MASKED, false, buyer.fullName],
      ['Is the frame included?', false, buyer.fullName],
    ])
    expect((await get('/api/user/conversations/unread', seller)).json).toEqual({ unread: 0 })
    const reply = await post(`/api/user/conversations/${id}/messages`, { body: 'Yes, a teak frame.' }, seller)
    expect(reply.status).toBe(201)
    expect((await get('/api/user/conversations/unread', buyer)).json).toEqual({ unread: 1 })
    expect((await get('/api/user/conversations/unread', seller)).json).toEqual({ unread: 0 })
  })

  it('mails the other party once per message through the jobs queue, with a link to the thread and no contact details', async () => {
    expect(mailsTo(seller.email)).toHaveLength(0)
    await runJobs(payload)
    await runJobs(payload)
    const toSeller = mailsTo(seller.email)
    expect(toSeller).toHaveLength(2)
    expect(subjectOf(toSeller[0])).toBe(`New message from ${buyer.fullName} about Monsoon over Kochi on Kala`)
    expect(toSeller[0]).toContain(`/admin/messages/${id}`)
    expect(toSeller.join('\n')).not.toMatch(/98123|example dot com/)
    expect(mailsTo(buyer.email).filter((m) => subjectOf(m).startsWith('New message'))).toHaveLength(1)
    // A job run again sends nothing more (claimed under message:<id>).
    const [first] = await stored(id)
    await payload.jobs.queue({ task: 'sendMessageMail', input: { messageId: String(first.id) } })
    await runJobs(payload)
    expect(mailsTo(seller.email)).toHaveLength(2)
  })

  it('shows contact details as typed once the pair has a paid order for the enquired work', async () => {
    const { checkout } = await checkoutAndPay(shop, buyer, [work])
    expect((await post('/api/user/rp-verify-signature', checkout, buyer)).status).toBe(200)
    const sent = await post(`/api/user/conversations/${id}/messages`, { body: CONTACT }, buyer)
    expect(sent).toMatchObject({ status: 201, json: { message: { body: CONTACT, masked: false } } })
    expect(sent.json.note).toBeUndefined()
    // What was masked stays masked: the masking is done as a message is stored.
    expect((await stored(id)).map((m) => m.body)).toEqual([MASKED, 'Is the frame included?', 'Yes, a teak frame.', CONTACT])
  })

  it('refuses a third member at every door, as if the conversation did not exist', async () => {
    expect(await get(`/api/user/conversations/${id}`, stranger)).toMatchObject({ status: 404, json: { error: M.notFound } })
    expect(await post(`/api/user/conversations/${id}/messages`, { body: 'hello' }, stranger)).toMatchObject({ status: 404 })
    expect(await post(`/api/user/conversations/${id}/report`, { reason: 'spam' }, stranger)).toMatchObject({ status: 404 })
    expect(await post('/api/user/conversations', { kind: 'enquiry', id: String(enquiry.id) }, stranger)).toMatchObject({
      status: 404,
      json: { error: M.noSubject },
    })
    expect((await get('/api/user/conversations', stranger)).json).toEqual({ conversations: [], unread: 0 })
    expect(await get(`/api/user/conversations/${id}`, null)).toMatchObject({ status: 401 })
    // Payload's REST door: members are not let in; staff are, but not to an unreported conversation.
    for (const who of [stranger, buyer]) expect((await restCall(payload, 'GET', `/cms/api/conversations/${id}`, as(who))).status).toBe(403)
    expect((await restCall(payload, 'GET', `/cms/api/conversations/${id}`, as(staff))).status).toBe(404)
    expect((await restCall(payload, 'GET', '/cms/api/messages', as(staff))).json.totalDocs).toBe(0)
    const forged = await restCall(payload, 'POST', '/cms/api/messages', as(staff), { conversation: id, body: 'From staff' })
    expect(forged.status).toBe(403)
    // The collection's own rules (what both doors run under).
    const asStranger = { overrideAccess: false as const, user: stranger }
    await expect(payload.findByID({ collection: 'conversations', id, ...asStranger })).rejects.toThrow()
    expect((await payload.find({ collection: 'messages', ...asStranger })).totalDocs).toBe(0)
    await expect(
      payload.create({ collection: 'messages', data: { conversation: Number(id), body: 'hi' }, ...asStranger }),
    ).rejects.toThrow()
    const [mine] = await stored(id)
    await expect(
      payload.update({ collection: 'messages', id: mine.id, data: { body: 'edited' }, overrideAccess: false, user: buyer }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'messages', id: mine.id, data: { body: 'edited' }, overrideAccess: false, user: seller }),
    ).rejects.toThrow()
    expect((await stored(id))[0].body).toBe(MASKED)
  })

  it('is reported by a party with a reason; then staff read it and its messages, in /cms too', async () => {
    expect(await post(`/api/user/conversations/${id}/report`, {}, seller)).toMatchObject({
      status: 400,
      json: { error: `reason: ${M.reasonRequired}` },
    })
    expect(await post(`/api/user/conversations/${id}/report`, { reason: 'Asks to pay outside Kala.' }, seller)).toMatchObject({
      status: 200,
      json: { message: M.reported },
    })
    expect(await post(`/api/user/conversations/${id}/report`, { reason: 'again' }, buyer)).toMatchObject({
      status: 409,
      json: { error: M.alreadyReported },
    })
    const read = await restCall(payload, 'GET', `/cms/api/conversations/${id}`, as(staff))
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ reportReason: 'Asks to pay outside Kala.', reportedBy: { id: seller.id } })
    const messages = await restCall(payload, 'GET', `/cms/api/messages?where[conversation][equals]=${id}`, as(staff))
    expect(messages.json.totalDocs).toBe(4)
    // Still nobody else's.
    expect((await payload.find({ collection: 'conversations', overrideAccess: false, user: stranger })).totalDocs).toBe(0)
  })
})

describe('a conversation about an order', () => {
  it('starts from a paid order (no masking) and from an unpaid one (masking), and names the seller when there are several', async () => {
    const other = await shop.seller('conv-seller-two')
    const order = await paidOrder(shop, buyer, [
      { owner: seller, price: 1000 },
      { owner: other, price: 2000 },
    ])
    // Two sellers: the buyer names one.
    expect(await post('/api/user/conversations', { kind: 'order', id: String(order.id) }, buyer)).toMatchObject({
      status: 400,
      json: { error: M.noSeller },
    })
    const made = await post('/api/user/conversations', { kind: 'order', id: String(order.id), seller: String(other.id) }, buyer)
    expect(made.status).toBe(201)
    expect(made.json.conversation).toMatchObject({ subject: { kind: 'order' }, other: { _id: String(other.id) } })
    const sent = await post(`/api/user/conversations/${made.json.conversation._id}/messages`, { body: CONTACT }, buyer)
    expect(sent.json.message).toMatchObject({ body: CONTACT, masked: false })
    // The seller who is not a party of that one starts their own; a stranger none.
    const mineToo = await post('/api/user/conversations', { kind: 'order', id: String(order.id) }, seller)
    expect(mineToo.status).toBe(201)
    expect(mineToo.json.conversation._id).not.toBe(made.json.conversation._id)
    expect((await post('/api/user/conversations', { kind: 'order', id: String(order.id) }, stranger)).status).toBe(404)
    expect(await get(`/api/user/conversations/${made.json.conversation._id}`, seller)).toMatchObject({ status: 404 })

    // An order waiting for payment: the buyer may write, masked.
    const later = await shop.work(seller, { title: 'Dusk', price: 3000 })
    const session = await post('/api/user/rp-create-order', { artworkIds: [String(later.id)] }, buyer)
    expect(session.status).toBe(200)
    const pending = await post('/api/user/conversations', { kind: 'order', id: String(session.json.orderId) }, buyer)
    expect(pending.status).toBe(201)
    const masked = await post(`/api/user/conversations/${pending.json.conversation._id}/messages`, { body: CONTACT }, buyer)
    expect(masked.json).toMatchObject({ message: { body: MASKED, masked: true }, note: M.masked })
  })

  it('refuses empty, too long and unknown input with a sentence', async () => {
    const { docs } = await payload.find({
      collection: 'conversations',
      where: { buyer: { equals: buyer.id } },
      limit: 1,
      overrideAccess: true,
    })
    const path = `/api/user/conversations/${docs[0].id}/messages`
    expect(await post(path, { body: '   ' }, buyer)).toMatchObject({ status: 400, json: { error: `body: ${M.bodyRequired}` } })
    expect(await post(path, { body: 'x'.repeat(MESSAGE_MAX + 1) }, buyer)).toMatchObject({
      status: 400,
      json: { error: `body: ${M.bodyTooLong}` },
    })
    expect((await post('/api/user/conversations', { kind: 'offer', id: '1' }, buyer)).status).toBe(400)
    expect(await post('/api/user/conversations', { kind: 'order', id: 'abc' }, buyer)).toMatchObject({ status: 404 })
    expect(await get('/api/user/conversations/99999999999', buyer)).toMatchObject({ status: 404 })
  })
})
