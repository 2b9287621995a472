import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS_MESSAGES, MESSAGES } from '@shared/messages'
import { makeMe, savedAddress } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { BillingForm } from './billing-form'

const submit = () => screen.getByRole('button', { name: 'ADD BILLING DETAILS' })

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Address line 1/), '4 Lake View Road')
  await user.type(screen.getByLabelText(/^City/), 'Kochi')
  await user.type(screen.getByLabelText(/^State/), 'Kerala')
  await user.type(screen.getByLabelText(/PIN code/), '682001')
}

describe('BillingForm', () => {
  it("keeps 'ADD BILLING DETAILS' disabled while a required field is empty; line2 is optional", async () => {
    const user = userEvent.setup()
    renderWithApp(<BillingForm me={makeMe()} saved={[]} onSaved={() => {}} />)
    // Name, e-mail and phone come from the profile, the country defaults to India.
    expect(screen.getByLabelText(/Billing name/)).toHaveValue('Kavya Menon')
    expect(screen.getByLabelText(/^Country/)).toHaveValue('India')
    expect(submit()).toBeDisabled()

    await fillAddress(user)
    expect(screen.getByLabelText(/Address line 2/)).toHaveValue('')
    expect(submit()).toBeEnabled()

    // The country is a select: it always holds one.
    for (const label of [/Billing name/, /^Email/, /^Phone/, /Address line 1/, /^City/, /^State/, /PIN code/]) {
      const input = screen.getByLabelText(label)
      const value = (input as HTMLInputElement).value
      await user.clear(input)
      expect(submit(), `disabled without ${String(label)}`).toBeDisabled()
      await user.type(input, value)
      expect(submit()).toBeEnabled()
    }
  })

  it('refuses a malformed e-mail or phone and says why under the field (issue 18, DECISIONS 42)', async () => {
    const user = userEvent.setup()
    renderWithApp(<BillingForm me={makeMe({ email: '', phone: null })} saved={[]} onSaved={() => {}} />)
    await fillAddress(user)
    await user.type(screen.getByLabelText(/^Email/), 'kavya at home')
    await user.type(screen.getByLabelText(/^Phone/), '+91 98 7654')
    await user.tab()
    expect(submit()).toBeDisabled()
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument()
    expect(screen.getByText(ADDRESS_MESSAGES.phoneIndia)).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com')
    await user.type(screen.getByLabelText(/^Phone/), '3210')
    expect(submit()).toBeEnabled()
  })

  it('saves through update-profile { addresses: [address] } and hands back the new address', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          user: makeMe({ addresses: [savedAddress, { ...savedAddress, id: 'addr-2', line1: '4 Lake View Road', city: 'Kochi' }] }),
        })
      }),
    )
    const onSaved = vi.fn()
    const user = userEvent.setup()
    renderWithApp(<BillingForm me={makeMe()} saved={[savedAddress]} onSaved={onSaved} />)
    await fillAddress(user)
    await user.click(submit())
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('addr-2'))
    expect(body).toEqual({
      addresses: [
        {
          billingName: 'Kavya Menon',
          email: 'kavya@example.com',
          phone: '9876543210',
          line1: '4 Lake View Road',
          city: 'Kochi',
          state: 'Kerala',
          pincode: '682001',
          country: 'India',
        },
      ],
    })
  })

  it('says why when the address cannot be saved and keeps what was typed', async () => {
    server.use(
      http.put('/api/admin/update-profile', () =>
        HttpResponse.json({ error: 'A profile holds at most 20 entries per section.' }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<BillingForm me={makeMe()} saved={[]} onSaved={() => {}} />)
    await fillAddress(user)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The address could not be saved: A profile holds at most 20 entries per section.',
    )
    expect(screen.getByLabelText(/^City/)).toHaveValue('Kochi')
  })
})
