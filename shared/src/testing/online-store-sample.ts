// A sample online store for tests and stories (docs/product-rules.md, 'Online store'): Ama sells
// in cedis, shows every product, picks up and delivers to Osu (₵15), takes mobile money or cash,
// and holds a confirmed order's stock 24 hours.
import type { Product } from '../domain/entities';
import { DEFAULT_OPENING_HOURS } from '../domain/online-store';
import { orderTotals } from '../domain/online-orders';
import type { OnlineOrder, OnlineOrderLine, OnlineStore } from '../domain/online-store-records';

const HOUR_MS = 60 * 60_000;

/** A store that sells in cedis, shows every product, picks up and delivers to Osu (₵15), and takes mobile money or cash. */
export function sampleStore(name: string, overrides: Partial<OnlineStore> = {}): OnlineStore {
  return {
    enabled: true,
    name,
    currency: 'GHS',
    productsShown: 'all',
    chosenProductIds: [],
    description: 'Fabrics from Accra',
    timeZone: 'Africa/Accra',
    openingHours: DEFAULT_OPENING_HOURS,
    pickup: true,
    delivery: true,
    deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
    payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
    whatsAppNumber: '233244123456',
    holdHours: 24,
    ...overrides,
  };
}

/**
 * A confirmed, unpaid pickup order of `quantity` of `product` in the store `storeName`, held since
 * an hour before `now`: it reserves its units (reservations.ts) while the store holds 24 hours.
 */
export function heldOrder(id: string, storeName: string, product: Product, quantity: number, now: Date = new Date()): OnlineOrder {
  const lines: OnlineOrderLine[] = [{ productId: product.id, name: product.name, type: product.type, unitPriceMinor: product.priceMinor, quantity }];
  const placedAt = new Date(now.getTime() - 2 * HOUR_MS);
  return {
    id,
    storeName,
    status: 'confirmed',
    currency: product.currency,
    lines,
    ...orderTotals(lines, 0),
    customer: { name: 'Kofi Boateng', phone: '233244123456' },
    fulfilment: { method: 'pickup' },
    paymentOption: 'cash-on-pickup',
    note: '',
    placedAt,
    heldSince: new Date(now.getTime() - HOUR_MS),
    payment: null,
    cancellation: null,
    updatedAt: placedAt,
  };
}
