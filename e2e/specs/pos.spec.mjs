// The New Sale (POS) view in Chromium, inside the shell: a whole sale with discount and change,
// stock afterwards, the receipt's copy, a failed record that keeps the cart, the phone layout and
// the keyboard.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { readLocalRows, seedProducts, signedInUid } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
  { id: 'milo-400', name: 'Milo 400g', price: 42.5, quantity: 2 },
  { id: 'oil-1l', name: 'Frytol Oil 1L', price: 38, quantity: 0 },
  { id: 'airtime', name: 'MTN Airtime', price: 10, type: 'Digital' },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function openTill(page) {
  await signUpAndLogIn(page);
  await seedProducts(page, PRODUCTS);
  await page.reload();
  await openView(page, 'New Sale (POS)');
  await page.getByRole('heading', { name: 'Products', level: 2 }).waitFor();
  await page.getByRole('button', { name: /^Rice \(5kg\)/ }).waitFor();
}

/** Problems other than requests a reload cut short. */
const realProblems = (problems) => problems.filter((p) => !p.includes('net::ERR_ABORTED'));

const salePanel = (page) => page.getByRole('region', { name: 'Current Sale' });


describe('New Sale (POS)', () => {
  test('a full sale with a discount and change, stock reduced, receipt copied', async () => {
    const { context, page, problems } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTill(page);

    // Out of stock is shown and refused.
    const oil = page.getByRole('button', { name: /^Frytol Oil 1L/ });
    assert.equal(await oil.getAttribute('aria-disabled'), 'true');
    // Still focusable (aria-disabled), so the reason is announced when it is chosen.
    await oil.click({ force: true });
    await page.getByText('This product is out of stock.').waitFor();

    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    // A scanner types the name and Enter.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('milo 400G');
    await search.press('Enter');
    assert.equal(await search.inputValue(), '');
    const sale = salePanel(page);
    assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Rice (5kg)' }).inputValue(), '2');
    assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Milo 400g' }).inputValue(), '1');

    // The discount is folded away until asked for.
    await sale.getByRole('button', { name: 'Discount', exact: true }).click();
    await sale.getByRole('textbox', { name: 'Discount' }).fill('10');
    await sale.getByRole('radio', { name: 'Mobile Money' }).check();
    await sale.getByRole('textbox', { name: /Amount tendered/ }).fill('250');
    assert.equal(await sale.getByTestId('sale-total').innerText(), '₵202.50');
    assert.equal(await sale.getByTestId('change-due').innerText(), '₵47.50');

    await sale.getByRole('button', { name: 'Complete sale · ₵202.50' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sale complete' });
    await dialog.waitFor();
    await page.screenshot({ path: artifactPath('pos-receipt.png') });

    await dialog.getByRole('button', { name: 'Copy Receipt' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const line of ['Rice (5kg)', '  2 x ₵85.00 = ₵170.00', 'Discount: -₵10.00', 'Total: ₵202.50', 'Tendered: ₵250.00', 'Change: ₵47.50', 'Payment: Mobile Money']) {
      assert.ok(copied.includes(line), `receipt has "${line}":\n${copied}`);
    }
    // The confirmation resets after 2000 ms.
    await dialog.getByRole('button', { name: 'Copy Receipt' }).waitFor({ timeout: 4000 });

    // Printed, the page is the receipt alone: nothing of the till or the frame around it.
    await page.emulateMedia({ media: 'print' });
    assert.ok(await dialog.getByLabel('Receipt', { exact: true }).isVisible(), 'the receipt prints');
    assert.ok(!(await page.getByRole('navigation', { name: 'Main' }).isVisible()), 'the sidebar does not print');
    assert.ok(!(await dialog.getByRole('button', { name: 'New Sale', exact: true }).isVisible()), 'the buttons do not print');
    await page.emulateMedia({ media: 'screen' });

    await dialog.getByRole('button', { name: 'New Sale', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await sale.getByText('No items yet').waitFor();
    // With no receipt open, the page prints as it is.
    await page.emulateMedia({ media: 'print' });
    assert.ok(await page.getByRole('region', { name: 'Products to add' }).isVisible(), 'the till prints when no receipt is open');
    await page.emulateMedia({ media: 'screen' });

    // Stock is lower, live and after a reload.
    await page.getByRole('button', { name: /^Rice \(5kg\).*10 in stock/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Milo 400g.*1 in stock/ }).waitFor();
    const sales = await readLocalRows(page, 'sales');
    assert.equal(sales.length, 1);
    assert.equal(sales[0].totalAmount, 202.5);
    assert.equal(sales[0].changeDue, 47.5);
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test("the first sale's receipt does not wait for code: the till fetched it once idle, before Complete", async () => {
    const { context, page, problems } = await openPage(browser);
    await openTill(page);
    // The till's idle callback was asked for when it painted, so it runs before this one.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    const fetchedAfterComplete = [];
    let completed = false;
    page.on('request', (request) => {
      if (completed && ['script', 'stylesheet'].includes(request.resourceType())) fetchedAfterComplete.push(request.url());
    });
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    completed = true;
    await salePanel(page).getByRole('button', { name: 'Complete sale · ₵85.00' }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    assert.deepEqual(fetchedAfterComplete, [], 'nothing is fetched between Complete and the receipt');
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('a failing record keeps the cart, and Try again records it once', async () => {
    const { context, page, problems } = await openPage(browser);
    await openTill(page);
    await page.getByRole('button', { name: /^Milo 400g/ }).click();
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    const sale = salePanel(page);
    await sale.getByRole('button', { name: 'Discount', exact: true }).click();
    await sale.getByRole('textbox', { name: 'Discount' }).fill('2.50');

    // A raw delete the live query does not see: recordSale then rejects with not-found.
    const uid = await signedInUid(page);
    const removed = await page.evaluate(async (key) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('shop-local-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = db.transaction('products', 'readwrite').objectStore('products');
      const row = await new Promise((resolve) => {
        const request = store.get(key);
        request.onsuccess = () => resolve(request.result);
      });
      store.delete(key);
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      db.close();
      return row;
    }, [uid, 'milo-400']);

    await sale.getByRole('button', { name: /^Complete sale/ }).click();
    const alert = sale.getByRole('alert');
    await alert.getByText('The sale was not recorded.').waitFor();
    await page.screenshot({ path: artifactPath('pos-record-failed.png') });
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Milo 400g' }).inputValue(), '1');
    assert.equal(await sale.getByRole('textbox', { name: 'Quantity of Rice (5kg)' }).inputValue(), '1');
    assert.equal(await sale.getByRole('textbox', { name: 'Discount' }).inputValue(), '2.50');
    assert.ok(problems.some((p) => p.includes('Recording the sale failed')), 'the failure is logged');
    assert.equal((await readLocalRows(page, 'sales')).length, 0);

    // Put the product back (raw, unseen by the live query) and retry the very same sale.
    await page.evaluate(async (row) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('shop-local-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('products', 'readwrite');
      tx.objectStore('products').put({ ...row, createdAt: new Date(row.createdAt) });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    }, removed);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    const sales = await readLocalRows(page, 'sales');
    assert.equal(sales.length, 1);
    assert.equal(sales[0].totalAmount, 125);
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`on a ${viewport.width}×${viewport.height} phone a short product list fits its rows and Current Sale starts above the fold`, async () => {
      const { context, page, problems } = await openPage(browser);
      await openTill(page);
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      const list = page.getByRole('region', { name: 'Products to add' });
      const { clientHeight, scrollHeight } = await list.evaluate((el) => ({ clientHeight: el.clientHeight, scrollHeight: el.scrollHeight }));
      // No empty box below the rows, and nothing hidden behind a scroll either.
      assert.equal(clientHeight, scrollHeight, `the list is as tall as its ${PRODUCTS.length} rows`);
      const heading = salePanel(page).getByRole('heading', { name: 'Current Sale' });
      const box = await heading.boundingBox();
      assert.ok(box && box.y + box.height <= viewport.height, `Current Sale's heading is on the first screen (bottom at ${box?.y + box?.height}px)`);
      await page.screenshot({ path: artifactPath(`pos-phone-${viewport.width}.png`) });
      assert.deepEqual(realProblems(problems), []);
      await context.close();
    });
  }

  test('on a phone with a long product list, the View sale bar is one tap from the sale', async () => {
    const { context, page, problems } = await openPage(browser);
    await signUpAndLogIn(page);
    const many = Array.from({ length: 15 }, (_, i) => ({ id: `item-${i}`, name: `Item ${String(i + 1).padStart(2, '0')}`, price: 5 + i, quantity: 20 }));
    await seedProducts(page, many);
    await page.reload();
    await openView(page, 'New Sale (POS)');
    await page.getByRole('button', { name: /^Item 01/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The list stops at its most and scrolls inside; the sale is below the fold, so the bar shows.
    const list = page.getByRole('region', { name: 'Products to add' });
    const { clientHeight, scrollHeight } = await list.evaluate((el) => ({ clientHeight: el.clientHeight, scrollHeight: el.scrollHeight }));
    assert.ok(clientHeight < scrollHeight && clientHeight <= 0.6 * 844, `the list is capped (${clientHeight} of ${scrollHeight}px)`);
    await page.getByRole('button', { name: /^Item 02/ }).click();
    const bar = page.getByRole('button', { name: /^View sale \(1 item\)/ });
    await bar.waitFor();
    assert.match(await bar.innerText(), /₵6\.00/);
    const barBox = await bar.boundingBox();
    assert.ok(barBox && barBox.y + barBox.height <= 844, 'the bar is on screen');
    await bar.click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Current Sale');
    await bar.waitFor({ state: 'detached' });
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('a reload keeps the sale being built', async () => {
    const { context, page, problems } = await openPage(browser);
    await openTill(page);
    await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
    await page.getByRole('button', { name: /^MTN Airtime/ }).click();
    await salePanel(page).getByText('2 items').waitFor();
    await page.reload();
    await salePanel(page).getByText('2 items').waitFor();
    assert.equal(await salePanel(page).getByRole('textbox', { name: 'Quantity of Rice (5kg)' }).inputValue(), '1');
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });

  test('works with the keyboard alone and on a 390-px phone', async () => {
    const { context, page, problems } = await openPage(browser);
    await openTill(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.focus();
    await page.keyboard.type('rice');
    await page.keyboard.press('Enter');
    await page.keyboard.type('MTN Airtime');
    await page.keyboard.press('Enter');

    // Panels stack. Under the header's two rows (the greeting, then the plan's notice) the sale's
    // panel starts just below the View sale bar's line on a 390 × 844 phone, so the bar may be
    // offered here; it must be gone once the keyboard has brought the sale on screen (below).
    await salePanel(page).getByText('2 items').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (page is ${width}px wide)`);
    await page.screenshot({ path: artifactPath('pos-phone.png') });

    // Tab on to the Complete button and press it.
    const complete = salePanel(page).getByRole('button', { name: /^Complete sale/ });
    for (let i = 0; i < 40 && !(await complete.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    // The bar follows the panel's visibility as the browser reports it (an IntersectionObserver), a
    // frame or so after focus scrolled the sale on screen: then it is gone, covering nothing.
    await page.getByRole('button', { name: /^View sale/ }).waitFor({ state: 'detached', timeout: 3_000 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sale complete' });
    await dialog.waitFor();
    await page.screenshot({ path: artifactPath('pos-phone-receipt.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(realProblems(problems), []);
    await context.close();
  });
});
