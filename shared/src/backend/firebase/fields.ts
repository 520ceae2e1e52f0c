// The fields each stored document may carry. The adapter writes only these, and the Firestore
// rules (firebase/firestore.rules) accept only these: keep the two in step. Products, sales and
// refunds are written in their stored shape (two-decimal amounts under their older names), as the
// codecs make it (../codecs.ts).
import type { Business, ShopSettings } from '../../domain/entities';
import type { StoredCustomer, StoredPinAttempts, StoredProduct, StoredRefund, StoredRepayment, StoredSale, StoredShift, StoredStaffListing, StoredStockMovement } from '../codecs';
import type { PinHash } from '../../domain/pin';
import type { StoredExpense } from '../expense-codec';

export const BUSINESS_FIELDS = [
  'ownerUid',
  'businessName',
  'ownerName',
  'businessType',
  'phone',
  'address',
  'email',
  'createdAt',
  'plan',
  'trialEndsAt',
  // The shop's settings, each absent until set by updateShopSettings: its days to pay (absent:
  // DEFAULT_CREDIT_DAYS) and its till settings (domain/till-settings.ts: absent, the defaults).
  'creditDays',
  'cashierDiscountLimitHundredths',
  'idleLockMinutes',
  'countMobileMoneyAtClose',
  // The owner's choice of the products sellable on Basic (plans.ts, sellableProductIds).
  'basicProductIds',
  // The shop's logo (a stored file's address) and brand colour (domain/shop-brand.ts).
  'logoUrl',
  'brandColour',
] as const satisfies readonly (keyof Business)[];

/** What updateShopSettings may write on the profile: the settings' own fields (those given), each one of BUSINESS_FIELDS. */
export const SHOP_SETTINGS_FIELDS = ['creditDays', 'cashierDiscountLimitHundredths', 'idleLockMinutes', 'countMobileMoneyAtClose', 'basicProductIds', 'logoUrl', 'brandColour'] as const satisfies readonly (keyof ShopSettings &
  (typeof BUSINESS_FIELDS)[number])[];

/**
 * What a product document may carry. `cost` only as a legacy field, read from documents written
 * before costs moved to `productCosts` (PRODUCT_COST_FIELDS) and moved there when the owner's
 * products are read (catalogue.ts); the adapter writes PRODUCT_WRITTEN_FIELDS, never `cost`.
 */
export const PRODUCT_FIELDS = ['name', 'type', 'price', 'currency', 'description', 'imageUrl', 'imagePath', 'quantity', 'cost', 'barcode', 'packs', 'variant', 'createdAt'] as const satisfies readonly (keyof StoredProduct)[];

/** The fields the adapter writes on a product document: PRODUCT_FIELDS without the legacy `cost`. */
export const PRODUCT_WRITTEN_FIELDS = PRODUCT_FIELDS.filter((field): field is Exclude<(typeof PRODUCT_FIELDS)[number], 'cost'> => field !== 'cost');

/**
 * A product's unit cost (`productCosts/{productId}`), apart from the product so that an account
 * that may read products (a cashier's, at the till) need never read a cost: Firestore's rules
 * cannot hide one field of a document. `cost` is two decimals, or null when not known; no
 * document, no cost known (unless a legacy product document still carries one).
 */
export const PRODUCT_COST_FIELDS = ['cost'] as const satisfies readonly (keyof StoredProduct)[];

/**
 * Written with every stock change: the id of the movement created beside it, so that the rules can
 * refuse a quantity that changes without its movement. Not part of the port's Product.
 */
export const PRODUCT_STOCK_MARK = 'stockMovementId';

/** A customer's id is its document id; `creditLimit` (two decimals) only when one was set (null: none). */
export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'creditLimit', 'createdAt'] as const satisfies readonly (keyof StoredCustomer)[];

/** A sale's id is its document id, so it is not stored as a field. */
export const SALE_FIELDS = [
  'items',
  'subtotal',
  'discount',
  'discountType',
  'discountAmount',
  'totalAmount',
  'tenderedAmount',
  'changeDue',
  'currency',
  'paymentMethod',
  /** Only on a split payment (its parts); absent on a sale paid by one method. */
  'payments',
  'createdAt',
  'customer',
  /** Only on a sale sold on credit: what went on the customer's account (two decimals), and when it is due. */
  'owed',
  'dueOn',
  /** Who made it at the till and whose manager's PIN let it through ({ id, name } each); absent when not known or not needed. */
  'madeBy',
  'approvedBy',
  /** Only on a sale rung up by a staff account from a till of its own (membership.ts): that account's uid, so the rules let it read the sale back. */
  'accountUid',
] as const satisfies readonly (keyof StoredSale)[];

/** A movement's id is its document id; a delivery at a unit cost carries `unitCost` and `costAfter` (stockMovementToStored). */
export const STOCK_MOVEMENT_FIELDS = ['productId', 'change', 'reason', 'counted', 'saleId', 'refundId', 'unitCost', 'costAfter', 'createdAt', 'madeBy', 'approvedBy'] as const satisfies readonly (keyof StoredStockMovement)[];

/**
 * A refund's id is its document id; `credit` only on a refund that took something off the
 * customer's account; `accountUid` only on a refund written by a staff account from a till of its
 * own (as a sale's: the server judges its author by it).
 */
export const REFUND_FIELDS = ['saleId', 'items', 'amount', 'currency', 'paymentMethod', 'reason', 'createdAt', 'customer', 'credit', 'madeBy', 'approvedBy', 'accountUid'] as const satisfies readonly (keyof StoredRefund)[];

/**
 * A repayment's id is its document id (made by the payment form, kept through retries); `accountUid`
 * only on one a staff account took from a till of its own (as a sale's). Its `ledger` is the server's.
 */
export const REPAYMENT_FIELDS = ['customer', 'amount', 'currency', 'method', 'createdAt', 'madeBy', 'accountUid'] as const satisfies readonly (keyof StoredRepayment)[];

/**
 * One document per customer and currency (`accounts/{customerId}_{currency}`), not part of the
 * port's records: what the customer owes, in minor units (`balanceMinor`, a whole number moved by
 * `increment`), and the record that last moved it — `saleId` (a credit sale) or `repaymentId`, both
 * moved by the server (functions/README.md), or `refundId` (a refund that took something off).
 */
export const ACCOUNT_FIELDS = ['customerId', 'currency', 'balanceMinor', 'saleId', 'repaymentId', 'refundId'] as const;

/** An expense's id is its document id (made by the form, kept through retries and edits). */
export const EXPENSE_FIELDS = ['amount', 'currency', 'category', 'method', 'fromTill', 'spentOn', 'note', 'createdAt', 'updatedAt', 'madeBy'] as const satisfies readonly (keyof StoredExpense)[];

/**
 * One document per refunded sale (`refundTallies/{saleId}`), not part of the port, written by the
 * server alone (functions/src/refunds.ts) as it applies each refund: what the sale's applied
 * refunds have given back so far — `refundedMinor`, `creditedMinor` (what they took off the
 * customer's account, a sale on credit only; absent until one did), `units` per product id, and
 * `moved`, the units put back into stock per product id — so that the server judges the next
 * refund of the sale against one document it reads in its transaction. `refundId` names the last
 * refund applied; `movementId` is only on tallies a till wrote before refunds were the server's.
 * No client writes it.
 */
export const REFUND_TALLY_FIELDS = ['saleId', 'refundedMinor', 'creditedMinor', 'units', 'moved', 'refundId', 'movementId'] as const;

/**
 * One document per day and currency (`dailyStats/{date}_{currency}`); the adapter merges a day's
 * currencies when reading. `saleId` names the sale created in the same write, whose total the
 * rules check the increment against; `refundId` likewise the refund whose amount it takes off.
 */
export const DAILY_STAT_FIELDS = ['date', 'currency', 'revenueMinor', 'salesCount', 'saleId', 'refundsCount', 'refundId', 'costedRevenueMinor', 'costMinor'] as const;

/**
 * A staff member (`staff/{id}`, the id its document id), without the PIN's hash: staff accounts may
 * later be given read of these, never of `staffPins`.
 */
export const STAFF_FIELDS = ['name', 'role', 'disabled', 'createdAt', 'invitationEmail'] as const satisfies readonly (keyof StoredStaffListing)[];

/** A member's PIN (`staffPins/{id}`): its slow hash, and the wrong tries in a row (pin.ts, PinAttempts), readable by the owner only. */
export const STAFF_PIN_HASH_FIELDS = ['algorithm', 'iterations', 'salt', 'hash'] as const satisfies readonly (keyof PinHash)[];
export const STAFF_PIN_ATTEMPT_FIELDS = ['failures', 'lockedUntil'] as const satisfies readonly (keyof StoredPinAttempts)[];

/** A shift (`shifts/{id}`, the form-made id its document id), money in two decimals (codecs.ts, StoredShift). */
export const SHIFT_FIELDS = ['staff', 'currency', 'openedAt', 'float', 'payInsOuts', 'closedAt', 'countedCash', 'countedMobileMoney'] as const satisfies readonly (keyof StoredShift)[];

/**
 * Only the listed fields of `record`, without undefined values (Firestore refuses those). Every
 * field must be one of the record's own: a domain record passed where its stored shape belongs
 * (a Sale for SALE_FIELDS, say, instead of `saleToStored(sale)`, codecs.ts) does not compile.
 */
export function pickFields<T extends object>(record: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of fields) {
    const field = key as string;
    if (Object.hasOwn(source, field) && source[field] !== undefined) picked[field] = source[field];
  }
  return picked;
}
