// Storybook for designers, in Chromium: the Start here page, and a design-system component's docs
// page with its stories and controls generated from its props.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage } from '../support/browser.mjs';

const root = path.join(import.meta.dirname, '..', '..');
let browser;
before(async () => {
  // `npm test` builds Storybook before the end-to-end step; a spec run on its own builds it here.
  if (!existsSync(path.join(root, 'storybook-static', 'index.json'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'), 'build', '-o', 'storybook-static', '--quiet'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('Storybook docs', () => {
  test('opens on "Start here", which explains the seeded shops, the toolbars and the Accessibility panel', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/storybook/iframe.html?id=start-here--docs&viewMode=docs');
    await page.getByRole('heading', { name: 'ShopDesk in Storybook' }).waitFor();
    for (const heading of ['Stories run on a real, seeded shop', 'The toolbar', 'The Accessibility panel']) {
      assert.ok(await page.getByRole('heading', { name: heading }).isVisible(), heading);
    }
    await context.close();
  });

  test('the sync notices show as a tinted pill and an alert banner, and nothing at all once everything is on the server', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/storybook/iframe.html?id=shared-ui-sync-notices--one-sale-waiting&viewMode=story');
    const pill = page.getByRole('status').filter({ hasText: '1 sale waiting to sync' });
    await pill.waitFor();
    const look = await pill.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, height: element.getBoundingClientRect().height }));
    assert.notEqual(look.background, 'rgba(0, 0, 0, 0)', 'the pill is tinted');
    assert.ok(look.height > 12, `the pill has a height (${look.height}px)`);
    await page.goto('/storybook/iframe.html?id=shared-ui-sync-notices--all-synced&viewMode=story');
    await page.locator('#storybook-root').waitFor();
    await page.waitForTimeout(300);
    const empty = await page.getByRole('status').evaluate((element) => element.getBoundingClientRect().height);
    assert.equal(empty, 0, 'nothing shows when nothing waits');
    assert.equal(await page.getByRole('alert').count(), 0);
    await context.close();
  });

  test("a component's docs page shows its stories and a control for each prop", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/storybook/iframe.html?id=shared-ui-button--docs&viewMode=docs');
    const table = page.locator('table.docblock-argstable');
    await table.waitFor();
    for (const prop of ['variant', 'size', 'loading']) {
      assert.ok(await table.getByText(prop, { exact: true }).first().isVisible(), `a row for ${prop}`);
    }
    // The variant is a choice among the button's variants, changed on the page.
    const variant = table.locator('tr', { has: page.getByText('variant', { exact: true }) }).locator('select, input[type="radio"]');
    assert.ok((await variant.count()) > 0, 'the variant row has a control');
    await context.close();
  });

  test("a docs page's previews are as tall as what they show, so a component's variants fit a few screens", async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/storybook/iframe.html?id=shared-ui-button--docs&viewMode=docs');
    await page.locator('table.docblock-argstable').waitFor();
    await page.getByRole('heading', { name: 'Full Width' }).waitFor();
    const previews = await page.locator('.docs-story').evaluateAll((stories) => stories.map((story) => story.getBoundingClientRect().height));
    assert.ok(previews.length >= 10, `every story of Button is on the page (${previews.length})`);
    // Each preview holds a button or a few rows of them: no window-tall canvas around one button.
    for (const height of previews) assert.ok(height < 300, `a preview sized to its buttons (${Math.round(height)}px)`);
    // It was 11 152 px at 1280 wide, each of ten previews a window tall.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(pageHeight < 3200, `the Button docs page is about three screens tall (${pageHeight}px)`);
    await context.close();
  });

  test('a modal open from the start keeps a fixed frame on its docs page, with the dialog inside it; a screen still fills its own view', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/storybook/iframe.html?id=shared-ui-modal--docs&viewMode=docs');
    const frame = page.locator('#story--shared-ui-modal--open');
    await frame.scrollIntoViewIfNeeded();
    const dialog = page.frameLocator('#iframe--shared-ui-modal--open').getByRole('dialog', { name: 'Add product' });
    await dialog.waitFor();
    const box = await frame.boundingBox();
    assert.equal(Math.round(box.height), 560, 'the open modal keeps its 560 px frame');
    const inside = await dialog.boundingBox();
    assert.ok(inside.y >= box.y && inside.y + inside.height <= box.y + box.height, 'the dialog shows inside its frame');
    // The docs page still scrolls (the modal's scroll lock holds its own frame only).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);

    // In its own view, a whole screen (edge to edge) still fills the canvas.
    await page.goto('/storybook/iframe.html?id=dashboard-frame-local-mailbox--empty&viewMode=story');
    const root = page.locator('#storybook-root > .shop-theme');
    await root.waitFor();
    assert.ok((await root.boundingBox()).height >= 800, 'the mailbox screen is as tall as the window');
    await context.close();
  });
});
