// Draws the app's icons (shell/public/icons/*.png) from the favicon's shopping bag, in Debian's
// Chromium: `node tooling/pwa/make-icons.mjs`. The PNGs are committed; rerun after changing the mark.
//   icon-<size>.png      purpose "any": the favicon's rounded amber square
//   maskable-<size>.png  purpose "maskable": amber to every edge, the bag inside the central 80 %
//                        circle that every platform's mask keeps
//   apple-touch-icon.png 180 × 180, opaque (iOS draws its own corners)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../e2e/support/browser.mjs';
import { ICON_SIZES } from './web-manifest.mjs';

const OUT = path.resolve(import.meta.dirname, '..', '..', 'shell', 'public', 'icons');
const AMBER = '#f59e0b';
const INK = '#1c1917';
const BAG = `<path d="M18 26h28l-3 22H21z" fill="${INK}"/><path d="M25 26v-4a7 7 0 0 1 14 0v4" stroke="${INK}" stroke-width="4" fill="none"/>`;

/** The bag at `scale` of the 64-unit canvas, centred. */
const bag = (scale) => `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${BAG}</g>`;

const ICONS = [
  ...ICON_SIZES.map((size) => ({ file: `icon-${size}.png`, size, svg: `<rect width="64" height="64" rx="14" fill="${AMBER}"/>${bag(1)}` })),
  ...ICON_SIZES.map((size) => ({ file: `maskable-${size}.png`, size, svg: `<rect width="64" height="64" fill="${AMBER}"/>${bag(0.72)}` })),
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="64" height="64" fill="${AMBER}"/>${bag(0.85)}` },
];

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
