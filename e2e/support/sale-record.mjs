// The one way end-to-end specs and benchmarks make a Sale (they run in Node and in the page, where
// the TypeScript `saleOf` of @shop/shared/testing cannot be imported). Its figures are worked out in
// whole minor units the way the domain's sale rules do: subtotal from the lines, a fixed discount
// capped at the subtotal, change = max(0, tendered − total). `tillSale` gives the sale as the
// domain and the backend port take it (minor units, shared/src/domain/entities.ts); `saleRecord`
// gives it as stored in IndexedDB or Firestore (two-decimal amounts, shared/src/backend/codecs.ts),
// for seeding rows directly.
import { randomUUID } from 'node:crypto';

const minor = (amount) => Math.round(Number((amount * 100).toPrecision(15)));
const major = (minorUnits) => minorUnits / 100;

/**
 * @param {{ id?: string, lines: { id: string, name?: string, price: number, quantity?: number }[],
 *   discount?: number, tendered?: number | null, paymentMethod?: string, currency?: string,
 *   customer?: { id: string, name: string } | null, at?: Date }} input amounts in major units, as typed at the till
 */
export function tillSale({ id = randomUUID(), lines, discount = 0, tendered = null, paymentMethod = 'Cash', currency = 'GHS', customer = null, at = new Date() }) {
  const items = lines.map((line) => ({ id: line.id, name: line.name ?? `Item ${line.id}`, priceMinor: minor(line.price), currency, quantity: line.quantity ?? 1 }));
  const subtotalMinor = items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
  const discountMinor = Math.min(minor(discount), subtotalMinor);
  const totalMinor = subtotalMinor - discountMinor;
  const tenderedMinor = tendered === null ? null : minor(tendered);
  return {
    id,
    items,
    subtotalMinor,
    discountHundredths: minor(discount),
    discountType: 'fixed',
    discountMinor,
    totalMinor,
    tenderedMinor,
    changeMinor: tenderedMinor === null ? 0 : Math.max(0, tenderedMinor - totalMinor),
    currency,
    paymentMethod,
    createdAt: at,
    customer,
  };
}

/** The same sale as stored: the field names and two-decimal amounts of the stored record. */
export function saleRecord(input) {
  const sale = tillSale(input);
  return {
    id: sale.id,
    items: sale.items.map(({ priceMinor, ...item }) => ({ id: item.id, name: item.name, price: major(priceMinor), currency: item.currency, quantity: item.quantity })),
    subtotal: major(sale.subtotalMinor),
    discount: major(sale.discountHundredths),
    discountType: sale.discountType,
    discountAmount: major(sale.discountMinor),
    totalAmount: major(sale.totalMinor),
    tenderedAmount: sale.tenderedMinor === null ? null : major(sale.tenderedMinor),
    changeDue: major(sale.changeMinor),
    currency: sale.currency,
    paymentMethod: sale.paymentMethod,
    createdAt: sale.createdAt,
    customer: sale.customer,
  };
}
