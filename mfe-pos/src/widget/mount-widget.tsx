// mount(element, options) → unmount: renders the till into a shadow root on `element`, so the
// partner's CSS cannot reach it and its CSS cannot reach the partner's page. It writes no inline
// script or <style> element (a strict Content-Security-Policy holds): its own rules are
// constructable stylesheets adopted by the shadow root, the remote's are <link>s to its files.
// What happens is told as DOM events on `element` (WIDGET_EVENTS).
import { createRoot } from 'react-dom/client';
import { isCurrencyCode } from '@shop/shared/domain';
import type { CurrencyCode } from '@shop/shared/domain';
import type { BackendConfig } from '@shop/shared/session';
import type { ThemeName } from '@shop/shared/ui';
import { accentRules, isCssColor } from './accent';
import { adoptRemoteStyles } from './remote-styles';
import { WidgetApp } from './widget-app';
import type { WidgetEmit } from './widget-app';

export interface PosWidgetOptions {
  /** Which backend the till uses; the embedded local one (IndexedDB) by default. */
  backend?: BackendConfig;
  /** A Firebase web config: shorthand for `backend: { type: 'firebase', firebase }`. */
  firebase?: Record<string, string>;
  /** The partner's brand colour for buttons and highlights, any CSS colour (e.g. '#0e7490'). */
  accent?: string;
  theme?: ThemeName;
  /** What an empty cart shows its totals in, e.g. 'NGN' (default GHS). */
  currency?: CurrencyCode | string;
  /**
   * Offer "Pay later" (a chosen customer's sale on credit, docs/product-rules.md 'Credit'); off
   * unless the partner turns it on (the `pay-later` attribute).
   */
  payLater?: boolean;
  /**
   * The address of a runtime configuration (the suite's `runtime-config.json`) whose `backend`
   * the till uses; taken over `backend` and `firebase` when given.
   */
  runtimeConfig?: string;
}

/** The events `mount` dispatches on its element (they bubble and cross shadow roots). */
export const WIDGET_EVENTS = {
  ready: 'pos-widget:ready',
  signedIn: 'pos-widget:signed-in',
  signedOut: 'pos-widget:signed-out',
  sale: 'pos-widget:sale',
  error: 'pos-widget:error',
} as const;

// The host box: the page's CSS may not pad it, border it or pass its type and colour down (an
// inner !important beats an outer one on the host). Its margin and width stay the partner's, to
// place the widget in their layout.
const HOST_CSS = `
:host {
  display: block !important; position: relative !important; box-sizing: border-box !important;
  padding: 0 !important; border: 0 none !important; background: none !important; min-width: 0 !important;
  font: 400 14px/1.5 ui-sans-serif, system-ui, sans-serif !important; color: #1c1917 !important;
  text-align: left !important; text-indent: 0 !important; text-transform: none !important; text-shadow: none !important;
  letter-spacing: normal !important; word-spacing: normal !important; white-space: normal !important;
  visibility: visible !important; cursor: auto !important; direction: ltr !important;
}
:host([hidden]) { display: none !important; }
`;

export function backendConfigOf(options: PosWidgetOptions): BackendConfig {
  if (options.backend) return options.backend;
  if (options.firebase) return { type: 'firebase', firebase: options.firebase };
  return { type: 'local' };
}

/** The `backend` of the runtime configuration at `url` (the embedded local backend when it names none). */
async function backendFromRuntimeConfig(url: string): Promise<BackendConfig> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The till's configuration could not be read from ${url} (HTTP ${response.status}).`);
  const config = (await response.json()) as { backend?: BackendConfig };
  return config.backend ?? { type: 'local' };
}

/**
 * Rules for the shadow root without a <style> element: a constructable stylesheet where the
 * browser has them (every current one), a <style> element before `before` elsewhere.
 */
function shadowRules(shadow: ShadowRoot, before: Node): { set(text: string): void } {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in shadow && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return { set: (text) => sheet.replaceSync(text) };
  }
  const style = document.createElement('style');
  shadow.insertBefore(style, before);
  return { set: (text) => (style.textContent = text) };
}

function computedColor(shadow: ShadowRoot, color: string): string | null {
  const probe = document.createElement('span');
  probe.style.color = color;
  probe.hidden = true;
  shadow.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value || null;
}

export function mount(element: HTMLElement, options: PosWidgetOptions = {}): () => void {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  shadow.adoptedStyleSheets = [];

  const app = document.createElement('div');
  const overlays = document.createElement('div');
  shadow.append(app, overlays);
  shadowRules(shadow, app).set(HOST_CSS);
  // After the remote's stylesheets in the cascade, so the partner's colour wins over the theme's.
  const accent = shadowRules(shadow, app);
  if (isCssColor(options.accent)) accent.set(accentRules(options.accent, computedColor(shadow, options.accent)));

  const remoteStyles = adoptRemoteStyles(shadow, app);
  let mounted = true;
  const backend = options.runtimeConfig ? backendFromRuntimeConfig(options.runtimeConfig) : Promise.resolve(backendConfigOf(options));
  const emit: WidgetEmit = (event, detail = {}) => {
    if (mounted) element.dispatchEvent(new CustomEvent(WIDGET_EVENTS[event], { detail, bubbles: true, composed: true }));
  };
  const root = createRoot(app);
  root.render(
    <WidgetApp
      backend={backend}
      theme={options.theme}
      emptyCurrency={isCurrencyCode(options.currency) ? options.currency : undefined}
      payLater={options.payLater === true}
      portalContainer={overlays}
      stylesReady={remoteStyles.ready}
      onEvent={emit}
    />,
  );

  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    remoteStyles.stop();
    shadow.replaceChildren();
    shadow.adoptedStyleSheets = [];
  };
}
