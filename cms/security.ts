import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { APP_BOOT_SOURCE } from './render/appBoot'

/**
 * What Razorpay's checkout.js (loaded on the checkout page only, when keys are set) needs on the
 * page that opens it: its script and the risk-detection script it loads from the CDN, the payment
 * frame, and its telemetry. The list is Razorpay's own (razorpay-magento's csp_whitelist.xml),
 * plus checkout.razorpay.com as a frame and api.razorpay.com for requests.
 */
export const RAZORPAY_CHECKOUT = {
  scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
} as const

/**
 * Two Content-Security-Policies: a strict one for the storefront and the API, and the one the
 * Payload admin (Next, with its inline bootstrap scripts) needs under /cms and /_next.
 */
export function securityHeaders({ dev }: { dev: boolean }): { storefront: RequestHandler; admin: RequestHandler } {
  const devScript = dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []
  const devConnect = dev ? ['ws:', 'wss:'] : []
  const common = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  }
  return {
    storefront: helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...common,
          // The one inline script a page may run: the loader that starts the app after the first paint.
          scriptSrc: ["'self'", APP_BOOT_SOURCE, ...RAZORPAY_CHECKOUT.scriptSrc, ...devScript],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...RAZORPAY_CHECKOUT.connectSrc, ...devConnect],
          imgSrc: [...common.imgSrc, ...RAZORPAY_CHECKOUT.imgSrc],
          frameSrc: [...RAZORPAY_CHECKOUT.frameSrc],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
    admin: helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...common,
          scriptSrc: ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...devConnect],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  }
}
