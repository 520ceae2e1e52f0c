// Two tills of one shop on Firebase selling at once, the server deriving the ledger behind them:
// does every sale land exactly once, does every unit of stock add up, do the day's roll-ups equal a
// rebuild from the sales, and how long after a sale reaches the server do its figures move?
//
// On the project's emulators (tooling/firebase/emulators.mjs: the official Firestore emulator with
// the rules loaded, and the Functions emulator running functions/), two Firebase adapters signed in
// as one owner (two tills of the shop) each ring up SALES sales of random carts of 1–4 lines over
// the same 20 Physical products, concurrently. About 5 % of the sales are sent again as if the
// first reply had been lost (the till's Try again: the same sale id), which must record nothing.
// Then, once the server has judged every sale: each product's stock against (starting stock −
// units in the sales), the daily roll-ups against a rebuild from the sales (domain's
// applySaleToDailyStat), and for each sale the time from its arrival on the server (the document's
// create time) to the server's mark (`ledger.at`): median and p95.
//
// Usage: node bench/tills-firebase.mjs [--sales N]   (N per till, default 200; the smoke run 4)
// Last line, exactly: `N sales, D duplicates, M stock mismatches, R roll-up mismatches`; exits 1
// unless all three are 0. Skipped, saying why, where the official emulator cannot run.
import { register } from 'node:module';
import { findOfficialFirestore } from '../tooling/firebase/official-firestore.mjs';
import { startEmulators } from './firebase-emulators.mjs';

register('./typescript-hooks.mjs', import.meta.url);
// No cloud metadata server is looked for by the Admin SDK the emulators' workers run.
process.env.METADATA_SERVER_DETECTION = 'none';

const at = process.argv.indexOf('--sales');
const SALES_PER_TILL = at === -1 ? 200 : Number(process.argv[at + 1]);
const LOST_REPLY_RATE = 0.05;
const log = (...parts) => console.error(...parts);

const official = findOfficialFirestore();
if (!official.jar) {
  console.log(`tills-firebase: skipped (${official.reason})`);
  process.exit(0);
}

/** A small seeded generator, so a run can be repeated. */
function generator(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state % below;
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const { ready, stop } = await startEmulators();
let exitCode = 0;
try {
  const { createEmulatedBackend, emulatorHelpers, serverSettled } = await import('../shared/src/testing/firebase-emulator-harness.ts');
  const { saleOf } = await import('../shared/src/testing/sale-of.ts');
  const { applySaleToDailyStat } = await import('../shared/src/domain/dashboard.ts');
  const { setLogLevel } = await import('firebase/firestore');
  setLogLevel('silent');
  const helpers = emulatorHelpers(ready);
  const tills = [createEmulatedBackend(ready), createEmulatedBackend(ready)];
  const email = `tills-${Date.now()}@example.com`;
  const password = 'correct-horse-1';
  await tills[0].signUp({ email, password, profile: { businessName: 'Two Tills', ownerName: 'Ama Mensah', businessType: 'Retail', phone: '+233 24 123 4567', address: 'Accra' } });
  await helpers.verifyEmail(tills[0], email);
  const { uid } = await tills[0].signIn(email, password);
  await tills[1].signIn(email, password);
  await tills[0].getOrCreateBusiness(tills[0].currentUser());

  const START = 100_000;
  const products = [];
  for (let i = 0; i < 20; i += 1) {
    const priceMinor = 100 + i * 25;
    const id = await tills[0].addProduct(uid, { name: `Bench item ${i + 1}`, type: 'Physical', priceMinor, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: START });
    products.push({ id, priceMinor, name: `Bench item ${i + 1}` });
  }
  log(`Shop ready: 20 products; ${SALES_PER_TILL} sales a till`);

  let attempts = 0;
  let replays = 0;
  const completeMs = [];
  const ring = async (till, seed) => {
    const next = generator(seed);
    for (let n = 0; n < SALES_PER_TILL; n += 1) {
      const chosen = [...new Set(Array.from({ length: 1 + next(4) }, () => products[next(products.length)]))];
      const lines = chosen.map((p) => ({ id: p.id, name: p.name, priceMinor: p.priceMinor, quantity: 1 + next(3) }));
      const sale = saleOf({ id: `t${seed}-${n}-${Date.now().toString(36)}`, at: new Date(), lines });
      const stockDecrements = sale.items.map((item) => ({ productId: item.id, quantitySold: item.quantity }));
      const started = performance.now();
      await till.recordSale(uid, { sale, stockDecrements });
      completeMs.push(performance.now() - started);
      attempts += 1;
      if (next(1000) < LOST_REPLY_RATE * 1000) {
        replays += 1;
        const again = await till.recordSale(uid, { sale, stockDecrements });
        if (again.recorded) throw new Error(`A replay of ${sale.id} was recorded again`);
      }
    }
  };
  const rang = performance.now();
  await Promise.all([ring(tills[0], 1), ring(tills[1], 2)]);
  log(`Rang ${attempts} sales (${replays} sent twice) in ${((performance.now() - rang) / 1000).toFixed(1)} s`);
  await serverSettled(ready, uid);

  // What the server holds, read as an administrator (REST, past the rules).
  const base = `http://${ready.firestore}/v1/projects/${ready.projectId}/databases/(default)/documents/businesses/${uid}`;
  async function all(collection) {
    const documents = [];
    let token = '';
    do {
      const response = await fetch(`${base}/${collection}?pageSize=300${token ? `&pageToken=${token}` : ''}`, { headers: { Authorization: 'Bearer owner' } });
      const page = await response.json();
      documents.push(...(page.documents ?? []));
      token = page.nextPageToken ?? '';
    } while (token);
    return documents;
  }
  const value = (field) => (field?.integerValue !== undefined ? Number(field.integerValue) : field?.doubleValue ?? field?.stringValue ?? field?.timestampValue);
  const saleDocs = await all('sales');
  const applied = saleDocs.filter((d) => d.fields.ledger?.mapValue?.fields?.state?.stringValue === 'applied');
  const duplicates = saleDocs.length - attempts;
  const refused = saleDocs.length - applied.length;

  const sold = new Map();
  let rebuilt;
  for (const d of applied) {
    const items = d.fields.items.arrayValue.values.map((v) => v.mapValue.fields);
    for (const item of items) sold.set(value(item.id), (sold.get(value(item.id)) ?? 0) + value(item.quantity));
    const sale = saleOf({ id: 'x', at: new Date(value(d.fields.createdAt)), lines: items.map((item) => ({ id: value(item.id), priceMinor: Math.round(value(item.price) * 100), quantity: value(item.quantity) })) });
    rebuilt = applySaleToDailyStat(rebuilt?.date === applySaleToDailyStat(undefined, sale).date ? rebuilt : undefined, sale);
  }
  let stockMismatches = 0;
  for (const d of await all('products')) {
    const id = d.name.split('/').pop();
    if (value(d.fields.quantity) !== START - (sold.get(id) ?? 0)) stockMismatches += 1;
  }
  const stats = await all('dailyStats');
  const day = stats.find((d) => value(d.fields.date) === rebuilt?.date);
  const rollUpMismatches = !day || value(day.fields.salesCount) !== rebuilt.salesCount || value(day.fields.revenueMinor) !== rebuilt.revenueMinor.GHS ? 1 : 0;

  const lagMs = applied.map((d) => new Date(value(d.fields.ledger.mapValue.fields.at)).getTime() - new Date(d.createTime).getTime()).sort((a, b) => a - b);
  const completes = completeMs.sort((a, b) => a - b);
  console.log(`| figure | value |\n|---|---|`);
  console.log(`| sales rung (two tills) | ${attempts} (${replays} sent twice) |`);
  console.log(`| refused by the server | ${refused} |`);
  console.log(`| Complete → recorded at the till, median / p95 | ${completes.length ? `${quantile(completes, 0.5).toFixed(0)} ms / ${quantile(completes, 0.95).toFixed(0)} ms` : '—'} |`);
  console.log(`| sale on the server → its figures moved, median / p95 | ${lagMs.length ? `${quantile(lagMs, 0.5)} ms / ${quantile(lagMs, 0.95)} ms` : '—'} |`);
  console.log(`${attempts} sales, ${duplicates} duplicates, ${stockMismatches} stock mismatches, ${rollUpMismatches} roll-up mismatches`);
  if (duplicates !== 0 || stockMismatches !== 0 || rollUpMismatches !== 0 || refused !== 0) exitCode = 1;
  await Promise.all(tills.map((till) => till.close()));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
