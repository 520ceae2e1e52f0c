// Settings › Online store (issue #43; docs/product-rules.md, 'Online store'): the owner sets up the
// shop's page at /s/<name> and publishes it. Whether it is on, the published link (copy, Share on
// WhatsApp, a QR code for the counter: store-link-panel.tsx) and the form (online-store-form.tsx).
// Only for whoever may 'edit-business' (the owner: the domain's staff permission table, which the
// port names for the store's settings); anyone else sees the refusal and nothing is read. The
// shop's logo and colour, from its profile, are set beside them (shop-brand-panel.tsx).
import { lazy, Suspense } from 'react';
import { onlineStoreForm } from '@shop/shared/domain';
import type { OnlineStore } from '@shop/shared/domain';
import { useAuth, useBusiness, useLive, useProducts, useShop } from '@shop/shared/session';
import { ErrorBanner, SignedOutNotice, Spinner, ThemeRoot, DEVICE_TIME_ZONE } from '@shop/shared/ui';
import { newStoreForm } from './new-store-form';
import { OnlineStoreSettingsForm } from './online-store-form';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import { StoreLinkPanel } from './store-link-panel';
import { OwnerOnly } from '../owner-only';
import frame from '../owner-screen.module.css';
import styles from './online-store-screen.module.css';

// Logo and colour loads with the screen's first view, in a chunk of its own that the installed
// version does not keep (tooling/pwa/offline-left-out.mjs): choosing a logo is done online.
const ShopBrandPanel = lazy(async () => ({ default: (await import(/* webpackChunkName: "online-only-shop-brand" */ './shop-brand-panel')).ShopBrandPanel }));

export interface OnlineStoreScreenProps {
  /** Where the suite is served, for the store's full link; the page's own origin by default. */
  origin?: string;
  /** The time zone a new store's hours are read in; the device's by default. */
  timeZone?: string;
}

/** The remote's root for the Online store view. */
export function OnlineStoreScreen(props: OnlineStoreScreenProps) {
  return (
    <ThemeRoot className={frame.root}>
      <OnlineStoreSettings {...props} />
    </ThemeRoot>
  );
}

function Title() {
  return (
    <h1 id="online-store-title" className={frame.title}>
      {T.title}
    </h1>
  );
}

/** The owner's Online store settings, or the refusal for anyone else. */
export function OnlineStoreSettings(props: OnlineStoreScreenProps) {
  return (
    <OwnerOnly action="edit-business" titleId="online-store-title" title={T.title} refusal={T.notAllowed} refusalClassName={styles.error}>
      <OnlineStoreManager {...props} />
    </OwnerOnly>
  );
}

function OnlineStoreManager({ origin = globalThis.location?.origin ?? '', timeZone = DEVICE_TIME_ZONE }: OnlineStoreScreenProps) {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const live = useLive<OnlineStore | null>(uid && `online-store:${uid}`, (next, fail) => backend.subscribeOnlineStore(uid as string, next, fail));
  const business = useBusiness();
  const products = useProducts();

  const profile = business.status === 'ready' ? business.business : null;
  const loaded = live.status === 'ready' && products.status === 'ready' && business.status !== 'loading';
  const stored = live.status === 'ready' ? live.data : null;
  const status = stored === null ? T.statusNotSetUp : stored.enabled ? T.statusOn : T.statusOff;

  let body;
  if (!ready || (uid && !loaded && live.status !== 'error' && products.status !== 'error')) body = <Spinner label="Loading your online store…" showLabel centered />;
  else if (!uid || live.status === 'idle') body = <SignedOutNotice description="Log in to set up your online store." />;
  else if (live.status === 'error') body = <ErrorBanner onRetry={live.retry}>{T.loadFailed}</ErrorBanner>;
  else if (products.status === 'error') body = <ErrorBanner onRetry={products.retry}>{T.loadFailed}</ErrorBanner>;
  else {
    const catalogue = products.status === 'ready' ? products.data : [];
    body = (
      <>
        {stored === null ? <p className={styles.notice}>{T.notSetUp}</p> : null}
        {stored?.enabled ? <StoreLinkPanel name={stored.name} origin={origin} /> : null}
        <Suspense fallback={null}>
          <ShopBrandPanel business={profile} published={stored?.enabled === true} />
        </Suspense>
        <OnlineStoreSettingsForm
          initial={stored ? onlineStoreForm(stored) : newStoreForm(profile, catalogue, timeZone)}
          business={profile}
          products={catalogue}
        />
      </>
    );
  }

  return (
    <section className={frame.screen} aria-labelledby="online-store-title">
      <header className={frame.header}>
        <div>
          <Title />
          <p className={frame.subtitle}>{T.subtitle}</p>
        </div>
        {uid && loaded ? (
          <p className={stored?.enabled ? styles.badgeOn : styles.badgeOff} aria-label={`${T.title}: ${status}`}>
            {status}
          </p>
        ) : null}
      </header>
      {body}
    </section>
  );
}
