// The words of the instant online store (docs/product-rules.md, 'Online store'): the store
// settings form's messages (online-store.ts), what the customer's page and the shop's Online
// orders view call an order's status and actions, why an order or a move of it was refused
// (online-orders.ts), and the WhatsApp messages prefilled from an order: the order to the shop, the
// cancellation to the customer. Kept apart from messages.ts so the till and the partner widget,
// which never show the store, load none of them; like every words module it imports no rule file.
import {
  MAX_AMOUNT_MINOR,
  MAX_BANK_ACCOUNT_NUMBER_LENGTH,
  MAX_DELIVERY_AREA_NAME_LENGTH,
  MAX_DELIVERY_AREAS,
  MAX_ORDER_ADDRESS_LENGTH,
  MAX_ORDER_CANCEL_REASON_LENGTH,
  MAX_ORDER_CUSTOMER_NAME_LENGTH,
  MAX_ORDER_HOLD_HOURS,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTE_LENGTH,
  MAX_ORDER_QUANTITY,
  MAX_STORE_ACCOUNT_NAME_LENGTH,
  MAX_STORE_CHOSEN_PRODUCTS,
  MAX_STORE_DESCRIPTION_LENGTH,
  MAX_STORE_NAME_LENGTH,
  MIN_ORDER_HOLD_HOURS,
  MIN_STORE_NAME_LENGTH,
} from './constants';
import type { CurrencyCode } from './entities';
import { displayOrderId } from './ids';
import { amountText, formatMinor } from './money';
import type { OnlineOrder, OnlineOrderStatus, StorePaymentOption, StorePayments, Weekday } from './online-store-records';
import { formatCount } from './counts';

/** The settings form's messages (online-store.ts, validateOnlineStore, storeNameProblem). */
export const ONLINE_STORE_MESSAGES = {
  nameRequired: 'Store link is required.',
  nameLength: `Store link must be ${MIN_STORE_NAME_LENGTH} to ${MAX_STORE_NAME_LENGTH} characters.`,
  nameShape: 'Store link may contain only letters a–z, digits and dashes, and must start and end with a letter or digit.',
  nameReserved: 'This link is kept for ShopDesk. Choose another.',
  /** The backend's answer when another shop has the link (the domain cannot know). */
  nameTaken: 'Another shop has this link. Choose another.',
  currencyInvalid: 'Choose a currency from the list: GHS, NGN, USD, GBP or EUR.',
  productsShownInvalid: 'Choose which products the store shows.',
  chosenRequired: 'Choose at least one product to show.',
  chosenTooMany: `A store can show at most ${formatCount(MAX_STORE_CHOSEN_PRODUCTS)} chosen products.`,
  descriptionTooLong: `Description must be at most ${MAX_STORE_DESCRIPTION_LENGTH} characters.`,
  timeZoneInvalid: 'Choose a time zone from the list.',
  hoursInvalid: 'Enter opening and closing times like 08:00 and 18:30.',
  hoursOrder: 'Closing time must be after opening time.',
  fulfilmentRequired: 'Offer pickup, delivery or both.',
  areasRequired: 'Add at least one delivery area.',
  areasTooMany: `A store can list at most ${MAX_DELIVERY_AREAS} delivery areas.`,
  areaNameRequired: 'Area name is required.',
  areaNameTooLong: `Area name must be at most ${MAX_DELIVERY_AREA_NAME_LENGTH} characters.`,
  areaNameRepeated: 'Each area needs a different name.',
  feeRequired: 'Delivery fee is required: 0 for free delivery.',
  feeInvalid: 'Delivery fee must be a number of 0 or more, like 15.00.',
  feeTooLarge: `Delivery fee can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  paymentsRequired: 'Offer at least one way to pay.',
  mobileMoneyNumberRequired: 'Mobile money number is required.',
  mobileMoneyNumberInvalid: 'Enter a mobile money number like 024 412 3456 or +234 803 555 0101.',
  mobileMoneyNameRequired: 'The name on the mobile money account is required.',
  mobileMoneyNameTooLong: `The name on the mobile money account must be at most ${MAX_STORE_ACCOUNT_NAME_LENGTH} characters.`,
  bankNameRequired: 'Bank name is required.',
  bankNameTooLong: `Bank name must be at most ${MAX_STORE_ACCOUNT_NAME_LENGTH} characters.`,
  accountNameRequired: 'Account name is required.',
  accountNameTooLong: `Account name must be at most ${MAX_STORE_ACCOUNT_NAME_LENGTH} characters.`,
  accountNumberRequired: 'Account number is required.',
  accountNumberInvalid: `Account number may contain only digits, spaces and dashes, at most ${MAX_BANK_ACCOUNT_NUMBER_LENGTH} characters.`,
  cashOnPickupNeedsPickup: 'Cash on pickup needs pickup to be offered.',
  cashOnDeliveryNeedsDelivery: 'Cash on delivery needs delivery to be offered.',
  whatsAppRequired: 'WhatsApp number is required: orders are announced to it.',
  whatsAppInvalid: 'Enter a WhatsApp number like 024 412 3456 or +234 803 555 0101.',
  holdRequired: 'Hold time is required.',
  holdInvalid: `Hold time must be a whole number of hours from ${MIN_ORDER_HOLD_HOURS} to ${MAX_ORDER_HOLD_HOURS}.`,
} as const;

/** The days of the week as the opening hours show them, Monday first. */
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The ways to pay, as the store page and the order say them. */
export const PAYMENT_OPTION_LABELS: Readonly<Record<StorePaymentOption, string>> = {
  'mobile-money': 'Mobile money',
  'bank-transfer': 'Bank transfer',
  'cash-on-pickup': 'Cash on pickup',
  'cash-on-delivery': 'Cash on delivery',
};

/** An order's status as its customer reads it on the order's page. */
export const ORDER_STATUS_CUSTOMER_LABELS: Readonly<Record<OnlineOrderStatus, string>> = {
  received: 'Received — waiting for the shop to confirm',
  confirmed: 'Confirmed',
  ready: 'Ready for pickup',
  'out-for-delivery': 'Out for delivery',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** An order's status as the shop's Online orders view lists it. */
export const ORDER_STATUS_SHOP_LABELS: Readonly<Record<OnlineOrderStatus, string>> = {
  received: 'New',
  confirmed: 'Confirmed',
  ready: 'Ready',
  'out-for-delivery': 'Out for delivery',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The shop's buttons, one an action (online-orders.ts, OrderAction). */
export const ORDER_ACTION_LABELS = {
  confirm: 'Confirm',
  'hold-again': 'Hold again',
  'mark-ready': 'Mark ready',
  dispatch: 'Out for delivery',
  complete: 'Done',
  cancel: 'Cancel order',
  'mark-paid': 'Mark paid',
} as const;

/** The checkout form's messages (online-orders.ts, validateCheckout): the customer reads them. */
export const CHECKOUT_MESSAGES = {
  nameRequired: 'Your name is required.',
  nameTooLong: `Your name must be at most ${MAX_ORDER_CUSTOMER_NAME_LENGTH} characters.`,
  phoneRequired: 'Your phone number is required.',
  phoneInvalid: 'Enter a phone number like 024 412 3456 or +234 803 555 0101.',
  methodRequired: 'Choose pickup or delivery.',
  pickupUnavailable: 'This shop does not offer pickup.',
  deliveryUnavailable: 'This shop does not deliver.',
  areaRequired: 'Choose your delivery area.',
  addressRequired: 'Delivery address is required.',
  addressTooLong: `Delivery address must be at most ${MAX_ORDER_ADDRESS_LENGTH} characters.`,
  paymentRequired: 'Choose how you will pay.',
  noteTooLong: `Your note must be at most ${MAX_ORDER_NOTE_LENGTH} characters.`,
} as const;

/** Why the server refused an order placed on the page, in the customer's words (online-orders.ts, OrderRefusal). */
export const ORDER_REFUSAL_MESSAGES = {
  storeOff: 'This store is not taking orders right now.',
  malformed: 'This order could not be read. Please reload the page and try again.',
  empty: 'Your basket is empty.',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different products.`,
  quantity: `You can order 1 to ${MAX_ORDER_QUANTITY} of each product.`,
  notInStore: 'Something in your basket is not sold in this store. Please reload the page.',
  soldOut: (name: string) => `${name} is sold out.`,
  onlyLeft: (name: string, available: number) => `Only ${formatCount(available)} of ${name} left.`,
  pricesChanged: (total: string) => `Prices have changed since you opened the page: the total is now ${total}. Check your basket and place the order again.`,
  totalTooLarge: `An order can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  tooManyFromPhone: 'Too many orders from this phone number. Please try again in an hour.',
  tooManyForStore: 'This store is taking too many orders right now. Please try again later.',
  details: 'Check the details you gave.',
} as const;

/** Why the shop could not move an order, in the shop's words (online-orders.ts, OrderActionRefusal). */
export const ORDER_ACTION_MESSAGES = {
  notAllowed: 'Your role may not do this to an order.',
  needsManager: 'This needs a manager.',
  wrongStatus: (status: string) => `This order is ${status.toLowerCase()}: it cannot do that now.`,
  notForPickup: 'This order is for delivery, not pickup.',
  notForDelivery: 'This order is for pickup, not delivery.',
  notPaid: 'Mark this order paid before it is done.',
  alreadyPaid: 'This order is already paid.',
  paidCannotCancel: 'This order is paid: refund its sale in Sales History instead.',
  holdLapsed: 'The hold on this order lapsed: hold it again first.',
  short: 'There is not enough stock to fill this order.',
  reasonRequired: 'Say why the order is cancelled: the customer is told.',
  reasonTooLong: `The reason must be at most ${MAX_ORDER_CANCEL_REASON_LENGTH} characters.`,
  methodInvalid: 'Choose a payment method from the list.',
  amountInvalid: `The amount must be a number of 0 or more, at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  amountShort: (total: string) => `The whole total, ${total}, must be paid to mark the order paid.`,
  nonCashOver: 'Only cash gives change: enter the total for other methods.',
} as const;

/** The flag on an order that can no longer be filled (reservations.ts, orderShortfalls). */
export const SHORTFALL_WORDS = {
  flag: 'Can no longer be filled',
  line: (name: string, wanted: number, left: number) => `${name}: ${formatCount(wanted)} ordered, ${formatCount(left)} left`,
} as const;

/** What the customer's page and the shop's view say besides the statuses. */
export const ONLINE_STORE_TEXT = {
  soldOut: 'Sold out',
  closedNow: 'Closed now — you can still order',
  openNow: 'Open now',
  deliveryLine: (areaName: string) => `Delivery (${areaName})`,
  pickup: 'Pickup at the shop',
  sendToShop: 'Send to the shop on WhatsApp',
  holdLapsedFlag: 'Hold lapsed — stock no longer reserved',
  reserved: (units: number) => `${formatCount(units)} reserved`,
  cancelledByCustomer: 'Cancelled by the customer',
} as const;

/** `2 × Rice 5kg — ₵240.00`: the lines of an order, as its messages list them. */
function orderLinesText(order: Pick<OnlineOrder, 'lines' | 'currency'>): string[] {
  return order.lines.map((line) => `${line.quantity} × ${line.name} — ${formatMinor(line.unitPriceMinor * line.quantity, order.currency)}`);
}

/** The order's status as its page tells its customer: a cancelled order says why (`Cancelled — Palm oil ran out`). */
export function customerStatusText(order: Pick<OnlineOrder, 'status' | 'cancellation'>): string {
  const label = ORDER_STATUS_CUSTOMER_LABELS[order.status];
  return order.status === 'cancelled' && order.cancellation?.reason ? `${label} — ${order.cancellation.reason}` : label;
}

/** How to pay, one line a way (the account the customer pays to), for the order's page and its message. */
export function paymentInstructions(option: StorePaymentOption, payments: StorePayments, totalMinor: number, currency: CurrencyCode): string {
  const total = formatMinor(totalMinor, currency);
  switch (option) {
    case 'mobile-money':
      return payments.mobileMoney
        ? `Pay ${total} by mobile money to +${payments.mobileMoney.number} (${payments.mobileMoney.name}).`
        : `Pay ${total} by mobile money.`;
    case 'bank-transfer':
      return payments.bankTransfer
        ? `Pay ${total} by bank transfer to ${payments.bankTransfer.accountName}, ${payments.bankTransfer.bankName}, account ${payments.bankTransfer.accountNumber}.`
        : `Pay ${total} by bank transfer.`;
    case 'cash-on-pickup':
      return `Pay ${total} in cash when you pick the order up.`;
    case 'cash-on-delivery':
      return `Pay ${total} in cash on delivery.`;
  }
}

/**
 * The order as the customer sends it to the shop on WhatsApp ("Send to the shop on WhatsApp"):
 * who, what, how much, where and how they will pay, and the order's page for the shop to open.
 */
export function orderToShopText(order: OnlineOrder, shopName: string, orderPageUrl: string): string {
  const money = (minor: number) => formatMinor(minor, order.currency);
  const lines = [`Hello ${shopName}, I placed order ${displayOrderId(order.id)} on your online store:`, ...orderLinesText(order)];
  if (order.fulfilment.method === 'delivery') lines.push(`${ONLINE_STORE_TEXT.deliveryLine(order.fulfilment.areaName)} — ${money(order.deliveryFeeMinor)}`);
  lines.push(`Total: ${money(order.totalMinor)}`);
  lines.push(order.fulfilment.method === 'delivery' ? `Deliver to: ${order.fulfilment.address}, ${order.fulfilment.areaName}` : `I will pick it up.`);
  lines.push(`I will pay by ${PAYMENT_OPTION_LABELS[order.paymentOption].toLowerCase()}.`);
  lines.push(`${order.customer.name}, +${order.customer.phone}`);
  if (order.note) lines.push(`Note: ${order.note}`);
  lines.push(orderPageUrl);
  return lines.join('\n');
}

/** The cancellation as the shop sends it to the customer on WhatsApp, with the reason. */
export function cancellationToCustomerText(order: OnlineOrder, shopName: string, reason: string): string {
  return [
    `Hello ${order.customer.name}, ${shopName} cancelled your order ${displayOrderId(order.id)} (${formatMinor(order.totalMinor, order.currency)}).`,
    `Reason: ${reason}`,
    'Sorry for the trouble.',
  ].join('\n');
}
