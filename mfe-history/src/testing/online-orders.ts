// A shop's online store and its orders for the stories and tests of Sales › Online orders: Ama's
// Provisions sells in cedis, picks up and delivers to Osu (₵15.00), holds a confirmed order's
// stock 24 hours. Each order is made in the state asked, its totals added by the domain.
import { orderTotals } from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderLine, OnlineStore, Product } from '@shop/shared/domain';
import { sampleProduct, sampleStore } from '@shop/shared/testing';

export const STORE: OnlineStore = sampleStore('ama-provisions', { description: 'Provisions from Osu' });

export const RICE: Product = sampleProduct({ id: 'p-rice', name: 'Rice (5kg)', priceMinor: 8500, costMinor: 6000, quantity: 10 });
export const PALM_OIL: Product = sampleProduct({ id: 'p-palm-oil', name: 'Palm oil (1L)', priceMinor: 2500, costMinor: 1800, quantity: 2 });
export const PRODUCTS: Product[] = [RICE, PALM_OIL];

const HOUR = 60 * 60_000;

const lineOf = (product: Product, quantity: number): OnlineOrderLine => ({ productId: product.id, name: product.name, type: product.type, unitPriceMinor: product.priceMinor, quantity });

export interface OrderSeed {
  id: string;
  placedAt: Date;
  lines?: [Product, number][];
  status?: OnlineOrder['status'];
  delivery?: boolean;
  heldSince?: Date | null;
  payment?: OnlineOrder['payment'];
  cancellation?: OnlineOrder['cancellation'];
  note?: string;
}

/** An order of Kofi Boateng's (2 rice, 1 palm oil unless said), delivered to Osu unless `delivery: false`. */
export function orderOf({ id, placedAt, lines = [[RICE, 2], [PALM_OIL, 1]], status = 'received', delivery = true, heldSince = null, payment = null, cancellation = null, note = '' }: OrderSeed): OnlineOrder {
  const orderLines = lines.map(([product, quantity]) => lineOf(product, quantity));
  const fee = delivery ? 1500 : 0;
  return {
    id,
    storeName: STORE.name,
    status,
    currency: 'GHS',
    lines: orderLines,
    ...orderTotals(orderLines, fee),
    customer: { name: 'Kofi Boateng', phone: '233244123456' },
    fulfilment: delivery ? { method: 'delivery', areaId: 'osu', areaName: 'Osu', address: '5 Cantonments Road' } : { method: 'pickup' },
    paymentOption: delivery ? 'mobile-money' : 'cash-on-pickup',
    note,
    placedAt,
    heldSince,
    payment,
    cancellation,
    updatedAt: placedAt,
  };
}

/** The orders of each story and test, placed around `now`. */
export function sampleOrders(now: Date) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  return {
    fresh: orderOf({ id: 'a1b2c3d4-0000-4000-8000-000000000001', placedAt: ago(0.2), note: 'Please call when you reach the junction.' }),
    confirmed: orderOf({ id: 'b2c3d4e5-0000-4000-8000-000000000002', placedAt: ago(3), status: 'confirmed', delivery: false, heldSince: ago(2), lines: [[RICE, 1]] }),
    lapsed: orderOf({ id: 'c3d4e5f6-0000-4000-8000-000000000003', placedAt: ago(30), status: 'confirmed', delivery: false, heldSince: ago(26), lines: [[RICE, 1]] }),
    short: orderOf({ id: 'd4e5f6a7-0000-4000-8000-000000000004', placedAt: ago(1), lines: [[PALM_OIL, 3]] }),
    paid: orderOf({ id: 'e5f6a7b8-0000-4000-8000-000000000005', placedAt: ago(5), status: 'confirmed', heldSince: ago(4), payment: { method: 'Mobile Money', amountMinor: 21000, paidAt: ago(1) } }),
    cancelled: orderOf({ id: 'f6a7b8c9-0000-4000-8000-000000000006', placedAt: ago(6), status: 'cancelled', cancellation: { reason: 'Palm oil ran out', by: 'owner', at: ago(5) } }),
  };
}
