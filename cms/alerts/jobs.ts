/**
 * Alerts' background work on the jobs queue (registered in cms/sales/jobs.ts, run by the tick's
 * one winner, cms/sales/queueTick.ts):
 *
 * - sendDigests (every 5 minutes): each member's digest that is due (cms/alerts sendDigests), each
 *   claimed under its (member, day) key in mail-log before it is sent, so a repeated tick, or two
 *   runs at once, never mail a member twice.
 */
import type { TaskConfig } from 'payload'
import { sendDigests } from '.'

export const DIGEST_CRON = '*/5 * * * *'

const digestTask: TaskConfig<'sendDigests'> = {
  slug: 'sendDigests',
  label: 'Send the alerts’ digest e-mails that are due',
  schedule: [{ cron: DIGEST_CRON, queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDigests(req.payload, new Date()) } }),
}

export const alertTasks = [digestTask]
