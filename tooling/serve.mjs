// Serves the built suite from one process, as production would: the shell at /, each remote
// under /<its folder>/, compressed (brotli or gzip), hashed assets cached for a year, and
// index.html, the runtime configuration, remote entries and manifests never cached.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { REMOTES, SHELL, STOREFRONT } from './rspack/suite-apps.mjs';
import { readForPage, storefrontPage } from './storefront-page.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  // The camera scanner's barcode reader (zxing-wasm): compiled as it streams in only with its own type.
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.wasm']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpg|svg|webp|woff2)$/;

/** URL prefix → folder on disk. The shell comes last: it also answers every app route. */
export function mounts(extra = {}) {
  return [
    ...[...REMOTES, STOREFRONT].map((r) => ({ prefix: `/${r.dir}/`, dir: path.join(ROOT, r.dir, 'dist'), spa: false })),
    // The shops' public pages, /s/<name> and /s/<name>/o/<id>: the storefront's own page answers every one (page: its index.html).
    // Sent with the runtime configuration written into it (storefront-page.mjs, storefrontPage).
    { prefix: '/s/', dir: path.join(ROOT, STOREFRONT.dir, 'dist', STOREFRONT.pageFolder), spa: false, page: 'index.html', withRuntimeConfig: true },
    // The partner site examples, plain HTML that embeds the POS widget (examples/partner-site/README.md).
    { prefix: '/partner-site/', dir: path.join(ROOT, 'examples', 'partner-site'), spa: false },
    ...Object.entries(extra).map(([prefix, dir]) => ({ prefix, dir, spa: false })),
    { prefix: '/', dir: path.join(ROOT, SHELL.dir, 'dist'), spa: true },
  ];
}

const cache = new Map();

async function compressed(file, mtimeMs, encoding) {
  const key = `${file}:${mtimeMs}:${encoding}`;
  if (!cache.has(key)) {
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, body);
  }
  return cache.get(key);
}

/** The storefront's pages made last (pageWithConfig), each kept while its files do not change: at most PAGES_KEPT, the oldest let go. */
const pages = new Map();
const PAGES_KEPT = 200;

/** The page's body in `encoding`. */
function encoded(html, encoding, quick = false) {
  // A page made for one view (with its store's record) is compressed quickly: it is sent once, while the customer waits.
  if (encoding === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 9 } });
  if (encoding === 'gzip') return zlib.gzipSync(html, { level: quick ? 6 : 9 });
  return Buffer.from(html);
}

/**
 * The page with the runtime configuration in `configFile` written into it for `pathname`
 * (storefront-page.mjs), compressed; on Firebase a store's page with its published record, read
 * for this view (readForPage) and so never kept.
 */
async function pageWithConfig(found, configFile, encoding, pathname) {
  const config = await stat(configFile).catch(() => null);
  const configText = config ? await readFile(configFile, 'utf8') : '';
  const read = await readForPage(configText, pathname);
  if (read) return encoded(storefrontPage(await readFile(found.file, 'utf8'), configText, pathname, read), encoding, true);
  const key = `${found.file}:${found.info.mtimeMs}:${configFile}:${config?.mtimeMs}:${encoding}:${pathname}`;
  if (!pages.has(key)) {
    pages.set(key, encoded(storefrontPage(await readFile(found.file, 'utf8'), configText, pathname), encoding));
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value);
  }
  return pages.get(key);
}

async function resolveFile(mount, pathname) {
  if (mount.page) {
    const file = path.join(mount.dir, mount.page);
    try {
      return { file, info: await stat(file) };
    } catch {
      return null;
    }
  }
  const relative = decodeURIComponent(pathname.slice(mount.prefix.length));
  const candidate = path.join(mount.dir, relative);
  if (!candidate.startsWith(mount.dir)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, info };
    } catch {
      /* try the next candidate */
    }
  }
  // An app route such as /dashboard or /mailbox/verify is answered by the shell's page: app.html,
  // the page without the landing prerendered into it (tooling/prerender-landing.mjs), when the build has one.
  if (mount.spa && !path.extname(relative)) {
    for (const name of ['app.html', 'index.html']) {
      const file = path.join(mount.dir, name);
      try {
        return { file, info: await stat(file) };
      } catch {
        /* a build without a prerendered landing has index.html only */
      }
    }
  }
  return null;
}

/**
 * `files`: URL path → file answering it instead of the build's (a second server of the same build
 * with its own runtime-config.json, as e2e/support/firebase.mjs serves one pointing at Firebase).
 */
export function createSuiteServer({ extraMounts = {}, files = {} } = {}) {
  const table = mounts(extraMounts);
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname = url.pathname;
      // /mfe-pos → /mfe-pos/ so the remote's own page resolves its relative assets.
      const bare = table.find((m) => m.prefix !== '/' && `${pathname}/` === m.prefix);
      if (bare) {
        res.writeHead(301, { Location: `${bare.prefix}${url.search}` }).end();
        return;
      }
      const mount = table.find((m) => pathname.startsWith(m.prefix));
      const found = Object.hasOwn(files, pathname) ? { file: files[pathname], info: await stat(files[pathname]) } : mount && (await resolveFile(mount, pathname));
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = path.extname(found.file);
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      // The runtime configuration this server sends at /runtime-config.json: `files`' or the shell's build's.
      const configFile = files['/runtime-config.json'] ?? path.join(ROOT, SHELL.dir, 'dist', 'runtime-config.json');
      const body = mount?.withRuntimeConfig && found.file === path.join(mount.dir, mount.page) ? await pageWithConfig(found, configFile, encoding, pathname) : await compressed(found.file, found.info.mtimeMs, encoding);
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': HASHED.test(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
        'Content-Length': body.length,
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Server error');
    }
  });
}

export function listen(server, port = Number(process.env.PORT ?? 4173), host = process.env.HOST ?? '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}/`));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = await listen(createSuiteServer());
  console.log(`The shop suite is running at ${url}`);
}
