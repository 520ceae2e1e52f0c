// The web app manifest (/manifest.webmanifest) that makes the suite installable, written into the
// shell's build: its colours read from the design tokens (shared/src/ui/tokens.css, light theme),
// its name from the domain's PRODUCT_NAME, its icons from shell/public/icons (made by make-icons.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The icon sizes browsers ask for: 192 and 512 (Chromium's install and splash screens), each also maskable. */
export const ICON_SIZES = [192, 512];

/** A custom property's value in the first (light) theme block of tokens.css. */
export function tokenValue(css, name) {
  const match = css.match(new RegExp(`${name.replace(/[-]/g, '\\-')}\\s*:\\s*([^;]+);`));
  if (!match) throw new Error(`tokens.css defines no ${name}`);
  return match[1].trim();
}

function productName() {
  const constants = readFileSync(path.join(ROOT, 'shared/src/domain/constants.ts'), 'utf8');
  const match = constants.match(/export const PRODUCT_NAME = '([^']+)'/);
  if (!match) throw new Error('shared/src/domain/constants.ts has no PRODUCT_NAME');
  return match[1];
}

export function webManifest() {
  const tokens = readFileSync(path.join(ROOT, 'shared/src/ui/tokens.css'), 'utf8');
  const name = productName();
  return {
    id: '/',
    name: `${name} — point of sale, inventory and customers`,
    short_name: name,
    description: 'Point of sale, inventory, customers and sales history for your shop, in cedi, naira and more — works offline.',
    lang: 'en',
    dir: 'ltr',
    // A signed-in owner lands on the dashboard; the frame's guard sends anyone else to the landing page.
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: tokenValue(tokens, '--shop-color-accent'),
    background_color: tokenValue(tokens, '--shop-color-bg'),
    categories: ['business', 'finance', 'productivity'],
    icons: [
      ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...ICON_SIZES.map((size) => ({ src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      { name: 'New Sale (POS)', short_name: 'New Sale', url: '/dashboard?view=sales-pos', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Sales History', url: '/dashboard?view=sales-history', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

/** Writes the manifest into `dist` (the shell's build folder). */
export function writeWebManifest(dist) {
  writeFileSync(path.join(dist, MANIFEST_PATH.slice(1)), `${JSON.stringify(webManifest(), null, 2)}\n`);
}
