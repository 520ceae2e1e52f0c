// What the shell mounts: single-spa lifecycles of this remote. The screen's first render (every
// card, the chart's place, Best sellers) runs in slices (mount-in-slices.ts). Beside them, the
// screen's reads, which the shell starts as soon as the session opens, before it mounts (warm.ts).
import { createLifecycles, mountingInSlices } from '@shop/shared/mfe';
import { DashboardScreen } from './dashboard-screen';

export const { bootstrap, mount, unmount } = mountingInSlices(createLifecycles(DashboardScreen, { label: 'Dashboard' }));
export { warmDashboardReads } from './warm';
