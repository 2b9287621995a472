/**
 * The buying path's background work on Payload's jobs queue (stored in the database, so it works
 * on every adapter and survives restarts). Jobs run on the processes started with
 * JOBS_AUTORUN=true, one process per tick (cms/sales/queueTick.ts). Payload 3.90 has no atomic claim
 * of a job (payload#16043), so a run that outlasts its tick could meet the next tick's on one job:
 * every task here is idempotent for that reason too.
 *
 * - expireReservations (every minute): lapsed checkouts' works back to sale. Reads already treat a
 *   lapsed reservation as released, so a late run never shows a stale "reserved".
 * - reconcilePayments (every 5 minutes): payments the browser and the webhook never reported,
 *   found through the provider's order-payments lookup, and refunds still to carry out.
 * - settleLedger (hourly): the ledger and the sellers' payouts brought up to date, payables released
 *   once the return window after delivery has passed and their transfers released, payouts waiting
 *   for a linked account made, lost transfer outcomes asked for (cms/sales/payouts.ts); every
 *   movement and transfer is keyed, so a repeat adds nothing.
 * - issueInvoices (every 10 minutes): paid orders' tax invoices that were not issued at payment
 *   (cms/invoices/issue.ts); each invoice is keyed, so a repeat issues nothing.
 * - sendOrderMail: one order e-mail, claimed by key in mail-log before it is sent.
 * - refundPayment: one order's refund, with the provider's idempotency key.
 * - deliverSimulatedWebhook: the simulator's webhook, delivered a few seconds after a simulated
 *   payment as Razorpay would, so a closed tab is completed in the demo too.
 */
import type { JobsConfig, Payload, TaskConfig } from 'payload'
import { ORDER_STATUSES } from '../../shared/constants'
import { expireReservations } from '../catalogue/saleWrites'
import { gatewayFor } from './gateway'
import { sendOrderMail } from './mails'
import { settleAll } from './payouts'
import { ORDER_MAIL_KINDS } from './queue'
import { claimTick, runsQueueHere } from './queueTick'
import { reconcilePayments } from './reconcile'
import { refundOrder } from './refunds'
import { handleWebhook } from './webhook'
import { sweepInvoices } from '../invoices/issue'
import { refundReturnTask, sendReturnMailTask } from './returnJobs'
import { onReleased } from '../alerts'
import { alertTasks } from '../alerts/jobs'
import { offerTasks } from '../offers/jobs'
import { sendMessageMailTask } from '../conversations/mail'
import { avifTask } from '../media/jobs'

/** A job still marked processing after this long belongs to a process that died: it is run again. */
export const STALLED_JOB_MINUTES = 10
const SIMULATED_EVENTS = ['payment.captured', 'order.paid', 'payment.failed', 'transfer.processed', 'transfer.failed'] as const
/** How long after a simulated payment its webhook arrives (Razorpay's come within seconds). */
export const SIMULATED_WEBHOOK_DELAY_MS = 5_000

const retrying = (attempts: number, delayMs: number) => ({ attempts, backoff: { type: 'exponential' as const, delay: delayMs } })

const expireTask: TaskConfig<'expireReservations'> = {
  slug: 'expireReservations',
  label: 'Release lapsed checkout reservations',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => {
    const now = new Date()
    const released = await expireReservations(req.payload, now)
    // Their likers are told the works are available again (issue 21, cms/alerts).
    await onReleased(req.payload, released, now)
    return { output: { released: released.length } }
  },
}

const reconcileTask: TaskConfig<'reconcilePayments'> = {
  slug: 'reconcilePayments',
  label: 'Reconcile unreported payments and pending refunds',
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'confirmed', type: 'number' },
    { name: 'refunded', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await reconcilePayments(req.payload) }),
}

const settleTask: TaskConfig<'settleLedger'> = {
  slug: 'settleLedger',
  label: 'Bring the ledger and payouts up to date (payables released after the return window)',
  schedule: [{ cron: '17 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'added', type: 'number' }],
  handler: async ({ req }) => ({ output: { added: await settleAll(req.payload, new Date()) } }),
}

const invoiceTask: TaskConfig<'issueInvoices'> = {
  slug: 'issueInvoices',
  label: "Issue paid orders' tax invoices not issued at payment",
  schedule: [{ cron: '*/10 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'issued', type: 'number' }],
  handler: async ({ req }) => ({ output: { issued: await sweepInvoices(req.payload, new Date()) } }),
}

const mailTask: TaskConfig<'sendOrderMail'> = {
  slug: 'sendOrderMail',
  label: 'Send an order e-mail',
  retries: retrying(5, 30_000),
  inputSchema: [
    { name: 'orderId', type: 'text', required: true },
    { name: 'kind', type: 'select', options: [...ORDER_MAIL_KINDS], required: true },
    { name: 'status', type: 'select', options: [...ORDER_STATUSES] },
    { name: 'sellerId', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => ({
    output: {
      sent: await sendOrderMail(req.payload, {
        orderId: input.orderId,
        kind: input.kind,
        status: input.status ?? undefined,
        sellerId: input.sellerId ?? undefined,
      }),
    },
  }),
}

const refundTask: TaskConfig<'refundPayment'> = {
  slug: 'refundPayment',
  label: 'Refund a cancelled order',
  retries: retrying(10, 60_000),
  inputSchema: [{ name: 'orderId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => ({
    output: { status: (await refundOrder(req.payload, input.orderId))?.refund?.status ?? 'no order' },
  }),
}

const simulatedWebhookTask: TaskConfig<'deliverSimulatedWebhook'> = {
  slug: 'deliverSimulatedWebhook',
  label: "Deliver the payment simulator's webhook",
  retries: retrying(5, 10_000),
  inputSchema: [
    { name: 'event', type: 'select', options: [...SIMULATED_EVENTS], required: true },
    { name: 'paymentId', type: 'text' },
    { name: 'transferId', type: 'text' },
  ],
  outputSchema: [{ name: 'status', type: 'number' }],
  handler: async ({ input, req }) => {
    const gateway = gatewayFor(req.payload)
    if (gateway.mode !== 'simulator') return { output: { status: 404 } }
    const { event, paymentId, transferId } = input
    const hook =
      event === 'transfer.processed' || event === 'transfer.failed'
        ? await gateway.simulateTransferWebhook(event, transferId ?? '')
        : await gateway.simulateWebhook(event, paymentId ?? '')
    const answer = await handleWebhook(req.payload, gateway, Buffer.from(hook.rawBody), {
      signature: hook.headers['x-razorpay-signature'],
      eventId: hook.headers['x-razorpay-event-id'],
    })
    if (answer.status >= 500) throw new Error(`The webhook answered ${answer.status}.`)
    return { output: { status: answer.status } }
  },
}

/**
 * Jobs left "processing" by a process that died would never run again (and would block their
 * schedule): put them back in the queue. Runs before every automatic run of the queue.
 */
export async function recoverStalledJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - STALLED_JOB_MINUTES * 60_000).toISOString() } },
      ],
    },
    data: { processing: false },
  })
}

/**
 * Payload's `jobs` config: the tasks, and the worker's schedule. The cron starts only in a process
 * that runs the queue (JOBS_AUTORUN, cms/initPayload.ts), even where Payload's own REST handler
 * asks for crons on every request; each tick runs on the one process that claims it
 * (cms/sales/queueTick.ts), which queues the scheduled tasks and runs due jobs.
 */
export function salesJobs({ cron, digestCron }: { cron: string; digestCron?: string }): JobsConfig {
  const queue = 'default'
  return {
    tasks: [
      expireTask,
      reconcileTask,
      settleTask,
      invoiceTask,
      mailTask,
      refundTask,
      simulatedWebhookTask,
      refundReturnTask,
      sendReturnMailTask,
      ...alertTasks(digestCron),
      ...offerTasks,
      sendMessageMailTask,
      avifTask,
    ],
    // Scheduling is done by the tick's winner (below), not by every process's cron.
    autoRun: () => (runsQueueHere() ? [{ cron, queue, limit: 50, disableScheduling: true }] : []),
    shouldAutoRun: (payload) => runTick(payload, cron, queue),
    // Only the server queues and runs jobs; nobody reaches them over REST (/cms/api/payload-jobs/run).
    access: { queue: () => false, run: () => false, cancel: () => false },
  }
}

/** One tick of the queue on this process: false when another process claimed it. */
export async function runTick(payload: Payload, cron: string, queue: string, now = new Date()): Promise<boolean> {
  if (!(await claimTick(payload, cron, queue, now))) return false
  await recoverStalledJobs(payload)
  await payload.jobs.handleSchedules({ queue })
  return true
}
