import type { RequestHandler } from 'express'
import helmet from 'helmet'

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
          // Razorpay's checkout.js, its API and its payment frame, used only when keys are set.
          scriptSrc: ["'self'", 'https://checkout.razorpay.com', ...devScript],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com', ...devConnect],
          frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
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
