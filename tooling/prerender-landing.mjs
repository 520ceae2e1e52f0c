// Writes the landing page into the shell's page for / at build time, so the first response paints
// the hero and every section (issue: the landing page paints from its first HTML):
//   shell/dist/index.html  / — the landing's HTML (rendered by mfe-landing/build/prerender.cjs,
//                          React's server renderer) and its CSS inline; its only script is the
//                          loader that fetches the shell's entry when the visitor shows intent
//   shell/dist/app.html    every other route (/dashboard, /mailbox/…) — the page as built
// The landing remote then hydrates the HTML (shared/src/mfe/prerender.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANDING = path.join(ROOT, 'mfe-landing');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const CONTAINER_ID = 'suite-landing';

/** The CSS the landing's ./app needs at once, from its build's manifest. */
function landingCss() {
  const manifest = JSON.parse(readFileSync(path.join(LANDING, 'dist', 'mf-manifest.json'), 'utf8'));
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

export function prerenderLanding() {
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
    .replace(entry[0], `<script>${prerender.loaderScript(entry[1], CONTAINER_ID)}</script>`)
    .replace(container, `<div id="${CONTAINER_ID}" ${prerender.PRERENDERED}>${html}</div>`);
  writeFileSync(path.join(SHELL_DIST, 'index.html'), landing);
  return { htmlBytes: Buffer.byteLength(landing), cssBytes: Buffer.byteLength(css) };
}
