/**
 * /api/admin/payouts: cms/api/admin/payouts.ts. The seller's balances, statement and payout
 * details; the details are masked in every answer (cms/sales/payoutAccounts.ts).
 */
import { z } from 'zod'
import { PAYOUT_MESSAGES } from '../../../../shared/payout-messages'
import { payoutAccountFields } from '../../../../shared/payout-schemas'
import { TRANSFER_STATES } from '../../../../shared/payouts'
import { E, type RouteDoc } from '../types'

const member = { tag: 'Member area', caller: 'member' } as const
const sellersOnly = [E.unauthorized, { status: 403, description: `\`${PAYOUT_MESSAGES.sellersOnly}\` (an explorer, or staff).` }]

const AccountSchema = z.object({
  legalName: z.string(),
  panMasked: z
    .string()
    .meta({ examples: ['••••••234F'] })
    .describe('The last four characters only.'),
  method: z.enum(['bank', 'upi']),
  accountMasked: z
    .string()
    .nullable()
    .meta({ examples: ['••••••••9012'] })
    .describe('A bank account: its last four digits.'),
  ifsc: z.string().nullable(),
  upiMasked: z
    .string()
    .nullable()
    .meta({ examples: ['me••••@okhdfcbank'] }),
  gstin: z.string().nullable(),
  state: z.string(),
  updatedAt: z.string(),
})

const OverviewSchema = z.object({
  account: AccountSchema.nullable().describe(
    `null until the seller adds payout details ("${PAYOUT_MESSAGES.missing}"); they still sell meanwhile.`,
  ),
  balances: z
    .object({
      pending: z.number().int().describe('Held until the return window after delivery has passed (paise).'),
      available: z.number().int().describe('Released, to be paid out (paise).'),
      paidOut: z.number().int().describe('Transferred to the seller (paise).'),
    })
    .describe("Sums of the seller's ledger rows."),
  statement: z.array(
    z.object({
      date: z.string().describe('When the order was paid.'),
      orderNumber: z.string(),
      itemId: z.string(),
      title: z.string(),
      grossPaise: z.number().int(),
      feePaise: z.number().int(),
      netPaise: z.number().int(),
      state: z.enum(TRANSFER_STATES).describe("The line's payout; 'waiting' until its transfer is made."),
      transferId: z.string().nullable(),
      returnDays: z.number().int().describe('The return policy stored on the line at sale: days after delivery, 0 = no returns.'),
      availableFrom: z
        .string()
        .nullable()
        .describe(
          "When the line's held payable becomes available: delivery + returnDays. null until delivery, or once the sale is undone.",
        ),
    }),
  ),
})

export const PAYOUT_ROUTES: RouteDoc[] = [
  {
    ...member,
    method: 'get',
    path: '/api/admin/payouts',
    summary: "The seller's payout balances, statement and (masked) payout details",
    description: 'One statement row per order line sold, newest first.',
    success: { status: 200, description: 'The overview.', schema: OverviewSchema },
    errors: sellersOnly,
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/payouts/statement.csv',
    summary: 'The payout statement as CSV',
    description:
      'Header row, then one row per order line: date (YYYY-MM-DD), order, work, gross, fee and net in rupees with two decimals, payout state, transfer id. Text that a spreadsheet would run as a formula starts with an apostrophe.',
    success: { status: 200, description: 'The CSV file (an attachment).', contentType: 'text/csv' },
    errors: sellersOnly,
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/payouts/account',
    summary: 'Add or change the payout details',
    description:
      "Creates the seller's linked account at the payment provider (or updates its settlement details) and keeps only its id and masked digits. A bank account with IFSC, or a UPI id (only when payouts are first set up). `accountNumber` and `ifsc` are required with `method: bank`, `upi` with `method: upi`; a `gstin` must carry the state's code and the PAN.",
    body: payoutAccountFields,
    success: {
      status: 200,
      description: 'Saved.',
      schema: z.object({ message: z.string().meta({ examples: [PAYOUT_MESSAGES.saved] }), account: AccountSchema }),
    },
    errors: [
      { status: 400, description: `A field error (\`details\` name each field), or \`${PAYOUT_MESSAGES.providerRefused}\`` },
      ...sellersOnly,
      { status: 409, description: `\`${PAYOUT_MESSAGES.upiOnlyFirst}\`` },
      E.notJson,
      E.bodyTooLarge,
      E.rateLimited('10 saves an hour per account'),
      { status: 503, description: `\`${PAYOUT_MESSAGES.notSaved}\` (the provider did not answer or failed).` },
    ],
  },
]
