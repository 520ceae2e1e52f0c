// What the End of Day screen says (docs/product-rules.md, 'End of day'): its own words, and the
// printed report's for the same figures (the domain's END_OF_DAY_REPORT_TEXT, which the report and
// the CSV print), so screen and paper name a figure alike.
import { END_OF_DAY_REPORT_TEXT, PROFIT_TEXT } from '@shop/shared/domain';

export const END_OF_DAY_TEXT = {
  ...END_OF_DAY_REPORT_TEXT,
  title: 'End of Day',
  dateLabel: 'Date',
  loading: "Loading the day's sales...",
  loadFailed: "Failed to load the day's sales.",
  emptyTitle: 'No sales on this day',
  emptyDescription: 'Choose another date, or come back after the first sale of the day.',
  takingsByMethod: 'Takings by payment method',
  method: 'Payment method',
  taken: 'Taken',
  refunded: 'Refunded',
  kept: 'Kept',
  total: 'Total',
  cashExpectedHint: 'Cash taken and repaid less cash refunded and cash expenses paid from the till, on top of any float the drawer started with.',
  grossProfitHint: 'On the sales whose goods had a cost price.',
  /** Under the gross profit, when some of the day's sales had no cost price: `amount` formatted. */
  noCostNote: PROFIT_TEXT.noCostNote,
  expensesLoadFailed: "Failed to load the day's expenses.",
  /** Under the credit given: `sold` is the day's sales' totals, formatted. */
  creditGivenOf: (sold: string) => `Of ${sold} sold; not cash, not in the takings.`,
  repaymentsHint: 'In the takings above, by method.',
  /** Under the refunds: what refunds of credit sales took off accounts instead of handing back, formatted. */
  offAccountsNote: (amount: string) => `${amount} taken off accounts`,
  repaymentsLoadFailed: "Failed to load the day's repayments.",
  printReport: 'Print Report',
  downloadCsv: 'Download CSV',
  reportLabel: 'End of day report',
} as const;
