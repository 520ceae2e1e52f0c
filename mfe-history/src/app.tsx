// What the shell mounts: single-spa lifecycles of this remote.
import { createLifecycles } from '@shop/shared/mfe';
import { HistoryScreen } from './sales-history/history-screen';

export const { bootstrap, mount, unmount } = createLifecycles(HistoryScreen, { label: 'Sales History' });
