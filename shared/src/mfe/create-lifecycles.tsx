// Turns a remote's root component into single-spa lifecycles, wrapped in an error boundary, so
// that a remote that throws shows a message in its place and leaves the rest of the suite working.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { RemoteFailure } from './remote-failure';

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
  return singleSpaReact<P & RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <RemoteFailure label={label} error={error} />,
  }) as RemoteLifecycles<P>;
}
