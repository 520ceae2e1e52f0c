/*
# The shop's online store: its settings and what its page shows (docs/product-rules.md, 'Online store')

- **The link** `/s/<name>`: the owner chooses the name. What is typed is read lower-case and
  trimmed (`normaliseStoreName`); the name is 3 to 30 of a–z, 0–9 and dashes, starting and ending
  with a letter or digit, with no two dashes in a row, and not one of the words the suite keeps
  for itself (`RESERVED_STORE_NAMES`). `suggestStoreName` turns the business name into one
  (`Ama's Fabrics & Co.` → `amas-fabrics-co`). Unique across shops: that is the backend's check,
  told in `ONLINE_STORE_MESSAGES.nameTaken`.
- **One currency**: the store sells in one currency; only products priced in it are published, so
  every basket and order is in one currency, as a sale is.
- **Which products show**: `all` — every product priced in the store's currency (a sold-out one
  shows as sold out) — or `chosen`, only those ids. A product with no name is never published.
- **Opening hours** are read on the store's clock (`timeZone`); a closed store still takes orders
  (the page says it is closed now): the shop works them when it opens.
- **Getting the goods**: pickup, delivery or both; delivery goes only to the listed areas, each
  with its fee (0 for free delivery).
- **Paying**: mobile money (a number and the name on it), bank transfer (bank, account name and
  number), cash on pickup (needs pickup), cash on delivery (needs delivery); at least one.
- **Orders are announced** to the shop's WhatsApp number; a confirmed order's stock is held for
  `holdHours` (1 to 168; 24 until set: reservations.ts).
- The settings are the owner's (staff.ts, 'edit-business'); every adapter checks a stored store
  with `onlineStoreProblem`.
*/
import {
  CURRENCIES,
  DEFAULT_ORDER_HOLD_HOURS,
  MAX_BANK_ACCOUNT_NUMBER_LENGTH,
  MAX_DELIVERY_AREA_NAME_LENGTH,
  MAX_DELIVERY_AREAS,
  MAX_ORDER_HOLD_HOURS,
  MAX_ORDER_QUANTITY,
  MAX_STORE_ACCOUNT_NAME_LENGTH,
  MAX_STORE_CHOSEN_PRODUCTS,
  MAX_STORE_DESCRIPTION_LENGTH,
  MAX_STORE_NAME_LENGTH,
  MIN_ORDER_HOLD_HOURS,
  MIN_STORE_NAME_LENGTH,
} from './constants';
import type { CurrencyCode, Product } from './entities';
import { finish, text, type FieldErrors, type Validation } from './field-checks';
import { isAmountMinor, parseMoneyInput, plainMinor } from './money';
import type {
  OnlineOrder,
  DeliveryArea,
  FulfilmentMethod,
  OnlineStore,
  OpeningHours,
  OpeningTimes,
  StorePaymentOption,
  StorePayments,
  StoreProductsShown,
  Weekday,
} from './online-store-records';
import { ONLINE_STORE_MESSAGES } from './online-store-words';
import { internationalPhone } from './receipt-share';
import { availableStock, holdLapsesAt, isHolding, reservedUnits } from './reservations';
import { zonedDateTime } from './calendar';

/** Monday first, as the opening hours are kept and shown. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const DAY_MINUTES = 24 * 60;

/**
 * Names no store may take: the suite's own paths and words that would pass for the suite speaking
 * (`/s/admin`, `/s/shopdesk`), kept lower-case.
 */
export const RESERVED_STORE_NAMES: ReadonlySet<string> = new Set([
  'about', 'account', 'accounts', 'admin', 'api', 'app', 'apps', 'assets', 'auth', 'billing', 'blog', 'cart',
  'checkout', 'dashboard', 'demo', 'docs', 'download', 'embed', 'help', 'home', 'index', 'info', 'login', 'logout',
  'mail', 'new', 'null', 'official', 'order', 'orders', 'owner', 'pay', 'payment', 'payments', 'pos', 'pricing',
  'privacy', 'register', 'root', 'sale', 'sales', 'security', 'settings', 'shop', 'shopdesk', 'shops', 'signin',
  'signup', 'static', 'staff', 'status', 'store', 'stores', 'support', 'system', 'terms', 'test', 'undefined',
  'verify', 'widget', 'www',
]);

/** The link's name as typed, read as it is kept: trimmed and lower-case (`  Ama-Shop ` → `ama-shop`). */
export function normaliseStoreName(typed: string | null | undefined): string {
  return text(typed).toLowerCase();
}

/** A link name made from the business name: letters without accents, digits, one dash for each run of anything else. */
export function suggestStoreName(businessName: string): string {
  const plain = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STORE_NAME_LENGTH)
    .replace(/-+$/, '');
  return plain;
}

/** Why a store name cannot be a link, or null when it can (the name as kept: normalise it first). */
export type StoreNameProblem = 'required' | 'length' | 'shape' | 'reserved';

const STORE_NAME_SHAPE = /^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/;

export function storeNameProblem(name: string): StoreNameProblem | null {
  if (name === '') return 'required';
  if (name.length < MIN_STORE_NAME_LENGTH || name.length > MAX_STORE_NAME_LENGTH) return 'length';
  if (!STORE_NAME_SHAPE.test(name)) return 'shape';
  return RESERVED_STORE_NAMES.has(name) ? 'reserved' : null;
}

const NAME_MESSAGES: Readonly<Record<StoreNameProblem, string>> = {
  required: ONLINE_STORE_MESSAGES.nameRequired,
  length: ONLINE_STORE_MESSAGES.nameLength,
  shape: ONLINE_STORE_MESSAGES.nameShape,
  reserved: ONLINE_STORE_MESSAGES.nameReserved,
};

/** What the link field says of what was typed, checked as it is typed; null when it is a link (still to be found free by the backend). */
export function storeNameMessage(typed: string): string | null {
  const problem = storeNameProblem(normaliseStoreName(typed));
  return problem ? NAME_MESSAGES[problem] : null;
}

/** The store page's path: `/s/<name>`. */
export function storePath(name: string): string {
  return `/s/${name}`;
}

/** An order's page: `/s/<name>/o/<id>`; the id is what lets its customer read it. */
export function orderPath(storeName: string, orderId: string): string {
  return `/s/${storeName}/o/${encodeURIComponent(orderId)}`;
}

/** Whether `timeZone` is an IANA name the clock can read. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `08:30` → 510; `24:00` → 1440 (closing at midnight); anything else null. */
export function parseClockTime(typed: string): number | null {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(typed.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : null;
}

/** 510 → `08:30`. */
export function clockTimeText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function openingTimesProblem(times: OpeningTimes | null): boolean {
  if (times === null) return false;
  const { opensMinute, closesMinute } = times;
  return !Number.isInteger(opensMinute) || !Number.isInteger(closesMinute) || opensMinute < 0 || closesMinute > DAY_MINUTES || opensMinute >= closesMinute;
}

/** Open every day from 08:00 to 18:00: what a new store starts with. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(WEEKDAYS.map((day) => [day, { opensMinute: 8 * 60, closesMinute: 18 * 60 }])) as unknown as OpeningHours;

const JS_WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday and minute of the day `at` shows on the store's clock. */
function storeClock(at: Date, timeZone: string): { day: Weekday; minute: number } {
  const zoned = zonedDateTime(at, timeZone);
  const day = JS_WEEKDAYS[new Date(Date.UTC(zoned.year, zoned.month - 1, zoned.day)).getUTCDay()]!;
  return { day, minute: zoned.hour * 60 + zoned.minute };
}

/** Whether the store is open at `at` on its own clock. */
export function isStoreOpen(store: Pick<OnlineStore, 'openingHours' | 'timeZone'>, at: Date): boolean {
  const { day, minute } = storeClock(at, store.timeZone);
  const times = store.openingHours[day];
  return times !== null && minute >= times.opensMinute && minute < times.closesMinute;
}

/** The ways to pay the store offers for a way of getting the goods, in the order the page lists them. */
export function paymentOptionsFor(payments: StorePayments, method: FulfilmentMethod): StorePaymentOption[] {
  const options: StorePaymentOption[] = [];
  if (payments.mobileMoney) options.push('mobile-money');
  if (payments.bankTransfer) options.push('bank-transfer');
  if (method === 'pickup' && payments.cashOnPickup) options.push('cash-on-pickup');
  if (method === 'delivery' && payments.cashOnDelivery) options.push('cash-on-delivery');
  return options;
}

/** The ways of getting the goods the store offers. */
export function fulfilmentMethods(store: Pick<OnlineStore, 'pickup' | 'delivery'>): FulfilmentMethod[] {
  return [...(store.pickup ? (['pickup'] as const) : []), ...(store.delivery ? (['delivery'] as const) : [])];
}

/** What the settings form holds: every field as typed. */
export interface OnlineStoreForm {
  enabled: boolean;
  name: string;
  currency: string;
  productsShown: string;
  chosenProductIds: readonly string[];
  description: string;
  timeZone: string;
  /** Each day: closed, or open from `opens` to `closes` (`08:00`, `18:30`). */
  openingHours: Readonly<Record<Weekday, { open: boolean; opens: string; closes: string }>>;
  pickup: boolean;
  delivery: boolean;
  deliveryAreas: readonly { id: string; name: string; fee: string }[];
  mobileMoney: { offered: boolean; number: string; name: string };
  bankTransfer: { offered: boolean; bankName: string; accountName: string; accountNumber: string };
  cashOnPickup: boolean;
  cashOnDelivery: boolean;
  whatsAppNumber: string;
  holdHours: string;
}

export type OnlineStoreField =
  | 'name'
  | 'currency'
  | 'productsShown'
  | 'description'
  | 'timeZone'
  | `hours.${Weekday}`
  | 'fulfilment'
  | 'deliveryAreas'
  | `area.${number}.name`
  | `area.${number}.fee`
  | 'payments'
  | 'mobileMoneyNumber'
  | 'mobileMoneyName'
  | 'bankName'
  | 'accountName'
  | 'accountNumber'
  | 'cashOnPickup'
  | 'cashOnDelivery'
  | 'whatsAppNumber'
  | 'holdHours';

/** A required text of at most `max` characters: the message, or null. */
function requiredText(value: string, max: number, required: string, tooLong: string): string | null {
  if (value === '') return required;
  return value.length > max ? tooLong : null;
}

const ACCOUNT_NUMBER_SHAPE = /^[0-9][0-9 -]*$/;

/** The form's opening hours as kept, with a message for each day that cannot be. */
function readHours(form: OnlineStoreForm['openingHours'], errors: FieldErrors<OnlineStoreField>): OpeningHours {
  const hours: Partial<Record<Weekday, OpeningTimes | null>> = {};
  for (const day of WEEKDAYS) {
    const typed = form[day];
    if (!typed.open) {
      hours[day] = null;
      continue;
    }
    const opensMinute = parseClockTime(typed.opens);
    const closesMinute = parseClockTime(typed.closes);
    if (opensMinute === null || closesMinute === null || opensMinute === DAY_MINUTES) errors[`hours.${day}`] = ONLINE_STORE_MESSAGES.hoursInvalid;
    else if (closesMinute <= opensMinute) errors[`hours.${day}`] = ONLINE_STORE_MESSAGES.hoursOrder;
    hours[day] = { opensMinute: Number(opensMinute), closesMinute: Number(closesMinute) };
  }
  return hours as OpeningHours;
}

/** The delivery areas as kept, with a message under each name or fee that cannot be. */
function readAreas(form: OnlineStoreForm, errors: FieldErrors<OnlineStoreField>): DeliveryArea[] {
  if (!form.delivery) return [];
  if (form.deliveryAreas.length === 0) errors.deliveryAreas = ONLINE_STORE_MESSAGES.areasRequired;
  if (form.deliveryAreas.length > MAX_DELIVERY_AREAS) errors.deliveryAreas = ONLINE_STORE_MESSAGES.areasTooMany;
  const seen = new Set<string>();
  return form.deliveryAreas.map((area, index) => {
    const name = text(area.name);
    const nameError = requiredText(name, MAX_DELIVERY_AREA_NAME_LENGTH, ONLINE_STORE_MESSAGES.areaNameRequired, ONLINE_STORE_MESSAGES.areaNameTooLong);
    if (nameError) errors[`area.${index}.name`] = nameError;
    else if (seen.has(name.toLowerCase())) errors[`area.${index}.name`] = ONLINE_STORE_MESSAGES.areaNameRepeated;
    seen.add(name.toLowerCase());
    const fee = parseMoneyInput(area.fee);
    if (!fee.ok) {
      errors[`area.${index}.fee`] =
        fee.error === 'empty' ? ONLINE_STORE_MESSAGES.feeRequired : fee.error === 'too-large' ? ONLINE_STORE_MESSAGES.feeTooLarge : ONLINE_STORE_MESSAGES.feeInvalid;
    }
    return { id: area.id, name, feeMinor: fee.ok ? fee.value : 0 };
  });
}

/** The ways to pay as kept, with a message under each field that cannot be. */
function readPayments(form: OnlineStoreForm, errors: FieldErrors<OnlineStoreField>): StorePayments {
  const m = ONLINE_STORE_MESSAGES;
  let mobileMoney: StorePayments['mobileMoney'] = null;
  if (form.mobileMoney.offered) {
    const typedNumber = text(form.mobileMoney.number);
    const number = internationalPhone(typedNumber);
    if (typedNumber === '') errors.mobileMoneyNumber = m.mobileMoneyNumberRequired;
    else if (number === null) errors.mobileMoneyNumber = m.mobileMoneyNumberInvalid;
    const name = text(form.mobileMoney.name);
    const nameError = requiredText(name, MAX_STORE_ACCOUNT_NAME_LENGTH, m.mobileMoneyNameRequired, m.mobileMoneyNameTooLong);
    if (nameError) errors.mobileMoneyName = nameError;
    mobileMoney = { number: number ?? '', name };
  }
  let bankTransfer: StorePayments['bankTransfer'] = null;
  if (form.bankTransfer.offered) {
    const bankName = text(form.bankTransfer.bankName);
    const accountName = text(form.bankTransfer.accountName);
    const accountNumber = text(form.bankTransfer.accountNumber);
    const bankError = requiredText(bankName, MAX_STORE_ACCOUNT_NAME_LENGTH, m.bankNameRequired, m.bankNameTooLong);
    if (bankError) errors.bankName = bankError;
    const holderError = requiredText(accountName, MAX_STORE_ACCOUNT_NAME_LENGTH, m.accountNameRequired, m.accountNameTooLong);
    if (holderError) errors.accountName = holderError;
    if (accountNumber === '') errors.accountNumber = m.accountNumberRequired;
    else if (accountNumber.length > MAX_BANK_ACCOUNT_NUMBER_LENGTH || !ACCOUNT_NUMBER_SHAPE.test(accountNumber)) errors.accountNumber = m.accountNumberInvalid;
    bankTransfer = { bankName, accountName, accountNumber };
  }
  if (form.cashOnPickup && !form.pickup) errors.cashOnPickup = m.cashOnPickupNeedsPickup;
  if (form.cashOnDelivery && !form.delivery) errors.cashOnDelivery = m.cashOnDeliveryNeedsDelivery;
  if (!mobileMoney && !bankTransfer && !form.cashOnPickup && !form.cashOnDelivery) errors.payments = m.paymentsRequired;
  return { mobileMoney, bankTransfer, cashOnPickup: form.cashOnPickup, cashOnDelivery: form.cashOnDelivery };
}

/**
 * The owner's Online store form, checked field by field in the words of online-store-words.ts:
 * the store as kept, or a message under each field that is wrong. Whether another shop has the
 * link is the backend's to say (`ONLINE_STORE_MESSAGES.nameTaken`).
 */
export function validateOnlineStore(form: OnlineStoreForm): Validation<OnlineStore, OnlineStoreField> {
  const m = ONLINE_STORE_MESSAGES;
  const errors: FieldErrors<OnlineStoreField> = {};
  const name = normaliseStoreName(form.name);
  const nameMessage = storeNameMessage(name);
  if (nameMessage) errors.name = nameMessage;
  if (!CURRENCIES.includes(form.currency as CurrencyCode)) errors.currency = m.currencyInvalid;
  const productsShown = form.productsShown as StoreProductsShown;
  if (productsShown !== 'all' && productsShown !== 'chosen') errors.productsShown = m.productsShownInvalid;
  const chosenProductIds = productsShown === 'chosen' ? [...new Set(form.chosenProductIds)] : [];
  if (productsShown === 'chosen' && chosenProductIds.length === 0) errors.productsShown = m.chosenRequired;
  if (chosenProductIds.length > MAX_STORE_CHOSEN_PRODUCTS) errors.productsShown = m.chosenTooMany;
  const description = text(form.description);
  if (description.length > MAX_STORE_DESCRIPTION_LENGTH) errors.description = m.descriptionTooLong;
  const timeZone = text(form.timeZone);
  if (!isTimeZone(timeZone)) errors.timeZone = m.timeZoneInvalid;
  const openingHours = readHours(form.openingHours, errors);
  if (!form.pickup && !form.delivery) errors.fulfilment = m.fulfilmentRequired;
  const deliveryAreas = readAreas(form, errors);
  const payments = readPayments(form, errors);
  const typedWhatsApp = text(form.whatsAppNumber);
  const whatsAppNumber = internationalPhone(typedWhatsApp);
  if (typedWhatsApp === '') errors.whatsAppNumber = m.whatsAppRequired;
  else if (whatsAppNumber === null) errors.whatsAppNumber = m.whatsAppInvalid;
  const holdTyped = text(form.holdHours);
  const holdHours = Number(holdTyped);
  if (holdTyped === '') errors.holdHours = m.holdRequired;
  else if (!/^[0-9]+$/.test(holdTyped) || holdHours < MIN_ORDER_HOLD_HOURS || holdHours > MAX_ORDER_HOLD_HOURS) errors.holdHours = m.holdInvalid;
  return finish(errors, () => ({
    enabled: form.enabled,
    name,
    currency: form.currency as CurrencyCode,
    productsShown,
    chosenProductIds,
    description,
    timeZone,
    openingHours,
    pickup: form.pickup,
    delivery: form.delivery,
    deliveryAreas,
    payments,
    whatsAppNumber: whatsAppNumber!,
    holdHours,
  }));
}

/** A stored store as the form shows it, to edit. */
export function onlineStoreForm(store: OnlineStore): OnlineStoreForm {
  return {
    enabled: store.enabled,
    name: store.name,
    currency: store.currency,
    productsShown: store.productsShown,
    chosenProductIds: store.chosenProductIds,
    description: store.description,
    timeZone: store.timeZone,
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const times = store.openingHours[day];
        return [day, times ? { open: true, opens: clockTimeText(times.opensMinute), closes: clockTimeText(times.closesMinute) } : { open: false, opens: '', closes: '' }];
      }),
    ) as unknown as OnlineStoreForm['openingHours'],
    pickup: store.pickup,
    delivery: store.delivery,
    deliveryAreas: store.deliveryAreas.map((area) => ({ id: area.id, name: area.name, fee: plainMinor(area.feeMinor) })),
    mobileMoney: store.payments.mobileMoney ? { offered: true, ...store.payments.mobileMoney, number: `+${store.payments.mobileMoney.number}` } : { offered: false, number: '', name: '' },
    bankTransfer: store.payments.bankTransfer ? { offered: true, ...store.payments.bankTransfer } : { offered: false, bankName: '', accountName: '', accountNumber: '' },
    cashOnPickup: store.payments.cashOnPickup,
    cashOnDelivery: store.payments.cashOnDelivery,
    whatsAppNumber: `+${store.whatsAppNumber}`,
    holdHours: String(store.holdHours),
  };
}

/** The hold a store reads with: its own when valid, else DEFAULT_ORDER_HOLD_HOURS. */
export function holdHoursOf(store: Pick<OnlineStore, 'holdHours'> | null | undefined): number {
  const hours = store?.holdHours;
  return Number.isInteger(hours) && hours! >= MIN_ORDER_HOLD_HOURS && hours! <= MAX_ORDER_HOLD_HOURS ? hours! : DEFAULT_ORDER_HOLD_HOURS;
}

/**
 * Why a stored store cannot be kept, in words for whoever reads the error (every adapter checks
 * before it writes one, as saleProblem does for a sale); null when it is one the form could make.
 */
export function onlineStoreProblem(store: OnlineStore): string | null {
  if (typeof store.enabled !== 'boolean') return 'A store is on or off.';
  if (storeNameProblem(store.name) !== null) return 'A store link is 3 to 30 of a–z, digits and single dashes, and not a kept word.';
  if (!CURRENCIES.includes(store.currency)) return 'A store sells in one of the listed currencies.';
  if (store.productsShown !== 'all' && store.productsShown !== 'chosen') return 'A store shows all its products or chosen ones.';
  if (!Array.isArray(store.chosenProductIds) || store.chosenProductIds.length > MAX_STORE_CHOSEN_PRODUCTS || !store.chosenProductIds.every((id) => typeof id === 'string' && id !== '')) return 'Chosen products are a list of product ids.';
  if (store.productsShown === 'chosen' && store.chosenProductIds.length === 0) return 'A store that shows chosen products chooses one or more.';
  if (typeof store.description !== 'string' || store.description.length > MAX_STORE_DESCRIPTION_LENGTH) return `A description is at most ${MAX_STORE_DESCRIPTION_LENGTH} characters.`;
  if (!isTimeZone(store.timeZone)) return 'A store keeps an IANA time zone.';
  if (!WEEKDAYS.every((day) => store.openingHours?.[day] !== undefined && !openingTimesProblem(store.openingHours[day]))) return 'Each day is closed or opens before it closes, within the day.';
  if (!store.pickup && !store.delivery) return 'A store offers pickup, delivery or both.';
  const areas = store.deliveryAreas;
  if (!Array.isArray(areas) || areas.length > MAX_DELIVERY_AREAS || (store.delivery && areas.length === 0)) return `A store that delivers lists 1 to ${MAX_DELIVERY_AREAS} areas.`;
  const ids = new Set(areas.map((area) => area.id));
  if (ids.size !== areas.length || !areas.every((area) => area.id !== '' && area.name.trim() !== '' && area.name.length <= MAX_DELIVERY_AREA_NAME_LENGTH && isAmountMinor(area.feeMinor))) {
    return 'Each delivery area has its own id, a name and a fee in whole cents.';
  }
  return paymentsProblem(store) ?? (internationalPhone(`+${store.whatsAppNumber}`) === store.whatsAppNumber ? null : 'A store announces orders to a WhatsApp number.') ?? holdProblem(store.holdHours);
}

function paymentsProblem(store: OnlineStore): string | null {
  const { mobileMoney, bankTransfer, cashOnPickup, cashOnDelivery } = store.payments;
  if (mobileMoney && (internationalPhone(`+${mobileMoney.number}`) !== mobileMoney.number || mobileMoney.name.trim() === '')) return 'Mobile money needs a number and the name on it.';
  if (bankTransfer && [bankTransfer.bankName, bankTransfer.accountName, bankTransfer.accountNumber].some((field) => field.trim() === '')) return 'A bank transfer needs the bank, the account name and its number.';
  if ((cashOnPickup && !store.pickup) || (cashOnDelivery && !store.delivery)) return 'Cash on pickup needs pickup, and cash on delivery needs delivery.';
  return mobileMoney || bankTransfer || cashOnPickup || cashOnDelivery ? null : 'A store offers at least one way to pay.';
}

function holdProblem(hours: number): string | null {
  return Number.isInteger(hours) && hours >= MIN_ORDER_HOLD_HOURS && hours <= MAX_ORDER_HOLD_HOURS ? null : `A hold is a whole number of hours from ${MIN_ORDER_HOLD_HOURS} to ${MAX_ORDER_HOLD_HOURS}.`;
}

/** A product as the store's page shows it: never its cost or the stock figure beyond what a basket may take. */
export interface PublishedProduct {
  id: string;
  name: string;
  type: Product['type'];
  priceMinor: number;
  description: string;
  imageUrl: string | null;
  /** Units a basket may take now: what is available, at most MAX_ORDER_QUANTITY; 0 is sold out. */
  orderableUnits: number;
  /**
   * When holds of confirmed orders on it lapse (reservations.ts), each moment (an ISO time) with what
   * a basket may take from then on, earliest first; absent when none will change it. Read at the
   * moment the page shows it (`publishedProductAt`), a lapsed hold frees its units with nothing
   * written; only what a basket may take is told, never a hold's size or the stock.
   */
  orderableFrom?: readonly PublishedUnitsFrom[];
}

/** What a basket may take of a published product from a moment on (PublishedProduct.orderableFrom). */
export interface PublishedUnitsFrom {
  at: string;
  orderableUnits: number;
}

/** Whether the store publishes a product (its currency, named, and shown by the store's choice), sold out or not. */
export function isPublished(store: Pick<OnlineStore, 'currency' | 'productsShown' | 'chosenProductIds'>, product: Pick<Product, 'id' | 'name' | 'currency'>): boolean {
  if (product.currency !== store.currency || product.name.trim() === '') return false;
  return store.productsShown === 'all' || store.chosenProductIds.includes(product.id);
}

/**
 * The store's published catalogue: the products it shows, sorted by name, each with what a basket
 * may take of it after reservations (reservations.ts). One document per store, rebuilt when a
 * product, the stock or a reservation changes, is what the page reads.
 */
export function publishedProducts(
  store: Pick<OnlineStore, 'currency' | 'productsShown' | 'chosenProductIds'>,
  products: readonly Pick<Product, 'id' | 'name' | 'type' | 'priceMinor' | 'currency' | 'description' | 'imageUrl' | 'quantity'>[],
  reserved: ReadonlyMap<string, number>,
): PublishedProduct[] {
  return products
    .filter((product) => isPublished(store, product))
    .map((product) => ({
      id: product.id,
      name: product.name.trim(),
      type: product.type,
      priceMinor: product.priceMinor,
      description: product.description,
      imageUrl: product.imageUrl,
      orderableUnits: Math.min(MAX_ORDER_QUANTITY, availableStock(product, reserved) ?? MAX_ORDER_QUANTITY),
    }))
    .sort(publishedOrder);
}

/** The order of a published record's products: by name, then by id (publishedProducts; the server's patch of one product keeps it). */
export const publishedOrder = (a: Pick<PublishedProduct, 'name' | 'id'>, b: Pick<PublishedProduct, 'name' | 'id'>): number => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1);

/**
 * The published catalogue as `publishedProducts` gives it at `now`, each product with the moments
 * its units change as the holds of confirmed orders lapse (`orderableFrom`): what every backend
 * publishes, so the page is right when it is read, however long after (publishedProductAt), with no
 * scheduler and no write at the lapse (docs/firebase.md, 'A lapsed hold').
 */
export function publishedCatalogue(
  store: Pick<OnlineStore, 'currency' | 'productsShown' | 'chosenProductIds' | 'holdHours'>,
  products: Parameters<typeof publishedProducts>[1],
  orders: readonly OnlineOrder[],
  now: Date,
): PublishedProduct[] {
  const holdHours = holdHoursOf(store);
  const entries = publishedProducts(store, products, reservedUnits(orders, holdHours, now));
  const moments = [...new Set(orders.filter((order) => order.status === 'confirmed' && isHolding(order, holdHours, now)).map((order) => holdLapsesAt(order, holdHours)!.getTime()))].sort((a, b) => a - b);
  if (moments.length === 0) return entries;
  const byId = new Map(products.map((product) => [product.id, product]));
  const steps = moments.map((at) => ({ at: new Date(at), reserved: reservedUnits(orders, holdHours, new Date(at)) }));
  return entries.map((entry) => {
    const product = byId.get(entry.id);
    if (!product || product.type !== 'Physical') return entry;
    const from: PublishedUnitsFrom[] = [];
    let units = entry.orderableUnits;
    for (const step of steps) {
      const then = Math.min(MAX_ORDER_QUANTITY, availableStock(product, step.reserved) ?? MAX_ORDER_QUANTITY);
      if (then !== units) from.push({ at: step.at.toISOString(), orderableUnits: then });
      units = then;
    }
    return from.length > 0 ? { ...entry, orderableFrom: from } : entry;
  });
}

/** A published product as it reads at `at`: its units from the last moment passed, and only the moments still to come. */
export function publishedProductAt(entry: PublishedProduct, at: Date): PublishedProduct {
  const steps = entry.orderableFrom;
  if (!Array.isArray(steps) || steps.length === 0) return entry;
  const { orderableFrom: _steps, ...plain } = entry;
  let orderableUnits = entry.orderableUnits;
  const ahead: PublishedUnitsFrom[] = [];
  for (const step of steps) {
    if (Date.parse(step.at) <= at.getTime()) orderableUnits = step.orderableUnits;
    else ahead.push(step);
  }
  return ahead.length > 0 ? { ...plain, orderableUnits, orderableFrom: ahead } : { ...plain, orderableUnits };
}

/** A published record's products as they read at `at` (publishedProductAt): what each reader of the page gives. */
export function publishedStoreAt<S extends { products: readonly PublishedProduct[] }>(record: S, at: Date): S {
  return record.products.some((entry) => entry.orderableFrom !== undefined) ? { ...record, products: record.products.map((entry) => publishedProductAt(entry, at)) } : record;
}
