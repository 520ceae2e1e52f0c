// What the shell mounts for Inventory › Import: single-spa lifecycles of this remote's second app.
import { createLifecycles } from '@shop/shared/mfe';
import { ImportScreen } from './import-screen';

export const { bootstrap, mount, unmount } = createLifecycles(ImportScreen, { label: 'Import products' });
