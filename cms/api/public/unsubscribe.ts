/**
 * /api/alerts/unsubscribe?token=…: the digests' one-click unsubscribe link (RFC 8058). A POST with
 * the signed token turns the member's digests off, without a session (a mail client sends it with
 * `List-Unsubscribe=One-Click` as a form body, so this router sits ahead of the JSON body parser);
 * a GET shows a small page whose one button sends that POST (a link scanner's GET changes nothing).
 * A forged or malformed token is a 400 with a sentence.
 */
import { Router, type Response } from 'express'
import type { Payload } from 'payload'
import { ALERT_MESSAGES } from '../../../shared/alerts'
import { unsubscribeQuerySchema } from '../../../shared/alertSchemas'
import { memberOfToken, unsubscribe } from '../../alerts'
import { escapeHtml } from '../../mail/escapeHtml'
import { badRequest } from '../http/errors'
import { parse } from '../http/validate'

const page = (res: Response, status: number, body: string) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kala e-mails</title></head><body style="font-family:Georgia,serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a"><main><h1>Kala e-mails</h1>${body}</main></body></html>`,
    )

const tokenOf = (query: unknown): string => {
  const q = query as Record<string, unknown>
  return parse(unsubscribeQuerySchema, { token: q.token }, ALERT_MESSAGES.badToken).token
}

export function unsubscribeRouter(payload: Payload): Router {
  const router = Router()

  router.get('/unsubscribe', (req, res) => {
    const token = tokenOf(req.query)
    if (memberOfToken(payload, token) === null) throw badRequest(ALERT_MESSAGES.badToken)
    page(
      res,
      200,
      `<p>Stop the e-mails of new works, lower prices and works available again?</p><form method="post" action="?token=${escapeHtml(
        encodeURIComponent(token),
      )}"><button type="submit">Unsubscribe</button></form>`,
    )
  })

  router.post('/unsubscribe', async (req, res) => {
    const token = tokenOf(req.query)
    if (!(await unsubscribe(payload, token))) throw badRequest(ALERT_MESSAGES.badToken)
    if (req.accepts(['json', 'html']) === 'html') return void page(res, 200, `<p>${escapeHtml(ALERT_MESSAGES.unsubscribed)}</p>`)
    res.set('Cache-Control', 'no-store').json({ message: ALERT_MESSAGES.unsubscribed })
  })

  return router
}
