// The partner widget on a plain HTML page that is not ours: loaded from the POS remote's entry,
// isolated both ways under hostile global CSS, with its own log-in, and the <pos-widget> element.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { artifactPath, launchBrowser, openPage } from '../support/browser.mjs';
import { signUpAndLogIn } from '../support/account.mjs';
import { seedProducts } from '../support/seed.mjs';

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
    if (!withWidget) html = html.replace(/<script[\s\S]*<\/script>/, '');
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
    console.log(`widget: ${jsUrls.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    assert.ok(gzipBytes < 200 * 1024, `the widget's JS stays under 200 KB gzip (${gzipBytes} bytes)`);

    assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    await context.close();
  });

  test('<pos-widget> mounts from its attributes; a Firebase config shows a clear message inside', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/partner-site/element.html');
    const element = page.locator('pos-widget');
    await element.getByRole('button', { name: 'Log in' }).waitFor();
    const accent = await page.evaluate(() => {
      const root = document.querySelector('pos-widget').shadowRoot;
      return getComputedStyle(root.querySelector('button[type=submit]')).backgroundColor;
    });
    assert.equal(accent, 'rgb(21, 128, 61)', 'the partner accent colours the primary button');

    assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);

    // A page whose widget is given an incomplete Firebase config: the message shows inside the widget.
    const firebasePage = await context.newPage();
    await firebasePage.route('**/partner-site/element.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`backend='{"type":"local"}'`, `firebase-config='{"authDomain":"demo-shop.example.com"}'`);
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    await firebasePage.goto('/partner-site/element.html');
    const alert = firebasePage.locator('pos-widget').getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /The till could not start\.[\s\S]*has no apiKey or projectId/);
    await firebasePage.screenshot({ path: artifactPath('widget-firebase-message.png') });
    await context.close();
  });
});
