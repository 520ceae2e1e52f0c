// mount(element, options) → unmount: renders the till into a shadow root on `element`, so the
// partner's CSS cannot reach it and its CSS cannot reach the partner's page.
import { createRoot } from 'react-dom/client';
import type { BackendConfig } from '@shop/shared/session';
import type { ThemeName } from '@shop/shared/ui';
import { accentRules, isCssColor } from './accent';
import { adoptRemoteStyles } from './remote-styles';
import { WidgetApp } from './widget-app';

export interface PosWidgetOptions {
  /** Which backend the till uses; the embedded local one (IndexedDB) by default. */
  backend?: BackendConfig;
  /** A Firebase web config: shorthand for `backend: { type: 'firebase', firebase }`. */
  firebase?: Record<string, string>;
  /** The partner's brand colour for buttons and highlights, any CSS colour (e.g. '#0e7490'). */
  accent?: string;
  theme?: ThemeName;
}

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

  const hostStyle = document.createElement('style');
  hostStyle.textContent = HOST_CSS;
  const accentStyle = document.createElement('style');
  const app = document.createElement('div');
  const overlays = document.createElement('div');
  shadow.append(hostStyle, accentStyle, app, overlays);
  if (isCssColor(options.accent)) accentStyle.textContent = accentRules(options.accent, computedColor(shadow, options.accent));

  const remoteStyles = adoptRemoteStyles(shadow, accentStyle);
  const root = createRoot(app);
  root.render(
    <WidgetApp backend={backendConfigOf(options)} theme={options.theme} portalContainer={overlays} stylesReady={remoteStyles.ready} />,
  );

  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    remoteStyles.stop();
    shadow.replaceChildren();
  };
}
