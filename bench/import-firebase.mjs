// Importing the catalogue on Firebase (issue #46, point 1), on the project's emulators
// (tooling/firebase/emulators.mjs: the official Firestore emulator with the rules loaded, the
// Functions emulator running functions/): a file of N products (5,000 by default) sent through the
// Firebase adapter's importCatalogue to the server's callable (functions/src/catalogue-import.ts),
// which judges the rows on the catalogue, stages them under the import's record and writes them in
// parts of at most 500 writes, the last marking the import applied. Then the same import again (a
// retry: nothing written twice), and its undo, after which the catalogue must be empty again.
// What is timed is the emulators' on this machine, not production's.
// Usage: node bench/import-firebase.mjs [--rows N]   (default 5,000; the smoke run 50)
// Last line, exactly: `Firebase import: N rows in P parts of at most W writes, retry wrote 0, undo left 0 products`
// (or `import-firebase: skipped (…)` where the official emulator cannot run); exits 1 otherwise.
import { register } from 'node:module';
import { findOfficialFirestore } from '../tooling/firebase/official-firestore.mjs';
import { startEmulators } from './firebase-emulators.mjs';

register('./typescript-hooks.mjs', import.meta.url);
process.env.METADATA_SERVER_DETECTION = 'none';

const at = process.argv.indexOf('--rows');
const ROWS = at === -1 ? 5_000 : Number(process.argv[at + 1]);
const log = (...parts) => console.error(...parts);

const official = findOfficialFirestore();
if (!official.jar) {
  console.log(`import-firebase: skipped (${official.reason})`);
  process.exit(0);
}

/** The file's rows as readCatalogueTable gives them (row 1 is the header), as bench/import.mjs sends them. */
const rows = Array.from({ length: ROWS }, (_, i) => ({
  line: i + 2,
  name: `Imported product ${i}`,
  type: i % 10 === 9 ? 'Digital' : 'Physical',
  price: (1 + (i % 400) / 4).toFixed(2),
  currency: 'GHS',
  inStock: i % 10 === 9 ? '' : String(1 + (i % 50)),
  cost: i % 2 === 0 ? '1.25' : '',
  description: `Row ${i + 2} of the bench's file`,
}));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const { ready, stop } = await startEmulators();
let exitCode = 0;
try {
  const { createEmulatedBackend, emulatorHelpers } = await import('../shared/src/testing/firebase-emulator-harness.ts');
  const { MAX_PART_WRITES, MAX_BATCH_WRITES } = await import('../functions/src/catalogue-import.ts');
  const { setLogLevel } = await import('firebase/firestore');
  setLogLevel('silent');
  const helpers = emulatorHelpers(ready);
  const backend = createEmulatedBackend(ready);
  const email = `import-${Date.now()}@example.com`;
  const password = 'correct-horse-1';
  await backend.signUp({ email, password, profile: { businessName: 'Import Bench', ownerName: 'Ama Mensah', businessType: 'Retail', phone: '+233 24 123 4567', address: 'Accra' } });
  await helpers.verifyEmail(backend, email);
  const { uid } = await backend.signIn(email, password);
  await backend.getOrCreateBusiness(backend.currentUser());

  // What the server holds, read as an administrator (REST, past the rules).
  const base = `http://${ready.firestore}/v1/projects/${ready.projectId}/databases/(default)/documents/businesses/${uid}`;
  async function count(collection) {
    let total = 0;
    let token = '';
    do {
      const response = await fetch(`${base}/${collection}?pageSize=300&mask.fieldPaths=name${token ? `&pageToken=${token}` : ''}`, { headers: { Authorization: 'Bearer owner' } });
      const page = await response.json();
      total += (page.documents ?? []).length;
      token = page.nextPageToken ?? '';
    } while (token);
    return total;
  }

  const request = { id: 'bench-firebase-1', fileName: 'bench.csv', rows, expected: { new: ROWS, updated: 0, unchanged: 0, refused: 0 } };
  let started = performance.now();
  const record = await backend.importCatalogue(uid, request);
  const importMs = performance.now() - started;
  const products = await count('products');
  const costs = await count('productCosts');
  const parts = await count(`catalogueImports/${request.id}/parts`);
  log(`Imported ${products} products (${costs} cost documents) in ${seconds(importMs)}`);

  started = performance.now();
  const again = await backend.importCatalogue(uid, request);
  const againMs = performance.now() - started;
  const afterRetry = await count('products');

  started = performance.now();
  await backend.undoCatalogueImport(uid, request.id);
  const undoMs = performance.now() - started;
  const left = await count('products');

  // Products, costs and claims, then the part's mark and the record, lock and pointer of the last.
  const writesPerPart = MAX_PART_WRITES + 4;
  console.log(`catalogue import on Firebase (emulators: official Firestore + Functions), ${ROWS.toLocaleString('en-US')} rows`);
  console.log(`| figure | value |\n|---|---|`);
  console.log(`| import through the callable, to the server's answer | ${seconds(importMs)} |`);
  console.log(`| products / cost documents written | ${products.toLocaleString('en-US')} / ${costs.toLocaleString('en-US')} |`);
  console.log(`| parts (one transaction each, ≤ ${writesPerPart} of ${MAX_BATCH_WRITES} writes) | ${parts} |`);
  console.log(`| the same import again (a retry) | ${seconds(againMs)}, ${afterRetry - products} products more |`);
  console.log(`| undo | ${seconds(undoMs)}, ${left} products left |`);
  const sameRecord = JSON.stringify(again) === JSON.stringify(record);
  console.log(`Firebase import: ${ROWS} rows in ${parts} parts of at most ${writesPerPart} writes, retry wrote ${afterRetry - products}, undo left ${left} products`);
  if (products !== ROWS || afterRetry !== products || left !== 0 || !sameRecord || writesPerPart > MAX_BATCH_WRITES) exitCode = 1;
  await backend.close();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
