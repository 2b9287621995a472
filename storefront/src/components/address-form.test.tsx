import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS_MESSAGES, MESSAGES } from '@shared/messages'
import { renderWithApp } from '@/testing/render'
import { AddressForm, blankAddress } from './address-form'

const me = { fullName: 'Asha Rao', email: 'asha@example.com', phone: '9812345678' }

function renderForm() {
  const onSubmit = vi.fn()
  renderWithApp(
    <AddressForm label="Address" defaultValues={blankAddress(me)} submitLabel="Save" pending={false} error={null} onSubmit={onSubmit} />,
  )
  return { onSubmit, user: userEvent.setup(), submit: () => screen.getByRole('button', { name: 'Save' }) }
}

/** What a screen reader reads after the field: its hint and its error, the texts shown under it. */
const describedText = (label: RegExp) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

async function replace(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(screen.getByLabelText(label))
  if (text) await user.type(screen.getByLabelText(label), text)
  await user.tab()
}

async function fillStreet(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Address line 1/), '12 Residency Road')
  await user.type(screen.getByLabelText(/^City/), 'Bengaluru')
  await user.type(screen.getByLabelText(/^State/), 'Karnataka')
}

describe('AddressForm (issue 18)', () => {
  it('says under each field what is wrong with a broken e-mail, a phone of letters or too few digits, and a short PIN', async () => {
    const { user, submit } = renderForm()
    await fillStreet(user)
    await replace(user, /^Email/, 'asha@@example')
    await replace(user, /^Phone/, 'abc')
    await replace(user, /PIN code/, '5600')
    expect(describedText(/^Email/)).toBe(MESSAGES.email)
    expect(describedText(/^Phone/)).toBe(ADDRESS_MESSAGES.phoneIndia)
    expect(describedText(/PIN code/)).toBe(ADDRESS_MESSAGES.pin)
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true')
    expect(submit()).toBeDisabled()

    await replace(user, /^Phone/, '12')
    expect(describedText(/^Phone/)).toBe(ADDRESS_MESSAGES.phoneIndia)
    await replace(user, /PIN code/, 'ABCDEF')
    expect(describedText(/PIN code/)).toBe(ADDRESS_MESSAGES.pin)
    expect(submit()).toBeDisabled()
  })

  it('takes an Indian mobile as typed, with +91 and spaces, and hands back its 10 digits', async () => {
    const { user, submit, onSubmit } = renderForm()
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('India')
    await fillStreet(user)
    await replace(user, /^Phone/, '+91 98123-45678')
    await replace(user, /PIN code/, '560 025')
    expect(describedText(/^Phone/)).toBe('')
    await user.click(submit())
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      billingName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9812345678',
      line1: '12 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      country: 'India',
    })
  })

  it("switches to the chosen country's rules: the US ZIP code and a number with its country code", async () => {
    const { user, submit, onSubmit } = renderForm()
    await fillStreet(user)
    await replace(user, /PIN code/, '560025')
    expect(submit()).toBeEnabled()

    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United States')
    // The postcode is called what it is called there, and what was valid in India is judged again.
    expect(screen.queryByLabelText(/PIN code/)).not.toBeInTheDocument()
    await vi.waitFor(() => expect(describedText(/ZIP code/)).toBe(ADDRESS_MESSAGES.zip))
    expect(describedText(/^Phone/)).toContain(ADDRESS_MESSAGES.phoneInternational)
    expect(submit()).toBeDisabled()

    await replace(user, /ZIP code/, '94105 1234')
    await replace(user, /^Phone/, '+1 415 555 0123')
    expect(describedText(/ZIP code/)).toBe('')
    await user.click(submit())
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ country: 'United States', pincode: '94105-1234', phone: '+14155550123' })

    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United Kingdom')
    expect(screen.getByLabelText(/^Postcode/)).toBeInTheDocument()
    await vi.waitFor(() => expect(describedText(/^Postcode/)).toBe(ADDRESS_MESSAGES.ukPostcode))
  })
})
