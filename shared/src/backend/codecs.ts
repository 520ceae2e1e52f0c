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
  DiscountType,
  PaymentMethod,
  PaymentPart,
  Product,
  ProductDraft,
  ProductType,
  Refund,
  Sale,
  SaleCustomer,
  SaleItem,
} from '../domain/entities';
import { fromMinor, toMinor } from '../domain/money';

/** A stored record holds an amount that is not a whole number of cents (or not a number at all). */
export class StoredRecordError extends Error {
  constructor(record: string, field: string, value: unknown) {
    super(`${record}: ${field} is not a whole number of cents (${String(value)}).`);
    this.name = 'StoredRecordError';
  }
}

/** A stored two-decimal amount as minor units; refuses anything that is not whole cents. */
function minorOf(value: unknown, record: string, field: string): number {
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
}

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
  createdAt: Date;
}

export type StoredProductDraft = Omit<StoredProduct, 'id' | 'createdAt'>;

// ---------------------------------------------------------------- sale lines

function itemToStored({ priceMinor, ...item }: SaleItem): StoredSaleItem {
  return { id: item.id, name: item.name, price: fromMinor(priceMinor), currency: item.currency, quantity: item.quantity };
}

function itemFromStored({ price, ...item }: StoredSaleItem, record: string, index: number): SaleItem {
  return { id: item.id, name: item.name, priceMinor: minorOf(price, record, `items[${index}].price`), currency: item.currency, quantity: item.quantity };
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
  return sale;
}

// ---------------------------------------------------------------- refund

export function refundToStored({ amountMinor, items, ...refund }: Refund): StoredRefund {
  return { ...refund, items: items.map(itemToStored), amount: fromMinor(amountMinor) };
}

export function refundFromStored({ amount, items, ...stored }: StoredRefund): Refund {
  const record = `Refund ${stored.id}`;
  return { ...stored, items: items.map((item, index) => itemFromStored(item, record, index)), amountMinor: minorOf(amount, record, 'amount') };
}

// ---------------------------------------------------------------- product

export function productToStored({ priceMinor, ...product }: Product): StoredProduct {
  return { ...product, price: fromMinor(priceMinor) };
}

export function productFromStored({ price, ...stored }: StoredProduct): Product {
  return { ...stored, priceMinor: minorOf(price, `Product ${stored.id}`, 'price') };
}

export function productDraftToStored({ priceMinor, ...draft }: ProductDraft): StoredProductDraft {
  return { ...draft, price: fromMinor(priceMinor) };
}

/**
 * A product patch as stored: `priceMinor` becomes `price` when the patch carries one; every other
 * field (an undefined one included, which removes the field) stays as it is.
 */
export function productPatchToStored(patch: Partial<ProductDraft>): Partial<StoredProductDraft> {
  const { priceMinor, ...rest } = patch;
  return priceMinor === undefined ? rest : { ...rest, price: fromMinor(priceMinor) };
}
