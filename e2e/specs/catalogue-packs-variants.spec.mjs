// A shop brought in whole and sold by the carton, the bottle and the size (issue #46, Done when),
// in Chromium on both backends (the embedded one, and Firebase's Auth, Firestore and Functions
// emulators: support/firebase.mjs, the import a job of the server), on a device in Accra (UTC: the
// dashboard's day is End of Day's): a file of 50 products — Malta sold by the bottle and by the Carton of 24, two more
// products with packs, a Summer dress in S, M and L, an Ankara shirt in sizes and colours — is
// first refused for a bad variant cell (said in words, nothing written), then applied whole. At the
// till 2 cartons and 3 single bottles of Malta and a size M dress are sold; one bottle is refunded.
// Stock is counted in bottles (240 − 48 − 3 + 1 = 190), the receipt says "2 × Carton of 24", and
// End of Day and the dashboard's profit count the cost per bottle (₵3.50): revenue ₵355.00 less
// ₵5.00 refunded, cost ₵248.50 less ₵3.50 given back, gross profit ₵105.00.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVICE_WORKERS, launchBrowser } from '../support/browser.mjs';
import { openView, withOwnerOnView } from '../support/account.mjs';
import { cardText, currencyRegion, openEndOfDay, rowCells } from '../support/end-of-day.mjs';
import { openFirebasePage, signUpVerifyAndLogIn, startFirebaseSuite, whyFirebaseCannotRun } from '../support/firebase.mjs';
import { exposeSession, productsOnceCounted } from '../support/suite-session.mjs';

const TIME_ZONE = 'Africa/Accra';
const cannotRun = whyFirebaseCannotRun();

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const HEADER = ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Cost', 'Description', 'Barcode', 'Variant of', 'Option 1', 'Option 1 value', 'Option 2', 'Option 2 value', 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode'];

/** The shop's 50 products as a CSV in the template's columns; `bad`: the dress's M row without its size. */
function fiftyProducts({ bad }) {
  const row = (cells) => HEADER.map((column) => cells[column] ?? '').join(',');
  const plain = { Type: 'Physical', Currency: 'GHS' };
  const dress = (size, stock) => row({ ...plain, Price: '120.00', 'In stock': stock, Cost: '70.00', 'Variant of': 'Summer dress', 'Option 1': 'Size', 'Option 1 value': size });
  const shirt = (size, colour) => row({ ...plain, Price: '85.00', 'In stock': '4', Cost: '40.00', 'Variant of': 'Ankara shirt', 'Option 1': 'Size', 'Option 1 value': size, 'Option 2': 'Colour', 'Option 2 value': colour });
  const lines = [
    HEADER.join(','),
    row({ ...plain, Name: 'Malta Guinness 330ml', Price: '5.00', 'In stock': '240', Cost: '3.50', 'Pack 1 name': 'Carton', 'Pack 1 size': '24', 'Pack 1 price': '110.00', 'Pack 1 barcode': '5012345678900' }),
    row({ ...plain, Name: 'Voltic water 500ml', Price: '2.00', 'In stock': '120', Cost: '1.20', 'Pack 1 name': 'Pack', 'Pack 1 size': '12', 'Pack 1 price': '22.00' }),
    row({ ...plain, Name: 'Gino tomato paste 70g', Price: '3.00', 'In stock': '100', Cost: '2.00', 'Pack 1 name': 'Box', 'Pack 1 size': '50', 'Pack 1 price': '140.00' }),
    dress('S', '5'),
    bad ? dress('', '5') : dress('M', '5'),
    dress('L', '5'),
    shirt('M', 'Blue'),
    shirt('L', 'Gold'),
  ];
  for (let i = 1; lines.length <= 50; i += 1) lines.push(row({ ...plain, Name: `Provision ${i}`, Price: `${i}.50`, 'In stock': String(i) }));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** The products as the backend holds them once it holds `count`, by name. */
async function productsByName(page, count) {
  const products = await productsOnceCounted(page, count);
  return Object.fromEntries(products.map((p) => [p.name, { quantity: p.quantity, variant: p.variant ?? null, packs: p.packs ?? null }]));
}

/** Waits until the product named `name` holds `quantity` (the backend's stock, in pieces). */
async function stockIs(page, name, quantity) {
  await page.waitForFunction(
    async ({ name, quantity }) => {
      const { backend } = globalThis.__suiteSession;
      const uid = backend.currentUser().uid;
      const list = await new Promise((resolve, reject) => {
        const stop = backend.subscribeProducts(uid, (products) => {
          queueMicrotask(() => stop());
          resolve(products);
        }, reject);
      });
      return list.find((p) => p.name === name)?.quantity === quantity;
    },
    { name, quantity },
    { polling: 200, timeout: 10_000 },
  );
}

/** The steps on a signed-in owner's page open on Import; the same on both backends. */
async function importSellAndRefund(page) {
      await exposeSession(page);
      const chooser = page.getByLabel('Choose a CSV or Excel file');

      // The M dress without its size: refused in words, nothing can be applied.
      await chooser.setInputFiles({ name: 'shop.csv', mimeType: 'text/csv', buffer: fiftyProducts({ bad: true }) });
      await page.getByTestId('import-counts').getByText('49 new · 0 updated · 0 unchanged · 1 refused').waitFor();
      const table = page.getByRole('table', { name: 'What each row of the file does' });
      await table.getByRole('row', { name: /^6 / }).getByText('Option 1 value: Give this variant its choice of Size.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Apply import' }).isDisabled(), true);

      await chooser.setInputFiles({ name: 'shop-fixed.csv', mimeType: 'text/csv', buffer: fiftyProducts({ bad: false }) });
      await page.getByTestId('import-counts').getByText('50 new · 0 updated · 0 unchanged · 0 refused').waitFor();
      await page.getByRole('button', { name: 'Apply import' }).click();
      await page.getByText('Imported: 50 new and 0 updated products.').waitFor();
      const imported = await productsByName(page, 50);
      assert.deepEqual(imported['Malta Guinness 330ml'].packs, [{ name: 'Carton', size: 24, priceMinor: 11000, barcode: '5012345678900' }]);
      const dressM = imported['Summer dress (M)'];
      assert.deepEqual([dressM.quantity, dressM.variant.productName, dressM.variant.options, dressM.variant.values], [5, 'Summer dress', ['Size'], ['M']]);
      assert.equal(imported['Summer dress (S)'].variant.productId, dressM.variant.productId, 'one product, its sizes its variants');
      assert.deepEqual(imported['Ankara shirt (L, Gold)'].variant.options, ['Size', 'Colour']);

      // At the till: 2 cartons and 3 bottles of Malta, a Summer dress in M. ₵220.00 + ₵15.00 + ₵120.00.
      await openView(page, 'New Sale (POS)');
      const products = page.getByRole('region', { name: 'Products to add' });
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.fill('Malta');
      const carton = products.getByRole('button', { name: 'Carton of 24 · ₵110.00, Malta Guinness 330ml' });
      for (let i = 0; i < 2; i += 1) await carton.click();
      for (let i = 0; i < 3; i += 1) await products.getByRole('button', { name: /^Malta Guinness 330ml/ }).click();
      // The variant picker on a 360-px phone: each size a full-size tap inside the screen, nothing wider than it.
      const wide = page.viewportSize();
      await page.setViewportSize({ width: 360, height: 740 });
      await search.fill('Summer');
      await products.getByRole('button', { name: /^Summer dress/ }).click();
      for (const size of ['S', 'M', 'L']) {
        const box = await products.getByRole('button', { name: `${size} · ₵120.00, Summer dress` }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 360 && box.height >= 44, `${size} is a tap of at least 44 px inside the 360-px screen: ${JSON.stringify(box)}`);
      }
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'nothing scrolls sideways at 360 px');
      await products.getByRole('button', { name: 'M · ₵120.00, Summer dress' }).click();
      await page.setViewportSize(wide);
      await page.getByRole('radio', { name: 'Cash' }).check();
      await page.getByRole('button', { name: 'Exact amount' }).click();
      await page.getByRole('button', { name: 'Complete sale · ₵355.00' }).click();
      const receipt = page.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor();
      const receiptText = await receipt.innerText();
      for (const line of ['2 × Carton of 24 at ₵110.00 = ₵220.00', '3 x ₵5.00 = ₵15.00', 'Summer dress (M)', '1 x ₵120.00 = ₵120.00', '₵355.00']) {
        assert.ok(receiptText.includes(line), `the receipt says "${line}":\n${receiptText}`);
      }
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();
      // Stock in bottles: 240 − 2 × 24 − 3 = 189; the M dress 5 − 1.
      await stockIs(page, 'Malta Guinness 330ml', 189);
      await stockIs(page, 'Summer dress (M)', 4);

      // One bottle given back from Sale Details: the carton line says its packs.
      await openView(page, 'Sales History');
      await page.getByRole('heading', { level: 1, name: 'Sales History' }).waitFor();
      await page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button').first().click();
      const details = page.getByRole('dialog', { name: 'Sale Details' });
      await details.getByRole('cell', { name: '2 × Carton of 24', exact: true }).waitFor();
      await details.getByRole('button', { name: 'Refund', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Refund', exact: true });
      await form.getByRole('spinbutton', { name: 'Units of Malta Guinness 330ml (Carton of 24) to give back' }).fill('0');
      await form.getByRole('spinbutton', { name: 'Units of Summer dress (M) to give back' }).fill('0');
      await form.getByRole('spinbutton', { name: 'Units of Malta Guinness 330ml to give back' }).fill('1');
      await form.getByText('₵5.00').first().waitFor();
      await form.getByRole('button', { name: 'Confirm refund' }).click();
      const recorded = page.getByRole('dialog', { name: 'Refund recorded' });
      await recorded.waitFor();
      await recorded.getByRole('button', { name: 'Done' }).click();
      await details.getByRole('button', { name: 'Done' }).click();
      await details.waitFor({ state: 'detached' });
      await stockIs(page, 'Malta Guinness 330ml', 190);
      await stockIs(page, 'Summer dress (M)', 4);

      // End of Day: ₵355.00 taken in cash, ₵5.00 given back; gross profit ₵350.00 − (₵248.50 − ₵3.50) = ₵105.00.
      await openEndOfDay(page);
      const cedi = currencyRegion(page, 'GHS');
      await cedi.getByRole('article', { name: 'Gross profit', exact: true }).getByText('₵105.00').waitFor();
      assert.match(await cardText(cedi, 'Net total'), /₵350\.00/);
      assert.match(await cardText(cedi, 'Refunds'), /1\s+₵5\.00 given back/);
      assert.deepEqual(await rowCells(cedi.getByRole('table'), 'Cash'), ['Cash', '₵355.00', '₵5.00', '₵350.00']);

      // The dashboard's profit, from the same cost per bottle.
      await openView(page, 'Dashboard');
      await page.getByRole('article', { name: 'Gross profit (Last 30 days)' }).getByText('₵105.00').waitFor();
}

const STEPS = 'import 50 products, sell 2 cartons, 3 bottles and a size M, refund a bottle: stock, receipt, End of Day and profit are right';

describe('a catalogue imported with packs and variants, sold and refunded', () => {
  test(`on the embedded backend: ${STEPS}`, async () => {
    await withOwnerOnView(browser, { timezoneId: TIME_ZONE }, { view: 'Import', heading: 'Import products' }, async ({ page, problems }) => {
      await importSellAndRefund(page);
      assert.deepEqual(problems, []);
    });
  });

  // The import a job of the server (functions/src/catalogue-import.ts), each sale and refund through its checks.
  describe('on Firebase (Auth, Firestore and Functions emulators, rules enforced)', () => {
    let suite;
    before(async () => {
      if (cannotRun) return;
      suite = await startFirebaseSuite();
    });
    after(async () => {
      await suite?.stop();
    });

    test(`on Firebase: ${STEPS}`, { timeout: 240_000 }, async (t) => {
      if (cannotRun) {
        t.skip(cannotRun);
        return;
      }
      const { page, context, problems } = await openFirebasePage(browser, suite.baseUrl, { timezoneId: TIME_ZONE, serviceWorkers: SERVICE_WORKERS });
      try {
        await signUpVerifyAndLogIn(page, suite);
        await openView(page, 'Import');
        await page.getByRole('heading', { name: 'Import products', level: 1 }).waitFor();
        await importSellAndRefund(page);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
});
