// The frame as a single-spa application (mounted at /dashboard by the root config). Its first render
// (guard, sidebar, header, the view's place) runs in slices (mount-in-slices.ts).
import { createLifecycles, mountingInSlices } from '@shop/shared/mfe';
import { Frame } from './frame';

export const { bootstrap, mount, unmount } = mountingInSlices(createLifecycles(Frame, { label: 'The dashboard' }));
