// A sample online store for tests and stories (docs/product-rules.md, 'Online store'): Ama sells
// in cedis, shows every product, picks up and delivers to Osu (₵15), takes mobile money or cash,
// and holds a confirmed order's stock 24 hours.
import { DEFAULT_OPENING_HOURS } from '../domain/online-store';
import type { OnlineStore } from '../domain/online-store-records';

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
