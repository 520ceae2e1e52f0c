// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { CustomersScreen } from './customers-screen';

export const { bootstrap, mount, unmount } = createLifecycles(CustomersScreen, { label: 'All Customers' });
