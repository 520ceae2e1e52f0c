// All Customers end to end in Chromium, on the embedded backend: add, edit, search (name and
// phone) and delete with the Sure? confirmation; bad input refused with a message and markup shown
// as text; a customer's purchases with the total they spent.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { saleRecord } from '../support/sale-record.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { withOwnerOnView } from '../support/account.mjs';
import { seedCustomers, seedSales } from '../support/seed.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const withOwner = (options, run) => withOwnerOnView(browser, options, { view: 'All Customers', heading: 'Your Customers' }, run);

const customerRow = (page, name) => page.getByRole('region', { name: 'Customers' }).getByRole('listitem').filter({ hasText: name });

async function addCustomer(page, { name, email, phone }) {
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add customer' });
  await dialog.getByLabel('Name').fill(name);
  if (email) await dialog.getByLabel('Email').fill(email);
  if (phone) await dialog.getByLabel('Phone').fill(phone);
  return dialog;
}

async function save(dialog) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('customers', () => {
  test('add, edit, search and delete a customer, with the Sure? confirmation', async () => {
    await withOwner({}, async ({ page, problems }) => {
      await page.getByRole('heading', { name: 'No customers yet' }).waitFor();

      await save(await addCustomer(page, { name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '024 412 3456' }));
      await save(await addCustomer(page, { name: 'Chinedu Okafor', phone: '+234 803 555 0102' }));
      await save(await addCustomer(page, { name: 'Kofi Boateng' }));
      await customerRow(page, 'Ama Owusu').getByText('ama.owusu@example.com').waitFor();
      await page.getByText('3 customers').waitFor();

      await page.getByRole('button', { name: 'Edit Kofi Boateng' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit customer' });
      assert.equal(await dialog.getByLabel('Name').inputValue(), 'Kofi Boateng');
      await dialog.getByLabel('Phone').fill('020 555 0101');
      await save(dialog);
      await customerRow(page, 'Kofi Boateng').getByText('020 555 0101').waitFor();

      const search = page.getByRole('searchbox', { name: 'Search customers' });
      await search.fill('okafor');
      await page.getByText('Showing 1 of 3 customers').waitFor();
      assert.equal(await customerRow(page, 'Ama Owusu').count(), 0);
      await search.fill('0244123');
      await customerRow(page, 'Ama Owusu').waitFor();
      assert.equal(await customerRow(page, 'Chinedu Okafor').count(), 0);
      await search.fill('');

      await page.getByRole('button', { name: 'Delete Kofi Boateng' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Sure?' });
      await confirm.getByRole('button', { name: 'No' }).click();
      await confirm.waitFor({ state: 'detached' });
      assert.equal(await customerRow(page, 'Kofi Boateng').count(), 1);
      await page.getByRole('button', { name: 'Delete Kofi Boateng' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Sure?' });
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await customerRow(page, 'Kofi Boateng').waitFor({ state: 'detached' });
      await page.getByText('2 customers').waitFor();
      assert.deepEqual(problems, []);
    });
  });

  test('bad input gets a clear message and markup is shown as text', async () => {
    await withOwner({}, async ({ page, problems }) => {
      let alerted = false;
      page.on('dialog', async (d) => {
        alerted = true;
        await d.dismiss();
      });
      const dialog = await addCustomer(page, { name: '   ', email: 'ama@', phone: 'call me' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Customer name is required.').waitFor();
      await dialog.getByText('Please enter a valid email address.').waitFor();
      await dialog.getByText('Phone number may contain only digits, spaces, +, -, ( and ).').waitFor();
      assert.equal(await dialog.getByLabel('Email').inputValue(), 'ama@', 'the form is kept as typed');

      const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>Abena';
      await dialog.getByLabel('Name').fill(markup);
      await dialog.getByLabel('Email').fill('');
      await dialog.getByLabel('Phone').fill('');
      await save(dialog);
      await customerRow(page, 'Abena').getByText(markup, { exact: true }).waitFor();
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.equal(alerted, false);
      assert.deepEqual(problems, []);
    });
  });

  test("a customer's purchases and the total they spent", async () => {
    await withOwner({}, async ({ page, problems }) => {
      const ama = { id: randomUUID(), name: 'Ama Owusu' };
      await seedCustomers(page, [{ ...ama, phone: '024 412 3456' }, { name: 'Efua Mensah' }]);
      const sale = (customer, lines, daysAgo) =>
        saleRecord({ lines, paymentMethod: 'Mobile Money', customer, at: new Date(Date.now() - daysAgo * 86_400_000) });
      await seedSales(page, [
        sale(ama, [{ id: 'milo', name: 'Milo 400g tin', price: 45.5, quantity: 2 }, { id: 'gari', name: 'Gari (1 olonka)', price: 18 }], 0),
        sale(null, [{ id: 'peak', name: 'Peak Milk 160g', price: 9.5 }], 0),
      ]);
      await seedSales(page, [sale(ama, [{ id: 'kente', name: 'Kente stole', price: 350 }], 2)]);
      await page.reload();

      await page.getByRole('button', { name: 'Purchases of Ama Owusu' }).click();
      const details = page.getByRole('dialog', { name: 'Ama Owusu' });
      await details.getByText('₵459.00').waitFor();
      const purchases = details.getByRole('region', { name: 'Purchases of Ama Owusu' }).getByRole('listitem');
      assert.equal(await purchases.count(), 2);
      assert.match(await purchases.first().innerText(), /Milo 400g tin × 2, Gari \(1 olonka\) × 1/);
      await details.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Purchases of Efua Mensah' }).click();
      await page.getByRole('dialog', { name: 'Efua Mensah' }).getByRole('heading', { name: 'No purchases yet' }).waitFor();
      assert.deepEqual(problems, []);
    });
  });
  test('works on a 390-px phone: no sideways scrolling, actions reachable', async () => {
    await withOwner({ viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
      await save(await addCustomer(page, { name: 'Ngozi Adeyemi', email: 'ngozi.adeyemi.long.address@example.ng', phone: '+234 803 555 0102' }));
      await customerRow(page, 'Ngozi Adeyemi').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
      for (const name of ['Purchases of Ngozi Adeyemi', 'Edit Ngozi Adeyemi', 'Delete Ngozi Adeyemi']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${name} is on screen`);
      }
      assert.deepEqual(problems, []);
    });
  });
});
