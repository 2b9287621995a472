import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Address } from '@shared/api-types'
import { makeMe, savedAddress } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SavedAddresses } from './saved-addresses'

const home: Address = { ...savedAddress, id: 'a1', isDefault: true }
const studio: Address = {
  ...savedAddress,
  id: 'a2',
  billingName: 'Kavya Studio',
  line1: '4 Lake View Road',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
  isDefault: false,
}

describe('SavedAddresses', () => {
  it("says 'No shipping addresses found.' when there are none", () => {
    renderWithApp(<SavedAddresses me={makeMe()} />)
    expect(screen.getByText('No shipping addresses found.')).toBeInTheDocument()
  })

  it('lists the addresses with the default marked, and makes another the default', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/default-address', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          user: makeMe({
            addresses: [
              { ...home, isDefault: false },
              { ...studio, isDefault: true },
            ],
          }),
        })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<SavedAddresses me={makeMe({ addresses: [home, studio] })} />)
    const list = screen.getByRole('list', { name: 'Saved addresses' })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument()
    expect(within(cards[0]!).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument()
    expect(within(cards[1]!).getByText('Kochi, Kerala 682001')).toBeInTheDocument()
    await user.click(within(cards[1]!).getByRole('button', { name: 'Make default' }))
    expect(await screen.findByText('Default address changed.')).toBeInTheDocument()
    expect(body).toEqual({ addressId: 'a2' })
  })

  it('adds an address through the shared form, starting from the member’s details', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ user: makeMe({ addresses: [home] }) })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<SavedAddresses me={makeMe()} />)
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add address' })
    expect(within(dialog).getByLabelText(/Billing name/)).toHaveValue('Kavya Menon')
    const submit = within(dialog).getByRole('button', { name: 'Add address' })
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText(/Address line 1/), '12 Residency Road')
    await user.type(within(dialog).getByLabelText(/^City/), 'Bengaluru')
    await user.type(within(dialog).getByLabelText(/^State/), 'Karnataka')
    await user.type(within(dialog).getByLabelText(/PIN code/), '560025')
    await user.click(submit)
    expect(await screen.findByText('Address added.')).toBeInTheDocument()
    expect(body).toEqual({
      addresses: [
        {
          billingName: 'Kavya Menon',
          email: 'kavya@example.com',
          phone: '9876543210',
          line1: '12 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
          country: 'India',
        },
      ],
    })
  })

  it('edits an address in place and deletes one after asking', async () => {
    const calls: string[] = []
    let edited: unknown
    server.use(
      http.put('/api/admin/profile/addresses/:id', async ({ request, params }) => {
        calls.push(`PUT ${String(params.id)}`)
        edited = await request.json()
        return HttpResponse.json({ user: makeMe({ addresses: [home, studio] }) })
      }),
      http.delete('/api/admin/profile/addresses/:id', ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`)
        return HttpResponse.json({ user: makeMe({ addresses: [home] }) })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<SavedAddresses me={makeMe({ addresses: [home, studio] })} />)
    const studioCard = screen.getByRole('article', { name: 'Kavya Studio, 4 Lake View Road' })
    await user.click(within(studioCard).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' })
    expect(within(dialog).getByLabelText(/Address line 1/)).toHaveValue('4 Lake View Road')
    await user.clear(within(dialog).getByLabelText(/PIN code/))
    await user.type(within(dialog).getByLabelText(/PIN code/), '682002')
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Address updated.')).toBeInTheDocument()
    expect(edited).toMatchObject({ line1: '4 Lake View Road', pincode: '682002' })

    await user.click(within(studioCard).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(calls).toEqual(['PUT a2'])
    await user.click(within(studioCard).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Address deleted.')).toBeInTheDocument()
    expect(calls).toEqual(['PUT a2', 'DELETE a2'])
  })
})
