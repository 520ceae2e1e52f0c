// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { InventoryScreen } from './inventory-screen';

export const { bootstrap, mount, unmount } = createLifecycles(InventoryScreen, { label: 'All Products' });
