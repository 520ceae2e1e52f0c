// The landing page paints from its first HTML: the hero and every section arrive in the response
// for /, styled, with no script to wait for. Once the page is idle the shell's and React's files are
// prefetched (within the budget, not run); the suite runs when the visitor first shows intent (at
// once for someone who may be signed in), hydrates the same nodes without a shift, and a button
// pressed before the code arrived still does what it says.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { signUpThroughScreens } from '../support/account.mjs';

/**
 * What / may download before the visitor interacts, and what making it live may add (gzip). The
 * live budget was 150 KB until pack units: the embedded backend the page makes live refuses a pack
 * line its catalogue does not hold at the till (records.ts checkSalePacks), which took it 8 B over;
 * 151 KB until the local backend's sale checks load apart from sign-up.
 */
const BEFORE_INTERACTION_BUDGET = 120 * 1024;
const LIVE_BUDGET = 151 * 1024;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Every script the page requests, run or prefetched, so their gzip size can be summed (bytes, not timing). */
function recordScripts(page) {
  const urls = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

async function gzipSize(urls) {
  let total = 0;
  for (const url of new Set(urls)) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** Layout shifts since the page started, as the browser counts them for CLS (with what moved). */
function layoutShifts(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries().filter((e) => !e.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, e) => sum + e.value, 0),
            moved: shifts.flatMap((e) => e.sources.map((source) => `${Math.round(e.startTime)} ms: ${source.node?.outerHTML?.slice(0, 100) ?? '?'}`)),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total: 0, moved: [] }), 500);
      }),
  );
}

const hydrated = (page) => page.waitForFunction(() => !document.getElementById('suite-landing')?.hasAttribute('data-prerendered'));

describe('the landing page from its first HTML', () => {
  test('the response for / holds the hero, the sections and their styles; other routes get the plain page', async () => {
    const html = await (await fetch(new URL('/', BASE_URL))).text();
    const text = html.replace(/<[^>]+>/g, '');
    assert.ok(/<h1[\s>]/.test(html) && /Run your whole shop from one screen/i.test(text), 'the hero heading is in the HTML');
    for (const id of ['how-it-works', 'features', 'pricing']) assert.ok(html.includes(`id="${id}"`), `#${id} is in the HTML`);
    assert.ok(/<style>[^<]*\.shop-theme/.test(html), 'the landing CSS is inline');
    assert.ok(!/<script[^>]+src=/.test(html), 'no script blocks or waits in the HTML');
    const app = await (await fetch(new URL('/dashboard', BASE_URL))).text();
    assert.ok(!app.includes('Run your whole shop'), '/dashboard does not carry the landing');
    assert.ok(/<script defer(="defer")? src=/.test(app), '/dashboard loads the shell at once');
  });

  test('paints styled with no script, within budget, then hydrates the same nodes at the first intent without a shift', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    assert.match(await heading.innerText(), /run your whole shop/i);
    // Styled as designed before any script: the header bar and the hero heading's size.
    const looks = await page.evaluate(() => ({
      h1: parseFloat(getComputedStyle(document.querySelector('h1')).fontSize),
      body: parseFloat(getComputedStyle(document.body).fontSize),
      navDisplay: getComputedStyle(document.querySelector('nav[aria-label="Site"]')).display,
    }));
    assert.ok(looks.h1 >= looks.body * 1.5, `the hero heading is styled (${looks.h1}px on ${looks.body}px text)`);
    assert.equal(looks.navDisplay, 'flex');
    // Whatever loads while the visitor only reads (the shell's files, prefetched once the page is idle).
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    await page.waitForLoadState('networkidle');
    const before = await gzipSize(scripts);
    console.log(`/ before interaction: ${new Set(scripts).size} scripts, ${(before / 1024).toFixed(1)} KB gzip`);
    assert.ok(before <= BEFORE_INTERACTION_BUDGET, `JS before interaction ${before} bytes > ${BEFORE_INTERACTION_BUDGET}`);
    assert.ok(!scripts.some((url) => url.includes('/mfe-landing/')), 'the landing remote waits for the visitor');
    assert.ok(await page.evaluate(() => document.getElementById('suite-landing').hasAttribute('data-prerendered')), 'not hydrated before intent');

    // React must adopt the server's nodes, not replace them.
    await page.evaluate(() => {
      document.querySelector('h1').dataset.sameNode = 'yes';
      window.__heroNode = document.querySelector('h1');
    });
    await page.mouse.move(200, 300);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    assert.ok(await page.evaluate(() => window.__heroNode === document.querySelector('h1') && window.__heroNode.isConnected));
    const live = await gzipSize(scripts);
    console.log(`/ live: ${new Set(scripts).size} scripts, ${(live / 1024).toFixed(1)} KB gzip`);
    assert.ok(live <= LIVE_BUDGET, `JS to make / live ${live} bytes > ${LIVE_BUDGET}`);
    assert.ok(!scripts.some((url) => /dexie/i.test(url)), 'no database before the dialog');
    const shifts = await layoutShifts(page);
    assert.equal(shifts.total, 0, `layout shifts: ${shifts.moved.join(' | ')}`);
    // Live: the FAQ opens and closes from the keyboard.
    const question = page.getByRole('button', { name: 'How does the free trial work?' });
    await question.focus();
    await page.keyboard.press('Enter');
    assert.equal(await question.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a button pressed before the code arrived opens its dialog once it has', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/', { waitUntil: 'networkidle' });
    // A tap with no pointer movement before it: the tap itself starts the loading.
    const signUp = page.getByRole('button', { name: 'Start your 30-day free trial' });
    await signUp.dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.waitFor();
    assert.ok(await dialog.getByLabel(/^Business name/).isVisible());
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('for an owner who may be signed in, the code loads at once and the page offers the dashboard', async () => {
    const { context, page, problems } = await openPage(browser);
    await signUpThroughScreens(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await nav.getByRole('button', { name: 'Go to dashboard' }).waitFor();
    await nav.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
