import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycles } from './create-lifecycles';
import { mountingInSlices } from './mount-in-slices';

/** Twenty parts of a screen, each holding the thread 2 ms as it renders. */
const PARTS = 20;
let rendered = 0;
function Part({ n }: { n: number }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy, as a heavy component's render is
  }
  rendered += 1;
  return <p>Part {n}</p>;
}
function Screen() {
  return (
    <section>
      {Array.from({ length: PARTS }, (_, n) => (
        <Part key={n} n={n} />
      ))}
    </section>
  );
}

const step = (lifecycle: unknown, props: unknown) => (lifecycle as (p: unknown) => Promise<unknown>)(props);
let cleanup: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** How many parts had rendered when a task queued at the mount's start got its turn. */
async function renderedWhenTheBrowserGotATurn(lifecycles: ReturnType<typeof createLifecycles>) {
  rendered = 0;
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: `screen-${Math.random()}`, domElement, singleSpa: {}, mountParcel: () => undefined };
  await step(lifecycles.bootstrap, props);
  let atTurn = -1;
  const turn = new Promise<void>((resolve) =>
    setTimeout(() => {
      atTurn = rendered;
      resolve();
    }, 0),
  );
  const mounted = step(lifecycles.mount, props);
  await Promise.all([mounted, turn]);
  cleanup = () => step(lifecycles.unmount, props).then(() => domElement.remove());
  expect(domElement.querySelectorAll('p')).toHaveLength(PARTS);
  return atTurn;
}

describe('mountingInSlices', () => {
  it('renders a heavy screen in slices, letting other tasks run between them', async () => {
    const atTurn = await renderedWhenTheBrowserGotATurn(mountingInSlices(createLifecycles(Screen, { label: 'Screen' })));
    expect(atTurn).toBeGreaterThanOrEqual(0);
    expect(atTurn).toBeLessThan(PARTS);
  });

  it('a plain mount renders the whole screen before any other task (what the slices mend)', async () => {
    const atTurn = await renderedWhenTheBrowserGotATurn(createLifecycles(Screen, { label: 'Screen' }));
    expect(atTurn).toBe(PARTS);
  });
});
