import { fireEvent, render, screen } from '@testing-library/react'
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

describe('PriceFilter', () => {
  it('has two handles from 0 to 500000 in steps of 1000, with spoken values', () => {
    render(<PriceFilter priceMin={null} priceMax={null} onApply={() => {}} />)
    const low = screen.getByRole('slider', { name: 'Minimum price' })
    const high = screen.getByRole('slider', { name: 'Maximum price' })
    for (const handle of [low, high]) {
      expect(handle).toHaveAttribute('min', '0')
      expect(handle).toHaveAttribute('max', '500000')
      expect(handle).toHaveAttribute('step', '1000')
    }
    expect(low).toHaveValue('0')
    expect(high).toHaveValue('500000')
    expect(low).toHaveAttribute('aria-valuetext', '₹0')
    expect(high).toHaveAttribute('aria-valuetext', '₹5,00,000 and above')
  })

  it('applies a handle when it is released (keyboard or pointer)', () => {
    const onApply = vi.fn()
    render(<PriceFilter priceMin={null} priceMax={null} onApply={onApply} />)
    const low = screen.getByRole('slider', { name: 'Minimum price' })
    fireEvent.change(low, { target: { value: '25000' } })
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.keyUp(low, { key: 'ArrowRight' })
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 25000, priceMax: null })

    const high = screen.getByRole('slider', { name: 'Maximum price' })
    fireEvent.change(high, { target: { value: '120000' } })
    fireEvent.pointerUp(high)
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 25000, priceMax: 120000 })
    expect(high).toHaveAttribute('aria-valuetext', '₹1,20,000')
  })

  it('keeps focus on a handle moved with the keyboard once the range is applied', () => {
    const onApply = vi.fn()
    render(<Applied onApply={onApply} />)
    const low = screen.getByRole('slider', { name: 'Minimum price' })
    low.focus()
    fireEvent.change(low, { target: { value: '40000' } })
    fireEvent.keyUp(low, { key: 'ArrowRight' })
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 40000, priceMax: null })
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveFocus()
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(40000)
  })

  it('follows a range applied elsewhere (Clear All, Back)', () => {
    const { rerender } = render(<PriceFilter priceMin={10000} priceMax={90000} onApply={() => {}} />)
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('90000')
    rerender(<PriceFilter priceMin={null} priceMax={null} onApply={() => {}} />)
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0')
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('500000')
    expect(screen.getByRole('spinbutton', { name: 'Max' })).toHaveValue(null)
  })

  it('keeps the handles from crossing', () => {
    render(<PriceFilter priceMin={100000} priceMax={200000} onApply={() => {}} />)
    const low = screen.getByRole('slider', { name: 'Minimum price' })
    const high = screen.getByRole('slider', { name: 'Maximum price' })
    fireEvent.change(low, { target: { value: '300000' } })
    expect(low).toHaveValue('200000')
    fireEvent.change(high, { target: { value: '50000' } })
    expect(high).toHaveValue('200000')
  })

  it("applies the typed min and max with 'GO', clamped to 0 to 500000 and put in order", async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Applied onApply={onApply} />)
    await user.type(screen.getByRole('spinbutton', { name: 'Min' }), '75000')
    await user.type(screen.getByRole('spinbutton', { name: 'Max' }), '15000')
    await user.click(screen.getByRole('button', { name: 'GO' }))
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: 15000, priceMax: 75000 })
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('15000')
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(15000)

    await user.clear(screen.getByRole('spinbutton', { name: 'Min' }))
    await user.clear(screen.getByRole('spinbutton', { name: 'Max' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Max' }), '9000000{Enter}')
    expect(onApply).toHaveBeenLastCalledWith({ priceMin: null, priceMax: null })
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('500000')
  })
})
