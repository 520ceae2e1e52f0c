// The words of a customer's account and of the owe book (docs/product-rules.md, 'Credit'): every
// sentence the account view, the payment form, the payment's receipt, the statement and the
// reminder sent to a customer, and the "Owed to you" screen say, and the plain texts they send.
// The till's and the sale receipt's credit words are CREDIT_MESSAGES (pay-later-words.ts); these are kept
// apart so the till and the partner widget, which never show an account, load none of them.
import { formatDateTime } from './calendar';
import { CURRENCIES } from './constants';
import { DEFAULT_CREDIT_DAYS, MAX_CREDIT_DAYS, MIN_CREDIT_DAYS } from './credit-terms';
import { daysOverdue } from './owe-book';
import type { StatementLine } from './account-statement';
import type { Debt } from './credit';
import type { CreditDaysProblem } from './credit-terms';
import type { AgeBand } from './owe-book';
import type { Business, CurrencyAmounts, CurrencyCode, Repayment } from './entities';
import { EXPENSE_MESSAGES } from './expense-words';
import { displayOrderId } from './ids';
import { formatDayKey } from './local-day';
import { formatMinor } from './money';
import { formatCount } from './counts';

const dayCount = (days: number) => `${formatCount(days)} ${days === 1 ? 'day' : 'days'}`;

/** The owe book's ageing columns and the CSV's, in AGE_BANDS order. */
export const AGE_BAND_LABELS: Readonly<Record<AgeBand, string>> = {
  'not-due': 'Not yet due',
  '1-30': '1–30 days overdue',
  '31-60': '31–60 days overdue',
  '61-90': '61–90 days overdue',
  'over-90': 'Over 90 days overdue',
};

/** What a customer's account says, and its payment form; amounts come formatted (`formatMinor`), dates as people read them. */
export const ACCOUNT_TEXT = {
  open: 'Account',
  /** The Account button of a customer's row, and the account's title. */
  openLabel: (name: string) => `Account of ${name}`,
  owes: 'Owes you',
  paidUp: 'Paid up',
  paidUpNote: (name: string) => `${name} owes you nothing.`,
  limit: 'Credit limit',
  noLimit: 'No limit',
  limitHint: 'The most they may owe, in each currency.',
  limitFieldHint: 'The most this customer may owe you, in each currency. Leave it empty for no limit.',
  loading: 'Loading the account…',
  loadFailed: "Failed to load the customer's account.",

  unpaidTitle: 'Unpaid sales',
  unpaidCaption: 'Unpaid sales, oldest due first',
  order: 'Order',
  sold: 'Sold',
  due: 'Due',
  stillOwed: 'Still owed',
  howLate: 'How late',
  dueToday: 'Due today',
  dueIn: (days: number) => `Due in ${dayCount(days)}`,
  daysOverdue: (days: number) => `${dayCount(days)} overdue`,

  statementTitle: 'Statement',
  statementLabel: (name: string) => `Statement of ${name}`,
  statementEmptyTitle: 'Nothing on account yet',
  statementEmptyDescription: 'Sales put on this account with “Pay later” at the till show here, with the payments towards them.',
  saleEntry: (order: string) => `Sale ${order}`,
  saleDetail: (total: string, paid: string, due: string) => `Total ${total}, paid now ${paid}, due ${due}`,
  paymentEntry: (method: string) => `Payment by ${method}`,
  refundEntry: (order: string) => `Refund of ${order}`,
  refundDetail: (amount: string, takenOff: string) => `${amount} refunded, ${takenOff} of it taken off the account`,
  balanceAfter: (amount: string) => `Balance ${amount}`,

  recordPayment: 'Record payment',
  recordPaymentLabel: (name: string) => `Record a payment from ${name}`,
  payTitle: (name: string) => `Payment from ${name}`,
  payDescription: 'It pays off their oldest unpaid sale first.',
  amount: 'Amount',
  currency: 'Currency',
  method: 'Payment method',
  owesHint: (amount: string) => `They owe ${amount}.`,
  amountRequired: EXPENSE_MESSAGES.amountRequired,
  amountInvalid: EXPENSE_MESSAGES.amountInvalid,
  amountTooLarge: EXPENSE_MESSAGES.amountTooLarge,
  methodInvalid: EXPENSE_MESSAGES.methodInvalid,
  /** Refused before saving, and when the backend finds the balance lower (another till took a payment first). */
  overBalance: (name: string, balance: string) => `That is more than ${name} owes: their balance is ${balance}. Enter ${balance} or less.`,
  nothingOwedIn: (name: string, currency: CurrencyCode) => `${name} owes nothing in ${currency}.`,
  payFailed: 'Failed to record the payment. Please try again.',

  recordedTitle: 'Payment recorded',
  alreadyRecorded: 'This payment was already recorded on an earlier try. It is on the account once.',
  paid: 'Paid',
  paysTowards: 'Pays towards',
  settled: (order: string, amount: string) => `${order}: ${amount}, paid off`,
  partly: (order: string, amount: string) => `${order}: ${amount}`,
  stillOwes: (amount: string) => `Still owed: ${amount}`,
  nowPaidUp: 'Paid up: nothing is owed now.',
  receiptLabel: 'Payment receipt',
  done: 'Done',
  back: 'Back to the account',

  sendTitle: 'Send a reminder or the statement',
  sendWhat: 'What to send',
  reminder: 'Reminder',
  statement: 'Statement',
  messageLabel: 'Message to send',
  sendReminder: 'Send the reminder',
  sendStatement: 'Send the statement',
  shareFailed: 'This could not be shared from this device. Use WhatsApp or SMS instead.',
} as const;

/** The words inside the texts sent to a customer: the payment's receipt, the statement and the reminder. */
export const ACCOUNT_SENT_WORDS = {
  receiptHeading: 'PAYMENT RECEIVED',
  date: 'Date',
  receipt: 'Receipt',
  customer: 'Customer',
  paid: 'Paid',
  method: 'Method',
  paysTowards: 'Pays towards',
  stillOwed: 'Still owed',
  paidUp: 'Paid up: nothing is owed.',
  thanks: 'Thank you!',
  statementHeading: (name: string) => `Statement for ${name}`,
  nothingOnAccount: 'Nothing on account.',
  youOwe: 'You owe',
  greeting: (name: string) => `Hello ${name},`,
  reminderFrom: (shop: string | null, amounts: string) => (shop ? `A reminder from ${shop}: you owe ${amounts}.` : `A reminder: you owe ${amounts}.`),
  wasDue: (amount: string, date: string) => `${amount} was due on ${date}.`,
  isDueToday: (amount: string, date: string) => `${amount} is due today, ${date}.`,
  isDue: (amount: string, date: string) => `${amount} is due on ${date}.`,
} as const;

/** What the "Owed to you" screen says; amounts come formatted. */
export const OWE_BOOK_TEXT = {
  title: 'Owed to you',
  count: (n: number) => (n === 1 ? '1 customer owes you' : `${formatCount(n)} customers owe you`),
  totalsLabel: 'Owed to you in total',
  total: (currency: CurrencyCode) => `Owed to you (${currency})`,
  overdue: (amount: string) => `${amount} overdue`,
  nothingOverdue: 'Nothing overdue',
  search: 'Search who owes you',
  searchPlaceholder: 'Search by name or phone',
  showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)}`,
  noMatchTitle: 'Nobody matches',
  noMatch: (query: string) => `No one who owes you has “${query}” in their name or phone.`,
  emptyTitle: 'Nobody owes you',
  emptyDescription: 'When you sell with “Pay later” at the till, who owes you, how much and since when shows here.',
  loading: 'Loading what you are owed…',
  signedOut: 'Log in to see who owes you.',
  loadFailed: 'Failed to load what you are owed.',
  downloadCsv: 'Download CSV',
  caption: 'Who owes you, most overdue first',
  customer: 'Customer',
  owed: 'Owed',
  oldest: 'Oldest overdue',
  remind: 'Remind',
  whatsApp: 'WhatsApp',
  sms: 'SMS',
  remindWhatsApp: (name: string) => `Remind ${name} on WhatsApp`,
  remindSms: (name: string) => `Remind ${name} by SMS`,
  opensInNewTab: '(opens in a new tab)',
  csvFile: 'owed-to-you',
} as const;

/**
 * The shop's days to pay, as the "Owed to you" screen sets them: the line "New credit sales fall
 * due after [30] days" with Save, and what it says of a bad value or a failed save.
 */
export const CREDIT_DAYS_TEXT = {
  title: 'Days to pay',
  /** The field's label: the sentence the number finishes. */
  lead: 'New credit sales fall due after',
  unit: 'days',
  hint: `A sale put on an account with “Pay later” is due this many days later, unless the cashier picks another day. From ${MIN_CREDIT_DAYS} to ${formatCount(MAX_CREDIT_DAYS)}; ${DEFAULT_CREDIT_DAYS} until you change it.`,
  save: 'Save',
  saved: (days: number) => `Saved: new credit sales fall due after ${dayCount(days)}.`,
  required: `Enter how many days customers have to pay, from ${MIN_CREDIT_DAYS} to ${formatCount(MAX_CREDIT_DAYS)}.`,
  notWhole: `Enter a whole number of days, from ${MIN_CREDIT_DAYS} to ${formatCount(MAX_CREDIT_DAYS)}.`,
  outOfRange: `Days to pay must be from ${MIN_CREDIT_DAYS} to ${formatCount(MAX_CREDIT_DAYS)}.`,
  saveFailed: 'Failed to save the days to pay. What you typed is kept: please try again.',
} as const;

/** What the days-to-pay field says of a value it cannot keep (credit-terms.ts, creditDaysProblem and parseCreditDays). */
export function creditDaysMessage(problem: CreditDaysProblem): string {
  if (problem === 'required') return CREDIT_DAYS_TEXT.required;
  return problem === 'not-whole' ? CREDIT_DAYS_TEXT.notWhole : CREDIT_DAYS_TEXT.outOfRange;
}

/** How a debt due on `dueOn` stands on device day `todayKey`: 'Due in 3 days', 'Due today', '12 days overdue'. */
export function dueStatusText(dueOn: string, todayKey: string): string {
  const late = daysOverdue(dueOn, todayKey);
  if (late > 0) return ACCOUNT_TEXT.daysOverdue(late);
  if (late === 0) return ACCOUNT_TEXT.dueToday;
  return ACCOUNT_TEXT.dueIn(-late);
}

/** Amounts in several currencies as one phrase, in CURRENCIES order: `₵40.00 and ₦5,000.00` (₵0.00 when there are none). */
export function amountsText(amounts: CurrencyAmounts): string {
  const parts = CURRENCIES.flatMap((currency) => {
    const minor = amounts[currency];
    return minor ? [formatMinor(minor, currency)] : [];
  });
  if (parts.length <= 1) return parts[0] ?? formatMinor(0, 'GHS');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

const RULE = '--------------------------------';

/** Which debts a payment went to (credit.ts, applyRepayment). */
export interface RepaymentShare {
  saleId: string;
  appliedMinor: number;
  settled: boolean;
}

export interface RepaymentReceiptOptions {
  timeZone?: string;
  /** The sales it paid towards, oldest due first. */
  towards?: readonly RepaymentShare[];
  /** What the customer still owes in the payment's currency after it. */
  balanceAfterMinor?: number;
}

/** The plain-text receipt of a payment towards an account, as Copy Receipt copies it and WhatsApp or SMS sends it. */
export function repaymentReceiptText(repayment: Repayment, business: Pick<Business, 'businessName'> | null | undefined, options: RepaymentReceiptOptions = {}): string {
  const W = ACCOUNT_SENT_WORDS;
  const money = (minor: number) => formatMinor(minor, repayment.currency);
  const lines: string[] = [];
  const name = business?.businessName.trim();
  if (name) lines.push(name);
  lines.push(W.receiptHeading);
  lines.push(`${W.date}: ${formatDateTime(repayment.createdAt, options.timeZone)}`);
  lines.push(`${W.receipt}: ${displayOrderId(repayment.id)}`);
  lines.push(`${W.customer}: ${repayment.customer.name}`);
  lines.push(RULE);
  lines.push(`${W.paid}: ${money(repayment.amountMinor)}`);
  lines.push(`${W.method}: ${repayment.method}`);
  const towards = options.towards ?? [];
  if (towards.length > 0) {
    lines.push(`${W.paysTowards}:`);
    for (const share of towards) {
      const order = displayOrderId(share.saleId);
      lines.push(`  ${share.settled ? ACCOUNT_TEXT.settled(order, money(share.appliedMinor)) : ACCOUNT_TEXT.partly(order, money(share.appliedMinor))}`);
    }
  }
  if (options.balanceAfterMinor !== undefined) {
    lines.push(RULE);
    lines.push(options.balanceAfterMinor > 0 ? `${W.stillOwed}: ${money(options.balanceAfterMinor)}` : W.paidUp);
  }
  lines.push(RULE);
  lines.push(W.thanks);
  return lines.join('\n');
}

/** One statement line's words: what it was, and its details. */
export function statementEntryText(line: StatementLine): { title: string; detail: string | null } {
  const money = (minor: number) => formatMinor(minor, line.currency);
  if (line.kind === 'sale') {
    return {
      title: ACCOUNT_TEXT.saleEntry(displayOrderId(line.id)),
      detail: ACCOUNT_TEXT.saleDetail(money(line.amountMinor), money(line.paidMinor), line.dueOn ? formatDayKey(line.dueOn) : ''),
    };
  }
  if (line.kind === 'repayment') return { title: ACCOUNT_TEXT.paymentEntry(line.method ?? ''), detail: null };
  return { title: ACCOUNT_TEXT.refundEntry(displayOrderId(line.saleId ?? line.id)), detail: ACCOUNT_TEXT.refundDetail(money(line.amountMinor), money(-line.changeMinor)) };
}

/** `+₵60.00` for what a line put on the account, `-₵20.00` for what it took off. */
export function accountChangeText(minor: number, currency: CurrencyCode): string {
  return minor > 0 ? `+${formatMinor(minor, currency)}` : formatMinor(minor, currency);
}

export interface StatementTextInput {
  customerName: string;
  /** The statement, oldest first (account-statement.ts, accountStatement). */
  lines: readonly StatementLine[];
  /** What the customer owes now, per currency. */
  owes: CurrencyAmounts;
  business: Pick<Business, 'businessName'> | null | undefined;
  now: Date;
  timeZone?: string;
}

/** A customer's statement as plain text to send them: every line with its date, change and running balance, then what they owe. */
export function statementText({ customerName, lines, owes, business, now, timeZone }: StatementTextInput): string {
  const W = ACCOUNT_SENT_WORDS;
  const out: string[] = [];
  const name = business?.businessName.trim();
  if (name) out.push(name);
  out.push(W.statementHeading(customerName));
  out.push(`${W.date}: ${formatDateTime(now, timeZone)}`);
  out.push(RULE);
  if (lines.length === 0) out.push(W.nothingOnAccount);
  for (const line of lines) {
    const entry = statementEntryText(line);
    out.push(`${formatDateTime(line.at, timeZone)} ${entry.title}`);
    if (entry.detail) out.push(`  ${entry.detail}`);
    out.push(`  ${accountChangeText(line.changeMinor, line.currency)} · ${ACCOUNT_TEXT.balanceAfter(formatMinor(line.balanceMinor, line.currency))}`);
  }
  out.push(RULE);
  const owed = CURRENCIES.some((currency) => (owes[currency] ?? 0) > 0);
  out.push(owed ? `${W.youOwe}: ${amountsText(owes)}` : W.paidUp);
  return out.join('\n');
}

export interface ReminderTextInput {
  customerName: string;
  businessName: string | null | undefined;
  /** The customer's debts (credit.ts, outstandingDebts); those paid off are left out. */
  debts: readonly Debt[];
  /** What the customer owes now, per currency (only these currencies are reminded of). */
  owes: CurrencyAmounts;
  /** The device's day (`YYYY-MM-DD`), to say what is already late. */
  todayKey: string;
}

/**
 * The reminder a shop sends a customer by WhatsApp or SMS: what they owe, and when each part of it
 * falls (or fell) due, oldest first, summed by due date.
 */
export function reminderText({ customerName, businessName, debts, owes, todayKey }: ReminderTextInput): string {
  const W = ACCOUNT_SENT_WORDS;
  const lines = [W.greeting(customerName), W.reminderFrom(businessName?.trim() || null, amountsText(owes))];
  for (const currency of CURRENCIES) {
    if (!owes[currency]) continue;
    const byDue = new Map<string, number>();
    for (const debt of debts) {
      if (debt.currency !== currency || debt.outstandingMinor <= 0) continue;
      byDue.set(debt.dueOn, (byDue.get(debt.dueOn) ?? 0) + debt.outstandingMinor);
    }
    for (const dueOn of [...byDue.keys()].sort()) {
      const amount = formatMinor(byDue.get(dueOn) ?? 0, currency);
      const late = daysOverdue(dueOn, todayKey);
      lines.push(late > 0 ? W.wasDue(amount, formatDayKey(dueOn)) : late === 0 ? W.isDueToday(amount, formatDayKey(dueOn)) : W.isDue(amount, formatDayKey(dueOn)));
    }
  }
  lines.push(W.thanks);
  return lines.join('\n');
}
