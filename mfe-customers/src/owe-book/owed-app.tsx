// What the shell mounts for the "Owed to you" view: single-spa lifecycles of this remote's second app.
import { createLifecycles } from '@shop/shared/mfe';
import { OweBookScreen } from './owe-book-screen';

export const { bootstrap, mount, unmount } = createLifecycles(OweBookScreen, { label: 'Owed to you' });
