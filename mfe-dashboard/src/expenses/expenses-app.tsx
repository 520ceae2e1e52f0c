// What the shell mounts for the Expenses view: single-spa lifecycles of this remote's second app.
import { createLifecycles } from '@shop/shared/mfe';
import { ExpensesScreen } from './expenses-screen';

export const { bootstrap, mount, unmount } = createLifecycles(ExpensesScreen, { label: 'Expenses' });
