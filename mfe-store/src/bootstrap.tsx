// This remote's own page (/mfe-store/): mounts the storefront alone. Customers use `/s/<name>`,
// the plain bundle (page.tsx).
import { mountStandalone } from '@shop/shared/mfe';
import * as lifecycles from './app';

const root = document.getElementById('root');
if (root) void mountStandalone(lifecycles, 'shop_store', root);
