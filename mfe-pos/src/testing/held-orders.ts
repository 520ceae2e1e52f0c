// Confirmed online orders holding the till's sample goods, for the stories and tests of stock held
// for online orders (held-stock.ts): each holds `quantity` of one product, confirmed an hour before
// `now`, picked up and not yet paid, so it reserves its units (reservations.ts) in the sample store.
import { orderTotals } from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderLine, OnlineStore, Product } from '@shop/shared/domain';
import { sampleStore } from '@shop/shared/testing';

export const HELD_STORE: OnlineStore = sampleStore('ama-provisions');

const HOUR = 60 * 60_000;

/** A confirmed, unpaid pickup order of `quantity` of `product`, held since an hour before `now`. */
export function heldOrder(id: string, product: Product, quantity: number, now: Date = new Date()): OnlineOrder {
  const lines: OnlineOrderLine[] = [{ productId: product.id, name: product.name, type: product.type, unitPriceMinor: product.priceMinor, quantity }];
  const placedAt = new Date(now.getTime() - 2 * HOUR);
  return {
    id,
    storeName: HELD_STORE.name,
    status: 'confirmed',
    currency: product.currency,
    lines,
    ...orderTotals(lines, 0),
    customer: { name: 'Kofi Boateng', phone: '233244123456' },
    fulfilment: { method: 'pickup' },
    paymentOption: 'cash-on-pickup',
    note: '',
    placedAt,
    heldSince: new Date(now.getTime() - HOUR),
    payment: null,
    cancellation: null,
    updatedAt: placedAt,
  };
}
