/** The jobs of offers (cms/offers/offers.ts), on the queue beside the sale's (cms/sales/jobs.ts). */
import type { TaskConfig } from 'payload'
import { OFFER_MAIL_STEPS } from '../../shared/offers'
import { sendOfferMail } from './mails'
import { sweepOffers } from './offers'

/** Every minute: offers unanswered for 72 hours expire; accepted ones are marked purchased once paid, expired once their hold passed. */
export const sweepOffersTask: TaskConfig<'sweepOffers'> = {
  slug: 'sweepOffers',
  label: 'Expire unanswered offers and lapsed offer holds',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'expired', type: 'number' },
    { name: 'purchased', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await sweepOffers(req.payload, new Date()) }),
}

export const sendOfferMailTask: TaskConfig<'sendOfferMail'> = {
  slug: 'sendOfferMail',
  label: 'Send the e-mails of an offer step',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'offerId', type: 'text', required: true },
    { name: 'step', type: 'select', options: [...OFFER_MAIL_STEPS], required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { sent: await sendOfferMail(req.payload, input.offerId, input.step) } }),
}

export const offerTasks = [sweepOffersTask, sendOfferMailTask]
