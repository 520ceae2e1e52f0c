import { describe, expect, it } from 'vitest';
import { brandColourProblem, contrastWithWhite, logoUrlProblem, MAX_LOGO_DATA_URL_LENGTH, SHOP_BRAND_MESSAGES, validateShopBrand } from './shop-brand';

describe("the shop's brand colour", () => {
  it('reads WCAG contrast of white words: black 21, white 1, the store\'s blue above 4.5', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#1F6F43')).toBeGreaterThan(4.5);
  });

  it('keeps a dark colour and refuses one white words cannot be read on, or one that is not #rrggbb', () => {
    expect(brandColourProblem('#1f6f43')).toBeNull();
    expect(brandColourProblem('#767676')).toBeNull(); // 4.54 : 1, the lightest grey that passes
    expect(brandColourProblem('#777777')).toBe(SHOP_BRAND_MESSAGES.colourTooLight);
    expect(brandColourProblem('#ffd700')).toBe(SHOP_BRAND_MESSAGES.colourTooLight);
    for (const typed of ['1f6f43', '#1f6f4', '#1f6f43a', 'green', '#gggggg', 42, null]) expect(brandColourProblem(typed)).toBe(SHOP_BRAND_MESSAGES.colourNotHex);
  });

  it('reads the typed colour as kept, empty as none', () => {
    expect(validateShopBrand({ logoUrl: null, brandColour: ' 1F6F43 ' })).toEqual({ ok: true, value: { logoUrl: null, brandColour: '#1f6f43' } });
    expect(validateShopBrand({ logoUrl: null, brandColour: '' })).toEqual({ ok: true, value: { logoUrl: null, brandColour: null } });
    expect(validateShopBrand({ logoUrl: 'javascript:alert(1)', brandColour: '#fff' })).toEqual({
      ok: false,
      errors: { brandColour: SHOP_BRAND_MESSAGES.colourNotHex, logoUrl: SHOP_BRAND_MESSAGES.logoNotPicture },
    });
  });
});

describe("the shop's logo", () => {
  it('is a PNG, JPEG or WebP data URL of bounded length, or a stored file\'s address', () => {
    expect(logoUrlProblem('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(logoUrlProblem('data:image/webp;base64,UklGRg==')).toBeNull();
    expect(logoUrlProblem('https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fu%2F1_logo.webp?alt=media&token=t')).toBeNull();
    expect(logoUrlProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe(SHOP_BRAND_MESSAGES.logoNotPicture);
    expect(logoUrlProblem('data:text/html;base64,PGI+')).toBe(SHOP_BRAND_MESSAGES.logoNotPicture);
    expect(logoUrlProblem('javascript:alert(1)')).toBe(SHOP_BRAND_MESSAGES.logoNotPicture);
    expect(logoUrlProblem(`data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URL_LENGTH)}`)).toBe(SHOP_BRAND_MESSAGES.logoTooLarge);
  });
});
