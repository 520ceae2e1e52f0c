// The words of Settings › Plan (docs/product-rules.md, 'Plans'; functions/README.md, 'Paying for a
// plan'): the shop's plan and days left, the choice of plan, period and way to pay, and the history
// of payments with a receipt each.
import type { PlanPaymentStatus } from '@shop/shared/domain';

export const PLAN_TEXT = {
  title: 'Plan',
  subtitle: 'Your plan, what you have paid, and paying for the next period.',
  notAllowed: "Only the shop's owner pays for its plan.",
  current: 'Your plan',
  choose: 'Pay for a plan',
  planLegend: 'Plan',
  monthsLegend: 'Period',
  methodLegend: 'Pay with',
  currency: 'Currency',
  basicWhat: 'Up to 10 products, sales, stock, receipts and reports',
  proWhat: 'Unlimited products, tickets and digital goods, selling on credit and customer statements, profit and 90-day figures, your own payment account for the online store',
  renew: 'Renew with this card when the period ends',
  renewNote:
    'A day before this period ends, the same card is charged for the same plan and period, and the payment is checked like any other. If the card is declined, you pay here again.',
  renewal: 'Renewal by card',
  renewalOn: (period: string, amount: string, day: string) => `On: ${period} (${amount}) is charged to your card a day before ${day}.`,
  renewalOff: 'Turn renewal off',
  renewalStopping: 'Turning renewal off…',
  renewalStopped: (day: string) => `Renewal is off: your card will not be charged again. Your plan runs until ${day}; pay here for the next period.`,
  renewalFailed: 'Renewal could not be turned off. Check your connection and try again: it is still on.',
  paying: 'Opening the payment page…',
  history: 'Payments',
  historyEmpty: 'No payments yet.',
  receipt: 'Receipt',
  print: 'Print',
  close: 'Close',
  receiptTitle: 'Payment receipt',
  failedLoad: 'Failed to load payments.',
  failedStart: 'The payment could not be started. Check your connection and try again.',
} as const;

export const STATUS_WORDS: Readonly<Record<PlanPaymentStatus, string>> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Not paid',
};

/** `Basic · 3 months`. */
export function periodWords(planName: string, months: number): string {
  return `${planName} \u00b7 ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The pay button: `Pay ₵150.00`. */
export function payWords(amount: string): string {
  return `Pay ${amount}`;
}
