import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PriceFilter, type PriceRange } from './price-filter'

/** Like the panel: the applied range comes back as props. */
function Applied({ onApply }: { onApply: (range: PriceRange) => void }) {
  const [range, setRange] = useState<PriceRange>({ priceMin: null, priceMax: null })
  return (
    <PriceFilter
      {...range}
      onApply={(next) => {
        onApply(next)
        setRange(next)
      }}
    />
  )
}

const handle = (name: 'Minimum price' | 'Maximum price') => screen.getByRole('slider', { name })

describe('PriceFilter', () => {
  it('has two handles from 0 to 500000 in steps of 1000, with spoken values', async () => {
    const user = userEvent.setup()
    render(<PriceFilter priceMin={null} priceMax={null} onApply={() => {}} />)
    for (const name of ['Minimum price', 'Maximum price'] as const) {
      expect(handle(name)).toHaveAttribute('aria-valuemin', '0')
      expect(handle(name)).toHaveAttribute('aria-valuemax', '500000')
    }
    expect(handle('Minimum price')).toHaveAttribute('aria-valuenow', '0')
    expect(handle('Maximum price')).toHaveAttribute('aria-valuenow', '500000')
    expect(handle('Minimum price')).toHaveAttribute('aria-valuetext', '₹0')
    expect(handle('Maximum price')).toHaveAttribute('aria-valuetext', '₹5,00,000 and above')
    handle('Minimum price').focus()
    await user.keyboard('{ArrowRight}')
    expect(handle('Minimum price')).toHaveAttribute('aria-valuenow', '1000')
  })

  it('applies a handle when it is moved with a key, keeping the other bound', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Applied onApply={onApply} />)
    handle('Minimum price').focus()
    await user.keyboard('{PageUp}{PageUp}')
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 20000, priceMax: null })

    handle('Maximum price').focus()
    await user.keyboard('{PageDown}')
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 20000, priceMax: 490000 })
    expect(handle('Maximum price')).toHaveAttribute('aria-valuetext', '₹4,90,000')
  })

  it('keeps focus on a handle moved with the keyboard once the range is applied', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Applied onApply={onApply} />)
    handle('Minimum price').focus()
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}')
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 40000, priceMax: null })
    expect(handle('Minimum price')).toHaveFocus()
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(40000)
  })

  it('follows a range applied elsewhere (Clear All, Back)', () => {
    const { rerender } = render(<PriceFilter priceMin={10000} priceMax={90000} onApply={() => {}} />)
    expect(handle('Maximum price')).toHaveAttribute('aria-valuenow', '90000')
    rerender(<PriceFilter priceMin={null} priceMax={null} onApply={() => {}} />)
    expect(handle('Minimum price')).toHaveAttribute('aria-valuenow', '0')
    expect(handle('Maximum price')).toHaveAttribute('aria-valuenow', '500000')
    expect(screen.getByRole('spinbutton', { name: 'Max' })).toHaveValue(null)
  })

  it('keeps the range in order when a handle is moved past the other', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<PriceFilter priceMin={100000} priceMax={200000} onApply={onApply} />)
    handle('Minimum price').focus()
    // Eleven pages of 10000 take the lower handle past the upper one.
    await user.keyboard('{PageUp}'.repeat(11))
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 200000, priceMax: 210000 })
  })

  it("applies the typed min and max with 'GO', clamped to 0 to 500000 and put in order", async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Applied onApply={onApply} />)
    await user.type(screen.getByRole('spinbutton', { name: 'Min' }), '75000')
    await user.type(screen.getByRole('spinbutton', { name: 'Max' }), '15000')
    await user.click(screen.getByRole('button', { name: 'GO' }))
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 15000, priceMax: 75000 })
    expect(handle('Minimum price')).toHaveAttribute('aria-valuenow', '15000')
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(15000)

    await user.clear(screen.getByRole('spinbutton', { name: 'Min' }))
    await user.clear(screen.getByRole('spinbutton', { name: 'Max' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Max' }), '9000000{Enter}')
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: null, priceMax: null })
    expect(handle('Maximum price')).toHaveAttribute('aria-valuenow', '500000')
  })
})
