import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Pagination, pageWindow, rangeLabel } from './pagination'

function Paged({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start)
  return <Pagination page={page} pages={pages} onPageChange={setPage} />
}

const numbers = () =>
  screen
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent)
    .join(' ')

describe('pageWindow', () => {
  it('keeps a window of 5 page numbers around the current page, inside 1..pages', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('rangeLabel', () => {
  it("shows the real range and count ('1-12 of 40'), the last page short", () => {
    expect(rangeLabel(1, 12, 40)).toBe('1-12 of 40')
    expect(rangeLabel(4, 12, 40)).toBe('37-40 of 40')
    expect(rangeLabel(1, 12, 0)).toBe('0 of 0')
  })
})

describe('Pagination', () => {
  it('moves its window with the page and marks the current one', async () => {
    const user = userEvent.setup()
    render(<Paged pages={9} />)
    expect(numbers()).toBe('1 2 3 4 5')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(numbers()).toBe('3 4 5 6 7')
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(numbers()).toBe('5 6 7 8 9')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('is not shown for a single page', () => {
    render(<Paged pages={1} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
})
