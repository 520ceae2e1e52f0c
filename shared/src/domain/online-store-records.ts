// The records of the instant online store (docs/product-rules.md, 'Online store'): the shop's store
// settings and an order a customer placed on its page. Types only, at the bottom of the domain's
// imports beside entities.ts, so the rules (online-store.ts, online-orders.ts, reservations.ts)
// and the words (online-store-words.ts) all read them without reading one another. Every amount
// is an integer of minor units of the store's currency.
import type { CurrencyCode, PaymentMethod, ProductType, StaffRole } from './entities';

/** Which of the shop's products the store shows: every product priced in the store's currency, or only those chosen. */
export type StoreProductsShown = 'all' | 'chosen';

/** The days of the week, as opening hours are kept: Monday first. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** One day's opening, in minutes after midnight on the store's clock (`timeZone`): opens before it closes, closes at most 1440 (midnight). */
export interface OpeningTimes {
  opensMinute: number;
  closesMinute: number;
}

/** A week's opening hours: a day with null is closed all day. */
export type OpeningHours = Readonly<Record<Weekday, OpeningTimes | null>>;

/** A place the shop delivers to, with what delivery there costs the customer. */
export interface DeliveryArea {
  /** Made by the settings form when the area is added and kept through renames, so an order keeps pointing at it. */
  id: string;
  name: string;
  /** The delivery fee, in minor units of the store's currency: 0 for free delivery. */
  feeMinor: number;
}

/** How the customer gets the goods. */
export type FulfilmentMethod = 'pickup' | 'delivery';

/** How a customer of the online store may pay, as the store offers and the order says. */
export type StorePaymentOption = 'mobile-money' | 'bank-transfer' | 'cash-on-pickup' | 'cash-on-delivery';

/** The mobile money account customers pay to: the number as international digits, and the name it is registered in. */
export interface StoreMobileMoney {
  number: string;
  name: string;
}

/** The bank account customers pay to by transfer. */
export interface StoreBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** How the store's customers may pay: at least one option is offered. */
export interface StorePayments {
  /** Null: mobile money is not offered. */
  mobileMoney: StoreMobileMoney | null;
  /** Null: bank transfer is not offered. */
  bankTransfer: StoreBankAccount | null;
  /** Cash when the customer picks the order up (needs pickup). */
  cashOnPickup: boolean;
  /** Cash to the rider on delivery (needs delivery). */
  cashOnDelivery: boolean;
}

/**
 * The shop's online store, set by the owner in Settings › Online store and kept beside the
 * business profile (online-store.ts, validateOnlineStore). Its public page is `/s/<name>`.
 */
export interface OnlineStore {
  /** Whether the page is up: turned off, the page is taken down at once and no order is taken. */
  enabled: boolean;
  /** The link's name, normalised (online-store.ts, storeNameProblem): `/s/<name>`. Unique across shops (the backend's check). */
  name: string;
  /** The one currency the store sells in: only products priced in it show, and every order is in it. */
  currency: CurrencyCode;
  productsShown: StoreProductsShown;
  /** With `chosen`: the products shown, by id (others are not published). Empty with `all`. */
  chosenProductIds: readonly string[];
  /** A short description under the shop's name; may be empty. */
  description: string;
  /** The IANA time zone the opening hours are read in (the owner's device's when saved). */
  timeZone: string;
  openingHours: OpeningHours;
  /** Whether customers may pick orders up at the shop. */
  pickup: boolean;
  /** Whether the shop delivers; then to `deliveryAreas` only. */
  delivery: boolean;
  deliveryAreas: readonly DeliveryArea[];
  payments: StorePayments;
  /** Where orders are announced: the shop's WhatsApp number, as international digits (receipt-share.ts, internationalPhone). */
  whatsAppNumber: string;
  /** Whole hours a confirmed order's stock stays reserved before the hold lapses (reservations.ts). */
  holdHours: number;
}

/** What an order is at: received → confirmed → ready (pickup) or out for delivery → done; or cancelled. */
export type OnlineOrderStatus = 'received' | 'confirmed' | 'ready' | 'out-for-delivery' | 'done' | 'cancelled';

/** One product of an order, as the server priced it from the shop's catalogue when the order was placed. */
export interface OnlineOrderLine {
  productId: string;
  name: string;
  /** Physical lines take stock (and are reserved once confirmed); Digital and Ticket lines do not. */
  type: ProductType;
  /** The catalogue's unit price when the order was placed, in minor units. */
  unitPriceMinor: number;
  quantity: number;
}

/** The customer who placed the order: a stranger known by the name and phone they gave. */
export interface OnlineOrderCustomer {
  name: string;
  /** International digits (receipt-share.ts, internationalPhone): the WhatsApp messages go to it. */
  phone: string;
}

/** Picked up at the shop, or delivered to an address in one of the store's areas (its name and fee as they were when ordered). */
export type OnlineOrderFulfilment =
  | { method: 'pickup' }
  | { method: 'delivery'; areaId: string; areaName: string; address: string };

/** Who moved an order: a member of the shop's staff (by role) or the customer who placed it. */
export type OrderActor = StaffRole | 'customer';

/** An order marked paid: the one sale it became (its id is the order's) and how it was paid. */
export interface OnlineOrderPayment {
  method: PaymentMethod;
  /** The money handed over, in minor units: the total, or more in cash (the change is the sale's). */
  amountMinor: number;
  paidAt: Date;
}

/** A payment of the order through the shop's own Paystack account that the order did not take. */
export interface RefusedOrderPayment {
  /** The payment's reference (store-…), as the shop's Paystack dashboard lists it. */
  reference: string;
  amountMinor: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  at: Date;
  /** Why the order refused it: the mark-paid's refusal code ('already-paid', 'hold-lapsed', 'wrong-status', 'short', …). */
  reason: string;
}

/** Why an order was cancelled, and by whom. */
export interface OnlineOrderCancellation {
  reason: string;
  by: OrderActor;
  at: Date;
}

/**
 * An order placed on the store's page (`online-orders.ts`). Everything in it is the server's: it
 * priced the lines from the catalogue, found the delivery fee from the store's areas and added the
 * totals; the page only said which products, how many, and who and where.
 */
export interface OnlineOrder {
  /**
   * Made by the server, unguessable (a random UUID): the order's page is `/s/<name>/o/<id>`, and
   * knowing the id is what lets a customer read it. Also the id of the sale it becomes when paid.
   */
  id: string;
  /** The store's link name when placed. */
  storeName: string;
  status: OnlineOrderStatus;
  currency: CurrencyCode;
  lines: readonly OnlineOrderLine[];
  /** The lines' prices × quantities. */
  subtotalMinor: number;
  /** The delivery area's fee when placed; 0 for pickup. */
  deliveryFeeMinor: number;
  /** Subtotal + delivery fee: what the customer pays. */
  totalMinor: number;
  customer: OnlineOrderCustomer;
  fulfilment: OnlineOrderFulfilment;
  /** How the customer said they would pay (one the store offered). */
  paymentOption: StorePaymentOption;
  /** What the customer wrote to the shop; may be empty. */
  note: string;
  placedAt: Date;
  /** When the shop confirmed it (or held it again after a hold lapsed): the reservation runs from here. Null until confirmed. */
  heldSince: Date | null;
  /** Set once, when the shop marks it paid; null until then. */
  payment: OnlineOrderPayment | null;
  /**
   * Payments through the shop's own Paystack account that reached the shop but that the order
   * refused (cancelled, its hold lapsed, already paid by hand): kept on the order so the owner's
   * Online orders and the customer's page both say so (store-gateway.ts, refusedPaymentWords).
   * Absent or empty for almost every order.
   */
  refusedPayments?: readonly RefusedOrderPayment[];
  /** Set when cancelled; null otherwise. */
  cancellation: OnlineOrderCancellation | null;
  /** When its status last changed. */
  updatedAt: Date;
}
