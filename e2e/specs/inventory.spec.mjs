// All Products end to end in Chromium, on the embedded backend: add, edit, search, download (CSV)
// and delete with the Sure? confirmation; the 5MB image refusal and an uploaded image's thumbnail;
// bad input shown as text and refused with a message; a product added in one tab appearing in
// another; an edit saved while another till sells, and the stock history and a delivery; a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, downloadedCsvLines } from '../support/browser.mjs';
import { withOwnerOnView } from '../support/account.mjs';

const TOO_LARGE = 'Image file is too large. Please upload an image under 5MB.';
// A 2 × 2 amber PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8v4PhPwMDAwMTAwMDAwAm1AKQx9oLXAAAAABJRU5ErkJggg==',
  'base64',
);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const withOwner = (options, run) => withOwnerOnView(browser, options, { view: 'All Products', heading: 'Your Inventory' }, run);

const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });

async function addProduct(page, { name, price, quantity, type, currency }) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill(name);
  if (type) await dialog.getByLabel('Type').selectOption(type);
  if (currency) await dialog.getByLabel('Currency').selectOption(currency);
  await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill(price);
  if (quantity !== undefined) await dialog.getByLabel('Quantity').fill(quantity);
  return dialog;
}

describe('inventory', () => {
  test('add, edit, search and delete a product, with the Sure? confirmation', async () => {
    await withOwner({}, async ({ page, problems }) => {
      await page.getByRole('heading', { name: 'No products yet' }).waitFor();

      let dialog = await addProduct(page, { name: 'Milo 400g tin', price: '45.50', quantity: '24' });
      assert.equal(await dialog.getByLabel('Currency').inputValue(), 'GHS');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await productRow(page, 'Milo 400g tin').waitFor();
      await productRow(page, 'Milo 400g tin').getByText('₵45.50').waitFor();
      await productRow(page, 'Milo 400g tin').getByText('24 in stock').waitFor();

      dialog = await addProduct(page, { name: 'Ankara fabric (6 yards)', price: '18500', quantity: '2', currency: 'NGN' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const ankara = productRow(page, 'Ankara fabric (6 yards)');
      await ankara.getByText('₦18,500.00').waitFor();
      await ankara.getByText('Low stock').waitFor();
      await page.getByText('Restock soon:').waitFor();

      // Edit: the price changes, the row follows.
      await page.getByRole('button', { name: 'Edit Milo 400g tin' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit product' });
      assert.equal(await dialog.getByLabel('Name').inputValue(), 'Milo 400g tin');
      await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('47');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await productRow(page, 'Milo 400g tin').getByText('₵47.00').waitFor();

      // Search: case-insensitive substring on the name.
      await page.getByRole('searchbox', { name: 'Search products' }).fill('ANKARA');
      await page.getByText('Showing 1 of 2 products').waitFor();
      assert.equal(await productRow(page, 'Milo 400g tin').count(), 0);
      await page.getByRole('searchbox', { name: 'Search products' }).fill('');
      await productRow(page, 'Milo 400g tin').waitFor();

      // The stock list as a file: newest first, stock value to the penny.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.match(download.suggestedFilename(), /^products-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await downloadedCsvLines(download);
      assert.equal(csv[0], 'Name,Type,Price,Currency,In stock,Stock value,Description,Added,Cost,Stock value at cost');
      assert.match(csv[1], /^Ankara fabric \(6 yards\),Physical,18500\.00,NGN,2,37000\.00,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,$/);
      assert.match(csv[2], /^Milo 400g tin,Physical,47\.00,GHS,24,1128\.00,,/);
      assert.equal(csv.length, 4);

      // Delete: No keeps it, Yes removes it.
      await page.getByRole('button', { name: 'Delete Milo 400g tin' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Sure?' });
      await confirm.getByRole('button', { name: 'No' }).click();
      await confirm.waitFor({ state: 'detached' });
      assert.equal(await productRow(page, 'Milo 400g tin').count(), 1);
      await page.getByRole('button', { name: 'Delete Milo 400g tin' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Sure?' });
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await productRow(page, 'Milo 400g tin').waitFor({ state: 'detached' });
      assert.equal(await productRow(page, 'Ankara fabric (6 yards)').count(), 1);

      assert.deepEqual(problems, []);
    });
  });

  test('refuses an image over 5MB before any upload, and shows an uploaded image as the thumbnail', async () => {
    await withOwner({}, async ({ page, problems }) => {
      const dialog = await addProduct(page, { name: 'Kente stole', price: '350', quantity: '3' });
      const image = dialog.getByLabel('Image');
      assert.equal(await image.getAttribute('accept'), 'image/jpeg,image/png,image/webp,image/gif');

      const big = Buffer.alloc(5_242_881);
      PNG.copy(big);
      await image.setInputFiles({ name: 'kente-large.png', mimeType: 'image/png', buffer: big });
      await dialog.getByText(TOO_LARGE).waitFor();
      const storedImages = () =>
        page.evaluate(
          () =>
            new Promise((resolve, reject) => {
              const open = indexedDB.open('shop-local-backend');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const request = open.result.transaction('images').objectStore('images').count();
                request.onsuccess = () => {
                  open.result.close();
                  resolve(request.result);
                };
              };
            }),
        );
      assert.equal(await storedImages(), 0, 'nothing uploaded');

      await image.setInputFiles({ name: 'kente.png', mimeType: 'image/png', buffer: PNG });
      assert.equal(await dialog.getByText(TOO_LARGE).count(), 0);
      await dialog.getByRole('img', { name: 'Preview of kente.png' }).waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      const thumbnail = productRow(page, 'Kente stole').locator('img');
      await thumbnail.waitFor();
      await page.waitForFunction((img) => img.complete && img.naturalWidth === 2, await thumbnail.elementHandle());
      assert.equal(await storedImages(), 1);
      assert.deepEqual(problems, []);
    });
  });

  test('bad input gets a clear message, nothing is saved half-way, and markup is shown as text', async () => {
    await withOwner({}, async ({ page, problems }) => {
      let alerted = false;
      page.on('dialog', async (d) => {
        alerted = true;
        await d.dismiss();
      });
      const dialog = await addProduct(page, { name: 'x'.repeat(10_000), price: '-4', quantity: '2.5' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Product name must be at most 200 characters.').waitFor();
      await dialog.getByText('Price must be a number of 0 or more, like 12.50.').waitFor();
      await dialog.getByText('Quantity must be a whole number of 0 or more.').waitFor();
      assert.equal((await dialog.getByLabel('Name').inputValue()).length, 10_000, 'the name is kept as typed');

      const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>Gari';
      await dialog.getByLabel('Name').fill(markup);
      await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('18');
      await dialog.getByLabel('Quantity').fill('30');
      await dialog.getByLabel('Description').fill('<b>bold</b>');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await productRow(page, markup).getByText(markup, { exact: true }).waitFor();
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.equal(alerted, false);
      assert.deepEqual(problems, []);
    });
  });

  test('a product added in one tab appears in another', async () => {
    await withOwner({}, async ({ context, page, problems }) => {
      const other = await context.newPage();
      await other.goto('/dashboard?view=inventory-all');
      await other.getByRole('heading', { name: 'No products yet' }).waitFor();

      const dialog = await addProduct(page, { name: 'Peak Milk 160g', price: '9.50', quantity: '48' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      await productRow(other, 'Peak Milk 160g').getByText('₵9.50').waitFor({ timeout: 10_000 });
      assert.deepEqual(problems, []);
    });
  });

  test('an edit saved while another till sells keeps the sold units off the stock', async () => {
    await withOwner({}, async ({ context, page, problems }) => {
      const dialog = await addProduct(page, { name: 'Milo 400g tin', price: '45.50', quantity: '10' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await productRow(page, 'Milo 400g tin').getByText('10 in stock').waitFor();

      // The owner opens the edit form while the stock reads 10 …
      await page.getByRole('button', { name: 'Edit Milo 400g tin' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit product' });
      assert.equal(await edit.getByLabel('Quantity').inputValue(), '10');

      // … a second till sells 2 …
      const till = await context.newPage();
      await till.goto('/dashboard?view=sales-pos');
      const search = till.getByRole('searchbox', { name: /^Search products/ });
      for (let i = 0; i < 2; i++) {
        await search.fill('Milo 400g tin');
        await search.press('Enter');
      }
      await till.getByRole('button', { name: /^Complete sale/ }).click();
      await till.getByRole('dialog', { name: 'Sale complete' }).waitFor();

      // … and the owner saves a new price: the form sends the price alone, so the 2 sold stay sold.
      await edit.getByRole('spinbutton', { name: 'Price', exact: true }).fill('47');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      const row = productRow(page, 'Milo 400g tin');
      await row.getByText('₵47.00').waitFor();
      await row.getByText('8 in stock').waitFor({ timeout: 10_000 });

      // The stock moves by delivery, and its history accounts for every unit.
      await row.getByRole('button', { name: 'Stock of Milo 400g tin' }).click();
      const stock = page.getByRole('dialog', { name: 'Stock of Milo 400g tin' });
      const history = stock.getByRole('region', { name: 'Stock history' });
      await history.getByText(/^Sale #/).waitFor();
      await history.getByText('\u22122').waitFor();
      await stock.getByLabel('Units received').fill('12');
      await stock.getByRole('button', { name: 'Add stock' }).click();
      await history.getByText('+12').waitFor();
      await stock.getByRole('button', { name: 'Done' }).click();
      await row.getByText('20 in stock').waitFor();
      assert.deepEqual(problems, []);
    });
  });

  test('works on a 390-px phone: no sideways scrolling, actions reachable', async () => {
    await withOwner({ viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
      const dialog = await addProduct(page, { name: 'Indomie Chicken 70g', price: '350', quantity: '0', currency: 'NGN' });
      const sideways = await dialog.locator('form').evaluate((form) => form.parentElement.scrollWidth - form.parentElement.clientWidth);
      assert.ok(sideways <= 0, `the product form scrolls sideways by ${sideways}px`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = productRow(page, 'Indomie Chicken 70g');
      await row.getByText('Out of stock').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
      const box = await page.getByRole('button', { name: 'Delete Indomie Chicken 70g' }).boundingBox();
      assert.ok(box && box.x + box.width <= 390, 'the Delete button is on screen');

      await row.getByRole('button', { name: 'Stock of Indomie Chicken 70g' }).click();
      const stock = page.getByRole('dialog', { name: 'Stock of Indomie Chicken 70g' });
      await stock.getByText('No stock changes yet.').waitFor();
      const stockSideways = await stock.locator('form').evaluate((form) => form.parentElement.scrollWidth - form.parentElement.clientWidth);
      assert.ok(stockSideways <= 0, `the stock form scrolls sideways by ${stockSideways}px`);
      const submit = await stock.getByRole('button', { name: 'Add stock' }).boundingBox();
      assert.ok(submit && submit.x >= 0 && submit.x + submit.width <= 390, 'Add stock is on screen');
      assert.deepEqual(problems, []);
    });
  });
});
