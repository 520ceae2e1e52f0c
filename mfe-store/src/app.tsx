// What a host mounts through module federation (`shop_store/app`): single-spa lifecycles of the
// storefront, on the page's path.
import { createLifecycles } from '@shop/shared/mfe';
import { StorefrontApp } from './storefront-app';

export const { bootstrap, mount, unmount } = createLifecycles(StorefrontApp, { label: 'Online store' });
