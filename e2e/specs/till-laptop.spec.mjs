// The till on a laptop, in Chromium inside the shell: at 1280 × 720, 1280 × 800 and 1366 × 768,
// with one line in the cart, everything a typical sale needs — the line, the total, the payment
// methods, the amount tendered, the change and Complete — is on screen without scrolling and not
// covered by anything (checked by boxes and by what the page shows at each control's centre). What is
// used rarely (discount, split payment, pay later, customer) is folded away and opens in one tap or
// one key press.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { seedCustomers, seedProducts } from '../support/seed.mjs';

const PRODUCTS = [
  { id: 'rice-5kg', name: 'Rice (5kg)', price: 85, quantity: 12 },
  { id: 'milo-400', name: 'Milo 400g', price: 42.5, quantity: 20 },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

/** Fails unless the control is wholly inside the viewport and is what the page shows at its centre. */
async function assertOnScreen(page, locator, what, size) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is rendered`);
  const where = `${what} at ${size.width} × ${size.height} (box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)})`;
  assert.ok(box.y >= 0 && box.y + box.height <= size.height, `${where} is within the screen's height`);
  assert.ok(box.x >= 0 && box.x + box.width <= size.width, `${where} is within the screen's width`);
  const uncovered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    // The till lives in the shell's document; a hit inside the control (or its label) is the control.
    return Boolean(hit && (element.contains(hit) || hit.contains(element) || element.closest('label')?.contains(hit)));
  });
  assert.ok(uncovered, `${where} is not covered by anything`);
}

describe('the till on a laptop', () => {
  for (const size of SIZES) {
    test(`at ${size.width} × ${size.height}, a one-line sale needs no scrolling`, async () => {
      const { context, page } = await openPage(browser, { viewport: size });
      try {
        await signUpAndLogIn(page);
        await seedProducts(page, PRODUCTS);
        await page.reload();
        await openView(page, 'New Sale (POS)');
        await page.getByRole('button', { name: /^Rice \(5kg\)/ }).click();
        const sale = page.getByRole('region', { name: 'Current Sale' });
        await sale.getByText('1 item').waitFor();
        assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page has not scrolled');

        const needs = [
          [sale.getByRole('textbox', { name: /Quantity of Rice/ }), 'the line’s quantity'],
          [sale.getByTestId('sale-total'), 'the total'],
          [sale.getByRole('radio', { name: 'Cash' }), 'Cash'],
          [sale.getByRole('radio', { name: 'Mobile Money' }), 'Mobile Money'],
          [sale.getByRole('radio', { name: 'Card' }), 'Card'],
          [sale.getByRole('textbox', { name: /Amount tendered/ }), 'the amount tendered'],
          [sale.getByTestId('change-due'), 'the change due'],
          [sale.getByRole('button', { name: /^Complete sale/ }), 'Complete sale'],
        ];
        await page.screenshot({ path: artifactPath(`till-laptop-${size.width}x${size.height}.png`) });
        for (const [locator, what] of needs) await assertOnScreen(page, locator, what, size);

        // A whole mobile-money sale from there, with no scroll: method, tendered, Complete.
        await sale.getByRole('radio', { name: 'Mobile Money' }).check();
        await sale.getByRole('textbox', { name: /Amount tendered/ }).fill('100');
        assert.match(await sale.getByTestId('change-due').innerText(), /15\.00/);
        await sale.getByRole('button', { name: /^Complete sale/ }).click();
        await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
        assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page never scrolled');
      } finally {
        await context.close();
      }
    });
  }

  test('the rarely used parts open in one tap, and from the keyboard', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 720 } });
    try {
      await signUpAndLogIn(page);
      await seedProducts(page, PRODUCTS);
      await seedCustomers(page, [{ id: 'kofi', name: 'Kofi Boateng', phone: '0241234567' }]);
      await page.reload();
      await openView(page, 'New Sale (POS)');
      await page.getByRole('button', { name: /^Milo 400g/ }).click();
      const sale = page.getByRole('region', { name: 'Current Sale' });

      // Folded: the discount field and the customer search are not on screen.
      const discountButton = sale.getByRole('button', { name: 'Discount', exact: true });
      const customerButton = sale.getByRole('button', { name: 'Customer', exact: true });
      assert.equal(await discountButton.getAttribute('aria-expanded'), 'false');
      assert.equal(await sale.getByRole('textbox', { name: 'Discount' }).count(), 0);
      assert.equal(await sale.getByRole('searchbox', { name: 'Find a customer by name or phone' }).count(), 0);
      // The pay-later hint is not shown on every sale.
      assert.equal(await sale.getByText('a walk-in customer cannot buy on credit').isVisible(), false);

      // One tap opens the discount, its field focused and visible.
      await discountButton.click();
      const discount = sale.getByRole('textbox', { name: 'Discount' });
      assert.ok(await discount.isVisible(), 'the discount field shows once opened');
      assert.ok(await discount.evaluate((element) => element === document.activeElement), 'the discount field has the focus');
      await discount.fill('2.50');
      assert.match(await sale.getByTestId('sale-total').innerText(), /40\.00/);
      await assertOnScreen(page, sale.getByRole('button', { name: /^Complete sale/ }), 'Complete sale with the discount open', { width: 1280, height: 720 });

      // The keyboard opens the customer (Enter, its search focused) and folds it again.
      await customerButton.focus();
      await page.keyboard.press('Enter');
      const search = sale.getByRole('searchbox', { name: 'Find a customer by name or phone' });
      assert.ok(await search.evaluate((element) => element === document.activeElement), 'the customer search has the focus');
      await customerButton.focus();
      await page.keyboard.press('Enter');
      assert.equal(await customerButton.getAttribute('aria-expanded'), 'false');
      assert.equal(await search.count(), 0);

      // Split payment is one tick: its editor shows, and goes again.
      await sale.getByRole('checkbox', { name: 'Split payment' }).check();
      await sale.getByTestId('split-status').waitFor();
      await sale.getByRole('checkbox', { name: 'Split payment' }).uncheck();
      await sale.getByTestId('split-status').waitFor({ state: 'detached' });

      // Pay later for a walk-in opens the customer and says why; choosing one puts the sale on credit.
      await sale.getByRole('checkbox', { name: 'Pay later' }).check();
      await sale.getByText('a walk-in customer cannot buy on credit').waitFor();
      assert.ok(await search.evaluate((element) => element === document.activeElement), 'the customer search has the focus');
      await page.keyboard.type('Kofi');
      await sale.getByRole('button', { name: /^Kofi Boateng/ }).click();
      await sale.getByRole('group', { name: 'Pay later' }).waitFor();
      assert.equal(await sale.getByRole('checkbox', { name: 'Pay later' }).isChecked(), true);
      assert.equal(await sale.getByText('a walk-in customer cannot buy on credit').count(), 0);
      await page.screenshot({ path: artifactPath('till-laptop-options-open.png') });
    } finally {
      await context.close();
    }
  });
});
