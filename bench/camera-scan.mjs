// Camera frame → line in the cart (issue #45), in Chromium against the production build, with a
// fake camera playing a video of Milo's EAN-13 (e2e/support/barcode-video.mjs): 1.5 s in view, 1.5 s
// out, in a loop, so each showing is one scan (domain/scan-gate.ts: out of view ≥ 1.2 s counts
// again). Timed in the page: from the camera frame the reader read (the scanner's performance
// mark, SCAN_FRAME_MARK, at the frame's capture time) to the first animation frame whose cart shows
// one more unit. Headless Chromium on Linux has no BarcodeDetector: ZXing's WebAssembly reader
// reads, as in Safari and Firefox; the line says which.
// Usage: node bench/camera-scan.mjs [--no-build] [--smoke]
import { rmSync } from 'node:fs';
import { fakeCameraArgs, writeBarcodeVideo } from '../e2e/support/barcode-video.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { seedProducts } from '../e2e/support/seed.mjs';
import { median, ms, signUpOwner, sized, startSuite, step } from './support.mjs';

const SCANS = sized(20, 3);
const MILO = '5000159407236';
const VIEW = '/dashboard?view=sales-pos';

step('drawing the video');
const drawer = await launchBrowser();
const video = await writeBarcodeVideo(await drawer.newPage(), [
  { code: MILO, seconds: 1.5 },
  { code: null, seconds: 1.5 },
], { name: 'camera-scan-bench' });
await drawer.close();

const suite = await startSuite({ browserArgs: fakeCameraArgs(video) });
try {
  const context = await suite.browser.newContext({ baseURL: suite.url, viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/');
  step('signing the owner up');
  await signUpOwner(page, 'bench.camera');
  await seedProducts(page, [{ id: 'milo-400', name: 'Milo 400g', price: 42.5, quantity: 10_000, barcode: MILO }, { id: 'rice', name: 'Rice (5kg)', price: 85, quantity: 10 }]);
  await page.goto(VIEW);
  await page.getByRole('button', { name: /^Milo 400g/ }).waitFor();

  // Each animation frame, the units of Milo in the cart; a rise is a line painted.
  await page.evaluate(() => {
    window.cartRises = [];
    let last = 0;
    const watch = (now) => {
      const input = document.querySelector('input[aria-label="Quantity of Milo 400g"]');
      const units = input ? Number(input.value) : 0;
      if (units > last) window.cartRises.push(now);
      last = units;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  step(`scanning ${SCANS} times`);
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await page.waitForFunction((n) => window.cartRises.length >= n, SCANS, { timeout: SCANS * 6000 + 30_000, polling: 250 });
  const { marks, rises, detector } = await page.evaluate(() => ({
    marks: performance.getEntriesByName('barcode-scan-frame').map((mark) => mark.startTime),
    rises: window.cartRises,
    detector: 'BarcodeDetector' in window,
  }));
  const n = Math.min(SCANS, marks.length, rises.length);
  const latencies = Array.from({ length: n }, (_, i) => rises[i] - marks[i]);
  if (latencies.some((value) => !(value >= 0))) throw new Error(`A line came before its frame: marks ${marks.join(', ')}, rises ${rises.join(', ')}`);
  await context.close();
  console.log(`Camera frame → line in the cart (${detector ? 'BarcodeDetector' : 'zxing-wasm'} reader): median ${ms(median(latencies))}, worst ${ms(Math.max(...latencies))} (n=${n})`);
} finally {
  await suite.close();
  rmSync(video, { force: true });
}
