// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { PosScreen } from './pos-screen';

export const { bootstrap, mount, unmount } = createLifecycles(PosScreen, { label: 'New Sale (POS)' });
