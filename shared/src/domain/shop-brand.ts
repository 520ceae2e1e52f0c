// The shop's logo and brand colour, kept on its profile (Business.logoUrl, Business.brandColour) and
// shown by its online store (the header's band and buttons) and atop its printed receipts. The
// colour carries white words on the store's page, so one too light for them is refused: its
// contrast with white must reach WCAG's 4.5 : 1 for body text (brandColourProblem). The logo is a
// small picture (at most LOGO_MAX_PIXELS a side, drawn so by the owner's form): a data URL on the
// embedded backends, a stored file's address on Firebase (its adapter uploads the data URL).
// Its own entry (@shop/shared/shop-brand), not the domain's index: the index is a module every part
// shares whole (the landing page's live JavaScript among them), and only the owner's Logo and
// colour and the adapters' settings check use these.
import type { Validation } from './field-checks';

/** The longest side of a logo as kept, in pixels: enough for the store's header and 2/3 of an 80 mm receipt's 576 dots at most. */
export const LOGO_MAX_PIXELS = 256;
/** The longest logo kept as a data URL (characters): a 256 px WebP or PNG logo is a few KB; this bounds a stored profile. */
export const MAX_LOGO_DATA_URL_LENGTH = 120_000;
/** The longest stored file address a profile keeps for a logo (as a product's imageUrl). */
export const MAX_LOGO_URL_LENGTH = 2048;
/** The least contrast white words need on the brand colour (WCAG 2's AA level for body text). */
export const MIN_BRAND_CONTRAST = 4.5;
/** The picture types a logo is kept in: never SVG, which can carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const SHOP_BRAND_MESSAGES = {
  colourNotHex: 'A colour is # and six digits or letters a–f, like #1F6F43.',
  colourTooLight: 'White words are hard to read on this colour: pick a darker one.',
  logoNotPicture: 'A logo is a PNG, JPEG or WebP picture.',
  logoTooLarge: 'This logo is too large to keep: pick a smaller picture.',
} as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const FILE_URL = /^https?:\/\/[^\s]+$/;

/** A colour's channel (0–255) as WCAG's linear light. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The contrast of white words on `hex` (#rrggbb), from 1 (white) to 21 (black): WCAG 2's contrast ratio. */
export function contrastWithWhite(hex: string): number {
  const channel = (at: number) => linear(Number.parseInt(hex.slice(at, at + 2), 16));
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** Why `colour` cannot be the shop's brand colour; null when it can. */
export function brandColourProblem(colour: unknown): string | null {
  if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) return SHOP_BRAND_MESSAGES.colourNotHex;
  return contrastWithWhite(colour) >= MIN_BRAND_CONTRAST ? null : SHOP_BRAND_MESSAGES.colourTooLight;
}

/** The colour as kept: `#` and six lower-case hex digits, read from what was typed (`1F6F43`, `#1f6f43 `). */
export function normaliseBrandColour(typed: string): string {
  const plain = typed.trim().toLowerCase();
  return plain.startsWith('#') ? plain : `#${plain}`;
}

/** Why `url` cannot be the shop's logo: a picture's data URL (PNG, JPEG, WebP) or a stored file's address; null when it can. */
export function logoUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string') return SHOP_BRAND_MESSAGES.logoNotPicture;
  if (url.startsWith('data:')) {
    if (url.length > MAX_LOGO_DATA_URL_LENGTH) return SHOP_BRAND_MESSAGES.logoTooLarge;
    return DATA_URL.test(url) ? null : SHOP_BRAND_MESSAGES.logoNotPicture;
  }
  if (url.length > MAX_LOGO_URL_LENGTH) return SHOP_BRAND_MESSAGES.logoTooLarge;
  return FILE_URL.test(url) ? null : SHOP_BRAND_MESSAGES.logoNotPicture;
}

/** The brand as the owner's form saves it: each absent (null) when the shop has none. */
export interface ShopBrand {
  logoUrl: string | null;
  brandColour: string | null;
}

export type ShopBrandField = keyof ShopBrand;

/** The owner's logo and colour as typed: the colour read as kept (normaliseBrandColour), empty meaning none. */
export function validateShopBrand(input: { logoUrl: string | null; brandColour: string }): Validation<ShopBrand, ShopBrandField> {
  const typed = input.brandColour.trim();
  const value: ShopBrand = { logoUrl: input.logoUrl, brandColour: typed === '' ? null : normaliseBrandColour(typed) };
  const errors: Partial<Record<ShopBrandField, string>> = {};
  const colour = value.brandColour === null ? null : brandColourProblem(value.brandColour);
  if (colour) errors.brandColour = colour;
  const logo = value.logoUrl === null ? null : logoUrlProblem(value.logoUrl);
  if (logo) errors.logoUrl = logo;
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
