// What the shell mounts for the Staff view (Settings): single-spa lifecycles of this remote's third app.
import { createLifecycles } from '@shop/shared/mfe';
import { StaffScreen } from './staff-screen';

export const { bootstrap, mount, unmount } = createLifecycles(StaffScreen, { label: 'Staff' });
