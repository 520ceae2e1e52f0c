// Ama's provisions shop's online store for the Online store view's stories and tests: three
// products in cedis, and a store set up with pickup and delivery to two areas of Accra.
import { DEFAULT_OPENING_HOURS } from '@shop/shared/domain';
import type { OnlineStore, Product } from '@shop/shared/domain';
import { sampleProduct } from '@shop/shared/testing';

/** Where the suite is served in the stories and tests. */
export const STORE_ORIGIN = 'https://shop.example';
export const STORE_TIME_ZONE = 'Africa/Accra';

export const STORE_PRODUCTS: Product[] = [
  sampleProduct({ name: 'Milo 400g', priceMinor: 4_500, quantity: 20 }),
  sampleProduct({ name: 'Rice 5kg', priceMinor: 12_000, quantity: 0 }),
  sampleProduct({ name: 'Palm oil 1L', priceMinor: 3_800, quantity: 8 }),
];

export const SAMPLE_STORE: OnlineStore = {
  enabled: true,
  name: 'amas-provisions',
  currency: 'GHS',
  productsShown: 'all',
  chosenProductIds: [],
  description: 'Provisions in Osu, delivered across Accra.',
  timeZone: STORE_TIME_ZONE,
  openingHours: { ...DEFAULT_OPENING_HOURS, sun: null },
  pickup: true,
  delivery: true,
  deliveryAreas: [
    { id: 'area-osu', name: 'Osu', feeMinor: 1_000 },
    { id: 'area-east-legon', name: 'East Legon', feeMinor: 2_500 },
  ],
  payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
  whatsAppNumber: '233241234567',
  holdHours: 24,
};
