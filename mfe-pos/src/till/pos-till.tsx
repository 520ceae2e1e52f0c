// The New Sale (POS) screen's two panels, Products and Current Sale, with the receipt that ends a
// sale. On a narrow screen the panels stack and a bar at the bottom keeps the sale one tap away.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { cartItemCount, formatMinor } from '@shop/shared/domain';
import { useBusiness, useProducts, useSaleCustomer, useSyncState } from '@shop/shared/session';
import { WaitingToSync } from '@shop/shared/ui';
import { CurrentSalePanel } from './current-sale-panel';
import { ProductsPanel } from './products-panel';
import { useTill } from './use-till';
import type { TillOptions } from './use-till';
import styles from './pos-till.module.css';

// The receipt's code loads when the first sale is recorded, not before the till can sell.
const ReceiptModal = lazy(() => import('./receipt-modal').then((module) => ({ default: module.ReceiptModal })));

/** `options`: what a host tunes (the partner widget: the empty cart's currency, a sale listener). */
export function PosTill(options: TillOptions = {}) {
  const products = useProducts();
  const business = useBusiness();
  const till = useTill(products.data, options);
  // The sale's customer with their phone, for sending the receipt; read with the till so it is there when the sale ends.
  const recipient = useSaleCustomer(till.checkout.status === 'done' ? till.checkout.sale : null);
  const { waitingSales } = useSyncState();
  const saleHeading = useRef<HTMLHeadingElement>(null);
  const salePanel = useRef<HTMLElement>(null);
  const saleInView = useInView(salePanel);
  const items = cartItemCount(till.cart);

  const showSale = () => {
    const heading = saleHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className={styles.till}>
      <WaitingToSync count={waitingSales.length} className={styles.sync} />
      <div className={styles.panels}>
        <ProductsPanel products={products} cart={till.cart} locked={till.locked} notice={till.notice} onAdd={till.add} />
        <CurrentSalePanel till={till} headingRef={saleHeading} sectionRef={salePanel} />
      </div>
      {items > 0 && !saleInView ? (
        <div className={styles.saleBar}>
          <button type="button" className={styles.saleBarButton} onClick={showSale}>
            <span>View sale ({items === 1 ? '1 item' : `${items} items`})</span>
            <span aria-hidden="true">·</span>
            <span className={styles.saleBarTotal}>{formatMinor(till.totals.totalMinor, till.currency)}</span>
          </button>
        </div>
      ) : null}
      {till.checkout.status === 'done' ? (
        <Suspense fallback={null}>
          <ReceiptModal
            sale={till.checkout.sale}
            alreadyRecorded={till.checkout.alreadyRecorded}
            businessName={business.status === 'ready' ? business.business.businessName : null}
            onNewSale={till.startNewSale}
            recipient={recipient}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Whether any part of the element is on screen (always false where it cannot be observed). */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // In view only once a good part of it shows, not a sliver at the bottom edge.
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px -120px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
