// The catalogue embed (mfe-store/src/embed, issue 43 point 5) on the partner-site example's page
// (examples/partner-site/catalogue.html) served from a second origin under the strict
// Content-Security-Policy the partners' README gives, beside the POS widget: one script tag and one
// <shop-catalogue> element show the shop's store inside a shadow root, and a customer adds to the
// basket. On the embedded backend the shop is in that origin's own browser storage, as the widget's
// is: the spec writes it there (e2e/support/storefront.mjs, putStore).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { artifactPath, BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { putStore } from '../support/storefront.mjs';

const EXAMPLES = path.resolve(import.meta.dirname, '..', '..', 'examples', 'partner-site');
const SUITE = new URL(BASE_URL).origin;
/** The policy examples/partner-site/README.md gives partners, for the suite at SUITE. */
const STRICT_CSP = `default-src 'none'; script-src 'self' ${SUITE}; style-src 'self' ${SUITE}; img-src 'self' ${SUITE} blob: data:; connect-src 'self' ${SUITE}; base-uri 'none'; form-action 'none'`;
/** The partner's own rule for every paragraph: it must not reach inside the catalogue. */
const PARTNER_CSS = 'p { font-family: "Comic Sans MS", cursive !important; }';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The example folder on another port of 127.0.0.1, its scripts from the suite's origin, as a partner hosts it. */
async function servePartnerSite() {
  const server = createServer(async (req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://partner').pathname) || 'index.html';
    if (name === 'own.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(PARTNER_CSS);
      return;
    }
    try {
      let body = await readFile(path.join(EXAMPLES, name), 'utf8');
      if (name.endsWith('.html')) body = body.replace(/src="\/(widget|mfe-store)\//g, `src="${SUITE}/$1/`).replace('</head>', `<link rel="stylesheet" href="own.css" /></head>`);
      const type = name.endsWith('.html') ? 'text/html' : name.endsWith('.css') ? 'text/css' : 'text/javascript';
      res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Security-Policy': STRICT_CSP }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

describe('the catalogue embed on a partner site', () => {
  test('on another origin under a strict CSP, beside the till: the shop\'s catalogue, isolated, and a basket', async () => {
    const partner = await servePartnerSite();
    const { context, page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    try {
      await page.goto(`${partner.url}catalogue.html`);
      const catalogue = page.locator('shop-catalogue');
      // Nothing on this origin yet: the catalogue says so (and has opened this origin's database).
      await catalogue.getByRole('alert').filter({ hasText: 'This shop has no online store here.' }).waitFor();
      await page.locator('pos-widget').getByRole('button', { name: 'Log in' }).waitFor();

      await putStore(page, {
        name: 'adjoas-kitchen',
        businessName: "Adjoa's Kitchen",
        products: [
          { name: 'Jollof rice (plate)', price: 35, quantity: 12 },
          { name: 'Kelewele (bowl)', price: 15, quantity: 0 },
        ],
      });
      await page.reload();
      await catalogue.getByRole('heading', { level: 1, name: "Adjoa's Kitchen" }).waitFor();
      await catalogue.getByRole('heading', { name: 'Jollof rice (plate)' }).waitFor();
      const kelewele = catalogue.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kelewele (bowl)' }) });
      await kelewele.getByText('Sold out').waitFor();

      // Into the basket, kept on this origin: a reload finds it.
      await catalogue.getByRole('button', { name: 'Add Jollof rice (plate) to basket' }).click();
      await catalogue.getByRole('button', { name: 'One more Jollof rice (plate)' }).first().click();
      await catalogue.getByRole('heading', { name: 'Basket (2)' }).waitFor();
      await catalogue.getByText(/Total/).first().waitFor();
      await page.reload();
      await catalogue.getByRole('heading', { name: 'Basket (2)' }).waitFor();
      await catalogue.getByRole('button', { name: 'Check out' }).waitFor();

      // Drawn inside its shadow root: the partner's paragraphs' rule does not reach it, its rules do not reach the partner.
      const fonts = await page.evaluate(() => ({
        inside: getComputedStyle(document.querySelector('shop-catalogue').shadowRoot.querySelector('p')).fontFamily,
        partner: getComputedStyle(document.querySelector('header p')).fontFamily,
        inLightDom: document.querySelector('shop-catalogue').children.length,
      }));
      assert.doesNotMatch(fonts.inside, /Comic Sans/);
      assert.match(fonts.partner, /Comic Sans/);
      assert.equal(fonts.inLightDom, 0, 'the catalogue draws nothing in the partner\'s DOM');
      await page.screenshot({ path: artifactPath('catalogue-embed.png'), fullPage: true });

      assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no Content-Security-Policy violation');
      assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_ABORTED')), []);
    } finally {
      await context.close();
      partner.close();
    }
  });
});
