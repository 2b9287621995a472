import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeProfile } from '@/testing/profile-fixtures'
import { resumeSections } from '../lib/resume'
import { ResumeSection } from './resume-section'

const exhibitions = Array.from({ length: 7 }, (_, i) => ({
  institution: `Gallery ${i + 1}`,
  title: `Show ${i + 1}`,
  type: (i % 2 ? 'Group' : 'Solo') as 'Solo' | 'Group',
  year: String(2024 - i),
}))

function sectionOf(id: string, profile = makeProfile({ exhibitions })) {
  return resumeSections(profile).find((s) => s.id === id)!
}

describe('ResumeSection', { timeout: 20_000 }, () => {
  it('shows the first 4 items and a "View N More" button with the number left', () => {
    render(<ResumeSection section={sectionOf('exhibitions')} />)
    const region = screen.getByRole('region', { name: 'Exhibitions' })
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]).toHaveTextContent('Show 1')
    expect(items[0]).toHaveTextContent('Gallery 1 · Solo exhibition')
    expect(items[0]).toHaveTextContent('2024')
    expect(within(region).queryByText('Show 5')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View 3 More' })).toBeInTheDocument()
  })

  it('has no button with 4 items or fewer', () => {
    render(<ResumeSection section={sectionOf('exhibitions', makeProfile({ exhibitions: exhibitions.slice(0, 4) }))} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument()
  })

  it('opens a modal listing every item numbered, closed by the X', async () => {
    const user = userEvent.setup()
    render(<ResumeSection section={sectionOf('exhibitions')} />)
    await user.click(screen.getByRole('button', { name: 'View 3 More' }))
    const dialog = screen.getByRole('dialog', { name: 'Exhibitions' })
    const rows = within(dialog).getAllByRole('listitem')
    expect(rows).toHaveLength(7)
    rows.forEach((row, i) => {
      expect(row).toHaveTextContent(new RegExp(`^${i + 1}\\.`))
      expect(row).toHaveTextContent(`Show ${i + 1}`)
    })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View 3 More' })).toHaveFocus()
  })

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup()
    render(<ResumeSection section={sectionOf('exhibitions')} />)
    await user.click(screen.getByRole('button', { name: 'View 3 More' }))
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View 3 More' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('titles and formats the five sections as the spec names them', () => {
    const sections = resumeSections(
      makeProfile({
        education: [{ institution: 'GCFA Chennai', title: 'BFA Painting', yearStart: '2008', yearEnd: '2012' }],
        workshops: [{ title: 'Natural pigments', institution: 'Cholamandal', year: '2015' }],
        awards: [{ title: 'State Award', awardedBy: 'Lalit Kala', year: '2021' }],
        publications: [{ title: 'Arakku and Indigo', type: 'Essay', year: '2023' }],
      }),
    )
    expect(sections.map((s) => s.title)).toEqual([
      'Education / Training',
      'Workshops / Masterclasses',
      'Exhibitions',
      'Awards / Recognitions',
      'Publications / Press',
    ])
    expect(sections[0]!.items[0]).toEqual({ title: 'BFA Painting', detail: 'GCFA Chennai', year: '2008–2012' })
    expect(sections[3]!.items[0]).toEqual({ title: 'State Award', detail: 'Lalit Kala', year: '2021' })
  })
})
