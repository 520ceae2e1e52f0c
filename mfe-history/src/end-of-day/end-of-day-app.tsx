// What the shell mounts for the End of Day view: single-spa lifecycles of this remote's second app.
import { createLifecycles } from '@shop/shared/mfe';
import { EndOfDayScreen } from './end-of-day-screen';

export const { bootstrap, mount, unmount } = createLifecycles(EndOfDayScreen, { label: 'End of Day' });
