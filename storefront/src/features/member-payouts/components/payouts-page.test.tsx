import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAYOUT_MESSAGES } from '@shared/payout-messages'
import type { PayoutAccountView, PayoutsOverview } from '@shared/payout-schemas'
import { tokenStorage } from '@/lib/token-storage'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { PayoutsPage } from './payouts-page'

const MASKED: PayoutAccountView = {
  legalName: 'Meera Iyer',
  panMasked: '••••••234F',
  method: 'bank',
  accountMasked: '••••••••7890',
  ifsc: 'HDFC0001234',
  upiMasked: null,
  gstin: null,
  state: 'Karnataka',
  updatedAt: '2025-04-12T09:00:00.000Z',
}

const overview = (account: PayoutAccountView | null): PayoutsOverview => ({
  account,
  balances: { pending: 8_750_000, available: 4_100_000, paidOut: 0 },
  statement: [
    {
      date: '2025-04-11T09:01:00.000Z',
      orderNumber: 'KALA-20250411-7Q2M',
      itemId: 'i1',
      title: 'Monsoon Window',
      grossPaise: 12_500_000,
      feePaise: 3_750_000,
      netPaise: 8_750_000,
      state: 'on_hold',
      transferId: 'trf_ItzBst0oybrcNx',
      returnDays: 14,
      availableFrom: '2025-04-30T10:00:00.000Z',
    },
    {
      date: '2025-04-12T09:01:00.000Z',
      orderNumber: 'KALA-20250412-8R3N',
      itemId: 'i2',
      title: 'Final Sale Study',
      grossPaise: 1_000_000,
      feePaise: 300_000,
      netPaise: 700_000,
      state: 'waiting',
      transferId: null,
      returnDays: 0,
      availableFrom: null,
    },
  ],
})

/** Serves GET /api/admin/payouts and records what PUT …/account receives. */
function serve(account: PayoutAccountView | null) {
  const sent: unknown[] = []
  let current = account
  server.use(
    http.get('/api/admin/payouts', () => HttpResponse.json(overview(current))),
    http.put('/api/admin/payouts/account', async ({ request }) => {
      sent.push(await request.json())
      current = MASKED
      return HttpResponse.json({ message: PAYOUT_MESSAGES.saved, account: MASKED })
    }),
  )
  return sent
}

describe('PayoutsPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('shows the balances, when pending money is released, and the statement with its payout', async () => {
    serve(MASKED)
    renderWithApp(<PayoutsPage />)
    const balances = await screen.findByRole('region', { name: 'Your balances' })
    expect(balances).toHaveTextContent('Pending₹87,500Available₹41,000Paid out₹0')
    expect(balances).toHaveTextContent('Pending money becomes available once the work’s return window after delivery has passed')
    // jsdom lays nothing out: the statement is drawn as cards, as on a phone.
    const row = screen.getByRole('listitem', { name: 'Monsoon Window' })
    expect(row).toHaveTextContent('11 April 2025')
    expect(row).toHaveTextContent(
      'OrderKALA-20250411-7Q2MGross₹1,25,000Fee₹37,500Net₹87,500PayoutOn holdtrf_ItzBst0oybrcNxAvailable from 30 April 2025',
    )
    // Each line's own window: one sold with no returns is released at delivery.
    expect(screen.getByRole('listitem', { name: 'Final Sale Study' })).toHaveTextContent('Available at delivery (no returns)')
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument()
    // Saved details, masked; no call to action.
    const details = screen.getByRole('region', { name: 'Payout details' })
    expect(details).toHaveTextContent('PAN••••••234F')
    expect(details).toHaveTextContent('Bank account••••••••7890')
    expect(screen.queryByText(PAYOUT_MESSAGES.missing)).not.toBeInTheDocument()
  })

  it('asks a seller without details to add them, and says each field the form refuses', async () => {
    const user = userEvent.setup()
    const sent = serve(null)
    renderWithApp(<PayoutsPage />)
    expect(await screen.findByText(PAYOUT_MESSAGES.missing)).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Payout details' })
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }))
    expect(within(form).getByRole('textbox', { name: /Name as on your PAN/ })).toHaveAccessibleDescription(PAYOUT_MESSAGES.legalName)
    expect(within(form).getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription(PAYOUT_MESSAGES.pan)
    expect(within(form).getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(PAYOUT_MESSAGES.accountNumber)
    expect(within(form).getByRole('textbox', { name: /IFSC/ })).toHaveAccessibleDescription(PAYOUT_MESSAGES.ifsc)
    expect(within(form).getByRole('combobox', { name: /State/ })).toHaveAccessibleDescription(PAYOUT_MESSAGES.state)

    await user.type(within(form).getByRole('textbox', { name: /Name as on your PAN/ }), 'Meera Iyer')
    await user.type(within(form).getByRole('textbox', { name: /^PAN/ }), 'ABCPE1234F')
    await user.selectOptions(within(form).getByRole('combobox', { name: /State/ }), 'Karnataka')
    const gstin = within(form).getByRole('textbox', { name: /GSTIN/ })
    await user.type(gstin, '27ABCPE1234F1Z5')
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(PAYOUT_MESSAGES.gstinState))
    await user.clear(gstin)

    // UPI instead: its own field and message; the bank fields go.
    await user.click(within(form).getByRole('radio', { name: 'UPI id' }))
    expect(within(form).queryByRole('textbox', { name: /Account number/ })).not.toBeInTheDocument()
    const upi = within(form).getByRole('textbox', { name: /UPI id/ })
    await user.type(upi, 'meera at okhdfcbank')
    await user.tab()
    expect(upi).toHaveAccessibleDescription(PAYOUT_MESSAGES.upi)
    expect(sent).toEqual([])

    await user.click(within(form).getByRole('radio', { name: 'Bank account' }))
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '001234567890')
    await user.type(within(form).getByRole('textbox', { name: /IFSC/ }), 'hdfc0001234')
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }))
    expect(await screen.findByRole('status')).toHaveTextContent(PAYOUT_MESSAGES.saved)
    expect(sent).toEqual([
      expect.objectContaining({ pan: 'ABCPE1234F', method: 'bank', accountNumber: '001234567890', state: 'Karnataka' }),
    ])
    // After saving: masked values only, and a way to change them.
    expect(await screen.findByText('••••••••7890')).toBeInTheDocument()
    expect(screen.queryByDisplayValue('001234567890')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change payout details' })).toBeInTheDocument()
  })

  it("shows under a field the server's message for it", async () => {
    const user = userEvent.setup()
    serve(MASKED)
    server.use(
      http.put('/api/admin/payouts/account', () =>
        HttpResponse.json(
          { error: `ifsc: ${PAYOUT_MESSAGES.ifsc}`, details: [{ path: 'ifsc', message: 'Razorpay does not know this IFSC.' }] },
          { status: 400 },
        ),
      ),
    )
    renderWithApp(<PayoutsPage />)
    await user.click(await screen.findByRole('button', { name: 'Change payout details' }))
    const form = screen.getByRole('form', { name: 'Payout details' })
    await user.type(within(form).getByRole('textbox', { name: /^PAN/ }), 'ABCPE1234F')
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '001234567890')
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }))
    expect(await within(form).findByText('Razorpay does not know this IFSC.')).toBeInTheDocument()
  })
})
