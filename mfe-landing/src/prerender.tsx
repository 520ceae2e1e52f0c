// The landing page as HTML, rendered at build time into the shell's page for / (see
// tooling/prerender-landing.mjs): the first response already holds the hero and every section,
// and the remote hydrates it. Rendered as a visitor with no session sees it (signed out).
import { renderToString } from 'react-dom/server';
import { SIGNED_IN_HINT_KEY } from '@shop/shared/session';
import { INTENT_EVENTS, loadOnIntent, PRERENDERED, PRESSED_EARLY } from '@shop/shared/mfe';
import type { LoadOnIntentOptions } from '@shop/shared/mfe';
import { LandingPage } from './landing-page';

export function renderLanding(): string {
  return renderToString(<LandingPage />);
}

/** The page's only script, as source text: prefetches `prefetch` when idle, runs `script` (the shell's entry) at the visitor's first intent. */
export function loaderScript(script: string, prefetch: readonly string[], containerId: string): string {
  const options: LoadOnIntentOptions = {
    script,
    path: '/',
    prefetch,
    hintKey: SIGNED_IN_HINT_KEY,
    containerId,
    prerendered: PRERENDERED,
    pressedMark: PRESSED_EARLY,
    events: INTENT_EVENTS,
  };
  return `(${loadOnIntent.toString()})(${JSON.stringify(options)});`;
}

export { PRERENDERED };
