// The shop's numbers (limits, time-outs, currencies, payment methods), each defined once.
import loadingLimits from './loading-limits.json';
import type { CurrencyCode, PaymentMethod, ProductType } from './entities';

export const CURRENCIES: readonly CurrencyCode[] = ['GHS', 'NGN', 'USD', 'GBP', 'EUR'];
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  GHS: '₵',
  NGN: '₦',
  USD: '$',
  GBP: '£',
  EUR: '€',
};
export const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = {
  GHS: 'Ghanaian cedi',
  NGN: 'Nigerian naira',
  USD: 'US dollar',
  GBP: 'British pound',
  EUR: 'Euro',
};
export const DEFAULT_CURRENCY: CurrencyCode = 'GHS';
/** The currencies the landing page's demo store offers. */
export const DEMO_STORE_CURRENCIES: readonly CurrencyCode[] = ['GHS', 'NGN', 'USD', 'GBP'];

export const PRODUCT_TYPES: readonly ProductType[] = ['Physical', 'Digital', 'Ticket'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'Cash',
  'Mobile Money',
  'Card',
  'Bank Transfer',
  'Other',
];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Cash';
/**
 * The most parts one split payment may have (docs/product-rules.md, 'Split payment'); it has at
 * least two. firebase/firestore.rules checks each of these parts one by one: keep them in step.
 */
export const MAX_PAYMENT_PARTS = 5;
/** The longest reason a refund keeps. */
export const MAX_REFUND_REASON_LENGTH = 500;

export const TRIAL_DAYS = 30;
export const BASIC_PRODUCT_LIMIT = 10;
/**
 * Days after a plan (the trial included) ends during which the shop works as before under a banner
 * saying what stops and when; then it is view-only (docs/product-rules.md, 'Plans'; plans.ts).
 */
export const PLAN_GRACE_DAYS = 3;
/** Days before a paid plan's end from which the frame reminds the owner to renew. */
export const PLAN_REMINDER_DAYS = 7;

export interface PlanOffer {
  id: 'basic' | 'pro';
  name: string;
  /** Monthly price by currency, in major units. */
  monthlyPrice: Readonly<Partial<Record<CurrencyCode, number>>>;
  /** Null means unlimited. */
  productLimit: number | null;
  features: readonly string[];
}

export const PLANS: readonly PlanOffer[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: { GHS: 50, USD: 5 },
    productLimit: BASIC_PRODUCT_LIMIT,
    features: [`Up to ${BASIC_PRODUCT_LIMIT} products`, 'Point of sale', 'Sales history', 'Customers'],
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: { GHS: 100, USD: 10 },
    productLimit: null,
    features: [
      'Unlimited products',
      'Tickets and digital goods',
      'CRM',
      'Advanced analytics',
      'Your own payment gateway accounts',
    ],
  },
];

/**
 * The largest amount of money anything may hold, in minor units: ₵10 000 000.00 (or the same
 * figure in any currency). Prices, discounts and tendered amounts above it are refused.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/** The most units one line of a sale may hold. */
export const MAX_LINE_QUANTITY = 100_000;

/** The most units a delivery may bring or a count may find of one product. */
export const MAX_STOCK_QUANTITY = 1_000_000;

/** 5MB: the largest product image accepted. */
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * The only kinds of product image accepted: photographs and drawings that cannot carry script
 * (an SVG can), so form, adapters and storage.rules allow exactly these.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;

export const MARKETING_USER_COUNT = 500_000;

/** How long the 'copied' confirmation on a receipt stays before it resets. */
export const RECEIPT_COPIED_RESET_MS = 2000;
/**
 * Script chunks give up loading after this long. The value lives in `loading-limits.json` so that
 * the build configuration (plain Node, which cannot import TypeScript) reads the same number.
 */
export const CHUNK_LOAD_TIMEOUT_MS: number = loadingLimits.chunkLoadTimeoutMs;
/** The backend client's retry limits. */
export const OPERATION_RETRY_LIMIT_MS = 120_000;

/**
 * How long a save waits for the server before it reports itself queued (the device may think it
 * is online when it is not): well within OPERATION_RETRY_LIMIT_MS, so no save ever hangs.
 */
export const WRITE_QUEUED_AFTER_MS = 8_000;
export const UPLOAD_RETRY_LIMIT_MS = 600_000;

/** The product's name, as every screen and message shows it. */
export const PRODUCT_NAME = 'ShopDesk';

// Staff at the till (issue #35; the rules are summed up at the top of staff.ts).
/** The shortest PIN a staff member may have: digits only. */
export const PIN_MIN_LENGTH = 4;
/** The longest PIN a staff member may have. */
export const PIN_MAX_LENGTH = 6;
/** Wrong PINs in a row after which that person is locked out of the till for PIN_LOCK_MS. */
export const PIN_MAX_TRIES = 5;
/** How long a person stays locked out after PIN_MAX_TRIES wrong PINs. */
export const PIN_LOCK_MS = 5 * 60_000;
/**
 * PBKDF2-SHA-256 iterations of a new PIN hash: OWASP's figure, as the local backend uses for
 * passwords (backend/local/crypto.ts, DEFAULT_PBKDF2_ITERATIONS). Each hash keeps its own count,
 * so changing this only changes new hashes.
 */
export const PIN_HASH_ITERATIONS = 600_000;
/** How long a till may sit untouched before it locks to the PIN pad, unless the shop sets another time. */
export const TILL_IDLE_LOCK_MS = 2 * 60_000;
/**
 * The largest discount a cashier may give without a manager's PIN unless the shop sets another, as
 * a share of the sale's subtotal in basis points (1 % = 100): 10 %.
 */
export const DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS = 1_000;
/** The largest cashier discount limit a shop may set (Business.cashierDiscountLimitHundredths): 100 %, in basis points. */
export const MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS = 10_000;
/** The shortest idle lock a shop may set (Business.idleLockMinutes), in whole minutes. */
export const MIN_IDLE_LOCK_MINUTES = 1;
/** The longest idle lock a shop may set (Business.idleLockMinutes), in whole minutes: an hour. */
export const MAX_IDLE_LOCK_MINUTES = 60;
/** The longest staff member's name accepted, after trimming (as a customer's). */
export const MAX_STAFF_NAME_LENGTH = 200;
/** The longest reason a shift's pay-in or pay-out keeps, after trimming. */
export const MAX_PAY_IN_OUT_REASON_LENGTH = 200;
/** How long a manager's PIN typed for one action lets that action through (StaffApi.approveAction). */
export const STAFF_APPROVAL_MS = 2 * 60_000;
/**
 * How long an owner's invitation of a staff account stays open (docs/firebase.md, 'Staff accounts'):
 * one not taken within these days lapses, and another shop may then invite the address.
 * firebase/firestore.rules holds the same number (invitationLapsed).
 */
export const INVITATION_DAYS = 7;
/** What moves cash in a shift's drawer besides sales (shifts.ts, PayInOut): kept here, light, for the codecs. */
export const PAY_IN_OUT_KINDS = ['pay-in', 'pay-out'] as const;

// The server's check of a sale a till wrote (sale-audit.ts, auditSale).
/** The most days a sale may be dated before it reached the shop's records (a queued offline sale included): older is refused. */
export const MAX_SALE_AGE_DAYS = 7;
/** How far a sale may be dated after it reached the shop's records (a till's clock a little ahead): later is refused. */
export const MAX_SALE_CLOCK_AHEAD_MS = 5 * 60_000;

// The instant online store (docs/product-rules.md, 'Online store'; online-store.ts, online-orders.ts,
// reservations.ts). The server enforces every one of these on what a stranger's page sends.
/** The shortest and longest store link name, the `<name>` of `/s/<name>`. */
export const MIN_STORE_NAME_LENGTH = 3;
export const MAX_STORE_NAME_LENGTH = 30;
/** The longest description a store page shows under the shop's name. */
export const MAX_STORE_DESCRIPTION_LENGTH = 300;
/** The most delivery areas a store may list, each with its fee. */
export const MAX_DELIVERY_AREAS = 30;
/** The longest delivery area name. */
export const MAX_DELIVERY_AREA_NAME_LENGTH = 60;
/** The most products a store that shows only chosen products may choose. */
export const MAX_STORE_CHOSEN_PRODUCTS = 2_000;
/** The longest name of a mobile money account, a bank or a bank account's holder. */
export const MAX_STORE_ACCOUNT_NAME_LENGTH = 100;
/** The longest bank account number (digits, spaces and dashes). */
export const MAX_BANK_ACCOUNT_NUMBER_LENGTH = 34;
/** How long a confirmed order's stock stays reserved before the hold lapses, unless the shop sets another: a day. */
export const DEFAULT_ORDER_HOLD_HOURS = 24;
/** The shortest and longest hold a shop may set, in whole hours (a week at most). */
export const MIN_ORDER_HOLD_HOURS = 1;
export const MAX_ORDER_HOLD_HOURS = 168;
/** The most lines (different products) one online order may hold. */
export const MAX_ORDER_LINES = 50;
/** The most units of one product one online order may ask for. */
export const MAX_ORDER_QUANTITY = 100;
/** The longest note a customer may leave on an order. */
export const MAX_ORDER_NOTE_LENGTH = 500;
/** The longest name a customer may give on an order. */
export const MAX_ORDER_CUSTOMER_NAME_LENGTH = 100;
/** The longest delivery address a customer may give. */
export const MAX_ORDER_ADDRESS_LENGTH = 300;
/** The longest reason an order is cancelled with. */
export const MAX_ORDER_CANCEL_REASON_LENGTH = 300;
/** The window the flood limits count orders in: an hour. */
export const ORDER_FLOOD_WINDOW_MS = 60 * 60_000;
/** The most orders one phone number may place on one store in ORDER_FLOOD_WINDOW_MS. */
export const MAX_ORDERS_PER_PHONE_PER_WINDOW = 5;
/** The most orders one store page may take in ORDER_FLOOD_WINDOW_MS, from everyone. */
export const MAX_ORDERS_PER_STORE_PER_WINDOW = 120;
/** The most orders a store holds waiting to be confirmed: past it, new ones are held back until the shop works them. */
export const MAX_UNCONFIRMED_ORDERS_PER_STORE = 200;
