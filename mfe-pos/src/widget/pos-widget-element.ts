// <pos-widget>: the till as a custom element, for pages that would rather write HTML than call
// mount(). Attributes: accent (a CSS colour), theme ('light' | 'dark'), backend (JSON, e.g.
// '{"type":"local"}') or firebase-config (a Firebase web config as JSON).
import { mount } from './mount-widget';
import type { PosWidgetOptions } from './mount-widget';

export const POS_WIDGET_TAG = 'pos-widget';
const ATTRIBUTES = ['accent', 'theme', 'backend', 'firebase-config'] as const;

function parseJson(name: string, text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error(`<${POS_WIDGET_TAG}>: the ${name} attribute is not valid JSON`, error);
    return undefined;
  }
}

export function optionsFromAttributes(element: Element): PosWidgetOptions {
  const options: PosWidgetOptions = {};
  const accent = element.getAttribute('accent');
  if (accent) options.accent = accent;
  const theme = element.getAttribute('theme');
  if (theme === 'dark' || theme === 'light') options.theme = theme;
  const backend = parseJson('backend', element.getAttribute('backend'));
  if (backend && typeof backend === 'object') options.backend = backend as PosWidgetOptions['backend'];
  const firebase = parseJson('firebase-config', element.getAttribute('firebase-config'));
  if (firebase && typeof firebase === 'object') options.firebase = firebase as Record<string, string>;
  return options;
}

export class PosWidgetElement extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  private unmount: (() => void) | null = null;

  connectedCallback() {
    this.render();
  }

  disconnectedCallback() {
    this.unmount?.();
    this.unmount = null;
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
    if (previous !== next && this.isConnected && this.unmount) this.render();
  }

  private render() {
    this.unmount?.();
    this.unmount = mount(this, optionsFromAttributes(this));
  }
}

/** Registers <pos-widget> once per page. */
export function definePosWidgetElement(): void {
  if (typeof customElements !== 'undefined' && !customElements.get(POS_WIDGET_TAG)) {
    customElements.define(POS_WIDGET_TAG, PosWidgetElement);
  }
}
