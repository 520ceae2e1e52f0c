// Brings this remote's stylesheets into the widget's shadow root. Rspack loads the CSS of CSS
// Modules as <link>s in document.head, which a shadow tree does not see. The remote's manifest
// (mf-manifest.json, beside remoteEntry.js) names every CSS file of its exposes and shared modules;
// each is linked inside the shadow root too, as are stylesheets the remote adds to the page later
// (chunks loaded on demand). The partner widget's plain bundle has no manifest: its styles all
// arrive with chunks, as <link>s in the page.

declare const __webpack_public_path__: string | undefined;
/** Defined (true) in the partner widget's plain bundle, which has no federation manifest. */
declare const __SHOP_PLAIN_BUNDLE__: boolean | undefined;
const PLAIN_BUNDLE = typeof __SHOP_PLAIN_BUNDLE__ !== 'undefined' && __SHOP_PLAIN_BUNDLE__;

/** Where this remote's files are served from, e.g. `https://shop.example/mfe-pos/`. */
export function remotePublicPath(): string | null {
  const path = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return path && path !== 'auto' ? new URL(path, document.baseURI).href : null;
}

interface AssetGroup {
  assets?: { css?: { sync?: string[]; async?: string[] } };
}

interface RemoteManifest {
  exposes?: AssetGroup[];
  shared?: AssetGroup[];
}

/** Every CSS file the manifest lists, relative to the remote's public path. */
export function manifestCssFiles(manifest: RemoteManifest): string[] {
  const files = new Set<string>();
  for (const group of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const file of [...(group.assets?.css?.sync ?? []), ...(group.assets?.css?.async ?? [])]) files.add(file);
  }
  return [...files];
}

export interface RemoteStyles {
  /** Settles once every stylesheet known at mount time has loaded (or failed to). */
  ready: Promise<void>;
  stop(): void;
}

export function adoptRemoteStyles(shadow: ShadowRoot, before: Node | null): RemoteStyles {
  const base = remotePublicPath();
  const linked = new Set<string>();
  const loads: Promise<void>[] = [];
  const isOurs = (href: string) => base !== null && href.startsWith(base) && /\.css(\?|$)/.test(href);

  const link = (href: string) => {
    if (linked.has(href)) return;
    linked.add(href);
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    loads.push(
      new Promise<void>((resolve) => {
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    shadow.insertBefore(element, before);
  };

  for (const element of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (isOurs(element.href)) link(element.href);
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && isOurs(node.href)) link(node.href);
      }
    }
  });
  observer.observe(document.head, { childList: true });

  // The plain bundle's styles all come in chunks, as <link>s this root takes in above and below.
  const fromManifest = base && !PLAIN_BUNDLE
    ? fetch(new URL('mf-manifest.json', base), { credentials: 'omit' })
        .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : { exposes: [], shared: [] }))
        .then((manifest) => manifestCssFiles(manifest).forEach((file) => link(new URL(file, base).href)))
        .catch((error: unknown) => console.warn('The POS widget could not read its manifest; styles may be incomplete.', error))
    : Promise.resolve();

  return {
    ready: fromManifest.then(() => Promise.all(loads)).then(() => undefined),
    stop: () => observer.disconnect(),
  };
}
