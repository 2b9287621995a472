import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ReturnPolicyForm } from './return-policy-form'

describe('ReturnPolicyForm', () => {
  it('shows the saved policy with the sentence buyers read, and saves a change as returnDays', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ user: makeMe({ role: 'artist', returnDays: 14 }) })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ReturnPolicyForm me={makeMe({ role: 'artist', returnDays: 7 })} />)
    const form = screen.getByRole('form', { name: 'Return policy' })
    const select = within(form).getByLabelText('Buyers may return a work')
    expect(select).toHaveDisplayValue('7 days after delivery')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No returns', '7 days after delivery', '14 days after delivery'])
    expect(form).toHaveTextContent('Buyers read: “Returns within 7 days of delivery”.')
    await user.selectOptions(select, '14 days after delivery')
    expect(form).toHaveTextContent('Buyers read: “Returns within 14 days of delivery”.')
    await user.click(within(form).getByRole('button', { name: 'Save return policy' }))
    expect(await screen.findByText('Return policy saved.')).toBeInTheDocument()
    expect(body).toEqual({ returnDays: 14 })
  })
})
