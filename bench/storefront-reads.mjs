// The billed reads of the online store on Firebase (issue 43: "the billed reads of one page view and
// one order"): what a customer's first view of a shop's page reads, and what one order reads from
// its placing to its payment, on a shop of PRODUCTS products with OPEN orders already open.
//
// How it counts (the emulator bills nothing and reports no usage): on the official Firestore
// emulator alone, with the rules loaded,
// - the customer's side is the Firebase adapter itself (shared/src/backend/firebase/online-store.ts)
//   importing the SDK through bench/firestore-read-counter.mjs, which counts each getDoc, each
//   document a query returns (at least one) and each get in a transaction; a listener is billed one
//   read per document in each snapshot the server sends, counted here from the snapshots it hears;
// - the server's side is the server's own code (functions/src: the callables' and the triggers'
//   bodies, called here in this process as the Functions emulator would call them) on an Admin SDK
//   Firestore that counts each document read: a document's get, each document of a query (at least
//   one), each document of a getAll, in a transaction or not.
// The triggers an order sets off are run as Cloud Functions would: onlineOrderChanged on a status
// moved (republishProducts of the order's products), saleRecorded on the paid order's sale
// (deriveSale, which finds it applied), productChanged on each product whose stock moved
// (republishProducts of that product).
//
// Usage: node bench/storefront-reads.mjs [--products=200] [--open=20] [--smoke]
// Last line: `Page view: N billed reads; one order: M billed reads (P products, O open orders)`.
// Skipped, saying why, where the official emulator cannot run.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import { createOfficialFirestore, findOfficialFirestore, FIRESTORE_RULES_FILE } from '../tooling/firebase/official-firestore.mjs';

const shared = new URL('../shared/src/', import.meta.url).href;
register('./typescript-hooks.mjs', import.meta.url, {
  data: {
    substitutes: [
      { specifier: 'firebase/firestore', under: new URL('../shared/src/backend/firebase/', import.meta.url).href, with: new URL('./firestore-read-counter.mjs', import.meta.url).href },
      // The server's code imports the shared code as its package; here, its source.
      { specifier: '@shop/shared/domain', under: new URL('../functions/src/', import.meta.url).href, with: `${shared}domain/index.ts` },
      { specifier: '@shop/shared/records', under: new URL('../functions/src/', import.meta.url).href, with: `${shared}records/index.ts` },
    ],
  },
});
process.env.METADATA_SERVER_DETECTION = 'none';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SMOKE = args.includes('--smoke');
const PRODUCTS = option('products', SMOKE ? 20 : 200);
const OPEN = option('open', SMOKE ? 2 : 20);
const log = (...parts) => console.error(...parts);

const found = findOfficialFirestore();
if (!found.jar) {
  console.log(`storefront-reads: skipped (${found.reason})`);
  process.exit(0);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.on('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const emulator = createOfficialFirestore({ jar: found.jar, host: '127.0.0.1', port, rulesFile: FIRESTORE_RULES_FILE });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => emulator.stop().finally(() => process.exit(130)));
await emulator.start();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;

/** An Admin SDK Firestore that counts the documents it reads into `tally.reads`. */
function countingFirestore(db, tally) {
  const counted = (snapshot) => {
    tally.reads += 'docs' in snapshot ? Math.max(1, snapshot.size) : 1;
    return snapshot;
  };
  const passThrough = (target, property) => {
    const value = target[property];
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const reference = (ref) => new Proxy(ref, { get: (target, property) => (property === 'get' ? async () => counted(await target.get()) : passThrough(target, property)) });
  const transaction = (tx) =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'get') return async (what) => counted(await target.get(what));
        if (property === 'getAll') {
          return async (...refs) => {
            const snapshots = await target.getAll(...refs);
            tally.reads += snapshots.length;
            return snapshots;
          };
        }
        return passThrough(target, property);
      },
    });
  return new Proxy(db, {
    get(target, property) {
      if (property === 'doc') return (path) => reference(target.doc(path));
      if (property === 'runTransaction') return (update, options) => target.runTransaction((tx) => update(transaction(tx)), options);
      return passThrough(target, property);
    },
  });
}

let exitCode = 0;
try {
  // The Admin SDK the server's code imports (functions/node_modules), the same instance.
  const fromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));
  const { initializeApp, deleteApp } = await import(pathToFileURL(fromFunctions.resolve('firebase-admin/app')).href);
  const { getFirestore } = await import(pathToFileURL(fromFunctions.resolve('firebase-admin/firestore')).href);
  const { placeStrangersOrder } = await import('../functions/src/online-orders.ts');
  const { takeShopOrderAction } = await import('../functions/src/order-actions.ts');
  const { republishProducts, republishStore } = await import('../functions/src/publish-store.ts');
  const { deriveSale } = await import('../functions/src/sales.ts');
  const { createFirebaseBackend } = await import('../shared/src/backend/firebase/firebase-backend.ts');
  const { serverReads } = await import('./firestore-read-counter.mjs');
  const { setLogLevel } = await import('firebase/firestore');
  setLogLevel('silent');

  const projectId = 'demo-storefront-reads';
  const adminApp = initializeApp({ projectId }, 'storefront-reads');
  const admin = getFirestore(adminApp);
  const tally = { reads: 0 };
  const server = countingFirestore(admin, tally);
  /** The reads `work` makes on the server. */
  const serverCount = async (work) => {
    const before = tally.reads;
    const result = await work();
    return { result, reads: tally.reads - before };
  };

  // The shop, written as an administrator (not counted): PRODUCTS products with costs, OPEN open orders, its store on.
  const uid = 'bench-shop';
  const name = 'bench-fabrics';
  const shop = `businesses/${uid}`;
  const created = new Date('2024-05-01T10:00:00Z');
  await admin.doc(shop).set({ ownerUid: uid, businessName: 'Bench Fabrics', createdAt: created });
  for (let start = 0; start < PRODUCTS; start += 400) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(PRODUCTS, start + 400); i += 1) {
      batch.set(admin.doc(`${shop}/products/p${i}`), { name: `Cloth ${i + 1}`, type: 'Physical', price: 10 + (i % 50), currency: 'GHS', description: 'Hand-woven', imageUrl: null, imagePath: null, quantity: 1000, createdAt: created });
      batch.set(admin.doc(`${shop}/productCosts/p${i}`), { cost: 5 });
    }
    await batch.commit();
  }
  await admin.doc(`storeNames/${name}`).set({ ownerUid: uid, claimedAt: created });
  await admin.doc(`${shop}/onlineStore/settings`).set({
    enabled: true, name, currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: 'Cloth from Bench', timeZone: 'Africa/Accra',
    openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, pickup: true, delivery: true, deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
    payments: { mobileMoney: { number: '0244123456', name: 'Bench Fabrics' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false }, whatsAppNumber: '233244123456', holdHours: 24,
  });
  for (let i = 0; i < OPEN; i += 1) {
    const at = new Date(Date.now() - (2 + i) * 3_600_000);
    await admin.doc(`${shop}/onlineOrders/open-${i}`).set({
      storeName: name, status: i % 2 ? 'confirmed' : 'received', currency: 'GHS', lines: [{ productId: `p${i % PRODUCTS}`, name: 'Cloth', type: 'Physical', unitPriceMinor: 1000, quantity: 1 }],
      subtotalMinor: 1000, deliveryFeeMinor: 0, totalMinor: 1000, customer: { name: 'Earlier', phone: `23320000${String(i).padStart(4, '0')}` }, fulfilment: { method: 'pickup' },
      paymentOption: 'cash-on-pickup', note: '', placedAt: at, heldSince: i % 2 ? at : null, payment: null, cancellation: null, updatedAt: at,
    });
  }
  const first = await serverCount(() => republishStore(server, uid, new Date()));
  log(`Shop ready: ${PRODUCTS} products, ${OPEN} open orders; a rebuild of its published record reads ${first.reads}`);

  // The customer's phone: the Firebase adapter, not signed in.
  const customer = createFirebaseBackend({ config: { apiKey: 'demo-api-key', projectId }, emulators: { firestore: `127.0.0.1:${port}` }, appName: 'customer', cache: 'memory' });
  const clientCount = async (work) => {
    const before = serverReads.count;
    const result = await work();
    return { result, reads: serverReads.count - before };
  };

  const view = await clientCount(() => customer.readPublishedStore(name));
  if (view.result?.products.length !== PRODUCTS) throw new Error(`The page showed ${view.result?.products.length} products of ${PRODUCTS}`);
  const pageBytes = JSON.stringify(view.result).length;

  // The order: 3 lines, delivered, as the page sends it to placeOnlineOrder (its body, as the callable runs it).
  const lines = [0, 1, 2].map((i) => ({ productId: `p${i}`, quantity: 1 }));
  const expectedTotalMinor = lines.reduce((sum, line) => sum + (10 + Number(line.productId.slice(1)) % 50) * 100, 0) + 1500;
  const checkout = { name: 'Kofi Boateng', phone: '+233 24 412 3456', method: 'delivery', areaId: 'osu', address: '12 Oxford Street', paymentOption: 'mobile-money', note: '' };
  const placed = await serverCount(() => placeStrangersOrder(server, { name, request: { lines, checkout, expectedTotalMinor } }, new Date()));
  if (!placed.result.placed) throw new Error(`The order was refused: ${JSON.stringify(placed.result.refusal)}`);
  const orderId = placed.result.order.id;

  // The customer's order page, live: billed one read per snapshot with the document in it.
  let pageReads = 0;
  let seen = null;
  const stop = customer.subscribeOwnOrder(name, orderId, (order) => {
    pageReads += 1;
    seen = order;
  }, (error) => log('The order page failed', error));
  const until = async (test, what) => {
    const started = Date.now();
    while (!test()) {
      if (Date.now() - started > 30_000) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await until(() => seen?.status === 'received', 'the order page');

  // The shop confirms (the callable's body as the owner), then the trigger rebuilds the page.
  const owner = { auth: { uid, token: { email: 'owner@example.com', email_verified: true, firebase: { sign_in_provider: 'password' } } } };
  const confirmed = await serverCount(() => takeShopOrderAction(server, { ...owner, data: { uid, orderId, action: 'confirm' } }, new Date()));
  if (!confirmed.result.done) throw new Error(`The confirmation was refused: ${JSON.stringify(confirmed.result.refusal)}`);
  const confirmRebuild = await serverCount(() => republishProducts(server, uid, lines.map((line) => line.productId), new Date()));
  await until(() => seen?.status === 'confirmed', 'the confirmed order on its page');

  // Marked paid (one sale, derived before the answer), then the triggers: saleRecorded finds the
  // sale applied; productChanged, for each product whose stock moved, reads the settings and rebuilds the page.
  const paid = await serverCount(() => takeShopOrderAction(server, { ...owner, data: { uid, orderId, action: 'mark-paid', method: 'Mobile Money', amountMinor: placed.result.order.totalMinor } }, new Date()));
  if (!paid.result.done) throw new Error(`The payment was refused: ${JSON.stringify(paid.result.refusal)}`);
  const saleTrigger = await serverCount(() => deriveSale(server, uid, server.doc(`${shop}/sales/${orderId}`), new Date()));
  if (saleTrigger.result.state !== 'already') throw new Error(`saleRecorded found the sale ${saleTrigger.result.state}, not already applied`);
  let productTriggers = 0;
  for (const line of lines) productTriggers += (await serverCount(() => republishProducts(server, uid, [line.productId], new Date()))).reads;
  await until(() => seen?.payment !== null && seen?.payment !== undefined, 'the paid order on its page');
  stop();

  const order = placed.reads + pageReads + confirmed.reads + confirmRebuild.reads + paid.reads + saleTrigger.reads + productTriggers;
  const row = (what, reads) => console.log(`${what}: ${reads}`);
  row(`A page view (the adapter's readPublishedStore: publishedStores/${name}, one document of ${(pageBytes / 1024).toFixed(1)} KB for ${PRODUCTS} products)`, view.reads);
  row(`Placing the order (placeOnlineOrder: the store's name and settings, 3 products, the store's open and last hour's orders — ${OPEN} open before it)`, placed.reads);
  row('Its customer following it (subscribeOwnOrder: one per snapshot — placed, confirmed, paid)', pageReads);
  row('Confirmed (takeOrderAction: the order, the settings, the open orders, 3 products)', confirmed.reads);
  row("… its products' entries of the page again (onlineOrderChanged → republishProducts: the settings, the name's claim, the record, its 3 products, the holding orders)", confirmRebuild.reads);
  row('Marked paid (takeOrderAction: as confirmed, with the customers, 3 costs and the sale; then deriveSale before it answers)', paid.reads);
  row("… saleRecorded (deriveSale finds the sale applied)", saleTrigger.reads);
  row("… productChanged for each of the 3 products whose stock moved (republishProducts of that product)", productTriggers);
  console.log(`Page view: ${view.reads} billed reads; one order: ${order} billed reads (${PRODUCTS} products, ${OPEN} open orders)`);
  await customer.close();
  await deleteApp(adminApp);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await emulator.stop();
}
process.exit(exitCode);
