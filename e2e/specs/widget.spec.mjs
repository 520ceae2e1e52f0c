// The partner widget on plain HTML pages that are not ours (examples/partner-site): one script tag
// and one <pos-widget> element; isolated both ways under hostile global CSS; on a second origin
// under a strict Content-Security-Policy with no violation; its own sign-up, verification and
// log-in there; events in order; added by script later and removed again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { artifactPath, BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';

const EXAMPLES = path.resolve(import.meta.dirname, '..', '..', 'examples', 'partner-site');
const SUITE = new URL(BASE_URL).origin;
/** The line examples/partner-site/README.md gives partners, for the suite at SUITE. */
const STRICT_CSP = [
  "default-src 'none'",
  `script-src 'self' ${SUITE}`,
  `style-src 'self' ${SUITE}`,
  `img-src 'self' ${SUITE} blob: data:`,
  `connect-src 'self' ${SUITE}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const HOSTILE_CSS = `
* { font: 30px "Comic Sans MS", cursive !important; color: red !important; box-sizing: content-box; }
button { all: unset; }
div { padding: 50px; }
`;

/** The partner page's own elements whose computed styles must not change when the widget mounts. */
const PAGE_PROBES = ['body', 'header', 'header h1', '#partner-intro', 'footer', 'main'];
const PROPERTIES = ['font-family', 'font-size', 'color', 'padding', 'margin', 'box-sizing', 'background-color', 'display', 'line-height'];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

function readStyles(page) {
  return page.evaluate(
    ({ probes, properties }) =>
      Object.fromEntries(
        probes.map((selector) => {
          const style = getComputedStyle(document.querySelector(selector));
          return [selector, Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))];
        }),
      ),
    { probes: PAGE_PROBES, properties: PROPERTIES },
  );
}

/** The partner page with the hostile stylesheet; optionally without its scripts (no widget). */
async function servePartnerPage(page, { withWidget }) {
  await page.route('**/partner-site/', async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    html = html.replace('</head>', `<style id="hostile">${HOSTILE_CSS}</style></head>`);
    if (!withWidget) html = html.replace(/<script\b[^>]*><\/script>/g, '');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
  });
}

describe('Partner widget', () => {
  test('on a hostile page: isolated both ways, signs in, sells, modal inside the shadow root', async () => {
    const { context, page, problems } = await openPage(browser);
    const owner = await signUpAndLogIn(page);
    await seedProducts(page, [
      { name: 'Jollof rice (plate)', price: 35, type: 'Digital' },
      { name: 'Kelewele (bowl)', price: 15, quantity: 20 },
    ]);
    // The widget keeps its own session: start signed out to see its compact log-in.
    await page.evaluate(async () => {
      const db = await new Promise((resolve) => {
        const request = indexedDB.open('shop-local-backend');
        request.onsuccess = () => resolve(request.result);
      });
      const tx = db.transaction('session', 'readwrite');
      tx.objectStore('session').clear();
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    });

    await servePartnerPage(page, { withWidget: false });
    await page.goto('/partner-site/');
    const before = await readStyles(page);
    const hostMargin = await page.evaluate(() => getComputedStyle(document.getElementById('pos-till')).margin);
    await page.unroute('**/partner-site/');

    await servePartnerPage(page, { withWidget: true });
    const jsUrls = new Set();
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) jsUrls.add(response.url());
    });
    await page.goto('/partner-site/');

    const login = page.getByRole('button', { name: 'Log in' });
    await login.waitFor();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await login.click();
    await page.getByRole('button', { name: /^Kelewele \(bowl\)/ }).waitFor();
    await page.screenshot({ path: artifactPath('widget-hostile-page.png'), fullPage: true });

    // Nothing of the partner's page changed.
    assert.deepEqual(await readStyles(page), before);
    // The host keeps the partner's placement but none of the hostile padding, type or colour.
    const host = await page.evaluate(() => {
      const s = getComputedStyle(document.getElementById('pos-till'));
      return { margin: s.margin, padding: s.padding, font: s.fontFamily, color: s.color };
    });
    assert.equal(host.margin, hostMargin);
    assert.equal(host.padding, '0px');
    assert.doesNotMatch(host.font, /Comic Sans/);
    assert.notEqual(host.color, 'rgb(255, 0, 0)');

    // Nothing of the partner's CSS reached inside.
    const inside = await page.evaluate(() => {
      const root = document.getElementById('pos-till').shadowRoot;
      const pick = (element) => {
        const s = getComputedStyle(element);
        return { font: s.fontFamily, size: s.fontSize, color: s.color, padding: s.padding, boxSizing: s.boxSizing };
      };
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent.startsWith('Kelewele'));
      const title = [...root.querySelectorAll('h2')].find((h) => h.textContent === 'New Sale');
      const panel = root.querySelector('section');
      return { button: pick(button), title: pick(title), panel: pick(panel), links: root.querySelectorAll('link[rel=stylesheet]').length };
    });
    assert.ok(inside.links > 0, 'the remote stylesheets are linked in the shadow root');
    for (const [name, style] of Object.entries(inside)) {
      if (name === 'links') continue;
      assert.doesNotMatch(style.font, /Comic Sans/, `${name} font`);
      assert.notEqual(style.color, 'rgb(255, 0, 0)', `${name} colour`);
    }
    assert.equal(inside.title.size, '20px');
    assert.equal(inside.button.boxSizing, 'border-box');
    assert.notEqual(inside.button.padding, '0px', 'buttons keep their own padding (not `all: unset`)');
    assert.equal(inside.panel.padding, '16px', 'divs and sections keep their own padding');

    // A sale inside the widget; the receipt modal is inside the shadow root.
    await page.getByRole('button', { name: /^Jollof rice/ }).click();
    await page.getByRole('button', { name: /^Kelewele/ }).click();
    // The widget renders with its own compact runtime (mfe-pos/src/widget/widget-renderer.ts): a
    // field still shows what the till keeps (digits only in a quantity), and an opened discount
    // takes the focus.
    const quantity = page.getByRole('textbox', { name: 'Quantity of Kelewele (bowl)' });
    await quantity.fill('2');
    await quantity.press('x');
    assert.equal(await quantity.inputValue(), '2');
    await quantity.press('Escape');
    assert.equal(await quantity.inputValue(), '1');
    await page.getByRole('button', { name: 'Discount', exact: true }).click();
    const discount = page.getByRole('textbox', { name: 'Discount' });
    assert.ok(await discount.evaluate((field) => field.getRootNode().activeElement === field), 'the opened discount field has the focus');
    await page.getByRole('button', { name: 'Discount', exact: true }).click();
    await page.getByRole('button', { name: 'Complete sale · ₵50.00' }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor();
    assert.equal(await page.evaluate(() => document.querySelector('[role=dialog]')), null, 'no dialog in the page’s own DOM');
    assert.equal(await page.evaluate(() => Boolean(document.getElementById('pos-till').shadowRoot.querySelector('[role=dialog]'))), true);
    await page.screenshot({ path: artifactPath('widget-hostile-receipt.png') });
    // Print Receipt, held at the print dialog (window.print stubbed, so no afterprint yet): the
    // receipt prints alone, from inside the shadow root, with the partner's page hidden around it.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print Receipt' }).click();
    // The print-only page rules do not show on screen while the print dialog is open.
    assert.ok(await page.locator('#partner-intro').isVisible(), 'the partner’s page stays on screen');
    await page.emulateMedia({ media: 'print' });
    assert.ok(await page.getByLabel('Receipt', { exact: true }).isVisible(), 'the receipt prints from inside the widget');
    assert.ok(!(await page.getByRole('region', { name: 'Products to add' }).isVisible()), 'the till around the receipt does not print');
    assert.ok(!(await page.locator('#partner-intro').isVisible()), 'the partner’s page around the widget does not print');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.getByRole('button', { name: 'New Sale', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sale complete' }).waitFor({ state: 'detached' });
    // With no receipt open, the partner's page and the widget print as they are.
    await page.emulateMedia({ media: 'print' });
    assert.ok(await page.locator('#partner-intro').isVisible(), 'the partner’s page prints');
    assert.ok(await page.getByRole('region', { name: 'Products to add' }).isVisible(), 'the widget prints');
    await page.emulateMedia({ media: 'screen' });

    // What a partner downloads to show the widget: gzip size of every script.
    let gzipBytes = 0;
    for (const url of jsUrls) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    const budget = 150 * 1024;
    console.log(`widget: ${jsUrls.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip (${gzipBytes} bytes; ${budget - gzipBytes} bytes under the ${budget / 1024} KB budget)`);
    assert.ok(gzipBytes <= budget, `the widget's JS, a sale included, stays within 150 KB gzip (${gzipBytes} bytes)`);

    assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    await context.close();
  });

  test('on another origin under a strict CSP: signs up, verifies, logs in and sells, telling its events in order, with no violation', async () => {
    const partner = await servePartnerSite();
    const { context, page, problems } = await openPage(browser);
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    try {
      await page.goto(`${partner.url}index.html`);
      const till = page.locator('pos-widget');
      // The partner's accent colours the primary button.
      await till.getByRole('button', { name: 'Log in' }).waitFor();
      const accent = await page.evaluate(() => getComputedStyle(document.querySelector('pos-widget').shadowRoot.querySelector('button[type=submit]')).backgroundColor);
      assert.equal(accent, 'rgb(14, 116, 144)');

      // A new owner signs up inside the widget; the local mailbox's link is offered in place.
      await till.getByRole('button', { name: 'Create an account' }).click();
      const owner = { email: `adjoa.${Date.now()}@example.com`, password: 'Jollof-2026' };
      const fields = [
        ['Business name', "Adjoa's Kitchen"],
        ['Owner name', 'Adjoa Mensah'],
        ['Business type', 'Restaurant'],
        ['Phone', '+233 24 555 0100'],
        ['Address', '4 Cantonments Road, Accra'],
        ['Email', owner.email],
        ['Password', owner.password],
        ['Confirm password', owner.password],
      ];
      for (const [label, value] of fields) await till.getByLabel(new RegExp(`^${label}`)).fill(value);
      await till.getByRole('button', { name: 'Create account' }).click();
      await till.getByRole('button', { name: 'Verify your email address' }).click();
      await till.getByRole('heading', { name: 'Your email is verified' }).waitFor();
      await till.getByRole('button', { name: 'Go to log in' }).click();
      assert.equal(await till.getByLabel('Email').inputValue(), owner.email);
      await till.getByLabel(/^Password/).fill(owner.password);
      await till.getByRole('button', { name: 'Log in' }).click();
      await till.getByRole('button', { name: 'Log out' }).waitFor();
      await page.getByRole('list', { name: 'Till events' }).getByText('pos-widget:signed-in').waitFor();
      assert.deepEqual(await eventNames(page), ['pos-widget:ready', 'pos-widget:signed-in']);

      // The shop's products are in this origin's storage; the widget restores the session on reload.
      await seedProducts(page, [{ name: 'Waakye (plate)', price: 25, type: 'Digital' }, { name: 'Kelewele (bowl)', price: 15, quantity: 20 }]);
      await page.reload();
      await till.getByRole('button', { name: /^Kelewele \(bowl\)/ }).click();
      await till.getByRole('button', { name: /^Waakye/ }).click();
      await till.getByRole('button', { name: 'Complete sale · ₵40.00' }).click();
      await till.getByRole('dialog', { name: 'Sale complete' }).waitFor();
      await page.getByRole('list', { name: 'Till events' }).getByText(/^pos-widget:sale/).waitFor();
      assert.deepEqual(await eventNames(page), ['pos-widget:ready', 'pos-widget:signed-in', 'pos-widget:sale']);
      const sale = await page.evaluate(() => JSON.parse(document.getElementById('widget-events').lastElementChild.textContent.replace(/^\S+ /, '')));
      assert.deepEqual(Object.keys(sale).sort(), ['currency', 'dueOn', 'items', 'orderId', 'owed', 'owedMinor', 'paid', 'paidMinor', 'paymentMethod', 'payments', 'saleId', 'soldBy', 'total', 'totalMinor']);
      // Nobody switched user: the owner's own account sold it (examples/partner-site/README.md, 'Events').
      assert.equal(sale.soldBy.name, 'Adjoa Mensah');
      // Paid in full: all of it paid now, nothing on account (Pay later: examples/partner-site/README.md).
      assert.deepEqual([sale.paid, sale.paidMinor, sale.owed, sale.owedMinor, sale.dueOn], [40, 4000, 0, 0, null]);
      assert.deepEqual(sale.payments, [{ method: 'Cash', amount: 40, minor: 4000 }]);
      assert.equal(sale.total, 40);
      assert.equal(sale.totalMinor, 4000);
      assert.equal(sale.currency, 'GHS');
      assert.equal(sale.items, 2);
      assert.match(sale.orderId, /^#[A-Z0-9]{8}$/);
      await page.screenshot({ path: artifactPath('widget-second-origin.png'), fullPage: true });

      // The partner's hostile stylesheet (from its own origin) reaches nothing inside.
      const title = await page.evaluate(() => {
        const heading = [...document.querySelector('pos-widget').shadowRoot.querySelectorAll('h2')].find((h) => h.textContent === 'New Sale');
        return getComputedStyle(heading).fontFamily;
      });
      assert.doesNotMatch(title, /Comic Sans/);

      assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no Content-Security-Policy violation');
      assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    } finally {
      await context.close();
      partner.close();
    }
  });

  test('added by script after the loader, it starts with its options, and removing it unmounts the till', async () => {
    const partner = await servePartnerSite();
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${partner.url}later.html`);
      await page.waitForFunction(() => Boolean(window.customElements.get('pos-widget')));
      await page.getByRole('button', { name: 'Open the till' }).click();
      const till = page.locator('pos-widget');
      await till.getByRole('button', { name: 'Log in' }).waitFor();
      await page.getByRole('list', { name: 'Till events' }).getByText('pos-widget:ready').waitFor();
      const accent = await page.evaluate(() => getComputedStyle(document.querySelector('pos-widget').shadowRoot.querySelector('button[type=submit]')).backgroundColor);
      assert.equal(accent, 'rgb(180, 83, 9)');

      // A changed attribute re-mounts the till with it.
      await page.evaluate(() => document.querySelector('pos-widget').setAttribute('theme', 'dark'));
      await page.waitForFunction(() => Boolean(document.querySelector('pos-widget').shadowRoot.querySelector('[data-theme="dark"]')));

      await page.getByRole('button', { name: 'Close the till' }).click();
      const left = await page.evaluate(async () => {
        const events = document.getElementById('widget-events').children.length;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { widgets: document.querySelectorAll('pos-widget').length, events: document.getElementById('widget-events').children.length - events };
      });
      assert.deepEqual(left, { widgets: 0, events: 0 }, 'removed, and silent afterwards');
      assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    } finally {
      await context.close();
      partner.close();
    }
  });

  test('given an incomplete Firebase config, it says so inside and tells an error event', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/partner-site/index.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('accent="#0e7490"', `firebase-config='{"authDomain":"demo-shop.example.com"}'`);
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    await page.goto('/partner-site/index.html');
    const alert = page.locator('pos-widget').getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /The till could not start\.[\s\S]*has no apiKey or projectId/);
    await page.getByRole('list', { name: 'Till events' }).getByText(/^pos-widget:error/).waitFor();
    await page.screenshot({ path: artifactPath('widget-firebase-message.png') });
    await context.close();
  });
});

/** The names of the events the example page logged, in order. */
function eventNames(page) {
  return page.evaluate(() => [...document.getElementById('widget-events').children].map((item) => item.textContent.split(' ')[0]));
}

/**
 * The example partner site on a second origin (another port of 127.0.0.1), as a partner would host
 * it: the loader from the suite's origin, a strict CSP, and the partner's own hostile stylesheet.
 */
async function servePartnerSite() {
  const server = createServer(async (req, res) => {
    const name = new URL(req.url ?? '/', 'http://partner').pathname.replace(/^\/+/, '') || 'index.html';
    if (name === 'hostile.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(HOSTILE_CSS);
      return;
    }
    try {
      let body = await readFile(path.join(EXAMPLES, path.basename(name)), 'utf8');
      if (name.endsWith('.html')) {
        body = body.replaceAll('src="/widget/pos-widget.js"', `src="${SUITE}/widget/pos-widget.js"`).replace('</head>', '<link rel="stylesheet" href="hostile.css" /></head>');
      }
      const type = name.endsWith('.html') ? 'text/html' : name.endsWith('.css') ? 'text/css' : 'text/javascript';
      res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Security-Policy': STRICT_CSP }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
