// The installable, offline-first app in Chromium, with the suite's service worker allowed (the other
// specs block it: e2e/support/browser.mjs): a signed-in owner's till reloads with the network cut,
// sells, and the sale is there once with its stock moved once when the network returns; a new tab
// opens offline; Chromium finds nothing in the way of installing; the install offer and the
// runtime configuration's switch.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, launchPersistentContext, openPage } from '../support/browser.mjs';
import { openView, signUpAndLogIn } from '../support/account.mjs';
import { askWorker, cacheNames, waitForOfflineReady } from '../support/offline.mjs';
import { readLocalRows } from '../support/seed.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const productRow = (page, name) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
const salePanel = (page) => page.getByRole('region', { name: 'Current Sale' });


async function addProduct(page, { name, price, quantity }) {
  await openView(page, 'All Products');
  await page.getByRole('heading', { name: 'Your Inventory', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill(price);
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await productRow(page, name).getByText(`${quantity} in stock`).waitFor();
}

describe('the offline app', () => {
  test('cut the network, reload the till: the dashboard opens, a sale is made and is there once, its stock moved once', async () => {
    const { context, page, problems } = await openPage(browser, { serviceWorkers: 'allow' });
    try {
      await signUpAndLogIn(page);
      await addProduct(page, { name: 'Kelewele spice mix', price: '12.50', quantity: '9' });
      await openView(page, 'New Sale (POS)');
      await page.getByRole('button', { name: /^Kelewele spice mix/ }).waitFor();
      const kept = await waitForOfflineReady(page);
      assert.ok(kept.bytesByPart.shell > 0 && kept.bytesByPart.pos > 0, JSON.stringify(kept.bytesByPart));
      // One copy of each shared library: the remotes' own copies of what the shell shares are left
      // out (tooling/pwa/offline-left-out.mjs), and a version fits the 3 MB of issue 47.
      assert.ok(kept.bytes <= 3 * 1024 * 1024, `a version is stored in ${kept.bytes} bytes`);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: /^Kelewele spice mix.*9 in stock/ }).waitFor();
      await openView(page, 'Dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByRole('article', { name: /^Total Products/ }).getByText('1', { exact: true }).waitFor();

      await openView(page, 'New Sale (POS)');
      await page.getByRole('button', { name: /^Kelewele spice mix/ }).click();
      const sale = salePanel(page);
      await sale.getByRole('radio', { name: 'Cash' }).check();
      await sale.getByRole('button', { name: 'Exact amount' }).click();
      await sale.getByRole('button', { name: 'Complete sale · ₵12.50' }).click();
      const receipt = page.getByRole('dialog', { name: 'Sale complete' });
      await receipt.waitFor();
      await receipt.getByRole('button', { name: 'New Sale', exact: true }).click();

      await openView(page, 'Sales History');
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      const rows = page.getByRole('region', { name: 'Sales, newest first' }).getByRole('button');
      await rows.filter({ hasText: 'Kelewele' }).first().waitFor();
      assert.equal(await rows.count(), 1, 'one sale listed offline');
      await page.screenshot({ path: artifactPath('offline-app-history.png') });

      await context.setOffline(false);
      await page.reload();
      await page.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      await rows.filter({ hasText: 'Kelewele' }).first().waitFor();
      assert.equal(await rows.count(), 1, 'still one sale once the network is back');
      await addProductsViewed(page);
      const sales = await readLocalRows(page, 'sales');
      const products = await readLocalRows(page, 'products');
      assert.equal(sales.length, 1, 'one sale stored');
      assert.equal(products[0].quantity, 8, 'the stock moved once: 9 → 8');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a new tab opened offline reaches the dashboard, every remote, the landing page and the mailbox', async () => {
    const { context, page, problems } = await openPage(browser, { serviceWorkers: 'allow' });
    try {
      const owner = await signUpAndLogIn(page);
      await waitForOfflineReady(page);
      await context.setOffline(true);
      const tab = await context.newPage();
      tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await tab.goto('/dashboard');
      await tab.getByText(`Hello, ${owner.ownerName}!`).waitFor();
      await tab.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await openView(tab, 'All Customers');
      await tab.getByRole('heading', { name: 'Your Customers', level: 1 }).waitFor();
      await openView(tab, 'All Products');
      await tab.getByRole('heading', { name: 'Your Inventory', level: 1 }).waitFor();
      await openView(tab, 'Sales History');
      await tab.getByRole('heading', { name: 'Sales History', level: 1 }).waitFor();
      await tab.goto('/mailbox');
      await tab.getByRole('heading', { name: 'Local mailbox' }).waitFor();
      await tab.goto('/');
      await tab.getByRole('navigation', { name: 'Site' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('Chromium reports no installability error; every page links the manifest, whose icons load', async () => {
    // A profile on disk: Chromium never installs from an incognito context ('in-incognito').
    const context = await launchPersistentContext();
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      for (const route of ['/', '/dashboard', '/mailbox']) {
        await page.goto(route);
        assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest', route);
      }
      await page.goto('/mailbox');
      await page.getByRole('heading', { name: 'Local mailbox' }).waitFor();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
      const { url, data, errors } = await cdp.send('Page.getAppManifest');
      assert.ok(url.endsWith('/manifest.webmanifest'), url);
      assert.deepEqual(errors, []);
      const manifest = JSON.parse(data);
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.start_url, '/dashboard');
      assert.equal(manifest.scope, '/');
      assert.equal(manifest.theme_color, '#f59e0b');
      assert.equal(manifest.background_color, '#f5f5f4');
      for (const purpose of ['any', 'maskable']) {
        for (const size of [192, 512]) {
          assert.ok(manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === `${size}x${size}`), `a ${purpose} icon of ${size}px`);
        }
      }
      for (const icon of manifest.icons) {
        const answer = await page.request.get(icon.src);
        assert.equal(answer.status(), 200, icon.src);
        assert.equal(answer.headers()['content-type'], icon.type, icon.src);
        if (icon.type === 'image/png') {
          const png = await answer.body();
          const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
          assert.equal(`${width}x${height}`, icon.sizes, icon.src);
        }
      }
    } finally {
      await context.close();
    }
  });

  test('"Install app" shows in the frame only while the browser offers it, and opens the browser\'s dialog', async () => {
    const { context, page, problems } = await openPage(browser, { serviceWorkers: 'allow' });
    try {
      await signUpAndLogIn(page);
      const install = page.getByRole('button', { name: 'Install app' });
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      assert.equal(await install.count(), 0, 'no offer, no button');
      // Chromium offers installation (beforeinstallprompt) on its own schedule: the offer is made here.
      await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        window.__installPrompts = 0;
        offer.prompt = async () => {
          window.__installPrompts += 1;
        };
        offer.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(offer);
      });
      await install.click();
      assert.equal(await page.evaluate(() => window.__installPrompts), 1);
      await install.waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('runtime-config.json\'s "serviceWorker": false: a worker registered before removes itself and what it kept; none registers again', async () => {
    const { context, page, problems } = await openPage(browser, { serviceWorkers: 'allow' });
    try {
      await page.goto('/mailbox');
      await waitForOfflineReady(page);
      assert.ok((await cacheNames(page)).some((name) => name.startsWith('shop-suite-')));
      // The switch as the server now serves it (the context's route also answers the worker's own requests).
      await context.route('**/runtime-config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), serviceWorker: false } });
      });
      await askWorker(page, { type: 'SUITE_CHECK' }).catch(() => null);
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0, null, { polling: 250, timeout: 15_000 });
      assert.deepEqual((await cacheNames(page)).filter((name) => name.startsWith('shop-suite')), []);
      await page.reload();
      await page.getByRole('heading', { name: 'Local mailbox' }).waitFor();
      await page.waitForTimeout(2_000);
      assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

/** All Products read after the network returned (the page's own live query). */
async function addProductsViewed(page) {
  await openView(page, 'All Products');
  await productRow(page, 'Kelewele spice mix').getByText('8 in stock').waitFor();
}
