// The storefront: the store's page or an order's, by the path (storefront-path.ts).
import { useMemo } from 'react';
import { OrderPage } from './order-page';
import { createStorefront, type StoreApi, type WatchStore } from './store-api';
import { StorePage } from './store-page';
import { storefrontRoute } from './storefront-path';
import { STOREFRONT_TEXT } from './storefront-words';
import styles from './storefront.module.css';

export interface StorefrontAppProps {
  /** The page's path (location.pathname unless given). */
  path?: string;
  /** The backend (the light reader first, then loaded on first use, unless given: store-api.ts). */
  api?: StoreApi;
}

export function StorefrontApp({ path = globalThis.location?.pathname ?? '/', api }: StorefrontAppProps) {
  // The first view from the light reader, the backend on the first interaction (createStorefront).
  const route = storefrontRoute(path);
  const store = route.page === 'store' ? route.name : null;
  const { api: backend, watchStore } = useMemo<{ api: StoreApi; watchStore?: WatchStore }>(() => {
    if (api) return { api };
    const storefront = createStorefront();
    // The store's read starts now, not after the first draw (effects run after paint).
    if (store !== null) storefront.readFirst(store);
    return storefront;
  }, [api, store]);
  if (route.page === 'store') return <StorePage name={route.name} api={backend} watchStore={watchStore} />;
  if (route.page === 'order') return <OrderPage name={route.name} orderId={route.orderId} api={backend} />;
  return (
    <div className={styles.page}>
      <p role="alert">{STOREFRONT_TEXT.notFound}</p>
    </div>
  );
}
