// One codec per stored record that carries money: the domain speaks integer minor units
// (`priceMinor`, `totalMinor`, …, domain/entities.ts); the stored documents keep two-decimal
// amounts under their older names (`price`, `totalAmount`, …), as the Firestore rules
// (firebase/firestore.rules) and the local database have always held them, so no stored data
// changes. Both adapters store the same shapes and call these; nothing else converts
// (eslint.config.js, 'money speaks minor units').
//
// Reading refuses an amount that is not a whole number of cents with a StoredRecordError that
// names the record and the field: a figure that cannot be counted exactly never reaches a total.
import type {
  CurrencyCode,
  Customer,
  CustomerDraft,
  DiscountType,
  PayInOutKind,
  PaymentMethod,
  PaymentPart,
  Product,
  ProductDraft,
  ProductPack,
  ProductVariantOf,
  ProductType,
  Refund,
  Repayment,
  Sale,
  SaleCustomer,
  SaleItem,
  StaffRole,
  StaffStamp,
  StockMovement,
} from '../domain/entities';
import { fromMinor, toMinor } from '../domain/money';
import { isDateKey } from '../domain/calendar';
import { isStaffRole } from '../domain/staff';
import type { StaffListing, StaffMember } from '../domain/staff';
import type { PinHash } from '../domain/pin';

/** A stored record holds an amount that is not a whole number of cents (or not a number at all). */
export class StoredRecordError extends Error {
  constructor(record: string, field: string, value: unknown, problem = 'is not a whole number of cents') {
    super(`${record}: ${field} ${problem} (${String(value)}).`);
    this.name = 'StoredRecordError';
  }
}

/** A stored two-decimal amount as minor units; refuses anything that is not whole cents. */
export function minorOf(value: unknown, record: string, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new StoredRecordError(record, field, value);
  const minor = toMinor(value);
  if (fromMinor(minor) !== value) throw new StoredRecordError(record, field, value);
  return minor;
}

// ---------------------------------------------------------------- who made a record

/** The stamps a record may carry (entities.ts: `madeBy`, and `approvedBy` where a manager's PIN may be needed). */
type Stamped = { madeBy?: StaffStamp; approvedBy?: StaffStamp };

/** A stamp as stored: exactly its id and name (the rules accept nothing else). */
export const stampToStored = (stamp: StaffStamp): StaffStamp => ({ id: stamp.id, name: stamp.name });

/** A stored stamp as the domain's: absent (or null) stays absent; anything but `{ id, name }` strings is refused. */
export function stampFromStored(value: unknown, record: string, field: string): StaffStamp | undefined {
  if (value === undefined || value === null) return undefined;
  const stamp = value as Partial<StaffStamp> | null;
  if (typeof value !== 'object' || typeof stamp?.id !== 'string' || typeof stamp.name !== 'string') throw new StoredRecordError(record, field, JSON.stringify(value), 'is not a staff stamp');
  return { id: stamp.id, name: stamp.name };
}

/** `target` with the stamps `source` carries (as stored, or read back); an absent stamp stays absent. */
function withStamps<T extends object>(target: T, source: Stamped, record?: string): T & Stamped {
  const out: T & Stamped = target;
  for (const field of ['madeBy', 'approvedBy'] as const) {
    const value: unknown = source[field];
    const stamp = record === undefined ? (value === undefined ? undefined : stampToStored(value as StaffStamp)) : stampFromStored(value, record, field);
    if (stamp === undefined) delete out[field];
    else out[field] = stamp;
  }
  return out;
}

/** The record's stamps as stored (expense-codec.ts too). */
export function stampsToStored<T extends object>(target: T, source: Stamped): T & Stamped {
  return withStamps(target, source);
}

/** The stored record's stamps as the domain's, refusing any out of shape (expense-codec.ts too). */
export function stampsFromStored<T extends object>(target: T, source: Stamped, record: string): T & Stamped {
  return withStamps(target, source, record);
}

// ---------------------------------------------------------------- stored shapes

export interface StoredSaleItem {
  id: string;
  name: string;
  price: number;
  currency: CurrencyCode;
  quantity: number;
  /** The unit cost when sold, two decimals; null when unknown, absent on lines stored before costs were kept. */
  cost?: number | null;
  /** Only on a line sold by the pack (packs.ts): its name and size. */
  pack?: { name: string; size: number };
}

/** A product's pack as stored: its price in two decimals like the product's. */
export interface StoredProductPack {
  name: string;
  size: number;
  price: number;
  barcode?: string;
}

export interface StoredPaymentPart {
  method: PaymentMethod;
  amount: number;
}

export interface StoredSale {
  id: string;
  items: StoredSaleItem[];
  subtotal: number;
  /** An amount for `fixed`, a percent for `percentage`, two decimals. */
  discount: number;
  discountType: DiscountType;
  discountAmount: number;
  totalAmount: number;
  tenderedAmount: number | null;
  changeDue: number;
  currency: CurrencyCode;
  paymentMethod: PaymentMethod;
  payments?: StoredPaymentPart[];
  createdAt: Date;
  customer: SaleCustomer | null;
  /** Only on a sale sold on credit: what went on the customer's account, two decimals, and when it is due. */
  owed?: number;
  dueOn?: string;
  /** Who made it and whose manager's PIN let it through (entities.ts): absent when not known or not needed. */
  madeBy?: StaffStamp;
  approvedBy?: StaffStamp;
  /** Firebase only: the staff account that rang it up from a till of its own (firebase/membership.ts); absent from any other till. */
  accountUid?: string;
}

export interface StoredRefund {
  id: string;
  saleId: string;
  items: StoredSaleItem[];
  amount: number;
  currency: CurrencyCode;
  paymentMethod: PaymentMethod;
  reason: string;
  createdAt: Date;
  customer: SaleCustomer | null;
  /** Only on a refund of a credit sale: the part taken off the customer's account, two decimals. */
  credit?: number;
  madeBy?: StaffStamp;
  approvedBy?: StaffStamp;
  /** Firebase only: the staff account that wrote it from a till of its own (as a sale's); absent from any other till. */
  accountUid?: string;
}

export interface StoredRepayment {
  id: string;
  customer: SaleCustomer;
  amount: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  createdAt: Date;
  madeBy?: StaffStamp;
  /** Firebase only: the staff account that took it from a till of its own (as a sale's); absent from any other till. */
  accountUid?: string;
}

export interface StoredCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The most the customer may owe, two decimals; absent or null: no limit. */
  creditLimit?: number | null;
  createdAt: Date;
}

export type StoredCustomerDraft = Omit<StoredCustomer, 'id' | 'createdAt'>;

export interface StoredProduct {
  id: string;
  name: string;
  type: ProductType;
  price: number;
  currency: CurrencyCode;
  description: string;
  imageUrl: string | null;
  imagePath: string | null;
  quantity?: number;
  /** The unit cost, two decimals; absent or null when unknown. */
  cost?: number | null;
  /** The barcode as the product form read it (domain/barcodes.ts); absent when none. */
  barcode?: string;
  /** The packs it is also sold in (domain/packs.ts); absent when none. */
  packs?: StoredProductPack[];
  /** Only on a variant (domain/variants.ts): its product and its choices, as the domain holds them. */
  variant?: ProductVariantOf;
  createdAt: Date;
}

export type StoredProductDraft = Omit<StoredProduct, 'id' | 'createdAt'>;

// ---------------------------------------------------------------- sale lines

/** An optional stored amount (absent or null: none) as minor units or null; refuses anything else that is not whole cents. */
export function optionalMinorOf(value: unknown, record: string, field: string): number | null {
  return value === undefined || value === null ? null : minorOf(value, record, field);
}

/** A stored optional amount read outside a whole record (a product's cost in a transaction): absent or null is null. */
export function fromStoredMinor(value: unknown, record: string, field: string): number | null {
  return optionalMinorOf(value, record, field);
}

/** An optional amount in minor units (null: none) as stored. */
export const optionalFromMinor = (minor: number | null): number | null => (minor === null ? null : fromMinor(minor));

function itemToStored({ priceMinor, costMinor, ...item }: SaleItem): StoredSaleItem {
  const stored: StoredSaleItem = { id: item.id, name: item.name, price: fromMinor(priceMinor), currency: item.currency, quantity: item.quantity, cost: optionalFromMinor(costMinor ?? null) };
  if (item.pack) stored.pack = { name: item.pack.name, size: item.pack.size };
  return stored;
}

function itemFromStored({ price, cost, ...item }: StoredSaleItem, record: string, index: number): SaleItem {
  return {
    id: item.id,
    name: item.name,
    priceMinor: minorOf(price, record, `items[${index}].price`),
    currency: item.currency,
    quantity: item.quantity,
    costMinor: optionalMinorOf(cost, record, `items[${index}].cost`),
    ...(item.pack !== undefined ? { pack: item.pack } : {}),
  };
}

// ---------------------------------------------------------------- sale

export function saleToStored(sale: Sale): StoredSale {
  const stored: StoredSale = {
    id: sale.id,
    items: sale.items.map(itemToStored),
    subtotal: fromMinor(sale.subtotalMinor),
    discount: fromMinor(sale.discountHundredths),
    discountType: sale.discountType,
    discountAmount: fromMinor(sale.discountMinor),
    totalAmount: fromMinor(sale.totalMinor),
    tenderedAmount: sale.tenderedMinor === null ? null : fromMinor(sale.tenderedMinor),
    changeDue: fromMinor(sale.changeMinor),
    currency: sale.currency,
    paymentMethod: sale.paymentMethod,
    createdAt: sale.createdAt,
    customer: sale.customer,
  };
  if (sale.payments !== undefined) stored.payments = sale.payments.map((part) => ({ method: part.method, amount: fromMinor(part.minor) }));
  if (sale.credit) {
    stored.owed = fromMinor(sale.credit.owedMinor);
    stored.dueOn = sale.credit.dueOn;
  }
  return stampsToStored(stored, sale);
}

export function saleFromStored(stored: StoredSale): Sale {
  const record = `Sale ${stored.id}`;
  const sale: Sale = {
    id: stored.id,
    items: stored.items.map((item, index) => itemFromStored(item, record, index)),
    subtotalMinor: minorOf(stored.subtotal, record, 'subtotal'),
    discountHundredths: minorOf(stored.discount, record, 'discount'),
    discountType: stored.discountType,
    discountMinor: minorOf(stored.discountAmount, record, 'discountAmount'),
    totalMinor: minorOf(stored.totalAmount, record, 'totalAmount'),
    tenderedMinor: stored.tenderedAmount === null || stored.tenderedAmount === undefined ? null : minorOf(stored.tenderedAmount, record, 'tenderedAmount'),
    changeMinor: minorOf(stored.changeDue, record, 'changeDue'),
    currency: stored.currency,
    paymentMethod: stored.paymentMethod,
    createdAt: stored.createdAt,
    customer: stored.customer ?? null,
  };
  if (stored.payments !== undefined) {
    sale.payments = stored.payments.map((part, index): PaymentPart => ({ method: part.method, minor: minorOf(part.amount, record, `payments[${index}].amount`) }));
  }
  if (stored.owed !== undefined && stored.owed !== null) {
    // A credit sale always says when it is due (the rules and saleCreditProblem hold it).
    if (typeof stored.dueOn !== 'string' || !isDateKey(stored.dueOn)) throw new StoredRecordError(record, 'dueOn', stored.dueOn, 'is not a date');
    sale.credit = { owedMinor: minorOf(stored.owed, record, 'owed'), dueOn: stored.dueOn };
  }
  return stampsFromStored(sale, stored, record);
}

// ---------------------------------------------------------------- refund

export function refundToStored({ amountMinor, items, creditMinor, madeBy, approvedBy, ...refund }: Refund): StoredRefund {
  const stored: StoredRefund = { ...refund, items: items.map(itemToStored), amount: fromMinor(amountMinor) };
  if (creditMinor !== undefined) stored.credit = fromMinor(creditMinor);
  return stampsToStored(stored, { madeBy, approvedBy });
}

/** The port's refund: what the server keeps beside it (the account that wrote it, its `ledger`) is not part of it. */
export function refundFromStored({ id, saleId, items, amount, currency, paymentMethod, reason, createdAt, customer, credit, madeBy, approvedBy }: StoredRefund): Refund {
  const record = `Refund ${id}`;
  const refund: Refund = { id, saleId, items: items.map((item, index) => itemFromStored(item, record, index)), amountMinor: minorOf(amount, record, 'amount'), currency, paymentMethod, reason, createdAt, customer: customer ?? null };
  if (credit !== undefined && credit !== null) refund.creditMinor = minorOf(credit, record, 'credit');
  return stampsFromStored(refund, { madeBy, approvedBy }, record);
}

// ---------------------------------------------------------------- repayment

export function repaymentToStored({ amountMinor, madeBy, ...repayment }: Repayment): StoredRepayment {
  return stampsToStored({ ...repayment, customer: { id: repayment.customer.id, name: repayment.customer.name }, amount: fromMinor(amountMinor) }, { madeBy });
}

/** The port's repayment: what the server keeps beside it (the account that took it, its `ledger`) is not part of it. */
export function repaymentFromStored({ id, customer, amount, currency, method, createdAt, madeBy }: StoredRepayment): Repayment {
  const record = `Payment ${id}`;
  return stampsFromStored({ id, customer, amountMinor: minorOf(amount, record, 'amount'), currency, method, createdAt }, { madeBy }, record);
}

// ---------------------------------------------------------------- customer

// A customer's credit limit: `creditLimitMinor` ↔ `creditLimit`, absent stays absent, null stays null.

export function customerToStored({ creditLimitMinor, ...customer }: Customer): StoredCustomer {
  return creditLimitMinor === undefined ? customer : { ...customer, creditLimit: optionalFromMinor(creditLimitMinor) };
}

export function customerFromStored({ creditLimit, ...stored }: StoredCustomer): Customer {
  return creditLimit === undefined ? stored : { ...stored, creditLimitMinor: optionalMinorOf(creditLimit, `Customer ${stored.id}`, 'creditLimit') };
}

/** A customer draft or patch as stored; a limit set to `undefined` in a patch stays `undefined` (removed). */
export function customerDraftToStored<T extends Partial<CustomerDraft>>(draft: T): Omit<T, 'creditLimitMinor'> & { creditLimit?: number | null } {
  const { creditLimitMinor, ...rest } = draft;
  if (!Object.hasOwn(draft, 'creditLimitMinor')) return rest;
  return { ...rest, creditLimit: creditLimitMinor === undefined ? undefined : optionalFromMinor(creditLimitMinor ?? null) } as Omit<T, 'creditLimitMinor'> & { creditLimit?: number | null };
}

// ---------------------------------------------------------------- product

// A product's cost: `costMinor` ↔ `cost`, absent stays absent (a product made before costs were
// kept), null stays null (not known).

const packToStored = ({ priceMinor, ...pack }: ProductPack): StoredProductPack => ({ ...pack, price: fromMinor(priceMinor) });
const packFromStored = ({ price, ...pack }: StoredProductPack, record: string, index: number): ProductPack => ({ ...pack, priceMinor: minorOf(price, record, `packs[${index}].price`) });
/** Packs as stored, when the record carries them (absent stays absent). */
function packsToStored(packs: ProductPack[] | undefined): { packs?: StoredProductPack[] } {
  return packs === undefined ? {} : { packs: packs.map(packToStored) };
}

export function productToStored({ priceMinor, costMinor, packs, ...product }: Product): StoredProduct {
  return { ...product, price: fromMinor(priceMinor), ...(costMinor === undefined ? {} : { cost: optionalFromMinor(costMinor) }), ...packsToStored(packs) };
}

export function productFromStored({ price, cost, packs, ...stored }: StoredProduct): Product {
  const record = `Product ${stored.id}`;
  return {
    ...stored,
    priceMinor: minorOf(price, record, 'price'),
    ...(cost === undefined ? {} : { costMinor: optionalMinorOf(cost, record, 'cost') }),
    ...(packs === undefined ? {} : { packs: packs.map((pack, i) => packFromStored(pack, record, i)) }),
  };
}

export function productDraftToStored({ priceMinor, costMinor, packs, ...draft }: ProductDraft): StoredProductDraft {
  return { ...draft, price: fromMinor(priceMinor), ...(costMinor === undefined ? {} : { cost: optionalFromMinor(costMinor) }), ...packsToStored(packs) };
}

/**
 * A product patch as stored: `priceMinor` becomes `price` and `costMinor` becomes `cost` when the
 * patch carries them; every other field (an undefined one included, which removes the field)
 * stays as it is.
 */
export function productPatchToStored(patch: Partial<ProductDraft>): Partial<StoredProductDraft> {
  const { priceMinor, costMinor, packs, ...rest } = patch;
  const stored: Partial<StoredProductDraft> = priceMinor === undefined ? rest : { ...rest, price: fromMinor(priceMinor) };
  if (Object.hasOwn(patch, 'costMinor')) stored.cost = costMinor === undefined ? undefined : optionalFromMinor(costMinor);
  if (Object.hasOwn(patch, 'packs')) stored.packs = packs === undefined ? undefined : packs.map(packToStored);
  return stored;
}

// ---------------------------------------------------------------- stock movement

/** A stock movement as stored: a delivery's unit cost and the product's cost after it as two-decimal `unitCost` and `costAfter`. */
export type StoredStockMovement = Omit<StockMovement, 'unitCostMinor' | 'costAfterMinor'> & { unitCost?: number | null; costAfter?: number | null };

export function stockMovementToStored({ unitCostMinor, costAfterMinor, madeBy, approvedBy, ...movement }: StockMovement): StoredStockMovement {
  const stored: StoredStockMovement = { ...movement };
  if (unitCostMinor !== undefined) stored.unitCost = optionalFromMinor(unitCostMinor);
  if (costAfterMinor !== undefined) stored.costAfter = optionalFromMinor(costAfterMinor);
  return stampsToStored(stored, { madeBy, approvedBy });
}

/** A stored movement as the domain's: movements stored before costs were kept carry neither figure. */
export function stockMovementFromStored({ unitCost, costAfter, madeBy, approvedBy, ...stored }: StoredStockMovement): StockMovement {
  const record = `Stock movement ${stored.id}`;
  const movement: StockMovement = { ...stored };
  if (unitCost !== undefined) movement.unitCostMinor = optionalMinorOf(unitCost, record, 'unitCost');
  if (costAfter !== undefined) movement.costAfterMinor = optionalMinorOf(costAfter, record, 'costAfter');
  return stampsFromStored(movement, { madeBy, approvedBy }, record);
}

// The expense's codec is expense-codec.ts: only the expenses part, loaded on first use (lazy-part.ts), reads and writes expenses.

// ---------------------------------------------------------------- staff (domain/staff.ts, pin.ts, shifts.ts)

/** A staff member as stored without the PIN's hash (Firebase keeps the hash in a document of its own: `staffPins/{id}`). */
export interface StoredStaffListing {
  id: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: Date;
  /** Absent when none was ever given; null when taken off. */
  invitationEmail?: string | null;
}

/** A staff member as one record (the local database): the listing with its PIN's hash. */
export type StoredStaffMember = StoredStaffListing & { pinHash: PinHash };

/** A PIN's wrong tries as stored: `lockedUntil` null when not locked. */
export interface StoredPinAttempts {
  failures: number;
  lockedUntil: Date | null;
}

/** A pay-in or pay-out as stored: the amount in two decimals as `amount`. */
export interface StoredPayInOut {
  id?: string;
  kind: PayInOutKind;
  amount: number;
  reason: string;
  at: Date;
}

/** A shift as stored: its money in two decimals (`float`, `countedCash`, `countedMobileMoney`), as every stored record keeps money. */
export interface StoredShift {
  id: string;
  staff: StaffStamp;
  currency: CurrencyCode;
  openedAt: Date;
  float: number;
  payInsOuts: StoredPayInOut[];
  closedAt: Date | null;
  countedCash: number | null;
  /** Absent when the shop does not ask for it. */
  countedMobileMoney?: number | null;
}

export const isDate = (value: unknown): value is Date => value instanceof Date && Number.isFinite(value.getTime());

export function dateOf(value: unknown, record: string, field: string): Date {
  if (!isDate(value)) throw new StoredRecordError(record, field, value, 'is not a date');
  return value;
}

export function textOf(value: unknown, record: string, field: string): string {
  if (typeof value !== 'string') throw new StoredRecordError(record, field, value, 'is not text');
  return value;
}

export function staffListingToStored(member: StaffListing | StaffMember): StoredStaffListing {
  const stored: StoredStaffListing = { id: member.id, name: member.name, role: member.role, disabled: member.disabled, createdAt: member.createdAt };
  if (member.invitationEmail !== undefined) stored.invitationEmail = member.invitationEmail;
  return stored;
}

export function staffListingFromStored(stored: StoredStaffListing): StaffListing {
  const record = `Staff member ${stored.id}`;
  if (!isStaffRole(stored.role)) throw new StoredRecordError(record, 'role', stored.role, 'is not a role');
  const listing: StaffListing = {
    id: stored.id,
    name: textOf(stored.name, record, 'name'),
    role: stored.role,
    disabled: stored.disabled === true,
    createdAt: dateOf(stored.createdAt, record, 'createdAt'),
  };
  if (stored.invitationEmail !== undefined) listing.invitationEmail = stored.invitationEmail === null ? null : textOf(stored.invitationEmail, record, 'invitationEmail');
  return listing;
}

/** A PIN's hash as stored: exactly the slow hash's four fields. */
export function pinHashToStored(hash: PinHash): PinHash {
  return { algorithm: hash.algorithm, iterations: hash.iterations, salt: hash.salt, hash: hash.hash };
}

/**
 * A stored PIN hash as the domain's. Its fields are passed on as stored: a record out of shape is
 * simply a PIN that matches nothing (pin.ts, verifyPin), never a till that cannot list its staff.
 */
export function pinHashFromStored(stored: Partial<PinHash> | null | undefined): PinHash {
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: typeof stored?.iterations === 'number' && stored.algorithm === 'PBKDF2-SHA-256' ? stored.iterations : 0,
    salt: typeof stored?.salt === 'string' ? stored.salt : '',
    hash: typeof stored?.hash === 'string' ? stored.hash : '',
  };
}

export function staffMemberToStored(member: StaffMember): StoredStaffMember {
  return { ...staffListingToStored(member), pinHash: pinHashToStored(member.pinHash) };
}

/** A member from its stored listing and its PIN's stored hash (null when none is kept: it matches no PIN). */
export function staffMemberFromStored(stored: StoredStaffListing, pinHash: Partial<PinHash> | null | undefined): StaffMember {
  return { ...staffListingFromStored(stored), pinHash: pinHashFromStored(pinHash) };
}

