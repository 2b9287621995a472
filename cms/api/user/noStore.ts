import type { RequestHandler } from 'express'

/** Answers about a member (profiles, tokens, orders) are never stored by browsers or proxies. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store')
  next()
}
