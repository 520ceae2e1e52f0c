// Writes the landing page into the shell's page for / at build time, so the first response paints
// the hero and every section (issue: the landing page paints from its first HTML):
//   shell/dist/index.html  / — the landing's HTML (rendered by mfe-landing/build/prerender.cjs,
//                          React's server renderer) and its CSS inline; its only script is the
//                          loader, which prefetches the shell's files while the visitor reads
//                          and runs the shell's entry when the visitor shows intent
//   shell/dist/app.html    every other route (/dashboard, /mailbox/…) — the page as built
// The landing remote then hydrates the HTML (shared/src/mfe/prerender.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANDING = path.join(ROOT, 'mfe-landing');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const CONTAINER_ID = 'suite-landing';
/** The shared modules the shell provides that the landing needs before it is live. */
const EARLY_SHARED = ['single-spa', '@shop/shared/session', 'react', 'react/jsx-runtime', 'react-dom/client'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The scripts the shell's entry asks for before the landing remote, one round trip after another:
 * its root configuration's chunks and the shared modules it provides (React, single-spa, the
 * session). The page prefetches them while the visitor reads; the landing remote's own files are
 * left to the moment of intent, which keeps what a reader downloads within the budget.
 */
function filesToPrefetch(shellStats) {
  const group = shellStats.toJson({ all: false, chunkGroups: true }).namedChunkGroups?.['root-config'];
  if (!group) throw new Error("The shell's build has no root-config chunk group");
  const shared = readJson(path.join(SHELL_DIST, 'mf-manifest.json')).shared;
  const sharedFiles = EARLY_SHARED.flatMap((name) => shared.find((entry) => entry.name === name)?.assets.js.sync ?? []);
  return [...group.assets.map((asset) => asset.name), ...sharedFiles].filter((name) => name.endsWith('.js')).map((name) => `/${name}`);
}

/** The CSS the landing's ./app needs at once, from its build's manifest. */
function landingCss() {
  const manifest = readJson(path.join(LANDING, 'dist', 'mf-manifest.json'));
  const app = manifest.exposes.find((expose) => expose.name === 'app' || expose.path === './app');
  if (!app) throw new Error('The landing remote exposes no ./app');
  return app.assets.css.sync
    .map((file) => readFileSync(path.join(LANDING, 'dist', file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''))
    .join('\n');
}

/** Every class the HTML uses must be styled by the CSS it ships with: else the build's names drifted. */
function checkClasses(html, css) {
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)));
  const missing = [...used].filter((name) => !new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css));
  if (missing.length) throw new Error(`The prerendered landing uses classes its CSS does not define: ${missing.join(', ')}`);
}

/** @param {import('@rspack/core').Stats} shellStats the shell's build */
export function prerenderLanding(shellStats) {
  const require = createRequire(import.meta.url);
  const prerender = require(path.join(LANDING, 'build', 'prerender.cjs'));
  const page = readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
  writeFileSync(path.join(SHELL_DIST, 'app.html'), page);

  const html = prerender.renderLanding();
  const css = landingCss();
  checkClasses(html, css);
  const entry = page.match(/<script defer(?:="defer")? src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("The shell's page has no deferred entry script to load on intent");
  const container = `<div id="${CONTAINER_ID}"></div>`;
  if (!page.includes(container)) throw new Error(`The shell's page has no empty ${container}`);

  const landing = page
    .replace('</head>', `<style>${css}</style></head>`)
    .replace(entry[0], `<script>${prerender.loaderScript(entry[1], filesToPrefetch(shellStats), CONTAINER_ID)}</script>`)
    .replace(container, `<div id="${CONTAINER_ID}" ${prerender.PRERENDERED}>${html}</div>`);
  writeFileSync(path.join(SHELL_DIST, 'index.html'), landing);
  return { htmlBytes: Buffer.byteLength(landing), cssBytes: Buffer.byteLength(css) };
}
