import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { Toaster } from '@/components/ui/toaster'
import { tokenStorage } from '@/lib/token-storage'
import { cartStore } from '@/lib/cart'
import { useCart } from './use-cart'

const item = { id: 'a1', title: 'Monsoon', artistName: 'Meera Iyer', price: 125000, image: '/m.jpg' }

function CartDemo() {
  const cart = useCart()
  return (
    <div>
      <p>Items: {cart.count}</p>
      <button onClick={() => cart.add(item)}>Add</button>
      <button onClick={() => cart.remove(item.id)}>Remove</button>
      <Toaster />
    </div>
  )
}

describe('cart', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    cartStore.clear()
  })
  afterEach(() => vi.useRealTimers())

  it("says 'Added to cart', then 'Already in cart' for the same artwork", () => {
    render(<CartDemo />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart')
    expect(screen.getByText('Items: 1')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByText('Already in cart')).toBeInTheDocument()
    expect(screen.getByText('Already in cart').closest('[data-type]')).toHaveAttribute('data-type', 'info')
    expect(screen.getByText('Items: 1')).toBeInTheDocument()
  })

  it("says 'Removed from cart' and keeps the cart in local storage", () => {
    render(<CartDemo />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([item])
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.getByText('Removed from cart')).toBeInTheDocument()
    expect(screen.getByText('Items: 0')).toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull()
  })

  it('toasts disappear after 1 second', () => {
    render(<CartDemo />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByText('Added to cart')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByText('Added to cart')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument()
  })

  it('is kept when the session ends without a logout (an expired session)', () => {
    tokenStorage.setTokens({ accessToken: 't', refreshToken: 'r' })
    render(<CartDemo />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    act(() => tokenStorage.clear())
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(screen.getByText('Items: 1')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([item])
  })

  it("hydrates a visitor's empty cart without rendering its readers a second time", async () => {
    vi.useRealTimers()
    // A page as it arrives: no cart kept, nothing read yet (what another tab's change also leaves).
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    let renders = 0
    function Count() {
      renders++
      return <p>Items: {useCart().count}</p>
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Count />)
    document.body.append(container)
    renders = 0
    const root = await act(async () => hydrateRoot(container, <Count />))
    expect(container).toHaveTextContent('Items: 0')
    // One render, the hydration's: a second would be a synchronous one of every card on the page.
    expect(renders).toBe(1)
    act(() => root.unmount())
    container.remove()
  })
})
