// The shop's logo as a receipt prints it (issue #45, point 3): the picture the profile names
// (Business.logoUrl: a data URL on the embedded backends, a stored file's address on Firebase) read
// by the browser into RGBA pixels, which escpos-receipt.ts fits to the paper and dithers to the
// printer's dots. Loaded with the print jobs (print-jobs.ts, the online-only-printing chunk). A logo
// that cannot be read in RECEIPT_LOGO_WAIT_MS prints no logo: it never holds up a receipt.
import type { ReceiptLogo } from './printed-receipt';

/** The longest a receipt waits for its logo's picture. */
export const RECEIPT_LOGO_WAIT_MS = 3_000;

/** The picture at `url` as RGBA pixels, at its own size (a kept logo is at most LOGO_MAX_PIXELS a side). */
export async function readReceiptLogo(url: string): Promise<ReceiptLogo> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The logo could not be read (HTTP ${response.status}).`);
  const picture = await createImageBitmap(await response.blob());
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to read the logo on.');
  context.drawImage(picture, 0, 0);
  picture.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width, height, data };
}

/** The logo for a receipt, or null when the shop has none or it cannot be read in time. */
export async function receiptLogoOf(url: string | null | undefined, read: (url: string) => Promise<ReceiptLogo> = readReceiptLogo): Promise<ReceiptLogo | null> {
  if (!url) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RECEIPT_LOGO_WAIT_MS);
  });
  try {
    return await Promise.race([read(url).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
