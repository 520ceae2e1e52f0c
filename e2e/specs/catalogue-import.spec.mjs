// Inventory › Import end to end in Chromium, on the embedded backend (issue #46, point 1): a file
// of 50 products with bad rows writes nothing and says which rows and why; fixed, it is applied
// whole (new products made, the shop's own matched by name and changed); Undo last import puts the
// catalogue back exactly as it was. The Excel export is read back by the same screen as unchanged.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, downloadedBytes } from '../support/browser.mjs';
import { withOwnerOnView } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';
import { exposeSession, productsOnceCounted } from '../support/suite-session.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const HEADER = 'Name,Type,Price,Currency,In stock,Cost,Description,Barcode';

/** A CSV of 50 products: two of them the shop's own (matched by name), the rest new; `bad` rows broken. */
function fiftyProducts({ bad }) {
  const lines = [HEADER, 'milo 400g,Physical,47.00,GHS,10,30.00,,', 'Peak Milk,Physical,12.00,GHS,5,,,'];
  for (let i = 1; i <= 48; i++) lines.push(`Imported product ${i},Physical,${(i + 0.5).toFixed(2)},GHS,${i},,Row ${i + 3},`);
  if (bad) {
    lines[5] = ',Physical,6.50,GHS,4,,,'; // row 6: no name
    lines[9] = 'Imported product 7,Physical,ten,GHS,8,,,'; // row 10: a price that is not one
    lines[20] = 'Imported product 18,Physical,18.50,XYZ,,,,'; // row 21: an unknown currency and no stock
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Every product as the backend holds it once it holds `count`, by id (the catalogue "exactly"). */
async function catalogue(page, count) {
  const products = await productsOnceCounted(page, count);
  return JSON.stringify(products.sort((a, b) => a.id.localeCompare(b.id)));
}

describe('catalogue import', () => {
  test('a file with bad rows writes nothing and says why; fixed, it is applied; undone, the catalogue is as before', async () => {
    await withOwnerOnView(browser, {}, { view: 'Import', heading: 'Import products' }, async ({ page, problems }) => {
      await seedProducts(page, [
        { id: 'milo', name: 'Milo 400g', price: 45, quantity: 10 },
        { id: 'peak', name: 'Peak Milk', price: 12, quantity: 5 },
      ]);
      // Rows put straight into IndexedDB: the page reads them when it loads again.
      await page.reload();
      await page.getByRole('heading', { name: 'Import products', level: 1 }).waitFor();
      await exposeSession(page);
      const before = await catalogue(page, 2);
      const chooser = page.getByLabel('Choose a CSV or Excel file');

      await chooser.setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: fiftyProducts({ bad: true }) });
      await page.getByTestId('import-counts').getByText('45 new · 1 updated · 1 unchanged · 3 refused').waitFor();
      await page.getByRole('alert').getByText('Nothing was imported: 3 rows have problems.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Apply import' }).isDisabled(), true);
      const table = page.getByRole('table', { name: 'What each row of the file does' });
      await table.getByRole('row', { name: /^6 / }).getByText('Product name is required.').waitFor();
      await table.getByRole('row', { name: /^10 / }).getByText('Price must be a number of 0 or more, like 12.50.').waitFor();
      const row21 = table.getByRole('row', { name: /^21 / });
      await row21.getByText('Choose a currency from the list: GHS, NGN, USD, GBP or EUR.').waitFor();
      await row21.getByText('Quantity is required for physical products.').waitFor();
      assert.equal(await catalogue(page, 2), before, 'a file with bad rows writes nothing');

      await chooser.setInputFiles({ name: 'stock-fixed.csv', mimeType: 'text/csv', buffer: fiftyProducts({ bad: false }) });
      await page.getByTestId('import-counts').getByText('48 new · 1 updated · 1 unchanged · 0 refused').waitFor();
      await page.getByRole('button', { name: 'Apply import' }).click();
      await page.getByText('Imported: 48 new and 1 updated products.').waitFor();
      const imported = JSON.parse(await catalogue(page, 50));
      assert.deepEqual(
        (({ name, priceMinor, costMinor, quantity }) => ({ name, priceMinor, costMinor, quantity }))(imported.find((p) => p.id === 'milo')),
        { name: 'milo 400g', priceMinor: 4700, costMinor: 3000, quantity: 10 },
      );

      // The export in Excel, chosen again: every product unchanged.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export products (Excel)' }).click()]);
      const workbook = await downloadedBytes(download);
      await chooser.setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
      await page.getByTestId('import-counts').getByText('0 new · 0 updated · 50 unchanged · 0 refused').waitFor();

      await page.getByRole('button', { name: 'Undo last import' }).click();
      await page.getByText('The last import is undone: your products are as they were before it.').waitFor();
      assert.equal(await catalogue(page, 2), before, 'undo restores the catalogue exactly');
      assert.deepEqual(problems, []);
    });
  });
});
