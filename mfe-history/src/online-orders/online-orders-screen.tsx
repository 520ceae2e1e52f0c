// Sales › Online orders (issue #43 point 3; docs/product-rules.md, 'Online store'): the shop's
// inbox of the orders its online store takes, live (OnlineStoreApi.subscribeOnlineOrders), newest
// placed first, filtered new / in progress / done / cancelled. Each order is an OrderCard; its
// actions go through takeOrderAction, and a refusal is said in the domain's words
// (orderActionRefusalWords). Mark paid asks the method and the amount and shows the one sale the
// order became; Cancel order asks the reason, then offers the customer's WhatsApp message
// (cancellationToCustomerLink). A cashier's cancel asks a manager's PIN first (ORDER_PERMISSIONS).
// A new order arriving is announced to screen readers and, when turned on, beeps (shared/src/ui/new-order-sound.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { cancellationToCustomerLink, ORDER_STATUS_SHOP_LABELS, orderActionRefusalWords, tillRefusalWords } from '@shop/shared/domain';
import type { OnlineOrder, OrderAction, PaymentMethod } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useAuth, useBusiness, useShop, useTillOperator } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { beep, Checkbox, EmptyState, ErrorBanner, readSoundOn, SegmentedControl, SignedOutNotice, Spinner, VisuallyHidden, writeSoundOn } from '@shop/shared/ui';
import { isNeedsManagerPin, useManagerApproval } from '../refunds/use-manager-approval';
import { offeredActions, orderAccess } from './order-actions';
import { OrderCard } from './order-card';
import { CancelOrderForm, MarkPaidForm } from './order-forms';
import { ONLINE_ORDERS_TEXT as T, ONLINE_ORDERS_TITLE, ORDER_FILTER_LABELS, ORDER_FILTER_STATUSES, ORDER_FILTERS } from './online-orders-words';
import type { OrderFilter } from './online-orders-words';
import { useOnlineOrders, useOrderFacts } from './use-online-orders';
import styles from './online-orders.module.css';

export interface OnlineOrdersScreenProps {
  /** A fixed clock (stories, tests); by default the device's, moving. */
  now?: Date;
  /** The time zone times are shown in; by default the device's. */
  timeZone?: string;
  /** What plays when a new order arrives and the sound is on; by default the beep. */
  playSound?: () => void;
  /** The orders shown first; by default the new ones. */
  initialFilter?: OrderFilter;
}

/** What the screen sends (port.ts OrderActionRequest). */
type OrderActionRequest = Parameters<Backend['takeOrderAction']>[2];

type OpenForm = { kind: 'mark-paid' | 'cancel'; orderId: string } | null;

interface OrderState {
  busy: OrderAction | null;
  message: string | null;
  notice: string | null;
}

const IDLE: OrderState = { busy: null, message: null, notice: null };

/** The ids of the orders waiting to be confirmed. */
const newIds = (orders: readonly OnlineOrder[]) => new Set(orders.filter((order) => order.status === 'received').map((order) => order.id));

export function OnlineOrdersScreen({ now: fixedNow, timeZone, playSound = beep, initialFilter = 'new' }: OnlineOrdersScreenProps) {
  const { ready, user } = useAuth();
  const { uid, backend } = useShop();
  const live = useOnlineOrders();
  const orders = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  const facts = useOrderFacts(orders, fixedNow);
  const operator = useTillOperator();
  const business = useBusiness();
  const shopName = business.status === 'ready' ? business.business.businessName : '';
  const manager = useManagerApproval();

  const [filter, setFilter] = useState<OrderFilter>(initialFilter);
  const [soundOn, setSoundOn] = useState(() => readSoundOn());
  const [states, setStates] = useState<Record<string, OrderState>>({});
  const [form, setForm] = useState<OpenForm>(null);
  const [arrival, setArrival] = useState<string | null>(null);
  // The last action that went through, said above the list: the order may have left the filter shown.
  const [lastDone, setLastDone] = useState<{ orderId: string; action: OrderAction; saleId: string | null } | null>(null);

  // A new order: one waiting to be confirmed that was not in the list before (the first list is no arrival).
  const seen = useRef<Set<string> | null>(null);
  const sound = useRef({ soundOn, playSound });
  sound.current = { soundOn, playSound };
  useEffect(() => {
    if (live.status !== 'ready') return;
    const ids = newIds(live.data);
    const before = seen.current;
    seen.current = new Set([...(before ?? []), ...ids]);
    if (!before) return;
    const arrived = live.data.filter((order) => ids.has(order.id) && !before.has(order.id));
    if (arrived.length === 0) return;
    setArrival(arrived.map((order) => T.arrived(order.id)).join(' '));
    if (sound.current.soundOn) sound.current.playSound();
  }, [live]);

  const patch = (orderId: string, next: Partial<OrderState>) => setStates((all) => ({ ...all, [orderId]: { ...(all[orderId] ?? IDLE), ...next } }));

  /** Sends one action; `approved`: a manager's PIN was just typed for it. */
  const take = async (order: OnlineOrder, request: OrderActionRequest, approved = false): Promise<void> => {
    if (!uid) return;
    if (!approved && orderAccess(operator, request.action) === 'manager-pin') {
      if (!(await manager.ask(['refund'], T.managerDetail(order.id)))) {
        patch(order.id, { message: tillRefusalWords('needs-manager-pin') });
        return;
      }
      return take(order, request, true);
    }
    patch(order.id, { busy: request.action, message: null, notice: null });
    try {
      const result = await backend.takeOrderAction(uid, order.id, request);
      if (result.done) {
        const notice = request.action === 'confirm' ? T.confirmed : result.saleId ? T.becameSale(result.saleId) : null;
        patch(order.id, { busy: null, message: null, notice });
        setLastDone({ orderId: order.id, action: request.action, saleId: result.saleId });
        setForm(null);
      } else {
        patch(order.id, { busy: null, message: orderActionRefusalWords(result.refusal) });
      }
    } catch (error) {
      console.error('The order action failed', error);
      patch(order.id, { busy: null });
      if (isNeedsManagerPin(error)) {
        patch(order.id, { message: tillRefusalWords('needs-manager-pin') });
        if (await manager.ask(['refund'], T.managerDetail(order.id))) await take(order, request, true);
        return;
      }
      patch(order.id, { message: isBackendError(error, 'permission-denied') ? messageWithoutPrefix(error) : T.actionFailed });
    }
  };

  const onAction = (order: OnlineOrder, action: OrderAction) => {
    if (action === 'mark-paid' || action === 'cancel') {
      patch(order.id, { message: null, notice: null });
      setForm({ kind: action, orderId: order.id });
      return;
    }
    void take(order, { action });
  };

  const shown = orders.filter((order) => ORDER_FILTER_STATUSES[filter].includes(order.status));
  const counts = Object.fromEntries(ORDER_FILTERS.map((each) => [each, orders.filter((order) => ORDER_FILTER_STATUSES[each].includes(order.status)).length])) as Record<OrderFilter, number>;
  const doneOrder = lastDone ? orders.find((order) => order.id === lastDone.orderId) : undefined;
  const formOrder = form ? orders.find((order) => order.id === form.orderId) : undefined;
  const formState = formOrder ? (states[formOrder.id] ?? IDLE) : IDLE;

  const body = () => {
    if (!ready || live.status === 'loading') return <Spinner label={T.loading} showLabel centered />;
    if (!user || live.status === 'idle') return <SignedOutNotice description={T.signedOut} />;
    if (live.status === 'error') return <ErrorBanner onRetry={live.retry}>{T.failed}</ErrorBanner>;
    if (shown.length === 0) return <EmptyState headingLevel={2} title={T.emptyTitle(ORDER_FILTER_LABELS[filter])} description={T.emptyDescription} />;
    return (
      <ul className={styles.list} aria-label={T.listLabel(ORDER_FILTER_LABELS[filter])}>
        {shown.map((order) => {
          const state = states[order.id] ?? IDLE;
          return (
            <li key={order.id}>
              <OrderCard
                order={order}
                facts={facts}
                shortfalls={facts.shortfalls.get(order.id)}
                actions={offeredActions(order, operator, facts)}
                busy={state.busy}
                message={form?.orderId === order.id ? null : state.message}
                notice={state.notice}
                shopName={shopName}
                timeZone={timeZone}
                onAction={onAction}
              />
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{ONLINE_ORDERS_TITLE}</h1>
          <p className={styles.description}>{T.description}</p>
        </div>
        <div className={styles.sound}>
          <Checkbox
            asSwitch
            label={T.soundLabel}
            hint={T.soundHint}
            checked={soundOn}
            onCheckedChange={(on) => {
              setSoundOn(on);
              writeSoundOn(on);
            }}
          />
        </div>
      </header>
      <SegmentedControl
        label={T.filterLabel}
        value={filter}
        onChange={setFilter}
        size="sm"
        className={styles.filters}
        options={ORDER_FILTERS.map((each) => ({ value: each, label: `${ORDER_FILTER_LABELS[each]} (${counts[each]})` }))}
      />
      <VisuallyHidden>
        <p role="status">{arrival}</p>
      </VisuallyHidden>
      {lastDone && doneOrder ? (
        <div role="status" className={styles.done}>
          <span>{T.done(doneOrder.id, ORDER_STATUS_SHOP_LABELS[doneOrder.status], lastDone.saleId)}</span>
          {lastDone.action === 'cancel' && doneOrder.status === 'cancelled' ? (
            <a className={styles.link} href={cancellationToCustomerLink(doneOrder, shopName)} target="_blank" rel="noreferrer">
              {T.tellCustomer}
            </a>
          ) : null}
        </div>
      ) : null}
      {body()}
      {form?.kind === 'mark-paid' && formOrder ? (
        <MarkPaidForm
          order={formOrder}
          saving={formState.busy !== null}
          error={formState.message}
          onClose={() => setForm(null)}
          onSubmit={(method: PaymentMethod, amountMinor: number) => void take(formOrder, { action: 'mark-paid', method, amountMinor })}
        />
      ) : null}
      {form?.kind === 'cancel' && formOrder ? (
        <CancelOrderForm
          order={formOrder}
          saving={formState.busy !== null}
          error={formState.message}
          onClose={() => setForm(null)}
          onSubmit={(reason: string) => void take(formOrder, { action: 'cancel', reason })}
        />
      ) : null}
      {manager.dialog}
    </div>
  );
}
