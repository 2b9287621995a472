import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { parseStatusTab, StatusTabs, statusFilter, type StatusTab } from './status-tabs'

function Tabbed() {
  const [tab, setTab] = useState<StatusTab>('all')
  return (
    <StatusTabs label="Filter artworks by status" value={tab} onChange={setTab}>
      <p>Showing {statusFilter(tab) ?? 'every status'}</p>
    </StatusTabs>
  )
}

describe('StatusTabs', () => {
  it('offers All / Published / Unpublished and filters by the chosen one', async () => {
    const user = userEvent.setup()
    render(<Tabbed />)
    const list = screen.getByRole('tablist', { name: 'Filter artworks by status' })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Published', 'Unpublished'])
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing every status')

    await user.click(screen.getByRole('tab', { name: 'Unpublished' }))
    expect(screen.getByRole('tab', { name: 'Unpublished' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing unpublished')

    // Arrow keys move between the tabs and select them.
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing published')
    expect(list).toBeInTheDocument()
  })

  it('reads the tab from the URL, All for anything unknown', () => {
    expect(parseStatusTab('published')).toBe('published')
    expect(parseStatusTab('unpublished')).toBe('unpublished')
    expect(parseStatusTab('sold')).toBe('all')
    expect(parseStatusTab(null)).toBe('all')
  })
})
