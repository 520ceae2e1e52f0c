// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { LandingPage } from './landing-page';

export const { bootstrap, mount, unmount } = createLifecycles(LandingPage, { label: 'Landing' });
