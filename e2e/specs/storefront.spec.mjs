// The shop's public storefront (/s/<name>, issue 43) in Chromium on the embedded backend, where the
// store is a preview in the same browser: the owner publishes the store (through the suite's own
// session: online-store-settings.spec.mjs goes through Settings › Online store), and a customer in
// another tab, not through any screen of the suite, searches, fills a basket, checks out with
// delivery and places the order, which lands in the shop's Sales › Online orders; the shop
// confirms it there and the order's page follows it live; a price
// changed since the page opened is refused in words with the basket kept; an order is cancelled by
// its customer. The page's first view is weighed: its own script (written into the page:
// mfe-store/inline-first-view.mjs) and any it loads, gzip, within 60 KB.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';
import { publishStore } from '../support/storefront.mjs';

/** What the issue allows a customer's first view of JavaScript, gzip (issue 43, 'Done when'). */
const FIRST_VIEW_JS_BUDGET = 60 * 1024;
/** What a keystroke of the search may take over 1,000 products, to the next paint (issue 43, 'Done when'). */
const SEARCH_KEYSTROKE_BUDGET_MS = 50;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The bytes the suite's server sends of each script asked with gzip (node:http leaves the body compressed, as fetch would not). */
async function gzipSizes(urls) {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk) => (bytes += chunk.length));
            response.on('end', () => resolve({ url, bytes, encoding: response.headers['content-encoding'] }));
          }).on('error', reject);
        }),
    ),
  );
}

describe('the storefront on the embedded backend', () => {
  test('a customer orders from the published store, the shop confirms, a changed price is refused and an order cancelled', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signUpAndLogIn(page);
      const { uid, name, ids } = await publishStore(page);

      // The customer, in another tab of the same browser (the preview), on a phone-sized page.
      const customer = await context.newPage();
      await customer.setViewportSize({ width: 360, height: 740 });
      const scripts = [];
      customer.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await customer.goto(`/s/${name}`);
      await customer.getByRole('heading', { level: 1 }).waitFor();
      await customer.getByRole('heading', { name: 'Kente cloth' }).waitFor();
      const sizes = await gzipSizes([...new Set(scripts)]);
      // The page's own script is in its HTML, not a request of its own: weighed as the server would gzip it.
      const own = await customer.locator('script:not([src]):not([type="application/json"])').evaluateAll((found) => found.map((script) => script.textContent ?? '').filter((text) => text.trim()));
      const ownBytes = own.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
      const allBytes = ownBytes + sizes.reduce((sum, s) => sum + s.bytes, 0);
      console.log(`storefront first view: page script ${(ownBytes / 1024).toFixed(1)} KB gzip; with the scripts it loaded ${(allBytes / 1024).toFixed(1)} KB (${sizes.length} more)`);
      assert.equal(own.length, 1, 'the page carries its own script');
      assert.ok(sizes.every((s) => s.encoding === 'gzip'));
      assert.ok(allBytes <= FIRST_VIEW_JS_BUDGET, `the first view's scripts are ${allBytes} B gzip, over ${FIRST_VIEW_JS_BUDGET}`);
      assert.ok(!sizes.some((s) => /firebase/.test(s.url)), 'no Firebase SDK on the embedded backend');

      // Sold out shown as such; search finds as typed.
      const shea = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'Shea butter 250g' }) });
      await shea.getByText('Sold out').waitFor();
      await customer.getByLabel('Search products').fill('bead');
      await customer.getByRole('heading', { name: 'Glass beads' }).waitFor();
      assert.equal(await customer.getByRole('heading', { name: 'Kente cloth' }).count(), 0);
      await customer.getByRole('button', { name: 'Add Glass beads to basket' }).click();
      await customer.getByLabel('Search products').fill('');
      await customer.getByRole('button', { name: 'Add Kente cloth to basket' }).click();
      await customer.getByRole('button', { name: 'One more Kente cloth' }).first().click();

      // The basket is kept on the phone: a reload finds it.
      await customer.reload();
      await customer.getByRole('heading', { name: 'Basket (3)' }).waitFor();

      await customer.getByRole('button', { name: 'Check out' }).click();
      await customer.getByLabel('Your name').fill('Kofi Boateng');
      await customer.getByLabel('Phone number').fill('024 412 3457');
      await customer.getByRole('radio', { name: 'Delivery' }).check();
      await customer.getByLabel('Delivery area').selectOption('osu');
      await customer.getByLabel('Address').fill('12 Oxford Street');
      await customer.getByRole('radio', { name: 'Mobile money' }).check();
      // 2 × ₵120.50 + ₵25.00 + ₵15.00 delivery.
      await customer.getByRole('button', { name: /Place order — .*281\.00/ }).click();
      const placed = customer.getByRole('status').filter({ hasText: /Order #\S+ placed/ });
      await placed.waitFor();
      await placed.getByText(/Pay .*281\.00 by mobile money to \+233244123456 \(Ama Mensah\)\./).waitFor();
      const whatsApp = await placed.getByRole('link', { name: 'Send to the shop on WhatsApp' }).getAttribute('href');
      assert.match(whatsApp, /^https:\/\/wa\.me\/233244123456\?text=/);
      assert.match(decodeURIComponent(whatsApp), new RegExp(`/s/${name}/o/`));
      await customer.getByRole('heading', { name: 'Basket (0)' }).waitFor();

      // The order landed in the shop's orders, priced by the backend.
      const orders = await page.evaluate(
        (uid) =>
          new Promise((resolve, reject) => {
            const stop = globalThis.__suiteSession.backend.subscribeOnlineOrders(
              uid,
              (list) => {
                if (list.length > 0) {
                  queueMicrotask(() => stop());
                  resolve(list.map((o) => ({ id: o.id, status: o.status, totalMinor: o.totalMinor, lines: o.lines.map((l) => [l.productId, l.quantity]) })));
                }
              },
              reject,
            );
          }),
        uid,
      );
      assert.equal(orders.length, 1);
      assert.equal(orders[0].totalMinor, 28100);
      assert.deepEqual(orders[0].lines.sort(), [[ids.beads, 1], [ids.kente, 2]].sort());

      // The customer follows the order; the shop confirms it and the page says so at once.
      await placed.getByRole('link', { name: 'Follow your order' }).click();
      await customer.waitForURL(`**/s/${name}/o/${orders[0].id}`);
      await customer.getByRole('status').filter({ hasText: 'Received — waiting for the shop to confirm' }).waitFor();
      // The order is in the shop's Sales › Online orders; the shop confirms it there.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Online orders/ }).click();
      const inInbox = page.getByRole('article').filter({ hasText: 'Kofi Boateng' });
      await inInbox.getByRole('button', { name: 'Confirm', exact: true }).click();
      await customer.getByRole('status').filter({ hasText: /^Confirmed$/ }).waitFor();
      assert.equal(await customer.getByRole('button', { name: 'Cancel my order' }).count(), 0);

      // A price changed since the page opened: refused in words with the new total, the basket kept.
      await customer.goto(`/s/${name}`);
      await customer.getByRole('button', { name: 'Add Glass beads to basket' }).click();
      // The tap loads the backend, which reads the store again (store-api.ts, createStorefront): the price changes after that.
      await customer.waitForLoadState('networkidle');
      await page.evaluate(({ uid, id }) => globalThis.__suiteSession.backend.updateProduct(uid, id, { priceMinor: 3000 }), { uid, id: ids.beads });
      await customer.getByRole('button', { name: 'Check out' }).click();
      await customer.getByLabel('Your name').fill('Kofi Boateng');
      await customer.getByLabel('Phone number').fill('024 412 3457');
      await customer.getByRole('radio', { name: 'Pickup' }).check();
      await customer.getByRole('radio', { name: 'Cash on pickup' }).check();
      await customer.getByRole('button', { name: /Place order/ }).click();
      await customer.getByRole('alert').filter({ hasText: /Prices have changed since you opened the page: the total is now .*30\.00\./ }).waitFor();
      await customer.getByRole('heading', { name: 'Basket (1)' }).waitFor();

      // Reloaded at the new price, the order goes through; its customer cancels it while it is received.
      await customer.reload();
      await customer.getByRole('button', { name: 'Check out' }).click();
      await customer.getByLabel('Your name').fill('Kofi Boateng');
      await customer.getByLabel('Phone number').fill('024 412 3457');
      await customer.getByRole('radio', { name: 'Pickup' }).check();
      await customer.getByRole('radio', { name: 'Cash on pickup' }).check();
      await customer.getByRole('button', { name: /Place order — .*30\.00/ }).click();
      await customer.getByRole('link', { name: 'Follow your order' }).click();
      await customer.getByRole('button', { name: 'Cancel my order' }).click();
      await customer.getByRole('status').filter({ hasText: 'Cancelled — Cancelled by the customer' }).waitFor();

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('search over 1,000 products answers a keystroke within 50 ms (median) on a phone-sized page', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signUpAndLogIn(page);
      await seedProducts(page, Array.from({ length: 1000 }, (_, i) => ({ name: `Fabric ${String(i).padStart(4, '0')} wax print`, price: 10 + (i % 90), quantity: 5 })));
      const { name } = await publishStore(page);
      const customer = await context.newPage();
      await customer.setViewportSize({ width: 360, height: 740 });
      await customer.goto(`/s/${name}`);
      await customer.getByRole('heading', { name: 'Fabric 0000 wax print' }).waitFor();
      // Every keystroke's time from the key to the next paint, as the browser's Event Timing tells it
      // (reported from 16 ms: a keystroke not reported took less).
      await customer.evaluate(() => {
        globalThis.__keystrokes = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.interactionId && entry.name.startsWith('key')) globalThis.__keystrokes.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      });
      // The processor as it is (STOREFRONT_CPU_SLOWDOWN=4 for Lighthouse's mobile setting: on a shared 2-core machine that is slower still).
      const slowdown = Number(process.env.STOREFRONT_CPU_SLOWDOWN ?? 1);
      if (slowdown > 1) await (await context.newCDPSession(customer)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const search = customer.getByLabel('Search products');
      await search.click();
      await customer.keyboard.type('fabric 0999', { delay: 100 });
      await customer.getByRole('heading', { name: 'Fabric 0999 wax print' }).waitFor();
      assert.equal(await customer.getByRole('heading', { level: 3 }).count(), 1);
      await customer.waitForTimeout(300);
      const durations = await customer.evaluate(() => globalThis.__keystrokes);
      // A keystroke Event Timing did not report took under 16 ms: counted as 0 for the median.
      const typed = 'fabric 0999'.length;
      const all = [...durations, ...Array.from({ length: Math.max(0, typed - durations.length) }, () => 0)].sort((a, b) => a - b);
      const median = all[Math.floor(all.length / 2)];
      const slowest = Math.max(0, ...durations);
      console.log(`storefront search over 1,000 products, CPU ×${slowdown} slower: median keystroke ${median} ms, slowest ${slowest} ms to the next paint (Event Timing, those of 16 ms or more: ${durations.join(', ') || 'none'})`);
      // The median, not the slowest: this spec runs beside another on a shared machine, where one
      // keystroke can wait on the other's work.
      if (slowdown === 1) assert.ok(median <= SEARCH_KEYSTROKE_BUDGET_MS, `half the keystrokes took ${median} ms or more (${durations.join(', ')})`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a link to no store says so', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    try {
      await page.goto(new URL('/s/no-such-shop-here', BASE_URL).href);
      await page.getByRole('alert').filter({ hasText: 'This shop has no online store here.' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
