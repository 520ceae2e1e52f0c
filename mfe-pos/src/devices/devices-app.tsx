// What the shell mounts for the Devices view (Settings): single-spa lifecycles of this remote's Devices app.
import { createLifecycles } from '@shop/shared/mfe';
import { DevicesScreen } from './devices-screen';

export const { bootstrap, mount, unmount } = createLifecycles(DevicesScreen, { label: 'Devices' });
