// What the till and receipts say of selling on credit (docs/product-rules.md, 'Credit'), kept apart
// from messages.ts so that a page that never sells (the landing page, which loads the messages
// every part shows) does not carry them; the words of a customer's account are credit-words.ts.
/** What the till and receipts say of selling on credit (docs/product-rules.md, 'Credit'); amounts come formatted. */
export const CREDIT_MESSAGES = {
  payLater: 'Pay later',
  payLaterHint: 'Put what is not paid now on the customer\'s account.',
  paidNowLabel: 'Paid now',
  dueLabel: 'Due on',
  owedLabel: 'On account',
  walkIn: 'Choose a customer to sell on credit: a walk-in customer cannot buy on credit.',
  nothingOwed: 'Nothing is left to pay later: record it as a sale paid in full.',
  paidTooMuch: 'Paid now is more than the total.',
  dueDate: 'Choose a due date from today to a year ahead.',
  overLimit: (name: string, owed: string, balance: string, limit: string) =>
    `This sale would put ${owed} on ${name}'s account: they owe ${balance} and their limit is ${limit}. Take more now or lower the sale.`,
  receiptPaid: 'Paid now',
  receiptOwed: 'On account',
  receiptDue: 'Due',
  toPayLater: (amount: string, due: string) => `${amount} goes on the account, due ${due}.`,
  /** Pay later's panel could not be fetched (offline before it was ever used): the sale can still go on the account. */
  panelFailed: 'The due date and the customer\'s account could not load. Check the connection and try again; the sale can still go on the account.',
  /** The chosen customer's account beside Pay later, so the cashier sees the room left before Complete. */
  accountNow: (name: string, balance: string, limit: string | null) =>
    limit === null ? `${name} owes ${balance} now, with no credit limit.` : `${name} owes ${balance} now; their limit is ${limit}.`,
} as const;
