// The JavaScript a page downloads: every script response, with its raw and gzip size, and
// whether a database SDK or a chart library is among them.
// Usage: node bench/page-weight.mjs [--no-build] [path ...]   (default: /)
import zlib from 'node:zlib';
import { startSuite } from './support.mjs';

const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const suite = await startSuite();
try {
  for (const path of paths.length ? paths : ['/']) {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response);
    });
    await page.goto(new URL(path, suite.url).href, { waitUntil: 'networkidle' });
    // Remotes load after the runtime configuration arrives: wait until the network stays quiet.
    for (let settled = 0; settled < 2; ) {
      const before = scripts.length;
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      settled = scripts.length === before ? settled + 1 : 0;
    }
    let raw = 0;
    let gzip = 0;
    const rows = [];
    const flags = new Set();
    for (const response of scripts) {
      const body = await response.body();
      const text = body.toString('utf8');
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += gz;
      if (/firestore|firebase/i.test(text) && /initializeApp|getFirestore/.test(text)) flags.add('a Firebase SDK');
      if (/apexcharts/i.test(text)) flags.add('ApexCharts');
      rows.push([new URL(response.url()).pathname, body.length, gz]);
    }
    console.log(`\n${path}: ${scripts.length} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
    for (const [name, r, g] of rows.sort((a, b) => b[2] - a[2])) console.log(`  ${(g / 1024).toFixed(1).padStart(7)} KiB gz  ${(r / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
    console.log(flags.size ? `  contains: ${[...flags].join(', ')}` : '  no database SDK, no chart library');
    await context.close();
  }
} finally {
  await suite.close();
}
