// The one way end-to-end specs and benchmarks make a stored Sale record (they run in Node and in
// the page, where the TypeScript `saleOf` of @shop/shared/testing cannot be imported). Its figures
// are worked out in whole minor units the way the domain's sale rules do: subtotal from the lines,
// a fixed discount capped at the subtotal, change = max(0, tendered − total).
import { randomUUID } from 'node:crypto';

const minor = (amount) => Math.round(Number((amount * 100).toPrecision(15)));

/**
 * @param {{ id?: string, lines: { id: string, name?: string, price: number, quantity?: number }[],
 *   discount?: number, tendered?: number | null, paymentMethod?: string, currency?: string,
 *   customer?: { id: string, name: string } | null, at?: Date }} input amounts in major units
 */
export function saleRecord({ id = randomUUID(), lines, discount = 0, tendered = null, paymentMethod = 'Cash', currency = 'GHS', customer = null, at = new Date() }) {
  const items = lines.map((line) => ({ id: line.id, name: line.name ?? `Item ${line.id}`, price: line.price, currency, quantity: line.quantity ?? 1 }));
  const subtotalMinor = items.reduce((sum, item) => sum + minor(item.price) * item.quantity, 0);
  const discountMinor = Math.min(minor(discount), subtotalMinor);
  const totalMinor = subtotalMinor - discountMinor;
  const tenderedMinor = tendered === null ? null : minor(tendered);
  return {
    id,
    items,
    subtotal: subtotalMinor / 100,
    discount,
    discountType: 'fixed',
    discountAmount: discountMinor / 100,
    totalAmount: totalMinor / 100,
    tenderedAmount: tenderedMinor === null ? null : tenderedMinor / 100,
    changeDue: tenderedMinor === null ? 0 : Math.max(0, tenderedMinor - totalMinor) / 100,
    currency,
    paymentMethod,
    createdAt: at,
    customer,
  };
}
