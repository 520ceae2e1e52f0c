// The domain's messages, word for word (docs/product-rules.md tells when each appears): what its
// rules refuse or report, what the server or an adapter says, and the words two or more parts of
// the suite show alike. Where words live (shared/src/domain/README.md, 'Words'):
// - the domain's: here, and in its `*-words.ts` modules beside the rules they speak for
//   (credit-words, pay-later-words, expense-words, refund-words, staff-words, staff-till-words), kept apart from
//   this file where a part that never shows them (the till, so the partner widget) must not load them;
// - a screen's own copy: in a `*-words.ts` module beside the screen, in its remote (e.g.
//   mfe-history's end-of-day-words.ts, mfe-dashboard's dashboard-words.ts).
// One suffix, `-words`, for every module that holds words.
import { MAX_AMOUNT_MINOR, MAX_LINE_QUANTITY, MAX_PAYMENT_PARTS, MAX_STOCK_QUANTITY } from './constants';
import { amountText } from './money';
import { formatCount } from './counts';

/** The largest amount, as a message writes it: `10,000,000.00` (from MAX_AMOUNT_MINOR). */
const MAX_AMOUNT_TEXT = amountText(MAX_AMOUNT_MINOR);

/** Under the till's discount or tendered field when the amount is above the maximum. */
export const AMOUNT_TOO_LARGE_MESSAGE = `Enter an amount of at most ${MAX_AMOUNT_TEXT}.`;

export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  verifyEmailBeforeLogin: 'Please verify your email before logging in. Check your inbox.',
  imageTooLarge: 'Image file is too large. Please upload an image under 5MB.',
  notLoggedIn: 'You are not logged in.',
} as const;

/**
 * Wording of our own: what a form says when a field is missing or malformed,
 * and why the cart refused a product.
 */
export const FIELD_MESSAGES = {
  businessNameRequired: 'Business name is required.',
  ownerNameRequired: 'Owner name is required.',
  businessTypeRequired: 'Business type is required.',
  phoneRequired: 'Phone number is required.',
  addressRequired: 'Address is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  confirmPasswordRequired: 'Please confirm your password.',
  phoneInvalid: 'Phone number may contain only digits, spaces, +, -, ( and ).',
  productNameRequired: 'Product name is required.',
  productNameTooLong: 'Product name must be at most 200 characters.',
  descriptionTooLong: 'Description must be at most 2000 characters.',
  productTypeInvalid: 'Choose a product type: Physical, Digital or Ticket.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be a number of 0 or more, like 12.50.',
  priceTooLarge: `Price can be at most ${MAX_AMOUNT_TEXT}.`,
  costInvalid: 'Cost must be a number of 0 or more, like 4.20, or left empty when not known.',
  costTooLarge: `Cost can be at most ${MAX_AMOUNT_TEXT}.`,
  /** The customer form's optional credit limit: the same bounds as a price (0 up to the largest amount). */
  creditLimitInvalid: 'Credit limit must be a number of 0 or more, like 500.00, or left empty for no limit.',
  creditLimitTooLarge: `Credit limit can be at most ${MAX_AMOUNT_TEXT}.`,
  /** A warning on the product form, not a refusal: the owner may sell below cost on purpose. */
  quantityRequired: 'Quantity is required for physical products.',
  quantityInvalid: 'Quantity must be a whole number of 0 or more.',
  quantityTooLarge: `Quantity can be at most ${formatCount(MAX_STOCK_QUANTITY)}.`,
  currencyInvalid: 'Choose a currency from the list: GHS, NGN, USD, GBP or EUR.',
  imageNotAnImage: 'Please choose a JPEG, PNG, WebP or GIF image.',
  customerNameRequired: 'Customer name is required.',
  customerNameTooLong: 'Customer name must be at most 200 characters.',
  businessNameTooLong: 'Business name must be at most 200 characters.',
  ownerNameTooLong: 'Owner name must be at most 200 characters.',
  businessTypeTooLong: 'Business type must be at most 100 characters.',
  addressTooLong: 'Address must be at most 500 characters.',
  phoneTooLong: 'Phone number must be at most 50 characters.',
  receivedRequired: 'Enter how many units arrived.',
  receivedInvalid: `Units received must be a whole number from 1 to ${formatCount(MAX_STOCK_QUANTITY)}.`,
  countedRequired: 'Enter how many units you counted.',
  countedInvalid: `The count must be a whole number from 0 to ${formatCount(MAX_STOCK_QUANTITY)}.`,
} as const;

export const CART_MESSAGES = {
  'out-of-stock': 'This product is out of stock.',
  'stock-limit': 'You have added all the stock there is of this product.',
  'currency-mismatch': 'A sale is in one currency. Complete or clear this sale to sell items priced in another currency.',
  'line-limit': `One line of a sale can hold at most ${formatCount(MAX_LINE_QUANTITY)} items.`,
} as const;

/** Wording of our own for writes made offline: waiting for the server, or refused by it. */
export const SYNC_MESSAGES = {
  waitingBadge: 'Waiting to sync',
  waitingSales: (count: number) => `${formatCount(count)} ${count === 1 ? 'sale' : 'sales'} waiting to sync`,
  /** `1 refund waiting to sync`, `2 sales and 1 refund waiting to sync`: what this device made offline that the server has not confirmed. */
  waiting: (sales: number, refunds: number) =>
    `${[sales > 0 ? `${formatCount(sales)} ${sales === 1 ? 'sale' : 'sales'}` : '', refunds > 0 ? `${formatCount(refunds)} ${refunds === 1 ? 'refund' : 'refunds'}` : ''].filter(Boolean).join(' and ')} waiting to sync`,
  refusedTitle: 'Not saved on the server',
  refused: (what: string) => `${what}, made while offline, was refused by the server when the network returned.`,
  refusedAdvice: 'Check it here and enter it again if it is missing.',
} as const;

/** The error catalogue of section 8. */
export const ERROR_MESSAGES = {
  productsLoadFailed: 'Failed to load products.',
  customersLoadFailed: 'Failed to load customers.',
  salesHistoryLoadFailed: 'Failed to load sales history.',
  imageUploadFailed: 'Failed to upload image.',
  productSaveFailed: 'Failed to save product. Please try again.',
  customerSaveFailed: 'Failed to save customer. Please try again.',
  businessProfileMissing: 'Error: Could not find your business profile.',
  businessLoadFailed: 'Error: Failed to load business data.',
} as const;

/**
 * A save that found its record deleted, on this device or another (the backend's 'not-found'):
 * trying again cannot help, so the message says what happened instead. The form keeps what was typed.
 */
export const GONE_MESSAGES = {
  product: 'This product has been deleted, here or on another device, so the change was not saved.',
  customer: 'This customer has been deleted, here or on another device, so the change was not saved.',
} as const;

/** Fixed words the screens show: headings, buttons and notices. */
export const SCREEN_TEXT = {
  dashboardLoading: 'Loading Your Dashboard...',
  chartLoading: 'Loading chart data...',
  welcome: 'Welcome',
  tryAgain: 'Try again',
  confirmDelete: 'Sure?',
  confirmYes: 'Yes',
  confirmNo: 'No',
  inventoryTitle: 'Your Inventory',
  customersTitle: 'Your Customers',
  salesHistoryTitle: 'Sales History',
  posProductsPanel: 'Products',
  posCurrentSalePanel: 'Current Sale',
  copyReceipt: 'Copy Receipt',
  printReceipt: 'Print Receipt',
  newSale: 'New Sale',
  salesPerformance: 'Sales Performance',
  salesRevenueSeries: 'Sales Revenue',
  totalProducts: 'Total Products',
  totalCustomers: 'Total Customers',
} as const;

// The refunds' words are in refund-words.ts: only the refund form and the ledger's refunds (loaded
// on first use) say them, so the till (and so the partner widget) never loads them.

// The expenses' words are in expense-words.ts, beside their lists: the till (and so the partner
// widget) never loads them.

/** How the owner's screens speak of profit (docs/product-rules.md, 'Cost and profit'); amounts come formatted. */
export const PROFIT_TEXT = {
  grossProfit: 'Gross profit',
  netProfit: 'Net profit',
  cost: 'Cost',
  /** Under a gross profit, when some of the sales had no cost price. */
  noCostNote: (amount: string) => `${amount} of sales had no cost price`,
  /** Under a net profit: the expenses taken off it (those that count against profit). */
  expensesNote: (amount: string) => `Expenses ${amount}`,
} as const;

/** What the till's split payment says (docs/product-rules.md, 'Split payment'); amounts come formatted. */
export const SPLIT_PAYMENT_MESSAGES = {
  toggle: 'Split payment',
  partAmountRequired: 'Enter an amount for each part, more than 0.',
  tooFewParts: 'A split payment needs at least 2 parts.',
  tooManyParts: `A split payment has at most ${MAX_PAYMENT_PARTS} parts.`,
  stillToPay: (amount: string) => `${amount} still to pay.`,
  nonCashOver: (amount: string) => `Only cash gives change: the parts paid by other methods are ${amount} more than the total.`,
  tooLarge: `The parts together can be at most ${MAX_AMOUNT_TEXT}.`,
  covered: 'The parts cover the total.',
  changeFromCash: 'Change (from cash)',
  paymentLabel: 'Split',
  /** The editor's code could not be fetched (offline before it was ever used): the sale waits, as it was. */
  editorFailed: 'The split payment could not load. Check the connection and try again; the sale is kept as it is.',
} as const;

/** Sending a receipt by WhatsApp, SMS or the device's share sheet (docs/product-rules.md, 'Sharing a receipt'). */
export const RECEIPT_SHARE_MESSAGES = {
  title: 'Send the receipt',
  whatsApp: 'Share on WhatsApp',
  sms: 'Send by SMS',
  share: 'Share…',
  opensInNewTab: '(opens in a new tab)',
  to: (name: string, phone: string) => `To ${name}, ${phone}`,
  toNumber: (phone: string) => `To ${phone}`,
  phoneLabel: "Customer's phone",
  phoneHint: 'Leave it empty to choose the contact in WhatsApp or your messages.',
  phoneUnreadable:
    'This is not a phone number a message can go to. Write it like 024 412 3456, 0803 555 0101 or +44 7911 123456. Until then, WhatsApp lets you choose the contact.',
  shareFailed: 'The receipt could not be shared from this device. Use WhatsApp, SMS or Copy Receipt instead.',
} as const;

/**
 * What End of Day's printed report and CSV say (end-of-day-report.ts; docs/product-rules.md, 'End
 * of day'); the screen shows the same words for the same figures (mfe-history's end-of-day-words.ts).
 */
export const END_OF_DAY_REPORT_TEXT = {
  report: 'End of day',
  emptyReport: 'No sales or refunds this day.',
  sales: 'Sales',
  splitSales: 'of them split',
  refunds: 'Refunds',
  takings: 'Takings',
  grossTakings: 'Gross takings',
  discounts: 'Discounts given',
  refundsGiven: 'Refunds given',
  net: 'Net total',
  cashExpected: 'Cash expected in drawer',
  expensesFromTill: 'Expenses paid from the till',
  grossProfit: 'Gross profit',
  noCost: 'Sales with no cost',
  // Selling on credit (docs/product-rules.md, 'Credit').
  creditGiven: 'Credit given',
  repayments: 'Repayments received',
  repaid: 'repaid',
  offAccounts: 'Refunds off accounts',
} as const;

/**
 * Which day a screen means, said only where the device's clock is not UTC (docs/product-rules.md,
 * 'Days'): the dashboard groups by UTC day, End of Day by the device's day.
 */
export const DAY_MESSAGES = {
  /** Under the dashboard's chart: `clock` is what the device shows at UTC midnight, e.g. `01:00`. */
  utcDays: (clock: string) => `Days run from midnight to midnight UTC (${clock} to ${clock} your time).`,
  /** On End of Day: `zone` is the device's time zone, e.g. `Africa/Lagos`. */
  deviceDay: (zone: string) => `This day runs from midnight to midnight ${zone} time; the dashboard's days are UTC.`,
} as const;

export function greeting(ownerName: string | null | undefined): string {
  const name = ownerName?.trim();
  return `Hello, ${name ? name : 'Owner'}!`;
}

/**
 * Wording of our own for cost prices on the inventory's screens (docs/product-rules.md, 'Cost and
 * profit'); amounts come formatted (`formatMinor`). Only the owner sees these: nothing of cost is
 * shown at the till or on a receipt.
 */
export const COST_MESSAGES = {
  /** The product form's optional field beside Price. */
  costLabel: 'Cost price',
  costHint: 'What one unit costs you.',
  /** A warning under Price and Cost price, never a refusal: the owner may sell below cost on purpose. `loss` is cost − price. */
  priceBelowCost: (loss: string) => `Price is below cost: each sale loses ${loss}.`,
  /** Add stock's field beside Units received. */
  unitCostLabel: 'Unit cost',
  unitCostHint: 'What one unit of this delivery cost you. Leave it empty to keep the cost as it is.',
  /** Add stock's result line before saving: the weighted average of what is on hand and what arrives. */
  costBecomes: (cost: string) => `Cost becomes ${cost} a unit.`,
  costStays: (cost: string) => `Cost stays ${cost} a unit.`,
  /** A delivery in the stock history. */
  deliveryAt: (unitCost: string) => `Delivery at ${unitCost} a unit`,
  costAfter: (cost: string) => `Cost after: ${cost} a unit`,
  /** The margin in a product's row: price − cost, and its share of the price. */
  margin: 'Margin',
  costUnknown: 'Cost unknown',
  /** The inventory's summary, one line per currency. */
  stockValue: 'Stock value',
  atPrice: (amount: string) => `${amount} at price`,
  atCost: (amount: string) => `${amount} at cost`,
  uncosted: (count: number) =>
    count === 1 ? '1 product in stock has no cost price' : `${formatCount(count)} products in stock have no cost price`,
} as const;

