// A part whose first render is heavy mounts as a transition: React then renders it in slices of a
// few milliseconds (the scheduler's frame interval) and lets the browser run between them, where a
// plain mount renders the whole tree in one task that holds the main thread (bench/main-thread.mjs
// lists such tasks for the signed-in dashboard). Kept apart from create-lifecycles.ts so the landing
// page, which hydrates its prerendered page at once, carries none of it.
import { startTransition } from 'react';
import type { RemoteLifecycles, RemoteProps } from './create-lifecycles';

type Mount<P extends object> = (props: P & RemoteProps) => Promise<unknown>;

/** `lifecycles` with a mount whose render (single-spa-react renders inside mount) is a transition. */
export function mountingInSlices<P extends object>(lifecycles: RemoteLifecycles<P>): RemoteLifecycles<P> {
  const mount = lifecycles.mount as Mount<P>;
  const inSlices: Mount<P> = (props) => {
    let mounted: Promise<unknown> = Promise.resolve();
    startTransition(() => {
      mounted = mount(props);
    });
    return mounted;
  };
  return { ...lifecycles, mount: inSlices as RemoteLifecycles<P>['mount'] };
}
