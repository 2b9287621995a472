/**
 * Every /auth/* and /api/* route apiRouter (cms/api/router.ts) mounts, with its request, answer and
 * errors. A route added to a router without an entry here (or an entry without its route) fails
 * tests/int/openapi.int.spec.ts.
 */
import type { RouteDoc } from '../types'
import { ADMIN_ROUTES } from './admin'
import { ALERT_ROUTES } from './alerts'
import { AUTH_ROUTES } from './auth'
import { CERTIFICATE_ROUTES } from './certificates'
import { CHECKOUT_ROUTES } from './checkout'
import { CONVERSATION_ROUTES } from './conversations'
import { EXHIBITION_ROUTES } from './exhibitions'
import { INVOICE_ROUTES } from './invoices'
import { PAYMENT_ROUTES } from './payments'
import { PAYOUT_ROUTES } from './payouts'
import { PUBLIC_ROUTES } from './public'
import { REPRESENTATION_ROUTES } from './representations'
import { REFERENCE_ROUTES } from './reference'
import { RETURN_ROUTES } from './returns'
import { ROOM_ROUTES } from './rooms'
import { OFFER_ROUTES } from './offers'
import { USER_ROUTES } from './user'

export const ROUTES: readonly RouteDoc[] = [
  ...AUTH_ROUTES,
  ...PUBLIC_ROUTES,
  ...USER_ROUTES,
  ...CHECKOUT_ROUTES,
  ...PAYMENT_ROUTES,
  ...ADMIN_ROUTES,
  ...INVOICE_ROUTES,
  ...CERTIFICATE_ROUTES,
  ...EXHIBITION_ROUTES,
  ...REPRESENTATION_ROUTES,
  ...PAYOUT_ROUTES,
  ...REFERENCE_ROUTES,
  ...RETURN_ROUTES,
  ...ROOM_ROUTES,
  ...ALERT_ROUTES,
  ...OFFER_ROUTES,
  ...CONVERSATION_ROUTES,
]
