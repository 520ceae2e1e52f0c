// Turns a remote's root component into single-spa lifecycles, wrapped in an error boundary, so
// that a remote that throws shows a message in its place and leaves the rest of the suite working.
// A container rendered at build time (PRERENDERED, see prerender.ts) is hydrated, not re-rendered,
// and a button pressed before the code arrived is pressed again once it is live.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { RemoteFailure } from './remote-failure';
import { PRERENDERED, PRESSED_EARLY } from './prerender';

export type RemoteProps = AppProps & { domElement?: HTMLElement };

export interface RemoteLifecycles<P extends object = object> {
  bootstrap: LifeCycles<P & RemoteProps>['bootstrap'];
  mount: LifeCycles<P & RemoteProps>['mount'];
  unmount: LifeCycles<P & RemoteProps>['unmount'];
  update?: LifeCycles<P & RemoteProps>['update'];
}

export function createLifecycles<P extends object>(
  Root: React.ComponentType<P & RemoteProps>,
  { label }: { label: string },
): RemoteLifecycles<P> {
  const options = {
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <RemoteFailure label={label} error={error} />,
  };
  type Props = P & RemoteProps;
  type Steps = Record<'bootstrap' | 'mount' | 'unmount', (props: Props) => Promise<unknown>>;
  const rendering = singleSpaReact<Props>(options) as unknown as Steps;
  const hydrating = singleSpaReact<Props>({ ...options, renderType: 'hydrateRoot' }) as unknown as Steps;
  /** Which of the two mounted each application (so the same one unmounts it). */
  const mountedBy = new Map<string, Steps>();

  const lifecycles: Steps = {
    bootstrap: (props) => Promise.all([rendering.bootstrap(props), hydrating.bootstrap(props)]),
    mount: async (props) => {
      const container = props.domElement;
      if (!container?.hasAttribute(PRERENDERED)) {
        mountedBy.set(props.name, rendering);
        return rendering.mount(props);
      }
      mountedBy.set(props.name, hydrating);
      const pressedEarly = container.querySelector<HTMLElement>(`[${PRESSED_EARLY}]`);
      pressedEarly?.removeAttribute(PRESSED_EARLY);
      await hydrating.mount(props);
      // A later mount (back from /dashboard) starts from an empty container.
      container.removeAttribute(PRERENDERED);
      if (pressedEarly?.isConnected) {
        pressedEarly.focus();
        pressedEarly.click();
      }
    },
    unmount: (props) => {
      const steps = mountedBy.get(props.name) ?? rendering;
      mountedBy.delete(props.name);
      return steps.unmount(props);
    },
  };
  return lifecycles as unknown as RemoteLifecycles<P>;
}
