// What the shell mounts for the Online orders view (Sales): single-spa lifecycles of this remote's third app.
import { createLifecycles } from '@shop/shared/mfe';
import { OnlineOrdersScreen } from './online-orders-screen';

export const { bootstrap, mount, unmount } = createLifecycles(OnlineOrdersScreen, { label: 'Online orders' });
