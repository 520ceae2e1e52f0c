// mountCatalogue(element, options) → unmount: the store's page (store-page.tsx) for one shop inside a
// shadow root on the partner's element, so the partner's CSS cannot reach it nor its CSS the
// partner's page. It writes no inline script or <style> element (a strict Content-Security-Policy
// holds): the host's rules are a constructable stylesheet, the page's its bundle's own files.
// Its links to an order's page go to the suite, where `/s/<name>/o/<id>` is served.
import { createRoot } from 'react-dom/client';
import type { BackendConfig } from '@shop/shared/session';
import { StorePage } from '../store-page';
import { createStorefront } from '../store-api';
import { bringBundleStyles } from './shadow-styles';

declare const __webpack_public_path__: string;

export interface CatalogueOptions {
  /** The store's link name, as in `/s/<name>`. */
  store: string;
  /** Which backend holds the store; the embedded local one (this page's own browser storage) unless given. */
  backend?: Record<string, unknown>;
  /** The address of a runtime configuration (the suite's runtime-config.json) whose `backend` is used; taken over `backend`. */
  runtimeConfig?: string;
}

// The host box: the page's CSS may not pad it, border it or pass its type and colour down; its
// margin and width stay the partner's, to place the catalogue in their layout.
const HOST_CSS = `
:host {
  display: block !important; box-sizing: border-box !important; padding: 0 !important; border: 0 none !important;
  font: 400 16px/1.5 system-ui, sans-serif !important; color: #1c1917 !important; text-align: left !important;
  text-transform: none !important; letter-spacing: normal !important; visibility: visible !important;
}
:host([hidden]) { display: none !important; }
`;

/** The backend the options name: a runtime configuration's, the one given, or the embedded local one. */
async function backendOf(options: CatalogueOptions): Promise<BackendConfig> {
  if (options.runtimeConfig) {
    const response = await fetch(options.runtimeConfig, { credentials: 'omit' });
    if (!response.ok) throw new Error(`The catalogue's configuration could not be read from ${options.runtimeConfig} (HTTP ${response.status}).`);
    return ((await response.json()) as { backend?: BackendConfig }).backend ?? { type: 'local' };
  }
  return (options.backend as BackendConfig | undefined) ?? { type: 'local' };
}

export function mountCatalogue(element: HTMLElement, options: CatalogueOptions): () => void {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  const host = new CSSStyleSheet();
  host.replaceSync(HOST_CSS);
  shadow.adoptedStyleSheets = [host];
  const publicPath = new URL(__webpack_public_path__, document.baseURI).href;
  const stopStyles = bringBundleStyles(shadow, publicPath);
  const app = document.createElement('div');
  shadow.append(app);
  // A partner's page is not the suite's: it carries no record read by the suite's server (store-api.ts, takeWrittenStore).
  const { api, watchStore } = createStorefront({ backendOf: () => backendOf(options), written: () => undefined });
  const root = createRoot(app);
  root.render(<StorePage name={options.store} api={api} watchStore={watchStore} pageOrigin={new URL(publicPath).origin} />);
  return () => {
    root.unmount();
    stopStyles();
    shadow.replaceChildren();
    shadow.adoptedStyleSheets = [];
  };
}
