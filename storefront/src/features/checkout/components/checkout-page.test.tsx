import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutSession } from '@shared/api-types'
import { PAYMENT_MESSAGES } from '@shared/checkout-messages'
import { STORAGE_KEYS } from '@shared/constants'
import { cartStore } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'
import { cartItems, makeMe, makeOrder, makeSession, savedAddress } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CheckoutPage } from './checkout-page'

type Calls = {
  createOrder: Record<string, unknown>[]
  simulator: Record<string, unknown>[]
  verify: Record<string, unknown>[]
  record: Record<string, unknown>[]
}

const SUCCESS = { razorpay_order_id: 'order_Sim123', razorpay_payment_id: 'pay_Sim456', razorpay_signature: 'c0ffee' }
const failure = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: 'order_Sim123', payment_id: 'pay_Fail789' },
  },
})

/** The server side of a checkout: me, rp-create-order, the simulator, verification and create-order. */
function serve({
  me = makeMe({ addresses: [savedAddress] }),
  session = makeSession(),
  verify = () => HttpResponse.json({ success: true, order: makeOrder() }),
}: {
  me?: ReturnType<typeof makeMe>
  session?: CheckoutSession | (() => Response)
  verify?: () => Response
} = {}): Calls {
  const calls: Calls = { createOrder: [], simulator: [], verify: [], record: [] }
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(me)),
    http.post('/api/user/rp-create-order', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.createOrder.push(body)
      if (typeof session === 'function') return session()
      return HttpResponse.json({ ...session, addressId: body.addressId ?? null })
    }),
    http.post('/api/payments/simulator/pay', async ({ request }) => {
      const body = (await request.json()) as { outcome: string; description?: string }
      calls.simulator.push(body)
      return HttpResponse.json(body.outcome === 'success' ? SUCCESS : failure(body.description ?? ''))
    }),
    http.post('/api/user/rp-verify-signature', async ({ request }) => {
      calls.verify.push((await request.json()) as Record<string, unknown>)
      return verify()
    }),
    http.post('/api/user/create-order', async ({ request }) => {
      calls.record.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ order: makeOrder({ paymentStatus: 'failed' }) })
    }),
  )
  return calls
}

const toastOf = async (text: string) => (await screen.findByText(text)).closest('[data-type]')

async function chooseAddressAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Kavya Menon/ }))
  await user.click(await screen.findByRole('button', { name: 'Pay ₹1,73,000' }))
  return screen.findByRole('dialog', { name: 'Kala' })
}

describe('CheckoutPage', () => {
  beforeEach(() => {
    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    cartStore.clear()
    for (const item of cartItems) cartStore.add(item)
  })
  afterEach(() => {
    delete window.Razorpay
  })

  it('with an empty cart says so, links to the shop and opens no checkout (DECISIONS 9)', async () => {
    cartStore.clear()
    const calls = serve()
    renderWithApp(<CheckoutPage />)
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
    await new Promise((r) => setTimeout(r, 50))
    expect(calls.createOrder).toEqual([])
  })

  it('opens the checkout when the page opens, with the total shown; the summary has subtotal, free shipping and total', async () => {
    const calls = serve()
    renderWithApp(<CheckoutPage />)
    const summary = screen.getByRole('region', { name: 'Order summary' })
    await waitFor(() => expect(calls.createOrder).toEqual([{ artworkIds: ['a1', 'a2'], amount: 173000 }]))
    expect(within(summary).getByText('Monsoon Field')).toBeInTheDocument()
    expect(within(summary).getByText('Salt Pans at Dusk')).toBeInTheDocument()
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('₹1,73,000')
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('Free')
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,73,000')
    expect(await within(summary).findByText(/Order KALA-20250411-7Q2M/)).toBeInTheDocument()
  })

  it('states each line’s return policy from the opened checkout (the server’s word, not the cart’s)', async () => {
    const session = makeSession()
    serve({ session: { ...session, items: session.items.map((item, i) => ({ ...item, returnDays: i === 0 ? 0 : 14 })) } })
    renderWithApp(<CheckoutPage />)
    const summary = screen.getByRole('region', { name: 'Order summary' })
    const lines = within(summary).getByRole('list', { name: 'Works in this order' })
    expect(await within(lines).findByText('No returns: this sale is final')).toBeInTheDocument()
    expect(within(lines).getAllByRole('listitem')[1]).toHaveTextContent('Salt Pans at DuskReturns within 14 days of delivery')
  })

  it("shows the pay button only once an address is selected; 'No shipping addresses found.' with none", async () => {
    serve({ me: makeMe({ addresses: [] }) })
    renderWithApp(<CheckoutPage />)
    expect(await screen.findByText('No shipping addresses found.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Billing details' })).toBeInTheDocument()
    expect(await screen.findByText('Add your billing details to pay.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
  })

  it('offers to try again when the saved addresses cannot be loaded', async () => {
    serve()
    let fail = true
    server.use(
      http.get('/api/user/me', () =>
        fail
          ? HttpResponse.json({ error: 'Something went wrong on our side.' }, { status: 500 })
          : HttpResponse.json(makeMe({ addresses: [savedAddress] })),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    expect(await screen.findByText('Your saved addresses could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText('No shipping addresses found.')).not.toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: /Kavya Menon/ })).toBeInTheDocument()
  })

  it('saves a new address from the billing form, selects it and then offers to pay', async () => {
    const calls = serve({ me: makeMe({ addresses: [] }) })
    server.use(http.put('/api/admin/update-profile', () => HttpResponse.json({ user: makeMe({ addresses: [savedAddress] }) })))
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const form = await screen.findByRole('form', { name: 'Billing details' })
    await user.type(within(form).getByLabelText(/Address line 1/), '12 Residency Road')
    await user.type(within(form).getByLabelText(/^City/), 'Bengaluru')
    await user.type(within(form).getByLabelText(/^State/), 'Karnataka')
    await user.type(within(form).getByLabelText(/PIN code/), '560025')
    await user.click(within(form).getByRole('button', { name: 'ADD BILLING DETAILS' }))
    expect(await screen.findByRole('radio', { name: /Kavya Menon/ })).toBeChecked()
    expect(screen.queryByRole('form', { name: 'Billing details' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,73,000' }))
    await waitFor(() =>
      expect(calls.createOrder.at(-1)).toEqual({ artworkIds: ['a1', 'a2'], amount: 173000, addressId: 'addr-1', nameOnCertificate: false }),
    )
  })

  it('asks whether to print the buyer’s name on the certificates (off unless ticked), naming the chosen address’s name', async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const choice = await screen.findByRole('checkbox', { name: 'Print my name on the certificate of authenticity' })
    expect(choice).not.toBeChecked()
    await user.click(await screen.findByRole('radio', { name: /Kavya Menon/ }))
    expect(screen.getByText(/Tick this to have it name you \(Kavya Menon, the name on the address above\)/)).toBeInTheDocument()
    await user.click(choice)
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,73,000' }))
    await waitFor(() => expect(calls.createOrder.at(-1)).toMatchObject({ addressId: 'addr-1', nameOnCertificate: true }))
  })

  it("pays in the simulator: 'Payment Verified & Order Placed', the cart emptied, the success screen with the order number", async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
    const sheet = await chooseAddressAndPay(user)
    expect(calls.createOrder.at(-1)).toEqual({ artworkIds: ['a1', 'a2'], amount: 173000, addressId: 'addr-1', nameOnCertificate: false })
    expect(within(sheet).getByTestId('simulator-amount')).toHaveTextContent('₹1,73,000')
    expect(within(sheet).getByText('KALA-20250411-7Q2M')).toBeInTheDocument()

    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
    expect(await toastOf('Payment Verified & Order Placed')).toHaveAttribute('data-type', 'success')
    expect(calls.simulator).toEqual([{ razorpay_order_id: 'order_Sim123', outcome: 'success' }])
    expect(calls.verify).toEqual([SUCCESS])
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Kavya.' })).toBeInTheDocument()
    expect(screen.getAllByText(/#KALA-20250411-7Q2M/).length).toBeGreaterThan(0)
    expect(screen.getByText('What happens next')).toBeInTheDocument()
    expect(screen.getByText(/on their way to kavya@example.com/)).toBeInTheDocument()
    expect(screen.getByText(/Within India in 7 to 14 days/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/admin/orders')
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull()
    expect(cartStore.getItems()).toEqual([])
    expect(calls.record).toEqual([])
  })

  it("a failed payment says 'Payment Failed' with the provider's reason, records it, and paying again works without reloading", async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const sheet = await chooseAddressAndPay(user)
    await user.type(within(sheet).getByLabelText('Failure reason'), 'Card declined by the bank')
    await user.click(within(sheet).getByRole('button', { name: 'Fail payment' }))
    expect(await toastOf('Payment Failed')).toHaveAttribute('data-type', 'error')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Reason: Card declined by the bank')
    await waitFor(() =>
      expect(calls.record).toEqual([
        {
          razorpay_order_id: 'order_Sim123',
          paymentStatus: 'failed',
          failureReason: 'Card declined by the bank',
          razorpay_payment_id: 'pay_Fail789',
        },
      ]),
    )
    expect(calls.verify).toEqual([])

    // Again, on the same page.
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,73,000' }))
    const again = await screen.findByRole('dialog', { name: 'Kala' })
    await user.click(within(again).getByRole('button', { name: 'Pay ₹1,73,000' }))
    expect(await toastOf('Payment Verified & Order Placed')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Kavya.' })).toBeInTheDocument()
    expect(calls.createOrder.filter((c) => c.addressId === 'addr-1')).toHaveLength(2)
  })

  it("a failed payment without a description gives 'Unknown error'", async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const sheet = await chooseAddressAndPay(user)
    await user.click(within(sheet).getByRole('button', { name: 'Fail payment' }))
    expect(await toastOf('Payment Failed')).toBeInTheDocument()
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Reason: Unknown error')
    await waitFor(() => expect(calls.record[0]).toMatchObject({ paymentStatus: 'failed', failureReason: 'Unknown error' }))
  })

  it("a verification answered with no success says 'Payment verification failed!' and shows the server's text", async () => {
    const calls = serve({
      verify: () => HttpResponse.json({ success: false, error: 'The payment could not be verified.' }, { status: 400 }),
    })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const sheet = await chooseAddressAndPay(user)
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
    expect(await toastOf('Payment verification failed!')).toHaveAttribute('data-type', 'error')
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('The payment could not be verified.')
    expect(calls.record).toEqual([])
    expect(cartStore.getItems()).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Pay ₹1,73,000' })).toBeEnabled()
  })

  it('a work lost to another buyer while paying (409) shows that text', async () => {
    const lost = 'Sorry, "Salt Pans at Dusk" was sold to another buyer while you paid. Your payment has been refunded.'
    serve({
      verify: () =>
        HttpResponse.json(
          { success: false, error: lost, order: makeOrder({ paymentStatus: 'refunded', orderStatus: 'cancelled' }) },
          { status: 409 },
        ),
    })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const sheet = await chooseAddressAndPay(user)
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
    expect(await toastOf('Payment verification failed!')).toBeInTheDocument()
    expect(screen.getByTestId('payment-notice')).toHaveTextContent(lost)
  })

  it("a verification request that fails says 'Error verifying payment' and records a failed order", async () => {
    const calls = serve({ verify: () => HttpResponse.error() })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const sheet = await chooseAddressAndPay(user)
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
    expect(await toastOf('Error verifying payment')).toHaveAttribute('data-type', 'error')
    await waitFor(() =>
      expect(calls.record).toEqual([
        {
          razorpay_order_id: 'order_Sim123',
          paymentStatus: 'failed',
          failureReason: 'Error verifying payment: Network error. Check your connection and try again.',
          razorpay_payment_id: 'pay_Sim456',
        },
      ]),
    )
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Please check there before paying again.')
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/admin/orders')
  })

  it('a sold work stops the checkout with the reason; removing it opens the checkout for the rest', async () => {
    let first = true
    const calls = serve({
      session: () => {
        if (!first) return HttpResponse.json(makeSession({}, [cartItems[0]!]))
        first = false
        return HttpResponse.json(
          {
            error: '"Salt Pans at Dusk" has been sold.',
            details: [{ path: 'artworkIds.1', message: '"Salt Pans at Dusk" has been sold.' }],
          },
          { status: 409 },
        )
      },
    })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('"Salt Pans at Dusk" has been sold.')
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Remove Salt Pans at Dusk from cart' }))
    await waitFor(() => expect(calls.createOrder.at(-1)).toEqual({ artworkIds: ['a1'], amount: 125000 }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,25,000')
  })

  it('a missing work is named by its title; the payment service down offers to try again', async () => {
    let answer: () => Response = () =>
      HttpResponse.json(
        {
          error: 'One of the works in your cart is no longer available.',
          details: [{ path: 'artworkIds.0', message: 'Artwork a1 is not available.' }],
        },
        { status: 404 },
      )
    const calls = serve({ session: () => answer() })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('"Monsoon Field" is no longer available.')

    answer = () => HttpResponse.json({ error: 'The payment service is not answering. Please try again in a minute.' }, { status: 503 })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The payment service is not answering. Please try again in a minute.'),
    )
    answer = () => HttpResponse.json(makeSession())
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(calls.createOrder).toHaveLength(3)
  })

  it('a changed total (409) offers to continue at the new total, with the current prices', async () => {
    const calls = serve({
      session: () => {
        const body = calls.createOrder.at(-1)!
        return body.amount === 178000
          ? HttpResponse.json(makeSession({ totalAmount: 178000, amount: 17800000 }))
          : HttpResponse.json({ error: 'The total is now ₹1,78,000. Please review your cart.', totalAmount: 178000 }, { status: 409 })
      },
    })
    server.use(
      http.post('/api/user/cart', () =>
        HttpResponse.json({
          items: [
            { ...cartItems[0], artworkId: 'a1', price: 130000, saleStatus: 'available', reservedByYou: false, buyable: true },
            { ...cartItems[1], artworkId: 'a2', saleStatus: 'available', reservedByYou: false, buyable: true },
          ],
          totalAmount: 178000,
        }),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The total is now ₹1,78,000. Please review your cart.')
    await user.click(screen.getByRole('button', { name: 'Continue at ₹1,78,000' }))
    await waitFor(() => expect(calls.createOrder.at(-1)).toEqual({ artworkIds: ['a1', 'a2'], amount: 178000 }))
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,78,000'))
    expect(cartStore.getItems()[0]!.price).toBe(130000)
  })

  it("opens Razorpay's checkout.js prefilled when the server pays through Razorpay; its handler leads to the same outcome", async () => {
    const opened: Record<string, unknown>[] = []
    const handlers: Record<string, (r: unknown) => void> = {}
    window.Razorpay = class {
      constructor(options: Record<string, unknown>) {
        opened.push(options)
      }
      on(event: string, listener: (r: unknown) => void) {
        handlers[event] = listener
      }
      open() {}
    } as unknown as NonNullable<typeof window.Razorpay>
    const calls = serve({
      session: makeSession({
        id: 'order_Live123',
        checkout: {
          mode: 'razorpay',
          keyId: 'rzp_test_abc',
          name: 'Kala',
          prefill: { name: 'Kavya Menon', email: 'kavya@example.com', contact: '9876543210' },
        },
      }),
    })
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    await user.click(await screen.findByRole('radio', { name: /Kavya Menon/ }))
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,73,000' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_abc',
      order_id: 'order_Live123',
      amount: 17300000,
      currency: 'INR',
      name: 'Kala',
      prefill: { name: 'Kavya Menon', email: 'kavya@example.com', contact: '9876543210' },
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // payment.failed, then the retry inside Razorpay's window succeeds.
    handlers['payment.failed']!({ error: { description: '', metadata: { order_id: 'order_Live123', payment_id: 'pay_X1' } } })
    expect(await toastOf('Payment Failed')).toBeInTheDocument()
    const handler = opened[0]!.handler as (r: unknown) => void
    handler({ razorpay_order_id: 'order_Live123', razorpay_payment_id: 'pay_X2', razorpay_signature: 'sig' })
    expect(await toastOf('Payment Verified & Order Placed')).toBeInTheDocument()
    expect(calls.verify).toEqual([{ razorpay_order_id: 'order_Live123', razorpay_payment_id: 'pay_X2', razorpay_signature: 'sig' }])
    expect(calls.record[0]).toMatchObject({
      razorpay_order_id: 'order_Live123',
      failureReason: 'Unknown error',
      razorpay_payment_id: 'pay_X1',
    })
  })

  describe('paid in another tab or on another device', () => {
    /** Another tab of this browser pays the order: its note, then its emptied cart (paid-elsewhere.ts). */
    function anotherTabPays(artworkIds = ['a1', 'a2']) {
      const note = JSON.stringify({ orderNumber: 'KALA-20250411-7Q2M', totalAmount: 173000, artworkIds })
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.paidOrder, newValue: note }))
      window.localStorage.removeItem(STORAGE_KEYS.cart)
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: null }))
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.paidOrder, newValue: null }))
    }

    const saysPaid = async () => {
      const heading = await screen.findByRole('heading', { level: 1, name: 'This order is already paid' })
      expect(heading).toHaveFocus()
      expect(
        screen.getByText(
          'Order #KALA-20250411-7Q2M (₹1,73,000) was paid in another tab or on another device. There is nothing left to pay here, and nothing more will be charged.',
        ),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/admin/orders')
      expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument()
    }

    it("closes this page's simulator and says the order was paid, with the way to My Orders, instead of 'Your cart is empty'", async () => {
      const calls = serve()
      const user = userEvent.setup()
      renderWithApp(<CheckoutPage />)
      await chooseAddressAndPay(user)
      act(() => anotherTabPays())
      await saysPaid()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByText('The payment window that was open here has been closed.')).toBeInTheDocument()
      expect(calls.simulator).toEqual([])
    })

    it("closes Razorpay's window when another tab has paid", async () => {
      const close = vi.fn()
      window.Razorpay = class {
        on() {}
        open() {}
        close = close
      } as unknown as NonNullable<typeof window.Razorpay>
      serve({
        session: makeSession({
          checkout: { mode: 'razorpay', keyId: 'rzp_test_abc', name: 'Kala', prefill: { name: '', email: '', contact: '' } },
        }),
      })
      const user = userEvent.setup()
      renderWithApp(<CheckoutPage />)
      await user.click(await screen.findByRole('radio', { name: /Kavya Menon/ }))
      await user.click(await screen.findByRole('button', { name: 'Pay ₹1,73,000' }))
      await waitFor(() => expect(screen.getByRole('button', { name: /Pay/ })).toHaveAttribute('aria-busy', 'true'))
      act(() => anotherTabPays())
      await saysPaid()
      expect(close).toHaveBeenCalledTimes(1)
    })

    it('says so without a payment window open, and ignores a payment of other works', async () => {
      serve()
      renderWithApp(<CheckoutPage />)
      await screen.findByText(/Order KALA-20250411-7Q2M/)
      act(() =>
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: STORAGE_KEYS.paidOrder,
            newValue: JSON.stringify({ orderNumber: 'KALA-X', totalAmount: 9000, artworkIds: ['b9'] }),
          }),
        ),
      )
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument()
      act(() => anotherTabPays())
      await saysPaid()
      expect(screen.queryByText('The payment window that was open here has been closed.')).not.toBeInTheDocument()
    })

    it("the simulator's refusal of an order already paid (on another device) says the same, and the works leave this cart", async () => {
      serve()
      server.use(
        http.post('/api/payments/simulator/pay', () => HttpResponse.json({ error: PAYMENT_MESSAGES.alreadyPaid }, { status: 409 })),
      )
      const user = userEvent.setup()
      renderWithApp(<CheckoutPage />)
      const sheet = await chooseAddressAndPay(user)
      await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
      await saysPaid()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(cartStore.getItems()).toEqual([])
    })

    it('the tab that pays tells the others before its cart empties, and leaves nothing in storage', async () => {
      const setItem = vi.spyOn(Storage.prototype, 'setItem')
      const removeItem = vi.spyOn(Storage.prototype, 'removeItem')
      serve()
      const user = userEvent.setup()
      renderWithApp(<CheckoutPage />)
      const sheet = await chooseAddressAndPay(user)
      await user.click(within(sheet).getByRole('button', { name: 'Pay ₹1,73,000' }))
      await screen.findByRole('heading', { level: 1, name: /^Thank you/ })
      const note = setItem.mock.calls.findIndex(([key]) => key === STORAGE_KEYS.paidOrder)
      const emptied = removeItem.mock.calls.findIndex(([key]) => key === STORAGE_KEYS.cart)
      expect(JSON.parse(setItem.mock.calls[note]![1])).toEqual({
        orderNumber: 'KALA-20250411-7Q2M',
        totalAmount: 173000,
        artworkIds: ['a1', 'a2'],
      })
      expect(setItem.mock.invocationCallOrder[note]).toBeLessThan(removeItem.mock.invocationCallOrder[emptied]!)
      expect(localStorage.getItem(STORAGE_KEYS.paidOrder)).toBeNull()
    })
  })

  it('closing the simulator without paying leaves the page as it was', async () => {
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<CheckoutPage />)
    await chooseAddressAndPay(user)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay ₹1,73,000' })).toBeEnabled()
    expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument()
    expect(calls.simulator).toEqual([])
  })
})
