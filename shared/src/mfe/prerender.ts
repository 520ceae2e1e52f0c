// How a page rendered at build time (the landing page at /) hands over to its remote. The build
// (tooling/prerender-landing.mjs) writes the HTML into the part's container with PRERENDERED set,
// and replaces the page's deferred script with `loadOnIntent`: once the page is idle it prefetches
// the shell's and React's files into the cache (downloaded, not run: reading stays smooth), and at
// the visitor's first intent it runs the shell, which loads the remote; createLifecycles then
// hydrates instead of rendering.

/** The attribute on a container whose children were rendered at build time. */
export const PRERENDERED = 'data-prerendered';
/** The attribute on a button pressed before the page's code had arrived: pressed again once it has. */
export const PRESSED_EARLY = 'data-pressed-early';

/** What the visitor does that says they are about to use the page (not just read it). */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

export interface LoadOnIntentOptions {
  /** The shell's entry script. */
  script: string;
  /** The route the HTML was rendered for (`/`): served at any other, the page drops it and starts at once. */
  path: string;
  /** Scripts the entry will need, prefetched when the page is idle (within the page's budget). */
  prefetch: readonly string[];
  /** The session's signed-in hint (SIGNED_IN_HINT_KEY). */
  hintKey: string;
  /** The id of the prerendered container. */
  containerId: string;
  /** PRERENDERED and PRESSED_EARLY, passed in because the loader cannot import them. */
  prerendered: string;
  pressedMark: string;
  /** INTENT_EVENTS. */
  events: readonly string[];
}

/**
 * The page's loader, inlined into the prerendered HTML as its only script (so it must stand alone:
 * it is turned into source text with `toString`). When the loaded page is idle it prefetches the
 * shell's files; it appends the shell's entry at the first intent event, or at once when the
 * signed-in hint says someone may be signed in. A button inside the container pressed before the
 * code has arrived is marked to be pressed again.
 */
export function loadOnIntent({ script, path, prefetch, hintKey, containerId, prerendered, pressedMark, events }: LoadOnIntentOptions): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of events) removeEventListener(name, start, true);
    const element = document.createElement('script');
    element.src = script;
    document.head.append(element);
  };
  const warm = () => {
    if (started) return;
    for (const href of [script, ...prefetch]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
  };
  const pressed = (event: Event) => {
    const container = document.getElementById(containerId);
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!container?.hasAttribute(prerendered) || !target || !container.contains(target)) return;
    for (const earlier of container.querySelectorAll(`[${pressedMark}]`)) earlier.removeAttribute(pressedMark);
    target.setAttribute(pressedMark, '');
    start();
  };
  if (location.pathname !== path) {
    // A host that answers every route with this page (not app.html): the landing does not belong here.
    const drop = () => {
      const container = document.getElementById(containerId);
      container?.removeAttribute(prerendered);
      container?.replaceChildren();
    };
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', drop, { once: true });
    else drop();
    start();
    return;
  }
  addEventListener('click', pressed, true);
  let hinted = false;
  try {
    hinted = localStorage.getItem(hintKey) === '1';
  } catch {
    /* storage refused: wait for the visitor */
  }
  if (hinted) {
    start();
    return;
  }
  for (const name of events) addEventListener(name, start, { capture: true, passive: true });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(warm, { timeout: 2000 }) : setTimeout(warm, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
