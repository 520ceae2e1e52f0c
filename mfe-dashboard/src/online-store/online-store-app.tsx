// What the shell mounts for the Online store view (Settings): single-spa lifecycles of this remote's fourth app.
import { createLifecycles } from '@shop/shared/mfe';
import { OnlineStoreScreen } from './online-store-screen';

export const { bootstrap, mount, unmount } = createLifecycles(OnlineStoreScreen, { label: 'Online store' });
