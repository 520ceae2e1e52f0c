// How a page rendered at build time (the landing page at /) hands over to its remote. The build
// (tooling/prerender-landing.mjs) writes the HTML into the part's container with PRERENDERED set,
// and replaces the page's deferred script with `loadOnIntent`: the shell's entry loads once the page
// has loaded and the browser is idle (the shell then warms React, within the page's budget), and the
// remote itself loads when the visitor first shows an intent to interact (INTENT_SHOWN, see
// `whenIntentShown`). createLifecycles then hydrates instead of rendering.

/** The attribute on a container whose children were rendered at build time. */
export const PRERENDERED = 'data-prerendered';
/** The attribute on a button pressed before the page's code had arrived: pressed again once it has. */
export const PRESSED_EARLY = 'data-pressed-early';

/** The attribute the loader sets on the container at the visitor's first intent. */
export const INTENT_SHOWN = 'data-intent-shown';
/** The event the loader dispatches on the container at the same moment. */
export const INTENT_EVENT = 'suite:intent';

/** What the visitor does that says they are about to use the page (not just read it). */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

export interface LoadOnIntentOptions {
  /** The shell's entry script. */
  script: string;
  /** The session's signed-in hint (SIGNED_IN_HINT_KEY). */
  hintKey: string;
  /** The id of the prerendered container. */
  containerId: string;
  /** PRERENDERED, PRESSED_EARLY, INTENT_SHOWN and INTENT_EVENT, passed in because the loader cannot import them. */
  prerendered: string;
  pressedMark: string;
  intentMark: string;
  intentEvent: string;
  /** INTENT_EVENTS. */
  events: readonly string[];
}

/**
 * The page's loader, inlined into the prerendered HTML as its only script (so it must stand alone:
 * it is turned into source text with `toString`). It appends the shell's entry when the page has
 * loaded and the browser is idle, and marks the container at the first intent event; both happen at
 * once when the signed-in hint says someone may be signed in. A button inside the container pressed
 * before the code has arrived is marked to be pressed again.
 */
export function loadOnIntent({ script, hintKey, containerId, prerendered, pressedMark, intentMark, intentEvent, events }: LoadOnIntentOptions): void {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const element = document.createElement('script');
    element.src = script;
    document.head.append(element);
  };
  let shown = false;
  const intent = () => {
    if (shown) return;
    shown = true;
    for (const name of events) removeEventListener(name, intent, true);
    // The loader runs in the page's head: with the hint, before the container has been parsed.
    const mark = () => {
      const container = document.getElementById(containerId);
      container?.setAttribute(intentMark, '');
      container?.dispatchEvent(new Event(intentEvent));
    };
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', mark, { once: true });
    else mark();
    load();
  };
  const pressed = (event: Event) => {
    const container = document.getElementById(containerId);
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!container?.hasAttribute(prerendered) || !target || !container.contains(target)) return;
    for (const earlier of container.querySelectorAll(`[${pressedMark}]`)) earlier.removeAttribute(pressedMark);
    target.setAttribute(pressedMark, '');
    intent();
  };
  addEventListener('click', pressed, true);
  let hinted = false;
  try {
    hinted = localStorage.getItem(hintKey) === '1';
  } catch {
    /* storage refused: wait for the visitor */
  }
  if (hinted) {
    intent();
    return;
  }
  for (const name of events) addEventListener(name, intent, { capture: true, passive: true });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Resolves when the visitor has shown intent on this prerendered container (at once if they have). */
export function whenIntentShown(container: HTMLElement): Promise<void> {
  if (container.hasAttribute(INTENT_SHOWN)) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener(INTENT_EVENT, () => resolve(), { once: true }));
}
