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
  PaymentMethod,
  PaymentPart,
  Product,
  ProductDraft,
  ProductType,
  Refund,
  Repayment,
  Sale,
  SaleCustomer,
  SaleItem,
  StockMovement,
} from '../domain/entities';
import { fromMinor, toMinor } from '../domain/money';
import { isDateKey } from '../domain/calendar';

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

// ---------------------------------------------------------------- stored shapes

export interface StoredSaleItem {
  id: string;
  name: string;
  price: number;
  currency: CurrencyCode;
  quantity: number;
  /** The unit cost when sold, two decimals; null when unknown, absent on lines stored before costs were kept. */
  cost?: number | null;
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
}

export interface StoredRepayment {
  id: string;
  customer: SaleCustomer;
  amount: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  createdAt: Date;
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
  createdAt: Date;
}

export type StoredProductDraft = Omit<StoredProduct, 'id' | 'createdAt'>;

// ---------------------------------------------------------------- sale lines

/** An optional stored amount (absent or null: none) as minor units or null; refuses anything else that is not whole cents. */
function optionalMinorOf(value: unknown, record: string, field: string): number | null {
  return value === undefined || value === null ? null : minorOf(value, record, field);
}

/** A stored optional amount read outside a whole record (a product's cost in a transaction): absent or null is null. */
export function fromStoredMinor(value: unknown, record: string, field: string): number | null {
  return optionalMinorOf(value, record, field);
}

/** An optional amount in minor units (null: none) as stored. */
const optionalFromMinor = (minor: number | null): number | null => (minor === null ? null : fromMinor(minor));

function itemToStored({ priceMinor, costMinor, ...item }: SaleItem): StoredSaleItem {
  return { id: item.id, name: item.name, price: fromMinor(priceMinor), currency: item.currency, quantity: item.quantity, cost: optionalFromMinor(costMinor ?? null) };
}

function itemFromStored({ price, cost, ...item }: StoredSaleItem, record: string, index: number): SaleItem {
  return {
    id: item.id,
    name: item.name,
    priceMinor: minorOf(price, record, `items[${index}].price`),
    currency: item.currency,
    quantity: item.quantity,
    costMinor: optionalMinorOf(cost, record, `items[${index}].cost`),
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
  return stored;
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
  return sale;
}

// ---------------------------------------------------------------- refund

export function refundToStored({ amountMinor, items, creditMinor, ...refund }: Refund): StoredRefund {
  const stored: StoredRefund = { ...refund, items: items.map(itemToStored), amount: fromMinor(amountMinor) };
  if (creditMinor !== undefined) stored.credit = fromMinor(creditMinor);
  return stored;
}

export function refundFromStored({ amount, items, credit, ...stored }: StoredRefund): Refund {
  const record = `Refund ${stored.id}`;
  const refund: Refund = { ...stored, items: items.map((item, index) => itemFromStored(item, record, index)), amountMinor: minorOf(amount, record, 'amount') };
  if (credit !== undefined && credit !== null) refund.creditMinor = minorOf(credit, record, 'credit');
  return refund;
}

// ---------------------------------------------------------------- repayment

export function repaymentToStored({ amountMinor, ...repayment }: Repayment): StoredRepayment {
  return { ...repayment, customer: { id: repayment.customer.id, name: repayment.customer.name }, amount: fromMinor(amountMinor) };
}

export function repaymentFromStored({ amount, ...stored }: StoredRepayment): Repayment {
  return { ...stored, amountMinor: minorOf(amount, `Payment ${stored.id}`, 'amount') };
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

export function productToStored({ priceMinor, costMinor, ...product }: Product): StoredProduct {
  return { ...product, price: fromMinor(priceMinor), ...(costMinor === undefined ? {} : { cost: optionalFromMinor(costMinor) }) };
}

export function productFromStored({ price, cost, ...stored }: StoredProduct): Product {
  const record = `Product ${stored.id}`;
  return { ...stored, priceMinor: minorOf(price, record, 'price'), ...(cost === undefined ? {} : { costMinor: optionalMinorOf(cost, record, 'cost') }) };
}

export function productDraftToStored({ priceMinor, costMinor, ...draft }: ProductDraft): StoredProductDraft {
  return { ...draft, price: fromMinor(priceMinor), ...(costMinor === undefined ? {} : { cost: optionalFromMinor(costMinor) }) };
}

/**
 * A product patch as stored: `priceMinor` becomes `price` and `costMinor` becomes `cost` when the
 * patch carries them; every other field (an undefined one included, which removes the field)
 * stays as it is.
 */
export function productPatchToStored(patch: Partial<ProductDraft>): Partial<StoredProductDraft> {
  const { priceMinor, costMinor, ...rest } = patch;
  const stored: Partial<StoredProductDraft> = priceMinor === undefined ? rest : { ...rest, price: fromMinor(priceMinor) };
  if (Object.hasOwn(patch, 'costMinor')) stored.cost = costMinor === undefined ? undefined : optionalFromMinor(costMinor);
  return stored;
}

// ---------------------------------------------------------------- stock movement

/** A stock movement as stored: a delivery's unit cost and the product's cost after it as two-decimal `unitCost` and `costAfter`. */
export type StoredStockMovement = Omit<StockMovement, 'unitCostMinor' | 'costAfterMinor'> & { unitCost?: number | null; costAfter?: number | null };

export function stockMovementToStored({ unitCostMinor, costAfterMinor, ...movement }: StockMovement): StoredStockMovement {
  const stored: StoredStockMovement = { ...movement };
  if (unitCostMinor !== undefined) stored.unitCost = optionalFromMinor(unitCostMinor);
  if (costAfterMinor !== undefined) stored.costAfter = optionalFromMinor(costAfterMinor);
  return stored;
}

/** A stored movement as the domain's: movements stored before costs were kept carry neither figure. */
export function stockMovementFromStored({ unitCost, costAfter, ...stored }: StoredStockMovement): StockMovement {
  const record = `Stock movement ${stored.id}`;
  const movement: StockMovement = { ...stored };
  if (unitCost !== undefined) movement.unitCostMinor = optionalMinorOf(unitCost, record, 'unitCost');
  if (costAfter !== undefined) movement.costAfterMinor = optionalMinorOf(costAfter, record, 'costAfter');
  return movement;
}

// The expense's codec is expense-codec.ts: only the expenses part, loaded on first use (lazy-part.ts), reads and writes expenses.
