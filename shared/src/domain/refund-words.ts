import { formatCount } from './counts';
// What the refund form and the refunds' rules say (docs/product-rules.md, 'Refunds'). Kept apart
// from messages.ts, which every screen loads, so that the till and the partner widget (150 KB),
// which never record a refund, download none of it: refund.ts and the refund form are all that
// use it, and the ledger's refunds load on first use (backend/lazy-part.ts).

/** What the refund form says (docs/product-rules.md, 'Refunds'). */
export const REFUND_MESSAGES = {
  nothingChosen: 'Choose at least one item to give back.',
  notOnSale: 'Only items of this sale can be given back.',
  tooMany: (name: string, left: number) => (left === 0 ? `${name} has already been given back.` : `At most ${formatCount(left)} of ${name} can be given back.`),
  reasonTooLong: 'The reason must be at most 500 characters.',
  saveFailed: 'The refund could not be recorded. Nothing was given back; please try again.',
  alreadyRefunded: 'Everything on this sale has been given back.',
  changedElsewhere: 'Some of these items were given back on another till in the meantime. The form now shows what is left: check the quantities and confirm again.',
  alreadyRecorded: 'This refund was already recorded on an earlier try. It is in your sales history once, and its items went back into stock once.',
  recorded: 'Refund recorded',
  loadFailed: 'Failed to load the refunds of this sale. Refund is off until they are in.',
  // A refund of a sale sold on credit (docs/product-rules.md, 'Credit'): what is owed comes off first.
  toRefund: 'To refund',
  offAccount: 'Taken off the account',
  handedBack: 'Handed back',
  /** Under the amount: `owed` is what the customer owes now, formatted. */
  onAccountNote: (name: string, owed: string) => `Sold on credit: ${name} owes ${owed}. What is owed comes off the account first; only the rest is handed back.`,
  balanceLoading: 'Reading what the customer owes…',
  balanceFailed: 'What the customer owes could not be read, so the refund cannot be worked out. Check the connection and try again.',
  balanceChanged: 'What the customer owes changed in the meantime (a payment or another refund). The amounts now follow their balance: check them and confirm again.',
} as const;
