// The stock form's own words (stock-modal.tsx), in the catalogue's manner; the stock counts'
// limits and refusals are the domain's (FIELD_MESSAGES), word for word.
/** Wording of our own for the stock form and its history, in the catalogue's manner. */
export const STOCK_MESSAGES = {
  historyLoadFailed: 'Failed to load stock history.',
  saveFailed: 'Failed to save the stock change. Please try again.',
  /** What can still be sold, beside the stock when online orders hold some (stock-badge.tsx). */
  available: (units: number) => `${units.toLocaleString('en-US')} available`,
} as const;
