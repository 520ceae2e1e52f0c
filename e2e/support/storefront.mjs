// A published online store for the specs and benchmarks that open the storefront (/s/<name>,
// issue 43) on the embedded backend: the signed-in owner's store, turned on through the suite's own
// session (exposed on the page: suite-session.mjs), as Settings › Online store would save it.
import { randomUUID } from 'node:crypto';
import { product, putRows, signedInUid } from './seed.mjs';

/** The store's settings as Settings › Online store saves them: open all day every day, pickup and delivery to Osu, mobile money or cash. */
export function storeSettings(name) {
  const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { opensMinute: 0, closesMinute: 1440 }]));
  return {
    enabled: true,
    name,
    currency: 'GHS',
    productsShown: 'all',
    chosenProductIds: [],
    description: 'Fabrics from Accra',
    timeZone: 'Africa/Accra',
    openingHours: hours,
    pickup: true,
    delivery: true,
    deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
    payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
    whatsAppNumber: '233244123456',
    holdHours: 24,
  };
}

/** Publishes a store for the signed-in owner with three products (one sold out) through the suite's session; returns its name and product ids. */
export async function publishStore(page) {
  const uid = await signedInUid(page);
  const name = `ama-${Date.now().toString(36)}`;
  const ids = await page.evaluate(
    async ({ uid, settings }) => {
      const { backend } = globalThis.__suiteSession;
      const draft = (name, priceMinor, quantity) => ({ name, type: 'Physical', priceMinor, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity });
      const kente = await backend.addProduct(uid, draft('Kente cloth', 12050, 5));
      const shea = await backend.addProduct(uid, draft('Shea butter 250g', 4500, 0));
      const beads = await backend.addProduct(uid, draft('Glass beads', 2500, 20));
      await backend.saveOnlineStore(uid, settings);
      return { kente, shea, beads };
    },
    { uid, settings: storeSettings(name) },
  );
  return { uid, name, ids };
}

/**
 * A shop with a store named `name` written straight into this page's origin's embedded database
 * (seed.mjs's rows; its tables must exist: open the backend on the origin first), for a page where
 * the suite's session is not at hand: a partner's site on another origin. The store's page
 * publishes it on its first read (the local adapter's readPublishedStore).
 */
export async function putStore(page, { name, businessName, uid = randomUUID(), products }) {
  await putRows(page, {
    // A shop as sign-up makes it: on its Pro trial (the store's page reads the plan: Pay now is Pro's).
    businesses: [{ ownerUid: uid, businessName, plan: 'trialing', trialEndsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }],
    products: products.map((fields) => ({ ...product(fields), ownerUid: uid })),
    onlineStores: [{ ...storeSettings(name), ownerUid: uid }],
  });
  return { uid, name };
}
