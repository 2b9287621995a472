/** The texts of payouts (/admin/payouts): the form's field messages, the server's answers. */
export const PAYOUT_MESSAGES = {
  legalName: 'Please enter your name as it appears on your PAN (at least 4 characters).',
  pan: 'Please enter a valid PAN: five letters, four digits, a letter (e.g. ABCPE1234F).',
  method: 'Please choose a bank account or a UPI id.',
  accountNumber: 'Please enter your bank account number: 9 to 18 digits.',
  ifsc: "Please enter your branch's IFSC: four letters, a zero, six letters or digits (e.g. HDFC0001234).",
  upi: 'Please enter a valid UPI id, such as name@okhdfcbank.',
  gstin: 'Please enter a valid GSTIN of 15 characters, or leave it empty if you are not registered.',
  gstinState: 'This GSTIN belongs to another state: its first two digits are the state code.',
  gstinPan: 'This GSTIN does not contain the PAN above (characters 3 to 12).',
  state: 'Please choose your state.',
  sellersOnly: 'Payouts are for members who sell: artists, galleries, collectors and researchers.',
  saved: 'Your payout details are saved.',
  notSaved: 'The payment provider could not set up your payouts. Please try again in a few minutes.',
  providerRefused: 'The payment provider refused these details. Please check them and try again.',
  upiOnlyFirst: 'You are paid to a bank account: the payment provider cannot switch it to a UPI id. Change the bank account instead.',
  missing: 'Add payout details to be paid',
} as const

/** A payout's state as the seller reads it (statement and CSV). */
export const PAYOUT_STATE_LABELS = {
  waiting: 'Waiting',
  on_hold: 'On hold',
  released: 'Released',
  processed: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
} as const
