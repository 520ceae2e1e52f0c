// The dashboard frame in Chromium: views, the phone layout, logout, the error states injected
// through the port, a remote that fails to load, and axe on the pages owners see.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Serves the runtime configuration with deliberate backend faults. */
async function withFaults(page, faults) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.backend = { ...config.backend, faults };
    await route.fulfill({ response, json: config });
  });
}

async function seriousViolations(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('dashboard frame', () => {
  test('views switch in the page, survive a reload, and unknown views say Welcome', async () => {
    const { context, page, problems } = await openPage(browser);
    const owner = await signUpAndLogIn(page);
    await page.getByText(`Hello, ${owner.ownerName}!`).waitFor();
    await openView(page, 'All Customers');
    await page.waitForURL('**/dashboard?view=customers-all');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Customers' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Customers' }).getAttribute('aria-current'), 'page');
    await page.getByRole('button', { name: /back to the dashboard/i }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await page.goto('/dashboard?view=reports');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('on a 390×844 phone the sidebar opens from the header and closes when a view is chosen', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await signUpAndLogIn(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    const sidebarLink = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sales History' });
    assert.equal(await sidebarLink.isVisible(), false);
    await menu.click();
    await sidebarLink.waitFor({ state: 'visible' });
    await sidebarLink.click();
    await page.waitForURL('**/dashboard?view=sales-history');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await sidebarLink.waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll on a phone (${overflow} px)`);
    await page.screenshot({ path: 'e2e/artifacts/frame-phone.png' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} a collapsed sidebar group takes its items off the screen and the trial notice shows`, async () => {
      const { context, page, problems } = await openPage(browser, { viewport });
      await signUpAndLogIn(page);
      // A new owner's header counts down the free trial, on screen at both widths.
      const trial = page.getByText('Pro trial \u2014 30 days left');
      await trial.waitFor({ state: 'visible' });
      const trialBox = await trial.boundingBox();
      assert.ok(trialBox && trialBox.x + trialBox.width <= viewport.width, 'the trial notice fits the header');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      const sales = nav.getByRole('button', { name: 'Sales', exact: true });
      const items = [nav.getByRole('button', { name: 'Sales History', includeHidden: true }), nav.getByRole('button', { name: 'POS', includeHidden: true })];
      await items[0].waitFor({ state: 'visible' });
      const toggleBefore = await nav.getByRole('button', { name: 'Inventory', exact: true }).boundingBox();
      await sales.click();
      assert.equal(await sales.getAttribute('aria-expanded'), 'false');
      for (const item of items) {
        // Not only the attribute: the item has no box on screen, and the next group moves up into its place.
        assert.equal(await item.isVisible(), false);
        assert.equal(await item.boundingBox(), null);
      }
      const toggleAfter = await nav.getByRole('button', { name: 'Inventory', exact: true }).boundingBox();
      assert.ok(toggleAfter.y < toggleBefore.y - 40, `Inventory moved up (${toggleBefore.y} → ${toggleAfter.y})`);
      await sales.click();
      await items[0].waitFor({ state: 'visible' });
      assert.ok(await items[1].isVisible());
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('logout signs out and returns to the landing page; /dashboard is then refused', async () => {
    const { context, page, problems } = await openPage(browser);
    await signUpAndLogIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Log in' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a business profile that cannot be found replaces the dashboard with its message', async () => {
    const { context, page } = await openPage(browser);
    await withFaults(page, { subscribeBusiness: 'missing' });
    await signUpAndLogIn(page);
    await page.getByText('Error: Could not find your business profile.').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
    await context.close();
  });

  test('a business subscription that fails replaces the dashboard and is logged', async () => {
    const { context, page, problems } = await openPage(browser);
    await withFaults(page, { subscribeBusiness: 'error' });
    await signUpAndLogIn(page);
    await page.getByText('Error: Failed to load business data.').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
    assert.ok(problems.some((p) => p.includes('Error: Failed to load business data.')), 'the failure is logged');
    await context.close();
  });

  // The sales history is the first view to subscribe to the sales, so an 'error-once' fault fails it there.
  async function salesHistoryThatFailsOnce() {
    const opened = await openPage(browser);
    await withFaults(opened.page, { subscribeSales: 'error-once' });
    await signUpAndLogIn(opened.page);
    await openView(opened.page, 'Sales History');
    const alert = opened.page.getByRole('alert').filter({ hasText: 'Failed to load sales history.' });
    await alert.waitFor();
    return { ...opened, alert };
  }

  test('a list that failed to load offers Try again, which loads it', async () => {
    const { context, page, problems, alert } = await salesHistoryThatFailsOnce();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No sales yet' }).waitFor();
    assert.equal(await alert.count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a list that failed to load loads on its own as soon as the browser is back online', async () => {
    const { context, page, problems, alert } = await salesHistoryThatFailsOnce();
    await context.setOffline(true);
    await context.setOffline(false);
    // Well before the first automatic retry (2 s after the failure): the online event did it.
    await page.getByRole('heading', { name: 'No sales yet' }).waitFor({ timeout: 1000 });
    assert.equal(await alert.count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a remote that fails to load shows a message in its place; the rest keeps working', async () => {
    const { context, page } = await openPage(browser);
    await signUpAndLogIn(page);
    await page.route('**/mfe-history/**', (route) => route.abort());
    await openView(page, 'Sales History');
    await page.getByRole('alert').filter({ hasText: 'Sales History could not be shown' }).waitFor();
    await openView(page, 'Dashboard');
    await page.locator('#frame-content').getByRole('heading').first().waitFor();
    await context.close();
  });

  test('axe finds no serious or critical violation on /, /dashboard and /mailbox', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], '/');
    await signUpAndLogIn(page);
    await page.locator('#frame-content').getByRole('heading').first().waitFor();
    assert.deepEqual(await seriousViolations(page), [], '/dashboard');
    await page.goto('/mailbox');
    await page.getByRole('heading', { name: 'Local mailbox' }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], '/mailbox');
    await context.close();
  });
});
