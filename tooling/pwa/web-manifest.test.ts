import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../shared/src/domain/constants';
import { ICON_SIZES, tokenValue, webManifest } from './web-manifest.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const tokens = readFileSync(path.join(ROOT, 'shared/src/ui/tokens.css'), 'utf8');

describe('the web app manifest', () => {
  const manifest = webManifest();

  it('installs a standalone app that opens on the dashboard, named from the domain, coloured from the design tokens', () => {
    expect(manifest).toMatchObject({ short_name: PRODUCT_NAME, start_url: '/dashboard', scope: '/', display: 'standalone', id: '/' });
    expect(manifest.name.startsWith(PRODUCT_NAME)).toBe(true);
    expect(manifest.theme_color).toBe(tokenValue(tokens, '--shop-color-accent'));
    expect(manifest.background_color).toBe(tokenValue(tokens, '--shop-color-bg'));
    // The page's own theme-color meta says the same.
    expect(readFileSync(path.join(ROOT, 'shell/src/index.html'), 'utf8')).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('names icons that exist at the sizes it says, plain and maskable', () => {
    for (const purpose of ['any', 'maskable']) {
      for (const size of ICON_SIZES) {
        const icon = manifest.icons.find((i: { purpose: string; sizes: string }) => i.purpose === purpose && i.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const png = readFileSync(path.join(ROOT, 'shell/public', icon.src));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }
  });

  it('is linked from the shell’s page, which answers every route', () => {
    expect(readFileSync(path.join(ROOT, 'shell/src/index.html'), 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
