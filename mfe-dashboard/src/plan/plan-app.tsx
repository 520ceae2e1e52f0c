// What the shell mounts for Settings › Plan: single-spa lifecycles of this remote's Plan app.
import { createLifecycles } from '@shop/shared/mfe';
import { PlanScreen } from './plan-screen';

export const { bootstrap, mount, unmount } = createLifecycles(PlanScreen, { label: 'Plan' });
