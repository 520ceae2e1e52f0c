// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { DashboardScreen } from './dashboard-screen';

export const { bootstrap, mount, unmount } = createLifecycles(DashboardScreen, { label: 'Dashboard' });
