// Prints the receipt alone. The receipt's own stylesheet (receipt.module.css, print media) hides
// everything around it within its document or shadow root. When the receipt lives in the
// partner widget's shadow root those rules cannot reach the partner's page, so for the length of
// the print a print-only style hides the page around the widget's host, then is removed again.
// That style is a constructable stylesheet where the browser has them, so a partner page's strict
// Content-Security-Policy (no inline <style>) does not refuse it.

const PATH_ATTRIBUTE = 'data-shop-receipt-path';
let cleanupPrevious: (() => void) | null = null;

function pageRules(isolated: boolean): string {
  const page = '@page { margin: 4mm; }';
  if (!isolated) return page;
  return `${page}
body *:not([${PATH_ATTRIBUTE}]) { display: none !important; }
[${PATH_ATTRIBUTE}] { display: block !important; position: static !important; inset: auto !important; margin: 0 !important;
  padding: 0 !important; border: 0 !important; width: auto !important; max-width: none !important; height: auto !important;
  max-height: none !important; overflow: visible !important; transform: none !important; background: #fff !important; }`;
}

/** Adds print-only rules to the page; returns what removes them. */
function addPrintRules(rules: string): () => void {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet({ media: 'print' });
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  const style = document.createElement('style');
  style.media = 'print';
  style.textContent = rules;
  document.head.append(style);
  return () => style.remove();
}

/** Prints only the given receipt (a `Receipt`), on any paper from 58 mm rolls to A4. */
export function printReceipt(receipt: HTMLElement | null): void {
  cleanupPrevious?.();
  const root = receipt?.getRootNode();
  const marked: Element[] = [];
  const isolated = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot;
  if (isolated) {
    for (let node: Element | null = root.host; node && node !== document.documentElement; node = node.parentElement) {
      node.setAttribute(PATH_ATTRIBUTE, '');
      marked.push(node);
    }
  }
  const removeRules = addPrintRules(pageRules(isolated));

  const cleanup = () => {
    removeRules();
    for (const node of marked) node.removeAttribute(PATH_ATTRIBUTE);
    window.removeEventListener('afterprint', cleanup);
    if (cleanupPrevious === cleanup) cleanupPrevious = null;
  };
  cleanupPrevious = cleanup;
  window.addEventListener('afterprint', cleanup);
  window.print();
}
