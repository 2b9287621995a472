import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataTable, type Column } from './data-table'

type Row = { id: string; title: string; price: string }
const rows: Row[] = [
  { id: '1', title: 'Catamaran Horizon', price: '₹15,000' },
  { id: '2', title: 'Low Tide at Besant Nagar', price: '₹24,500' },
]
const columns: Column<Row>[] = [
  { header: 'Title', card: 'title', cell: (r, view) => (view === 'table' ? `${r.title} (row)` : r.title) },
  { header: 'Price', cell: (r) => r.price },
]

/** jsdom lays nothing out: the box the table is given gets the width a browser would give it. */
function boxWidth(width: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width })
}

describe('DataTable', () => {
  const matchMedia = window.matchMedia
  beforeEach(() => {
    // A laptop's window: the old rule (the window's width) drew a table whatever the box.
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('min-width: 768px'),
    })) as typeof window.matchMedia
  })
  afterEach(() => {
    window.matchMedia = matchMedia
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
  })

  it('draws a table when its box is as wide as the table needs', () => {
    boxWidth(862)
    render(
      <DataTable
        caption="Your artworks"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        minTableWidth={720}
      />,
    )
    const table = screen.getByRole('table', { name: 'Your artworks' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Price'])
    expect(within(table).getByText('Catamaran Horizon (row)')).toBeInTheDocument()
  })

  it('draws cards beside the sidebar of a small laptop, where the table would be cut off', () => {
    boxWidth(566)
    render(
      <DataTable
        caption="Your artworks"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        minTableWidth={720}
      />,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Your artworks' })).getAllByRole('listitem')
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Catamaran Horizon', 'Low Tide at Besant Nagar'])
    expect(within(cards[1]!).getByText('Low Tide at Besant Nagar')).toBeInTheDocument()
    expect(within(cards[1]!).getByText('₹24,500')).toBeInTheDocument()
  })
})
