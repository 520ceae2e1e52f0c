// A video of barcodes for Chromium's fake camera (--use-file-for-fake-video-capture takes .y4m):
// each barcode drawn by bwip-js, as the labels draw them, rasterized in Chromium itself and
// written as grey YUV 4:2:0 frames. `segments` are shown in turn, a null code a blank white
// card (the code out of view); Chromium plays the file in a loop.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tmpdir } from 'node:os';

const require = createRequire(path.join(import.meta.dirname, '../../shared/package.json'));
const bwipjs = require('bwip-js');

/** bwip-js's name of the symbology a product's code is read as (domain/barcodes.ts readBarcode). */
export function bwipSymbology(code) {
  if (/^\d{13}$/.test(code)) return 'ean13';
  if (/^\d{8}$/.test(code)) return 'ean8';
  if (/^\d{12}$/.test(code)) return 'upca';
  return 'code128';
}

/** The code's bars as SVG text, black on nothing, `scale` pixels a module. */
export function barcodeSvg(code, { scale = 3, heightMm = 12 } = {}) {
  return bwipjs.toSVG({ bcid: bwipSymbology(code), text: code, scale, height: heightMm, includetext: false, paddingwidth: 10, paddingheight: 4, backgroundcolor: 'FFFFFF' });
}

/** The luma (Y) of a `width`×`height` white card with `code` drawn in its middle, rasterized by `page`. */
async function cardLuma(page, code, width, height) {
  const svg = code === null ? null : barcodeSvg(code);
  const bytes = await page.evaluate(
    async ({ svg, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      if (svg) {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const scale = Math.min(1, (width * 0.9) / image.naturalWidth);
        const w = Math.round(image.naturalWidth * scale);
        const h = Math.round(image.naturalHeight * scale);
        context.imageSmoothingEnabled = false;
        context.drawImage(image, Math.round((width - w) / 2), Math.round((height - h) / 2), w, h);
      }
      const { data } = context.getImageData(0, 0, width, height);
      const luma = new Array(width * height);
      for (let i = 0; i < luma.length; i += 1) luma[i] = Math.round(0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]);
      return luma;
    },
    { svg, width, height },
  );
  return Buffer.from(bytes);
}

/**
 * Writes the video and resolves with its path. `segments`: [{ code: string | null, seconds }];
 * `page`: any Chromium page (a blank one will do), which draws the cards.
 */
export async function writeBarcodeVideo(page, segments, { width = 640, height = 480, fps = 10, name = 'barcodes' } = {}) {
  const cards = new Map();
  for (const { code } of segments) if (!cards.has(code)) cards.set(code, await cardLuma(page, code, width, height));
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const { code, seconds } of segments) {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), cards.get(code), chroma]);
    for (let i = 0; i < Math.round(seconds * fps); i += 1) parts.push(frame);
  }
  const file = path.join(tmpdir(), `${name}-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** Chromium's switches for a fake camera that plays `file`, its permission granted without asking. */
export function fakeCameraArgs(file) {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
