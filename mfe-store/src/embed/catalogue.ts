// The catalogue embed's one script (dist/embed/catalogue.js, served at /mfe-store/embed/catalogue.js):
// a partner's page shows a shop's online store with it and one element,
//
//   <script src="https://YOUR-SUITE/mfe-store/embed/catalogue.js" async></script>
//   <shop-catalogue store="amas-fabrics"></shop-catalogue>
//
// It defines <shop-catalogue> at once (elements before or after the script, or added later, all
// start) and loads the store's page only when the first one is connected. Documented in
// mfe-store/README.md ('Catalogue embed'); the attributes are CATALOGUE_ATTRIBUTES.
import type { CatalogueOptions } from './mount-catalogue';

const TAG = 'shop-catalogue';
/** What a partner may set on the element: the store's link name and which backend holds it. */
const CATALOGUE_ATTRIBUTES = ['store', 'backend', 'firebase-config'];

function parseJson(element: HTMLElement, name: string): Record<string, unknown> | undefined {
  const text = element.getAttribute(name);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    console.error(`<${TAG}>: the ${name} attribute is not valid JSON`, error);
    return undefined;
  }
}

/** The options mountCatalogue takes, read from the element's attributes (as <pos-widget> reads its own). */
export function catalogueOptionsOf(element: HTMLElement): CatalogueOptions {
  const options: CatalogueOptions = { store: element.getAttribute('store') ?? '' };
  const backend = element.getAttribute('backend');
  if (backend && /^(https?:|\/|\.)/.test(backend)) options.runtimeConfig = new URL(backend, document.baseURI).href;
  else if (backend && backend !== 'local') options.backend = parseJson(element, 'backend');
  const firebase = parseJson(element, 'firebase-config');
  if (firebase) options.backend = { type: 'firebase', firebase };
  return options;
}

class ShopCatalogueElement extends HTMLElement {
  static get observedAttributes() {
    return CATALOGUE_ATTRIBUTES;
  }

  private generation = 0;
  private unmount: (() => void) | null = null;

  connectedCallback() {
    this.start();
  }

  disconnectedCallback() {
    this.generation += 1;
    this.unmount?.();
    this.unmount = null;
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
    if (previous !== next && this.isConnected && this.generation > 0) this.start();
  }

  private start() {
    const generation = (this.generation += 1);
    import(/* webpackChunkName: "catalogue-page" */ './mount-catalogue').then(
      ({ mountCatalogue }) => {
        // Disconnected, or started again, while the page was loading: that later call decides.
        if (generation !== this.generation || !this.isConnected) return;
        this.unmount?.();
        this.unmount = mountCatalogue(this, catalogueOptionsOf(this));
      },
      (error: unknown) => console.error(`<${TAG}>: the catalogue could not be loaded`, error),
    );
  }
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, ShopCatalogueElement);
