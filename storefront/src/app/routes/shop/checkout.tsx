import { ComingNext } from '@/components/coming-next'

/** Placeholder route module: replaced by the change that builds this screen. */
export default function CheckoutRoute() {
  return <ComingNext title="Checkout" description="Shipping and billing details, order summary and payment in INR." />
}
