// The shop's page, `/s/<name>` (issue 43, point 2): the shop's name, description and opening
// hours (closed shown as such: isStoreOpen), its products with photo, price and Sold out, search,
// the basket kept on the phone (basket.ts), and the checkout. Placing sends only product ids,
// quantities, the checkout and the total shown (OrderRequest); a refusal is said in words
// (orderRefusalWords) and keeps the basket; a placed order shows its number, what to pay and how,
// and "Send to the shop on WhatsApp" (orderToShopLink).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clockTimeText,
  createProductIndex,
  displayOrderId,
  formatMinor,
  isStoreOpen,
  ONLINE_STORE_TEXT,
  orderPath,
  orderRefusalWords,
  orderToShopLink,
  paymentInstructions,
  validateCheckout,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type CheckoutField,
  type CheckoutForm,
  type OnlineOrder,
  type OrderRefusal,
  type PublishedProduct,
} from '@shop/shared/domain';
import { brandStyle } from './brand-style';
import { basketLines, basketTotals, basketUnits, keepBasket, orderRequestOf, readBasket, setUnits, type Basket } from './basket';
import { CheckoutFields, startingCheckout } from './checkout-form';
import { ProductCard, Stepper } from './product-card';
import type { PublishedStore, StoreApi, WatchStore } from './store-api';
import { STOREFRONT_TEXT } from './storefront-words';
import styles from './storefront.module.css';

/** Cards shown at first and added by each "Show more": a cheap phone renders a page of them, not a thousand. */
export const CARDS_PER_PAGE = 20;

/** The logo's box in the header, in CSS pixels: fixed, so the page never moves when it arrives, and small, so it is never the largest paint. */
export const LOGO_BOX_PX = 48;

export function StoreHeader({ store, now }: { store: PublishedStore; now: Date }) {
  const open = isStoreOpen(store, now);
  return (
    <header className={store.brandColour ? `${styles.header} ${styles.branded}` : styles.header}>
      <div className={styles.masthead}>
        {/* The shop's name beside it says whose logo it is: the picture itself is not read out. */}
        {store.logoUrl && <img className={styles.logo} src={store.logoUrl} alt="" width={LOGO_BOX_PX} height={LOGO_BOX_PX} decoding="async" />}
        <h1 className={styles.shopName}>{store.shopName || store.name}</h1>
      </div>
      {store.description && <p className={styles.description}>{store.description}</p>}
      <p className={open ? styles.open : styles.closed}>{open ? ONLINE_STORE_TEXT.openNow : ONLINE_STORE_TEXT.closedNow}</p>
      <details className={styles.hours}>
        <summary>{STOREFRONT_TEXT.openingHours}</summary>
        <dl>
          {WEEKDAYS.map((day) => {
            const times = store.openingHours[day];
            return (
              <div key={day} style={{ display: 'contents' }}>
                <dt>{WEEKDAY_LABELS[day]}</dt>
                <dd>{times ? `${clockTimeText(times.opensMinute)}–${clockTimeText(times.closesMinute)}` : STOREFRONT_TEXT.closedDay}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </header>
  );
}

function ProductList({ store, basket, onUnits }: { store: PublishedStore; basket: Basket; onUnits: (product: PublishedProduct, units: number) => void }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const index = useMemo(() => createProductIndex(store.products), [store.products]);
  const found = index.search(query);
  if (store.products.length === 0) return <p className={styles.notice}>{STOREFRONT_TEXT.noProducts}</p>;
  return (
    <section aria-labelledby="store-products">
      <h2 id="store-products">{STOREFRONT_TEXT.products}</h2>
      <label className={styles.label} htmlFor="store-search">
        {STOREFRONT_TEXT.search}
      </label>
      <input
        id="store-search"
        className={styles.search}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setShown(CARDS_PER_PAGE);
        }}
      />
      {found.length === 0 ? (
        <p className={styles.notice}>{STOREFRONT_TEXT.noMatch(query.trim())}</p>
      ) : (
        <ul className={styles.products}>
          {found.slice(0, shown).map((product) => (
            <ProductCard key={product.id} product={product} currency={store.currency} inBasket={basket[product.id] ?? 0} onUnits={onUnits} />
          ))}
        </ul>
      )}
      {found.length > shown && (
        <p>
          <button type="button" className={styles.button} onClick={() => setShown(shown + CARDS_PER_PAGE)}>
            {STOREFRONT_TEXT.showMore(Math.min(CARDS_PER_PAGE, found.length - shown))}
          </button>
        </p>
      )}
    </section>
  );
}

/** The page's address of an order, whole, for the shop to open from the WhatsApp message (on `origin`, this page's unless given). */
function orderPageUrl(name: string, orderId: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(orderPath(name, orderId), origin).href;
}

export function OrderPlaced({ store, order, pageOrigin }: { store: PublishedStore; order: OnlineOrder; pageOrigin?: string }) {
  const number = displayOrderId(order.id);
  return (
    <section className={styles.placed} aria-labelledby="order-placed" role="status">
      <h2 id="order-placed">{STOREFRONT_TEXT.placed(number)}</h2>
      <p>{paymentInstructions(order.paymentOption, store.payments, order.totalMinor, order.currency)}</p>
      <a className={styles.whatsApp} href={orderToShopLink(order, store, store.shopName || store.name, orderPageUrl(store.name, order.id, pageOrigin))} target="_blank" rel="noopener noreferrer">
        {ONLINE_STORE_TEXT.sendToShop}
      </a>
      <a href={pageOrigin ? orderPageUrl(store.name, order.id, pageOrigin) : orderPath(store.name, order.id)}>{STOREFRONT_TEXT.followOrder}</a>
    </section>
  );
}

type Placing = { state: 'idle' } | { state: 'placing' } | { state: 'refused'; words: string } | { state: 'failed' };

export interface StoreFrontProps {
  store: PublishedStore;
  api: Pick<StoreApi, 'placeOnlineOrder'>;
  /** The clock the open/closed line reads (stories fix it). */
  now?: Date;
  /** Where the basket is kept (localStorage unless given). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** An order already placed, to show (stories). */
  placedOrder?: OnlineOrder | null;
  /** Where the store's pages are served, when not this page's origin (the catalogue embed on a partner's page). */
  pageOrigin?: string;
}

export function StoreFront({ store, api, now = new Date(), storage = globalThis.localStorage, placedOrder = null, pageOrigin }: StoreFrontProps) {
  const [basket, setBasket] = useState<Basket>(() => readBasket(store.name, storage));
  const [checkout, setCheckout] = useState<CheckoutForm>(() => startingCheckout(store));
  const [checkingOut, setCheckingOut] = useState(false);
  const [tried, setTried] = useState(false);
  const [placing, setPlacing] = useState<Placing>({ state: 'idle' });
  const [placed, setPlaced] = useState<OnlineOrder | null>(placedOrder);

  // The basket is kept on the phone as it changes (not on the first render: that is what was read).
  const read = useRef(basket);
  useEffect(() => {
    if (basket !== read.current) keepBasket(store.name, basket, storage);
  }, [basket, store.name, storage]);
  // One function for every card, so that a card whose product and units did not change is not drawn again (ProductCard is memo).
  const onUnits = useCallback((product: PublishedProduct, units: number) => setBasket((now) => setUnits(now, product, units)), []);

  const lines = basketLines(basket, store.products);
  const checked = validateCheckout(checkout, store);
  const deliveryFeeMinor = checkout.method === 'delivery' ? (store.deliveryAreas.find((area) => area.id === checkout.areaId)?.feeMinor ?? 0) : 0;
  const totals = basketTotals(lines, deliveryFeeMinor);
  const errors: Partial<Record<CheckoutField, string>> = tried && !checked.ok ? checked.errors : {};
  const money = (minor: number) => formatMinor(minor, store.currency);

  async function placeOrder() {
    setTried(true);
    if (!checked.ok || lines.length === 0) return;
    setPlacing({ state: 'placing' });
    try {
      const result = await api.placeOnlineOrder(store.name, orderRequestOf(lines, checkout, totals.totalMinor));
      if (result.placed) {
        setBasket({});
        setPlaced(result.order);
        setCheckingOut(false);
        setPlacing({ state: 'idle' });
      } else {
        setPlacing({ state: 'refused', words: refusalWords(result.refusal) });
      }
    } catch {
      setPlacing({ state: 'failed' });
    }
  }

  return (
    <div className={styles.page} style={brandStyle(store)}>
      <StoreHeader store={store} now={now} />
      {placed && <OrderPlaced store={store} order={placed} pageOrigin={pageOrigin} />}
      <ProductList store={store} basket={basket} onUnits={onUnits} />
      <section className={styles.basket} aria-labelledby="store-basket">
        <h2 id="store-basket">{STOREFRONT_TEXT.basketButton(basketUnits(basket))}</h2>
        {lines.length === 0 ? (
          <p>{STOREFRONT_TEXT.basketEmpty}</p>
        ) : (
          <>
            <ul className={styles.lines} aria-label={STOREFRONT_TEXT.basket}>
              {lines.map(({ product, quantity }) => (
                <li key={product.id}>
                  <span>
                    {product.name} — {money(product.priceMinor * quantity)}
                  </span>
                  <Stepper product={product} units={quantity} onUnits={onUnits} />
                </li>
              ))}
            </ul>
            <dl className={styles.totals}>
              <dt>{STOREFRONT_TEXT.subtotal}</dt>
              <dd>{money(totals.subtotalMinor)}</dd>
              {checkout.method === 'delivery' && (
                <>
                  <dt>{STOREFRONT_TEXT.deliveryFee}</dt>
                  <dd>{money(totals.deliveryFeeMinor)}</dd>
                </>
              )}
              <dt className={styles.grandTotal}>{STOREFRONT_TEXT.total}</dt>
              <dd className={styles.grandTotal}>{money(totals.totalMinor)}</dd>
            </dl>
            {!checkingOut ? (
              <button type="button" className={styles.primary} onClick={() => setCheckingOut(true)}>
                {STOREFRONT_TEXT.checkout}
              </button>
            ) : (
              <form
                aria-label={STOREFRONT_TEXT.yourDetails}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void placeOrder();
                }}
              >
                <h3>{STOREFRONT_TEXT.yourDetails}</h3>
                <CheckoutFields store={store} form={checkout} onChange={setCheckout} errors={errors} />
                {placing.state === 'refused' && (
                  <p className={styles.refusal} role="alert">
                    {placing.words}
                  </p>
                )}
                {placing.state === 'failed' && (
                  <p className={styles.refusal} role="alert">
                    {STOREFRONT_TEXT.placeFailed}
                  </p>
                )}
                <p>
                  <button type="submit" className={styles.primary} disabled={placing.state === 'placing'} aria-busy={placing.state === 'placing'}>
                    {placing.state === 'placing' ? STOREFRONT_TEXT.placing : STOREFRONT_TEXT.placeOrder(money(totals.totalMinor))}
                  </button>
                </p>
              </form>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** A refusal in the customer's words; refused details name the first field's message too. */
function refusalWords(refusal: OrderRefusal): string {
  const words = orderRefusalWords(refusal);
  if (refusal.code !== 'details') return words;
  const first = Object.values(refusal.errors).find(Boolean);
  return first ? `${words} ${first}` : words;
}

/**
 * `/s/<name>`: reads the published store, then shows it; loading, not found and a failed read said
 * in words. With `watchStore` (store-api.ts, createStorefront) the first view is the light reader's,
 * followed by the backend's read where that may differ; else the backend's read.
 */
export function StorePage({ name, api, watchStore, pageOrigin }: { name: string; api: StoreApi; watchStore?: WatchStore; pageOrigin?: string }) {
  const [state, setState] = useState<{ state: 'loading' } | { state: 'found'; store: PublishedStore } | { state: 'missing' } | { state: 'failed' }>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ state: 'loading' });
    const show = (store: PublishedStore | null) => live && setState(store ? { state: 'found', store } : { state: 'missing' });
    const fail = () => live && setState({ state: 'failed' });
    const stop = watchStore ? watchStore(name, show, fail) : (api.readPublishedStore(name).then(show, fail), undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [api, watchStore, name, attempt]);
  if (state.state === 'found') return <StoreFront store={state.store} api={api} pageOrigin={pageOrigin} />;
  return (
    <div className={styles.page}>
      {state.state === 'loading' && <p role="status">{STOREFRONT_TEXT.loading}</p>}
      {state.state === 'missing' && <p role="alert">{STOREFRONT_TEXT.notFound}</p>}
      {state.state === 'failed' && (
        <>
          <p role="alert">{STOREFRONT_TEXT.loadFailed}</p>
          <button type="button" className={styles.button} onClick={() => setAttempt(attempt + 1)}>
            {STOREFRONT_TEXT.tryAgain}
          </button>
        </>
      )}
    </div>
  );
}
