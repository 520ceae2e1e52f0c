// Keyboard focus helpers shared by the overlays. They look through open shadow roots because the
// partner widget renders inside one, where document.activeElement is only the shadow host.

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbableElements(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter((element) => {
    const tabindex = element.getAttribute('tabindex');
    if (tabindex !== null && Number(tabindex) < 0) return false;
    return !element.closest('[hidden], [inert]');
  });
}

/** The focused element, following focus into open shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
