import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLifecycles } from './create-lifecycles';
import { INTENT_EVENTS, loadOnIntent, PRERENDERED, PRESSED_EARLY } from './prerender';

const HINT = 'test.signed-in';
const options = { script: '/main.js', path: '/', prefetch: ['/react-dom.js'], hintKey: HINT, containerId: 'landing', prerendered: PRERENDERED, pressedMark: PRESSED_EARLY, events: INTENT_EVENTS };
// The scripts the loader adds to the page's head (kept here, not fetched: the DOM here runs no files).
let appended: Node[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
});
const loaderScripts = () => appended.filter((node) => node instanceof HTMLScriptElement && node.getAttribute('src') === '/main.js');
const prefetched = () => appended.filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'prefetch').map((link) => link.getAttribute('href'));

/** The loader as the page runs it: from its source text alone, with no module around it. */
function runLoaderFromSource() {
  const source = `(${loadOnIntent.toString()})(${JSON.stringify(options)});`;
  new Function(source)();
}

const step = (lifecycle: unknown, props: unknown) => (lifecycle as (p: unknown) => Promise<unknown>)(props);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>Shop</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <button type="button">Other</button>
    </section>
  );
}

function prerendered() {
  const container = document.createElement('div');
  container.id = 'landing';
  container.setAttribute(PRERENDERED, '');
  container.innerHTML = renderToString(<Counter />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.head.replaceChildren();
  localStorage.clear();
});

describe('the prerendered page’s loader', () => {
  it('prefetches the shell’s files when the loaded page is idle, and runs its entry once, at the first intent', async () => {
    prerendered();
    runLoaderFromSource();
    await vi.waitFor(() => expect(prefetched()).toEqual(['/main.js', '/react-dom.js']));
    expect(loaderScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(loaderScripts()).toHaveLength(1);
  });

  it('served at another route, drops the prerendered page and runs the entry at once', () => {
    const container = prerendered();
    window.history.replaceState(null, '', '/dashboard');
    runLoaderFromSource();
    window.history.replaceState(null, '', '/');
    expect(loaderScripts()).toHaveLength(1);
    expect(container.hasAttribute(PRERENDERED)).toBe(false);
    expect(container.childNodes).toHaveLength(0);
  });

  it('runs the entry at once for someone who may be signed in', () => {
    prerendered();
    localStorage.setItem(HINT, '1');
    runLoaderFromSource();
    expect(loaderScripts()).toHaveLength(1);
  });

  it('marks a button of the prerendered page pressed before the code arrived (only the last one), and nothing else', () => {
    const container = prerendered();
    const outside = document.createElement('button');
    document.body.append(outside);
    runLoaderFromSource();
    outside.click();
    expect(outside.hasAttribute(PRESSED_EARLY)).toBe(false);
    const [first, second] = [...container.querySelectorAll('button')];
    first?.click();
    second?.click();
    expect([...container.querySelectorAll(`[${PRESSED_EARLY}]`)]).toEqual([second]);
    expect(loaderScripts()).toHaveLength(1);
  });
});

describe('createLifecycles on a prerendered container', () => {
  // The lifecycles resolve after React has committed on its own schedule, as in the browser.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let saved: boolean | undefined;
  beforeEach(() => {
    saved = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = saved;
  });

  it('hydrates the same nodes, presses again a button pressed early, and renders afresh on a later mount', async () => {
    const container = prerendered();
    const heading = container.querySelector('h1');
    container.querySelector('button')?.setAttribute(PRESSED_EARLY, '');
    const lifecycles = createLifecycles(Counter, { label: 'Test' });
    const props = { name: 'landing', domElement: container } as never;
    await step(lifecycles.bootstrap, props);
    await step(lifecycles.mount, props);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.hasAttribute(PRERENDERED)).toBe(false);
    expect(container.querySelector(`[${PRESSED_EARLY}]`)).toBeNull();
    expect(container.querySelector('button')).toHaveTextContent('Pressed 1');
    expect(document.activeElement).toBe(container.querySelector('button'));

    await step(lifecycles.unmount, props);
    expect(container.childNodes).toHaveLength(0);
    await step(lifecycles.mount, props);
    expect(container.querySelector('button')).toHaveTextContent('Pressed 0');
    await step(lifecycles.unmount, props);
  });
});
