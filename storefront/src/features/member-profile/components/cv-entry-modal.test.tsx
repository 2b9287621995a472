import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CV_SECTION_CONFIGS, type CvSectionConfig } from '../lib/cv-sections'
import { CvEntryModal } from './cv-entry-modal'

const config = (section: CvSectionConfig['section']) => CV_SECTION_CONFIGS.find((c) => c.section === section)!
const artist = () => makeMe({ role: 'artist' })

describe('CvEntryModal', () => {
  it('education: every field is required and both years must be exactly 4 characters', async () => {
    const user = userEvent.setup()
    renderWithApp(<CvEntryModal config={config('education')} entry={null} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add education' })
    await user.click(within(dialog).getByRole('button', { name: 'Add education' }))
    expect(within(dialog).getByText('Please enter the institution.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the degree name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the starting year.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the ending year.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText(/Starting year/), '201')
    await user.type(within(dialog).getByLabelText(/Ending year/), '20190')
    expect(within(dialog).getAllByText('Year must be exactly 4 characters')).toHaveLength(2)
    await user.type(within(dialog).getByLabelText(/Starting year/), '5')
    expect(within(dialog).getAllByText('Year must be exactly 4 characters')).toHaveLength(1)
  })

  it('exhibition: appends one entry through update-profile and closes with a toast', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ user: artist() })
      }),
    )
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithApp(<CvEntryModal config={config('exhibitions')} entry={null} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add exhibition' })
    await user.click(within(dialog).getByRole('button', { name: 'Add exhibition' }))
    expect(within(dialog).getByText('Please choose solo or group.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Institution/), 'Jehangir Art Gallery')
    await user.type(within(dialog).getByLabelText(/Exhibition title/), 'Monsoon Fields')
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Solo')
    await user.type(within(dialog).getByLabelText(/^Year/), '2024')
    await user.click(within(dialog).getByRole('button', { name: 'Add exhibition' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(body).toEqual({ exhibitions: [{ institution: 'Jehangir Art Gallery', title: 'Monsoon Fields', type: 'Solo', year: '2024' }] })
    expect(await screen.findByText('Entry added.')).toBeInTheDocument()
  })

  it('awards and publications ask for their own fields', async () => {
    const user = userEvent.setup()
    const { unmount } = renderWithApp(<CvEntryModal config={config('awards')} entry={null} onClose={() => {}} />)
    let dialog = await screen.findByRole('dialog', { name: 'Add award' })
    await user.click(within(dialog).getByRole('button', { name: 'Add award' }))
    expect(within(dialog).getByText('Please enter the award title.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the awarded by.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the year.')).toBeInTheDocument()
    unmount()

    renderWithApp(<CvEntryModal config={config('publications')} entry={null} onClose={() => {}} />)
    dialog = await screen.findByRole('dialog', { name: 'Add publication' })
    await user.type(within(dialog).getByLabelText(/^Title/), 'The Hindu')
    await user.type(within(dialog).getByLabelText(/^Type/), 'Newspaper')
    await user.type(within(dialog).getByLabelText(/^Year/), '24')
    await user.click(within(dialog).getByRole('button', { name: 'Add publication' }))
    expect(within(dialog).getByText('Year must be exactly 4 characters')).toBeInTheDocument()
  })

  it('edits an entry in place through PUT /api/admin/profile/:section/:id', async () => {
    let body: unknown
    let url = ''
    server.use(
      http.put('/api/admin/profile/:section/:entryId', async ({ request }) => {
        url = new URL(request.url).pathname
        body = await request.json()
        return HttpResponse.json({ user: artist() })
      }),
    )
    const onClose = vi.fn()
    const user = userEvent.setup()
    const entry = { id: 'w-7', title: 'Printmaking', institution: 'Kala Bhavana', year: '2019' }
    renderWithApp(<CvEntryModal config={config('workshops')} entry={entry} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Edit workshop' })
    expect(within(dialog).getByLabelText(/Workshop title/)).toHaveValue('Printmaking')
    await user.clear(within(dialog).getByLabelText(/^Year/))
    await user.type(within(dialog).getByLabelText(/^Year/), '2020')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(url).toBe('/api/admin/profile/workshops/w-7')
    expect(body).toEqual({ title: 'Printmaking', institution: 'Kala Bhavana', year: '2020' })
  })

  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    server.use(
      http.put('/api/admin/update-profile', () =>
        HttpResponse.json(
          {
            error: 'awards.0.year: Year must be exactly 4 characters',
            details: [{ path: 'awards.0.year', message: 'Year must be exactly 4 characters' }],
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<CvEntryModal config={config('awards')} entry={null} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add award' })
    await user.type(within(dialog).getByLabelText(/Award title/), 'Lalit Kala Akademi award')
    await user.type(within(dialog).getByLabelText(/Awarded by/), 'Lalit Kala Akademi')
    await user.type(within(dialog).getByLabelText(/^Year/), '2021')
    await user.click(within(dialog).getByRole('button', { name: 'Add award' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('awards.0.year: Year must be exactly 4 characters')
    expect(within(dialog).getByLabelText(/^Year/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText(/Award title/)).toHaveValue('Lalit Kala Akademi award')
  })
})
