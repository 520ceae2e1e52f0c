// The suite's smoke test against the production build: every part loads through federation,
// React is loaded once, and nothing logs an error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { signUpThroughScreens } from '../support/account.mjs';

const REMOTE_DIRS = ['mfe-landing', 'mfe-pos', 'mfe-inventory', 'mfe-customers', 'mfe-history', 'mfe-dashboard'];
const STANDALONE_HEADINGS = {
  'mfe-landing': /run your whole shop/i,
  'mfe-pos': /new sale/i,
  'mfe-inventory': /your inventory/i,
  'mfe-customers': /your customers/i,
  'mfe-history': /sales history/i,
  'mfe-dashboard': /dashboard/i,
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('smoke', () => {
  test('/ shows the landing remote with no console errors', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.match(await page.getByRole('heading', { level: 1 }).first().innerText(), /run your whole shop/i);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('every remote manifest named in the runtime configuration loads', async () => {
    const response = await fetch(new URL('runtime-config.json', BASE_URL));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const config = await response.json();
    assert.deepEqual(Object.keys(config.remotes).sort(), ['customers', 'dashboard', 'history', 'inventory', 'landing', 'pos']);
    for (const [key, remote] of Object.entries(config.remotes)) {
      const manifest = await fetch(new URL(remote.entry, BASE_URL));
      assert.equal(manifest.status, 200, `${key} manifest`);
      const json = await manifest.json();
      assert.equal(json.name, remote.name, `${key} manifest names its container`);
      assert.ok(json.exposes.some((e) => e.path === './app'), `${key} exposes ./app`);
    }
  });

  test('/dashboard sends a visitor with nobody signed in to /', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('/dashboard mounts the frame and its view for an owner, React is loaded exactly once', async () => {
    const { context, page, problems } = await openPage(browser);
    await signUpThroughScreens(page);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('#frame-content').getByRole('heading').first().waitFor();
    const reactCopies = await page.evaluate(() => {
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      // Every container's view of the share scope must point at one provider and one version.
      const loaded = new Set();
      for (const scopes of Object.values(share)) {
        for (const [version, info] of Object.entries(scopes.default?.react ?? {})) {
          if (info.loaded || info.lib) loaded.add(`${info.from}@${version}`);
        }
      }
      return [...loaded];
    });
    assert.equal(reactCopies.length, 1, `React copies in use: ${JSON.stringify(reactCopies)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const dir of REMOTE_DIRS) {
    test(`${dir} mounts on its own page`, async () => {
      const { context, page, problems } = await openPage(browser);
      await page.goto(`/${dir}/`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      assert.match(await heading.innerText(), STANDALONE_HEADINGS[dir]);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
