// Every story of the built Storybook through axe in Chromium, as its Accessibility panel sees it
// (contrast included; the page-level rules a story fragment cannot meet are left out, as in
// .storybook/preview.tsx). Slow (about ten minutes), so not part of `npm test`:
//   npm run build-storybook && node e2e/a11y-sweep.mjs [story-id ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { launchBrowser } from './support/browser.mjs';

const staticDir = path.join(import.meta.dirname, '..', 'storybook-static');
const server = createSuiteServer({ extraMounts: { '/storybook/': staticDir } });
const base = (await listen(server, 0)).replace(/\/$/, '');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const asked = process.argv.slice(2);
const ids = asked.length ? asked : Object.values(index.entries).filter((e) => e.type === 'story').map((e) => e.id);

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
let withFindings = 0;
for (const id of ids) {
  const page = await context.newPage();
  await page.goto(`${base}/storybook/iframe.html?id=${id}&viewMode=story`);
  // Seeded shops take a moment to fill and render.
  await page.waitForTimeout(1800);
  const { violations } = await new AxeBuilder({ page }).disableRules(['region', 'landmark-one-main', 'page-has-heading-one']).analyze();
  if (violations.length > 0) {
    withFindings += 1;
    console.log(id, violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  await page.close();
}
console.log(`${ids.length} stories, ${withFindings} with findings`);
await browser.close();
server.close();
process.exit(withFindings > 0 ? 1 : 0);
