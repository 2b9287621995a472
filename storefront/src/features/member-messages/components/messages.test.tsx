import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ConversationMessage, ConversationSummary } from '@shared/api-types'
import { CONVERSATION_MESSAGES, MASKED_CONTACT } from '@shared/conversations'
import { tokenStorage } from '@/lib/token-storage'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { MessagesPage } from './messages-page'
import { ThreadPage } from './thread-page'

const summary = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  _id: 'c1',
  subject: { kind: 'enquiry', id: 'e1', title: 'Monsoon Study' },
  role: 'buyer',
  other: { _id: 'u2', name: 'Meera Iyer' },
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unread: 2,
  reported: false,
  createdAt: '2026-11-19T10:00:00.000Z',
  ...over,
})
const message = (over: Partial<ConversationMessage> = {}): ConversationMessage => ({
  _id: 'm1',
  body: 'Is it still available?',
  mine: false,
  authorName: 'Meera Iyer',
  masked: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

describe('MessagesPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('lists the conversations with the other party, the subject and the unread count, each linking to its thread', async () => {
    server.use(
      http.get('/api/user/conversations', () =>
        HttpResponse.json({
          conversations: [
            summary(),
            summary({
              _id: 'c2',
              subject: { kind: 'order', id: 'o1', title: 'Order KA-1042' },
              unread: 0,
              other: { _id: 'u3', name: 'Ravi Menon' },
            }),
          ],
          unread: 2,
        }),
      ),
    )
    renderWithApp(<MessagesPage />)
    const first = await screen.findByRole('link', { name: /Meera Iyer/ })
    expect(first).toHaveAttribute('href', '/admin/messages/c1')
    expect(within(first).getByText('Enquiry about Monsoon Study')).toBeInTheDocument()
    expect(within(first).getByText('2 unread')).toBeInTheDocument()
    const second = screen.getByRole('link', { name: /Ravi Menon/ })
    expect(within(second).getByText('Order KA-1042')).toBeInTheDocument()
    expect(within(second).queryByText(/unread/)).not.toBeInTheDocument()
  })

  it('says when there are no conversations yet', async () => {
    server.use(http.get('/api/user/conversations', () => HttpResponse.json({ conversations: [], unread: 0 })))
    renderWithApp(<MessagesPage />)
    expect(await screen.findByText('No messages yet')).toBeInTheDocument()
  })
})

describe('ThreadPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('shows the messages, sends one on the form and shows the masking note the server gives', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/user/conversations/c1', () =>
        HttpResponse.json({
          conversation: summary({ unread: 0 }),
          messages: [message(), message({ _id: 'm2', body: 'Yes it is.', mine: true, authorName: 'Asha Rao' })],
        }),
      ),
      http.post('/api/user/conversations/c1/messages', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(
          {
            message: message({ _id: 'm3', body: `call me on ${MASKED_CONTACT}`, mine: true, masked: true }),
            note: CONVERSATION_MESSAGES.masked,
          },
          { status: 201 },
        )
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ThreadPage id="c1" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
    expect(screen.getByText('Enquiry about Monsoon Study')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Messages' })
    expect(within(list).getByText('Is it still available?')).toBeInTheDocument()
    expect(within(list).getByText('You')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(CONVERSATION_MESSAGES.bodyRequired)).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.type(screen.getByLabelText(/Your message/), 'call me on 98765 43210')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await within(list).findByText(`call me on ${MASKED_CONTACT}`)).toBeInTheDocument()
    expect(sent).toEqual([{ body: 'call me on 98765 43210' }])
    expect(screen.getByRole('status')).toHaveTextContent(CONVERSATION_MESSAGES.masked)
    expect(screen.getByLabelText(/Your message/)).toHaveValue('')
  })

  it('reports the conversation with a reason in a dialog', async () => {
    const reports: unknown[] = []
    server.use(
      http.get('/api/user/conversations/c1', () => HttpResponse.json({ conversation: summary(), messages: [message()] })),
      http.post('/api/user/conversations/c1/report', async ({ request }) => {
        reports.push(await request.json())
        return HttpResponse.json({ message: CONVERSATION_MESSAGES.reported })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ThreadPage id="c1" />)
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' })
    await user.type(within(dialog).getByLabelText(/Reason/), 'He asked me to pay outside Kala.')
    await user.click(within(dialog).getByRole('button', { name: 'Report' }))
    expect(await screen.findByText(CONVERSATION_MESSAGES.reported)).toBeInTheDocument()
    expect(reports).toEqual([{ reason: 'He asked me to pay outside Kala.' }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says so when the conversation is not the member’s', async () => {
    server.use(http.get('/api/user/conversations/c9', () => HttpResponse.json({ error: CONVERSATION_MESSAGES.notFound }, { status: 404 })))
    renderWithApp(<ThreadPage id="c9" />)
    expect(await screen.findByText('This conversation could not be loaded.')).toBeInTheDocument()
    expect(screen.getByText(CONVERSATION_MESSAGES.notFound)).toBeInTheDocument()
  })
})
