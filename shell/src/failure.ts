// A plain-DOM message for a part that failed to load (the root config renders no framework).
// A container that holds prerendered content (the landing page) keeps it: the message goes above.
import { PRERENDERED } from '@shop/shared/mfe';

export function showFailure(container: HTMLElement, what: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'margin:1rem;padding:1rem 1.25rem;border-radius:8px;border:1px solid #fca5a5;background:#fef2f2;color:#7f1d1d;font:500 0.95rem/1.5 system-ui,sans-serif';
  box.textContent = `${what} could not be loaded. Check your connection and reload the page.`;
  if (container.hasAttribute(PRERENDERED)) container.prepend(box);
  else container.replaceChildren(box);
}
