// Importing the catalogue on the embedded backend (issue #46, point 1): a file of N products
// (5,000 by default) applied through the port's importCatalogue in Chromium's IndexedDB — the rows
// judged again on the catalogue as it is and written in one Dexie transaction — to the products
// list answering with all of them; then the same file again (every row matched by name, one price
// changed: N updated), and Undo of that import. The budget: 10 s for 5,000 rows.
// On Firebase the import is the server's job (functions/src/catalogue-import.ts), measured on the
// emulators by bench/import-firebase.mjs; the figure printed here is the writes this file takes
// there (a product document each, a cost document when the cost is known, the import's parts and
// record), in parts of at most 500 writes each.
// Usage: node bench/import.mjs [--no-build] [--smoke] [--rows=N] [--fail-ms=MS]
import { ms, signUpOwner, sized, startSuite } from './support.mjs';

const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROWS = Number(flag('rows') ?? sized(5_000, 50));
const FAIL_MS = Number(flag('fail-ms') ?? 10_000);
const FIRESTORE_BATCH_LIMIT = 500;

// Three rows in every ten are variants (catalogue-import.ts, 'Variant of'): a dress in S, M and L,
// its Name left blank as a shop owner may (made of its product and choice).
const SIZES = ['S', 'M', 'L'];
const isVariant = (i) => i % 10 >= 1 && i % 10 <= 3;

/** The file's rows as readCatalogueTable gives them (row 1 is the header). */
function rows(priceOf) {
  return Array.from({ length: ROWS }, (_, i) => ({
    line: i + 2,
    name: isVariant(i) ? '' : `Imported product ${i}`,
    type: i % 10 === 9 ? 'Digital' : 'Physical',
    price: priceOf(i),
    currency: 'GHS',
    inStock: i % 10 === 9 ? '' : String(1 + (i % 50)),
    cost: i % 2 === 0 ? '1.25' : '',
    description: `Row ${i + 2} of the bench's file`,
    variant: isVariant(i) ? { of: `Bench dress ${Math.floor(i / 10)}`, options: [{ name: 'Size', value: SIZES[(i % 10) - 1] }] } : { of: '', options: [{}] },
  }));
}

const suite = await startSuite();
let failed = false;
try {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(suite.url);
  const uid = await signUpOwner(page, 'bench.import');
  const first = rows((i) => (1 + (i % 400) / 4).toFixed(2));
  const second = rows((i) => (i === 0 ? '999.99' : (1 + (i % 400) / 4).toFixed(2)));

  const result = await page.evaluate(
    async ({ uid, first, second, ROWS }) => {
      const { backend } = globalThis.__suiteSession;
      const allListed = (count) =>
        new Promise((resolve, reject) => {
          const stop = backend.subscribeProducts(uid, (products) => {
            if (products.length === count) {
              queueMicrotask(() => stop());
              resolve();
            }
          }, reject);
        });
      const timed = async (work) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };
      const imported = await timed(async () => {
        await backend.importCatalogue(uid, { id: 'bench-import-1', fileName: 'bench.csv', rows: first, expected: { new: ROWS, updated: 0, unchanged: 0, refused: 0 } });
        await allListed(ROWS);
      });
      const again = await timed(() => backend.importCatalogue(uid, { id: 'bench-import-1', fileName: 'bench.csv', rows: first, expected: { new: ROWS, updated: 0, unchanged: 0, refused: 0 } }));
      const updated = await timed(() => backend.importCatalogue(uid, { id: 'bench-import-2', fileName: 'bench.csv', rows: second, expected: { new: 0, updated: 1, unchanged: ROWS - 1, refused: 0 } }));
      const undone = await timed(() => backend.undoCatalogueImport(uid, 'bench-import-2'));
      const products = await new Promise((resolve, reject) => {
        const stop = backend.subscribeProducts(uid, (list) => {
          queueMicrotask(() => stop());
          resolve(list);
        }, reject);
      });
      return { imported, again, updated, undone, count: products.length, firstPrice: products.find((p) => p.name === 'Imported product 0')?.priceMinor };
    },
    { uid, first, second, ROWS },
  );

  const costed = first.filter((row) => row.cost !== '').length;
  // The server's parts (functions/src/catalogue-import.ts, IMPORT_PART_SIZE): 200 products each, one transaction each.
  const parts = Math.ceil(ROWS / 200);
  const writes = ROWS + costed + parts + 3;
  const variants = first.filter((_, i) => isVariant(i)).length;
  console.log(`catalogue import on the embedded backend in Chromium (${ROWS.toLocaleString('en-US')} rows, ${variants.toLocaleString('en-US')} of them variants of ${Math.ceil(variants / 3).toLocaleString('en-US')} products)`);
  console.log(`  import ${ROWS.toLocaleString('en-US')} new products, to the list showing them all: ${ms(result.imported)}`);
  console.log(`  the same import sent again (a retry): ${ms(result.again)}, nothing written twice`);
  console.log(`  a file with one price changed (1 updated, ${(ROWS - 1).toLocaleString('en-US')} unchanged): ${ms(result.updated)}`);
  console.log(`  undo of that import: ${ms(result.undone)}`);
  console.log(`  Firebase (the server's job, timed by bench/import-firebase.mjs): ${writes.toLocaleString('en-US')} document writes for this file (${ROWS} products, ${costed} cost documents, ${parts} parts, the record, lock and pointer) in ${parts} transactions of at most ${FIRESTORE_BATCH_LIMIT} writes`);
  if (result.count !== ROWS || result.firstPrice === 99999) {
    console.error(`The catalogue is not as before the undone import: ${result.count} products, the first priced ${result.firstPrice}`);
    failed = true;
  }
  if (result.imported > FAIL_MS) {
    console.error(`Importing ${ROWS} rows took ${ms(result.imported)}, over ${FAIL_MS} ms`);
    failed = true;
  }
  await context.close();
} finally {
  await suite.close();
}
if (failed) process.exit(1);
