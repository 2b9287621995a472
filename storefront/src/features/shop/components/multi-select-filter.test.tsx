import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MULTI_FILTERS, toggleValue } from '../lib/filters'
import { MultiSelectFilter } from './multi-select-filter'

const category = MULTI_FILTERS.find((g) => g.key === 'category')!
const mood = MULTI_FILTERS.find((g) => g.key === 'mood')!

function Harness({ initial = [] as string[], group = category }) {
  const [selected, setSelected] = useState(initial)
  return (
    <>
      <MultiSelectFilter
        title={group.title}
        options={group.options}
        selected={selected}
        onToggle={(v) => setSelected((s) => toggleValue(s, v))}
      />
      <p data-testid="selected">{selected.join(',')}</p>
    </>
  )
}

const optionList = () => screen.getByRole('list', { name: /options$/ })
const labels = () =>
  within(optionList())
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')!.textContent)

describe('MultiSelectFilter', () => {
  it("shows 5 options, then all with 'Show More', and 5 again with 'Show Less'", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(labels()).toEqual(['Painting', 'Sculpture', 'Drawing', 'Digital', 'Photography'])
    const more = screen.getByRole('button', { name: 'Show More' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(labels()).toHaveLength(8)
    expect(labels()).toContain('Textile')
    await user.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(labels()).toHaveLength(5)
  })

  it('narrows the options with its search box, and says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const search = screen.getByRole('searchbox', { name: 'Search category' })
    await user.type(search, 'tex')
    expect(labels()).toEqual(['Textile'])
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'xyz')
    expect(within(optionList()).queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('No category matches “xyz”.')
  })

  it('toggles an option on and off', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('checkbox', { name: 'Drawing' }))
    await user.click(screen.getByRole('checkbox', { name: 'Painting' }))
    expect(screen.getByTestId('selected')).toHaveTextContent('drawing,painting')
    expect(screen.getByRole('checkbox', { name: 'Drawing' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Drawing' }))
    expect(screen.getByTestId('selected')).toHaveTextContent(/^painting$/)
    expect(screen.getByRole('button', { name: 'Category, 1 selected' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens the full list when a selected option is beyond the first 5, and shows an unknown selection', () => {
    render(<Harness initial={['textile']} />)
    expect(screen.getByRole('checkbox', { name: 'Textile' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument()
  })

  it("shows the landing's mood=dreamy as a selected option", () => {
    render(<Harness group={mood} initial={['dreamy']} />)
    expect(screen.getByRole('checkbox', { name: 'Dreamy' })).toBeChecked()
  })
})
