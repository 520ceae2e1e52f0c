// The frame as a single-spa application (mounted at /dashboard by the root config).
import { createLifecycles } from '@shop/shared/mfe';
import { Frame } from './frame';

export const { bootstrap, mount, unmount } = createLifecycles(Frame, { label: 'The dashboard' });
