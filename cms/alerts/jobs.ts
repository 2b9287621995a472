/**
 * Alerts' background work on the jobs queue (registered in cms/sales/jobs.ts, run by the tick's
 * one winner, cms/sales/queueTick.ts):
 *
 * - sendDigests (every 5 minutes, or on ALERTS_DIGEST_CRON): each member's digest that is due (cms/alerts sendDigests), each
 *   claimed under its (member, day) key in mail-log before it is sent, so a repeated tick, or two
 *   runs at once, never mail a member twice.
 */
import type { TaskConfig } from 'payload'
import { sendDigests } from '.'

/** How often due digests are looked for unless the environment says otherwise (cms/env.ts). */
export const DIGEST_CRON = '*/5 * * * *'

const digestTask = (cron: string): TaskConfig<'sendDigests'> => ({
  slug: 'sendDigests',
  label: 'Send the alerts’ digest e-mails that are due',
  schedule: [{ cron, queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDigests(req.payload, new Date()) } }),
})

/** The alerts' tasks; `digestCron` sets how often due digests are looked for. */
export const alertTasks = (digestCron: string = DIGEST_CRON) => [digestTask(digestCron)]
