// This remote's own page: mounts it alone, for work and review outside the shell.
import { mountStandalone } from '@shop/shared/mfe';
import * as lifecycles from './app';

const root = document.getElementById('root');
if (root) void mountStandalone(lifecycles, 'shop_pos', root);
