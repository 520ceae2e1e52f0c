// What the Firebase tests wait for before they read what the server derived (serverSettled in
// shared/src/testing/firebase-emulator-harness.ts): every record of the shop the server judges
// carries its `ledger` mark, on every page of the list. A shop with more records than one page
// holds (the ledger property's stock movements pass it within minutes) must not hide an unjudged
// delivery on a later page: read before the server applied it, the stock is then off by it.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { serverSettled } from '../../shared/src/testing/firebase-emulator-harness';

const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules === true ? null : `the REST listing needs the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
/** A project of its own, where no trigger judges anything. */
const PROJECT = `${emulators.projectId}-settled`;
const SHOP = `shop-${Date.now().toString(36)}-settled`;

describe.skipIf(reason !== null)('the tests wait for the server to judge every record of the shop', () => {
  let app: App;
  let admin: AdminFirestore;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    app = initializeApp({ projectId: PROJECT }, `settled-${SHOP}`);
    admin = getFirestore(app);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('waits for an unjudged record past the first page of the list', async () => {
    const movements = admin.collection(`businesses/${SHOP}/stockMovements`);
    // 450 movements the server wrote judged (a sale's), then a delivery it has not judged yet, last by id.
    for (let start = 0; start < 450; start += 150) {
      const batch = admin.batch();
      for (let i = start; i < start + 150; i++) batch.set(movements.doc(`sale-${String(i).padStart(4, '0')}_rice`), { reason: 'sale', change: -1, ledger: { state: 'applied' } });
      await batch.commit();
    }
    await movements.doc('zz-delivery').set({ reason: 'delivery', change: 3 });
    let settled = false;
    const waiting = serverSettled(emulators, SHOP, PROJECT).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(settled, 'settled while a delivery was not judged').toBe(false);
    await movements.doc('zz-delivery').update({ ledger: { state: 'applied' } });
    await waiting;
    expect(settled).toBe(true);
  });
});
