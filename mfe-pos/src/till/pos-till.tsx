// The New Sale (POS) screen's two panels, Products and Current Sale, with the receipt that ends a
// sale. On a narrow screen the panels stack and a bar at the bottom keeps the sale one tap away.
// What the operator may do only with a manager's PIN (staff.ts) opens the Manager's PIN dialog
// before the sale is recorded (sale-approval.ts, use-manager-approval.tsx).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { cartItemCount, cashierDiscountLimitOf, creditDaysOf, formatMinor, sellableProductIds } from '@shop/shared/domain';
import type { CartProduct, CartRefusal, Product, ProductPack } from '@shop/shared/domain';
import type { LiveState } from '@shop/shared/session';
import { useBusiness, useProducts, useReservedStock, useSaleCustomer, useSyncState, useTillOperator } from '@shop/shared/session';
import { DEVICE_TIME_ZONE, usePlanStandingOf, ViewOnlyNote, WaitingToSync } from '@shop/shared/ui';
import { CurrentSalePanel } from './current-sale-panel';
import { ProductsPanel } from './products-panel';
import { addScannedProductFor } from './add-scanned-product';
import { heldRefusalWords, NOTHING_HELD, sellableProduct, sellableProducts } from './held-stock';
import type { ApprovalQuestionAsked } from './manager-approval-host';
import { saleApprovalsNeeded } from './sale-approval';
import { useTill } from './use-till';
import type { TillApproval, TillOptions } from './use-till';
import styles from './pos-till.module.css';

// The receipt's code is not part of what the till paints: it is fetched once the till is idle
// (useFetchWhenIdle), so the first sale's receipt does not wait for it, or else with that sale.
const loadReceiptModal = () => import('./receipt-modal');
const ReceiptModal = lazy(() => loadReceiptModal().then((module) => ({ default: module.ReceiptModal })));
// The Manager's PIN question loads when a sale first needs one: never in a shop without staff.
const ManagerApprovalHost = lazy(() => import('./manager-approval-host'));

type PendingQuestion = ApprovalQuestionAsked & { answer: (approved: boolean) => void };

/** Asks a manager's PIN through the lazily loaded host: `ask` resolves with the answer, `host` is rendered once. */
function useLazyApproval(): { ask: (question: ApprovalQuestionAsked) => Promise<boolean>; host: ReactNode } {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const ask = useCallback(
    (question: ApprovalQuestionAsked) =>
      new Promise<boolean>((answer) =>
        setPending((before) => {
          // One question at a time: one still open is given up.
          before?.answer(false);
          return { ...question, answer };
        }),
      ),
    [],
  );
  const host = pending ? (
    <Suspense fallback={null}>
      <ManagerApprovalHost
        question={pending}
        onAnswer={(approved) => {
          setPending(null);
          pending.answer(approved);
        }}
      />
    </Suspense>
  ) : null;
  return { ask, host };
}

/** `options`: what a host tunes (the partner widget: the empty cart's currency, a sale listener). */
export function PosTill(options: TillOptions = {}) {
  const products = useProducts();
  const business = useBusiness();
  // Pay later's default due date follows the shop's days to pay, set on "Owed to you".
  const creditDays = business.status === 'ready' ? creditDaysOf(business.business) : undefined;
  // A cashier's discount above the shop's limit asks a manager's PIN (Till settings on Staff; the
  // default, DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, until the profile is read or the shop sets one).
  const discountLimit = cashierDiscountLimitOf(business.status === 'ready' ? business.business : null);
  const operator = useTillOperator();
  const { ask, host: approvalHost } = useLazyApproval();
  const approval = useMemo<TillApproval>(
    () => ({
      needed: (sale) => saleApprovalsNeeded(operator, sale, discountLimit),
      ask: (actions, sale) => ask({ actions, sale, limitHundredths: discountLimit }),
    }),
    [operator, ask, discountLimit],
  );
  // Units held for confirmed online orders are not sold at the counter (held-stock.ts); a backend
  // that cannot tell (an error) counts nothing held, and the till sells its stock as before.
  const reserved = useReservedStock().data ?? NOTHING_HELD;
  // The shop's plan (docs/product-rules.md, 'Plans'): view-only sells nothing, and on Basic the till
  // shows only the products sellable on Basic; the others are kept, hidden here until an upgrade.
  const profile = business.status === 'ready' ? business.business : null;
  const standing = usePlanStandingOf(profile);
  const onPlan = useMemo(() => {
    if (!products.data || !profile) return products.data;
    const ids = sellableProductIds(profile, products.data);
    return products.data.filter((product) => ids.has(product.id));
  }, [products.data, profile]);
  const sellable = useMemo(() => (onPlan ? sellableProducts(onPlan, reserved) : undefined), [onPlan, reserved]);
  const shownProducts = useMemo<LiveState<Product[]>>(() => (products.status === 'ready' && onPlan ? { ...products, data: onPlan } : products), [products, onPlan]);
  const refusalWords = useCallback((productId: string, refused: CartRefusal) => heldRefusalWords(reserved.get(productId) ?? 0, refused), [reserved]);
  // Selling on credit is Pro's (the plan's CRM): a Basic shop's till does not offer Pay later.
  const payLater = (options.payLater ?? true) && (standing?.allows.crm ?? true);
  const till = useTill(sellable, { ...options, payLater, creditDays, approval, refusalWords });
  // The list and a scanned name hand over the product as stored; the till adds it as it may sell it.
  const add = (product: CartProduct, origin?: Parameters<typeof till.add>[1], pack?: ProductPack | null) =>
    till.add(sellableProduct(product, reserved), origin, pack);
  // The sale's customer with their phone, for sending the receipt; read with the till so it is there when the sale ends.
  const recipient = useSaleCustomer(till.checkout.status === 'done' ? till.checkout.sale : null);
  const { waitingSales, waitingRefunds } = useSyncState();
  const saleHeading = useRef<HTMLHeadingElement>(null);
  const salePanel = useRef<HTMLElement>(null);
  const saleInView = useInView(salePanel);
  const items = cartItemCount(till.cart);
  useFetchWhenIdle(loadReceiptModal);

  const showSale = () => {
    const heading = saleHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  };

  if (standing?.state === 'view-only') {
    return (
      <div className={styles.till}>
        <WaitingToSync sales={waitingSales.length} refunds={waitingRefunds.length} className={styles.sync} />
        <ViewOnlyNote standing={standing} timeZone={DEVICE_TIME_ZONE} />
      </div>
    );
  }

  return (
    <div className={styles.till}>
      <WaitingToSync sales={waitingSales.length} refunds={waitingRefunds.length} className={styles.sync} />
      <div className={styles.panels}>
        <ProductsPanel products={shownProducts} reserved={reserved} cart={till.cart} locked={till.locked} notice={till.notice} onAdd={add} onAddUnknown={addScannedProductFor(operator)} />
        <CurrentSalePanel till={till} headingRef={saleHeading} sectionRef={salePanel} reserved={reserved} />
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
            logoUrl={business.status === 'ready' ? business.business.logoUrl : null}
            onNewSale={till.startNewSale}
            recipient={recipient}
          />
        </Suspense>
      ) : null}
      {approvalHost}
    </div>
  );
}


/** How long a busy page may put off fetching what the till needs next. */
const IDLE_FETCH_TIMEOUT_MS = 3000;

/**
 * Calls `load` once, after the till has painted and the browser is idle (at the latest
 * IDLE_FETCH_TIMEOUT_MS later); where there is no requestIdleCallback, shortly after the paint.
 * A failed fetch is dropped: the code is fetched again when it is needed.
 */
function useFetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const fetchIt = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fetchIt, { timeout: IDLE_FETCH_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(fetchIt, 200);
    return () => window.clearTimeout(handle);
  }, [load]);
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
