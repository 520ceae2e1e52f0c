// The records the shop keeps, as the domain and the screens speak of them. Every amount of money
// is an integer of minor units (pesewas, kobo, cents) of the record's currency, and its name ends
// in `Minor`. The stored documents keep two-decimal amounts under their older names
// (`price`, `totalAmount`, …); each adapter turns one into the other with the codecs in
// `backend/codecs.ts`, and nothing else converts.

export type CurrencyCode = 'GHS' | 'NGN' | 'USD' | 'GBP' | 'EUR';
export type ProductType = 'Physical' | 'Digital' | 'Ticket';
export type PaymentMethod = 'Cash' | 'Mobile Money' | 'Card' | 'Bank Transfer' | 'Other';
export type DiscountType = 'fixed' | 'percentage';
export type PlanId = 'trialing' | 'basic' | 'pro';
/** The roles of the shop's staff, most powerful first (staff.ts: STAFF_ROLES and what each may do). */
export type StaffRole = 'owner' | 'manager' | 'cashier';

/** What a record keeps of who made it (`madeBy`) or let it through (`approvedBy`); shifts match by id (staff.ts, staffStamp). */
export interface StaffStamp {
  id: string;
  name: string;
}

/** One per owner, stored at `businesses/{ownerUid}`. */
export interface Business {
  ownerUid: string;
  businessName: string;
  ownerName: string;
  businessType: string;
  phone: string;
  address: string;
  email: string;
  createdAt: Date;
  plan: PlanId;
  trialEndsAt: Date;
  /**
   * The end of the paid period of `plan` (basic or pro), moved only by the server when a payment
   * is verified (plans.ts, planAfterPayment); absent on the trial, and on a paid plan granted
   * without an end. The standing it makes is plans.ts's planStanding.
   */
  paidUntil?: Date;
  /**
   * The owner's choice of the products that stay sellable on Basic (at most BASIC_PRODUCT_LIMIT
   * physical products, plans.ts basicChoiceProblem); absent, the oldest are (sellableProductIds).
   * The others are kept, hidden from the till, until an upgrade.
   */
  basicProductIds?: string[];
  /**
   * The shop's days to pay: a credit sale falls due this many days after it was made unless the
   * cashier picks another day (docs/product-rules.md, 'Credit'). A whole number from 1 to
   * MAX_CREDIT_DAYS; absent means DEFAULT_CREDIT_DAYS (credit-terms.ts, creditDaysOf).
   */
  creditDays?: number;
  /**
   * The till settings (docs/product-rules.md, 'Staff at the till'; till-settings.ts reads them with
   * their defaults). The largest discount a cashier gives without a manager's PIN, as a share of the
   * subtotal in basis points: a whole number from 0 to MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS;
   * absent means DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS (cashierDiscountLimitOf).
   */
  cashierDiscountLimitHundredths?: number;
  /**
   * Minutes a till with staff may sit untouched before it locks to the PIN pad: a whole number
   * from MIN_IDLE_LOCK_MINUTES to MAX_IDLE_LOCK_MINUTES; absent means TILL_IDLE_LOCK_MS (idleLockMsOf).
   */
  idleLockMinutes?: number;
  /** Whether closing a shift asks for the mobile money counted too; absent means no, cash only (countsMobileMoneyAtClose). */
  countMobileMoneyAtClose?: boolean;
  /**
   * The shop's logo (shop-brand.ts, logoUrlProblem): a small picture's data URL on the embedded
   * backends, its stored file's address on Firebase; absent when the shop has none. Shown by the
   * online store and printed atop receipts.
   */
  logoUrl?: string;
  /** The shop's brand colour, `#rrggbb` that white words read on (shop-brand.ts, brandColourProblem); absent, the store's own. */
  brandColour?: string;
}

/**
 * What the owner sets for the whole shop (BusinessApi.updateShopSettings): a patch of the
 * profile's settings, in which only the fields given change.
 */
export interface ShopSettings {
  /** Business.creditDays. */
  creditDays?: number;
  /** Business.cashierDiscountLimitHundredths. */
  cashierDiscountLimitHundredths?: number;
  /** Business.idleLockMinutes. */
  idleLockMinutes?: number;
  /** Business.countMobileMoneyAtClose. */
  countMobileMoneyAtClose?: boolean;
  /** Business.basicProductIds: the owner's choice of the products sellable on Basic (plans.ts basicChoiceProblem). */
  basicProductIds?: string[];
  /** Business.logoUrl; null takes the logo away. */
  logoUrl?: string | null;
  /** Business.brandColour; null takes the colour away. */
  brandColour?: string | null;
}

export interface Product {
  id: string;
  name: string;
  type: ProductType;
  /** The unit price in minor units. */
  priceMinor: number;
  currency: CurrencyCode;
  description: string;
  imageUrl: string | null;
  /** Where the image is kept in file storage, so deleting the product can delete it too. */
  imagePath: string | null;
  /** Stock on hand; only Physical products carry it. */
  quantity?: number;
  /**
   * What one unit costs the shop, in minor units of `currency`; absent or null when unknown. Any
   * type may carry it (airtime and data vouchers cost the shop too). A delivery at a unit cost moves
   * it to the weighted average of what is on hand (stock-movements.ts, averageCostAfterDelivery).
   */
  costMinor?: number | null;
  /**
   * The product's barcode (EAN-13, EAN-8, UPC-A or Code 128, as barcodes.ts reads it), unique
   * within the shop; absent when it has none.
   */
  barcode?: string;
  /**
   * The packs it is also sold in (packs.ts): each a number of pieces at a price of its own, with
   * an optional barcode. Stock and cost stay counted by the piece. Absent or empty: sold by the piece only.
   */
  packs?: ProductPack[];
  /**
   * Only on a variant (variants.ts): the product it is one variant of and its choice of each of
   * that product's options. A variant is a record of its own — its own price, cost, stock and
   * barcode — so every sale, refund, delivery and count of it is that record's.
   */
  variant?: ProductVariantOf;
  createdAt: Date;
}

/** What makes a product record one variant of a product with options (variants.ts, variantOfProblem). */
export interface ProductVariantOf {
  /** The product's id, shared by all its variants (made by the product form with the first). */
  productId: string;
  /** The product's name without the choices: "Summer dress". */
  productName: string;
  /** The product's options in order, 1 to MAX_VARIANT_OPTIONS: ["Size", "Colour"]. */
  options: string[];
  /** This variant's choice of each option, in the options' order: ["M", "Red"]. */
  values: string[];
}

/** A pack a product is also sold in (packs.ts, validatePacks): "Carton" of 24 pieces at its own price. */
export interface ProductPack {
  /** The pack's name, as the till and the receipt say it ("Carton"). */
  name: string;
  /** Pieces in one pack: a whole number of 2 or more. */
  size: number;
  /** The price of one pack, in minor units: more than 0. */
  priceMinor: number;
  /** Its own barcode, unique within the shop like a product's (barcodes.ts); absent when it has none. */
  barcode?: string;
}

/** The pack a sale line sold (packs.ts): its name and pieces, as they were when it was rung. */
export interface SaleLinePack {
  name: string;
  size: number;
}

/** What the owner types to create or change a product; id and createdAt are the store's. */
export type ProductDraft = Omit<Product, 'id' | 'createdAt'>;

export interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string;
  /**
   * The most this customer may owe the shop, in minor units, in each currency they buy in
   * (docs/product-rules.md, 'Credit'); absent or null: no limit.
   */
  creditLimitMinor?: number | null;
  createdAt: Date;
}

export type CustomerDraft = Omit<Customer, 'id' | 'createdAt'>;

export interface SaleItem {
  /** The product's id. */
  id: string;
  name: string;
  /** The unit price when sold, in minor units. */
  priceMinor: number;
  currency: CurrencyCode;
  quantity: number;
  /**
   * The unit cost when sold (the product's cost when it went into the cart), in minor units; null
   * when unknown. Never shown to a customer. Absent on sales recorded before costs were kept, which
   * reads as null.
   * On a pack line, the cost of one pack: the piece's cost × the pack's size (packs.ts, packCostMinor).
   */
  costMinor: number | null;
  /**
   * Only on a line sold by the pack: which pack. Then `quantity` counts packs, `priceMinor` is one
   * pack's price, and the stock taken is quantity × size pieces (packs.ts, lineBaseUnits).
   */
  pack?: SaleLinePack;
}

/**
 * One part of a split payment: the money handed over by one method. Cash may be more than its
 * share (change is given only from cash); every other part is taken exactly.
 */
export interface PaymentPart {
  method: PaymentMethod;
  /** The money handed over by this method, in minor units. */
  minor: number;
}

export interface SaleCustomer {
  id: string;
  name: string;
}

/**
 * What a sale sold on credit ("Pay later") left on its customer's account (docs/product-rules.md,
 * 'Credit'). The part paid at the till is the rest of the total: `tenderedMinor`, with no change.
 */
export interface SaleCredit {
  /** The part of the total put on the customer's account, in minor units: more than 0, at most the total. */
  owedMinor: number;
  /** The day it is due, `YYYY-MM-DD` on the till's clock. */
  dueOn: string;
}

export interface Sale {
  /** Generated by the till before recording, so a retried sale is never recorded twice; also the order id. */
  id: string;
  items: SaleItem[];
  subtotalMinor: number;
  /**
   * The discount as entered, in hundredths: minor units for `fixed`, basis points (1 % = 100) for
   * `percentage` (totals.ts).
   */
  discountHundredths: number;
  discountType: DiscountType;
  /** The money the discount takes off. */
  discountMinor: number;
  totalMinor: number;
  /** The money handed over; null when none was entered. */
  tenderedMinor: number | null;
  changeMinor: number;
  currency: CurrencyCode;
  /** The method, or for a split payment its main method (the largest part). */
  paymentMethod: PaymentMethod;
  /**
   * Only on a split payment: two or more parts, as handed over, summing to `tenderedMinor`.
   * Absent when the sale was paid by one method.
   */
  payments?: PaymentPart[];
  createdAt: Date;
  customer: SaleCustomer | null;
  /** Only on a sale sold on credit, which always has a customer: what went on their account. */
  credit?: SaleCredit;
  /** Who made it at the till (StaffStamp): set once the shop has staff; absent on records the owner's account made alone. */
  madeBy?: StaffStamp;
  /** Whose manager's PIN let it through (staff.ts, needsManagerPin); absent when none was needed. */
  approvedBy?: StaffStamp;
}

/**
 * Money given back for units of one sale, kept beside the sales (`refunds/{id}`). Physical units
 * go back into stock as 'refund' movements in the same atomic write.
 */
export interface Refund {
  /** Made by the refund form on its first save and kept through retries, so a replay is recorded once. */
  id: string;
  /** The refunded sale's id (its order id). */
  saleId: string;
  /** The lines given back: each sale line's product id, name, unit price and currency, with the units returned (1 or more). */
  items: SaleItem[];
  /** The money given back, in minor units of the sale's currency: the lines' share of the sale's total (so a sale-level discount is shared pro rata). */
  amountMinor: number;
  currency: CurrencyCode;
  /** How the money went back. */
  paymentMethod: PaymentMethod;
  /**
   * Only on a refund of a sale sold on credit: the part of `amountMinor` taken off what the
   * customer owes instead of handed back (credit.ts, refundCreditMinor); the rest went back by
   * `paymentMethod`. Absent: all of it was handed back.
   */
  creditMinor?: number;
  /** Why, as the cashier typed it; may be empty. */
  reason: string;
  createdAt: Date;
  /** The sale's customer, so the refund is found by their name. */
  customer: SaleCustomer | null;
  /** Who made it at the till (StaffStamp): set once the shop has staff; absent on records the owner's account made alone. */
  madeBy?: StaffStamp;
  /** Whose manager's PIN let it through (staff.ts, needsManagerPin); absent when none was needed. */
  approvedBy?: StaffStamp;
}

/**
 * Money a customer paid towards what they owe (`repayments/{id}`), applied to their oldest debt
 * first (credit.ts, outstandingDebts). Never more than they owe in its currency.
 */
export interface Repayment {
  /** Made by the payment form on its first save and kept through retries, so a replay is recorded once. */
  id: string;
  customer: SaleCustomer;
  /** The money paid, in minor units: more than 0. */
  amountMinor: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  createdAt: Date;
  /** Who made it at the till (StaffStamp): set once the shop has staff; absent on records the owner's account made alone. */
  madeBy?: StaffStamp;
}

/** What one customer owes the shop in one currency (`accounts/{customerId}_{currency}`). */
export interface CustomerBalance {
  customerId: string;
  currency: CurrencyCode;
  /** Credit sales − repayments − what refunds took off, in minor units; never below 0. */
  balanceMinor: number;
}

/** What an expense was for (constants.ts, EXPENSE_CATEGORIES; expenses.ts, countsAgainstProfit). */
export type ExpenseCategory =
  | 'Stock bought'
  | 'Rent'
  | 'Transport'
  | 'Airtime and data'
  | 'Wages'
  | 'Utilities'
  | 'Other'
  | "Owner's own use";

/**
 * Money the shop spent, kept beside the sales (`expenses/{id}`) (docs/product-rules.md,
 * 'Expenses'). Not rolled up: a shop records tens a month, read by `spentOn`.
 */
export interface Expense {
  /** Made by the expense form on its first save and kept through retries and edits, so a replay is one expense. */
  id: string;
  /** The money spent, in minor units of `currency`: more than 0. */
  amountMinor: number;
  currency: CurrencyCode;
  category: ExpenseCategory;
  /** How it was paid. */
  method: PaymentMethod;
  /** Cash taken from the till's drawer (only with method Cash): End of Day expects that much less cash that day. */
  fromTill: boolean;
  /** The day it was spent on the device's clock, `YYYY-MM-DD`. */
  spentOn: string;
  /** What the owner wrote of it; may be empty. */
  note: string;
  createdAt: Date;
  /** The last save; `createdAt` on an expense never edited. */
  updatedAt: Date;
  /** Who made it at the till (StaffStamp): set once the shop has staff; absent on records the owner's account made alone. */
  madeBy?: StaffStamp;
}

/** A Physical product's stock reduced by a sale. */
export interface StockDecrement {
  productId: string;
  quantitySold: number;
}

/** Why a product's stock moved. */
export type StockMovementReason = 'sale' | 'delivery' | 'count' | 'refund';

/**
 * One change to a Physical product's stock, kept beside the products (`stockMovements/{id}`) and
 * written in the same atomic write as the quantity it changes.
 */
export interface StockMovement {
  /** Made by the till or form before writing, so a retried write is recorded once. */
  id: string;
  productId: string;
  /** Units added (positive) or taken away (negative). */
  change: number;
  reason: StockMovementReason;
  /** For a stock count: the units counted, which became the stock. */
  counted: number | null;
  /** For a sale: its order id; for a refund: the refunded sale's. */
  saleId: string | null;
  /** For a refund: its id (absent on other movements). */
  refundId?: string | null;
  /** For a delivery: what one unit of it cost, in minor units; null (or absent) when not given. */
  unitCostMinor?: number | null;
  /** For a delivery at a unit cost: the product's cost after it (the weighted average); null (or absent) otherwise. */
  costAfterMinor?: number | null;
  createdAt: Date;
  /** Who made it at the till (StaffStamp): set once the shop has staff; absent on records the owner's account made alone. */
  madeBy?: StaffStamp;
  /** Whose manager's PIN let it through (staff.ts, needsManagerPin); absent when none was needed. */
  approvedBy?: StaffStamp;
}

/** What the owner asks of a product's stock: units received in a delivery, or the units counted on the shelf. */
export type StockAdjustment =
  | { reason: 'delivery'; received: number; /** What one unit cost, in minor units; absent or null when not given (the cost stays). */ unitCostMinor?: number | null }
  | { reason: 'count'; counted: number };

/** Money in minor units per currency, each summed exactly and never added to another; a currency with none is absent. */
export type CurrencyAmounts = Partial<Record<CurrencyCode, number>>;

/** The per-day roll-up kept beside the sales (`dailyStats/{YYYY-MM-DD}`), for the dashboard. */
export interface DailyStat {
  /** UTC calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Revenue of the day in minor units, per currency of the sales. */
  /** Net of the refunds given that day. */
  revenueMinor: CurrencyAmounts;
  salesCount: number;
  /** Refunds given that day (absent on roll-ups made before refunds existed). */
  refundsCount?: number;
  /**
   * The part of the day's revenue whose lines had a known cost, per currency, net of refunds
   * (dashboard.ts, saleProfit). Absent on roll-ups made before costs were kept: nothing costed.
   */
  costedRevenueMinor?: CurrencyAmounts;
  /** What the goods of that costed revenue cost, per currency, net of refunds. Absent as above. */
  costMinor?: CurrencyAmounts;
}

// A cashier's shift: one staff member's drawer, in one currency (shifts.ts: its forms and cash-up).

export type PayInOutKind = 'pay-in' | 'pay-out';

/** Cash put into the drawer (pay-in) or taken out of it (pay-out) during a shift, not by a sale. */
export interface PayInOut {
  /** Made by the form, kept through retries, so a replay adds it once; absent on moves made before ids. */
  id?: string;
  kind: PayInOutKind;
  /** More than 0, in minor units of the shift's currency. */
  amountMinor: number;
  /** Why, as typed: required. */
  reason: string;
  at: Date;
}

/** One staff member's shift at the till, from the float counted in to the cash counted out. */
export interface Shift {
  id: string;
  /** Whose shift: only their records count in it. */
  staff: StaffStamp;
  /** The drawer's currency: records in others are not this shift's. */
  currency: CurrencyCode;
  openedAt: Date;
  /** The cash counted into the drawer at opening. */
  floatMinor: number;
  payInsOuts: PayInOut[];
  /** Null while open. */
  closedAt: Date | null;
  /** The cash counted at closing; null while open. */
  countedCashMinor: number | null;
  /** The mobile money counted at closing, when the shop asks for it; absent or null otherwise. */
  countedMobileMoneyMinor?: number | null;
}
