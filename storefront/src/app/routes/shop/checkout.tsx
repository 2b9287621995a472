import { CheckoutPage } from '@/features/checkout/components/checkout-page'

/** /shop/checkout (guarded in app/router: a visitor goes to /login and comes back). */
export default function CheckoutRoute() {
  return <CheckoutPage />
}
