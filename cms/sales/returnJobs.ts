/** The jobs of returns (cms/sales/returns.ts), on the queue beside the order's (cms/sales/jobs.ts). */
import type { TaskConfig } from 'payload'
import { RETURN_STATES } from '../../shared/returns'
import { sendReturnMail } from './returnMails'
import { refundReturn } from './returns'

/** A received return's refund of its line: retried while the provider cannot be reached, paid once by its key. */
export const refundReturnTask: TaskConfig<'refundReturn'> = {
  slug: 'refundReturn',
  label: 'Refund a returned work',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'returnId', type: 'text', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { state: (await refundReturn(req.payload, input.returnId))?.state ?? 'no return' } }),
}

export const sendReturnMailTask: TaskConfig<'sendReturnMail'> = {
  slug: 'sendReturnMail',
  label: 'Send the e-mails of a return step',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'returnId', type: 'text', required: true },
    { name: 'step', type: 'select', options: [...RETURN_STATES], required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { sent: await sendReturnMail(req.payload, input.returnId, input.step) } }),
}
