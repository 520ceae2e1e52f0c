// The owner's chosen picture drawn as the shop keeps its logo (domain/shop-brand.ts): fitted within
// LOGO_MAX_PIXELS a side on a canvas and kept as a data URL, WebP where the browser writes it, PNG
// elsewhere. The picture is decoded by the browser, so whatever it shows is what the store shows.
import { LOGO_MAX_PIXELS, LOGO_TYPES } from '@shop/shared/shop-brand';

/** The picture `file` as the shop's logo (a data URL); rejects when the browser cannot read it as a picture. */
export async function drawLogo(file: Blob): Promise<string> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) throw new Error(`Not a logo picture: ${file.type}`);
  const picture = await createImageBitmap(file);
  const scale = Math.min(1, LOGO_MAX_PIXELS / Math.max(picture.width, picture.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(picture.width * scale));
  canvas.height = Math.max(1, Math.round(picture.height * scale));
  canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
  picture.close();
  const webp = canvas.toDataURL('image/webp', 0.9);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
}
