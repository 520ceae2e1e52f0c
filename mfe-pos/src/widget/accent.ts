// The partner's accent colour, applied to every theme root inside the widget (the till and its
// modals). Only a valid CSS colour is used; the text on it is dark or white, whichever reads better.

const DARK_TEXT = '#1c1407';
const LIGHT_TEXT = '#ffffff';

export function isCssColor(value: string | null | undefined): value is string {
  // Only what colours are written with, so nothing can close the rule it is placed in.
  if (!value || !/^[#\w\s(),.%+\-/]+$/.test(value)) return false;
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', value) : /^#[0-9a-f]{3,8}$/i.test(value);
}

/** WCAG relative luminance of an `rgb(r, g, b)` / `rgba(…)` string, or null when it cannot be read. */
export function luminanceOfRgb(rgb: string): number | null {
  const match = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(rgb);
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark text on light accents, white on dark ones (the better contrast of the two). */
export function textOnAccent(luminance: number | null): string {
  if (luminance === null) return DARK_TEXT;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / 0.0594;
  return contrastWithWhite > contrastWithDark ? LIGHT_TEXT : DARK_TEXT;
}

/** The rules that re-colour the widget's theme roots; empty when no (valid) accent was given. */
export function accentRules(accent: string | null | undefined, computedRgb: string | null): string {
  if (!isCssColor(accent)) return '';
  const on = textOnAccent(computedRgb ? luminanceOfRgb(computedRgb) : null);
  // :host raises the specificity above tokens.css's `.shop-theme[data-theme=…]`.
  return `:host .shop-theme[data-theme] {
  --shop-color-accent: ${accent};
  --shop-color-accent-hover: color-mix(in srgb, ${accent} 85%, black);
  --shop-color-accent-active: color-mix(in srgb, ${accent} 72%, black);
  --shop-color-accent-text: color-mix(in srgb, ${accent} 55%, black);
  --shop-color-accent-subtle: color-mix(in srgb, ${accent} 14%, white);
  --shop-color-accent-fill: color-mix(in srgb, ${accent} 18%, transparent);
  --shop-color-on-accent: ${on};
  --shop-color-focus: color-mix(in srgb, ${accent} 70%, black);
}`;
}
