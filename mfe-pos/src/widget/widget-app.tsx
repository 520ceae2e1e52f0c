// The partner widget's React tree: starts (or joins) the session, then shows the compact log-in or
// the till, inside a theme root whose modals stay in the widget's shadow root.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SCREEN_TEXT } from '@shop/shared/domain';
import type { CurrencyCode, Sale } from '@shop/shared/domain';
import { BackendProvider, createSession, useAuth, useBackend, useBusiness, useShop, useSyncState, useTillOperator } from '@shop/shared/session';
import type { Backend, BackendConfig } from '@shop/shared/session';
import { Button, ErrorBanner, RefusedWrites, Spinner, ThemeRoot } from '@shop/shared/ui';
import type { ThemeName } from '@shop/shared/ui';
import { SignedInGate } from '../sign-in/signed-in-gate';
import { PosTill } from '../till/pos-till';
import type { TillOptions } from '../till/use-till';
import { saleEventDetail } from './sale-event';
import { WidgetOperator } from './widget-operator';

// The staff's PIN pad loads only when the till is locked: a shop without staff never needs it.
const WidgetTillLock = lazy(() => import('./widget-till-lock'));
import styles from './widget-app.module.css';

/** The events the widget tells its host of (`mount` turns them into DOM events on the element). */
export type WidgetEvent = 'ready' | 'signedIn' | 'signedOut' | 'sale' | 'error';
export type WidgetEmit = (event: WidgetEvent, detail?: Record<string, unknown>) => void;

export interface WidgetAppProps {
  backend: BackendConfig | Promise<BackendConfig>;
  theme?: ThemeName;
  /** What an empty cart shows its totals in. */
  emptyCurrency?: CurrencyCode;
  /** Whether the till offers "Pay later" (off unless the partner asks for it). */
  payLater?: boolean;
  portalContainer: Element | null;
  /** Settles when the widget's stylesheets are in place. */
  stylesReady?: Promise<void>;
  onEvent?: WidgetEmit;
}

export type WidgetStart = { status: 'starting' } | { status: 'ready'; backend: Backend } | { status: 'failed'; message: string };

export function WidgetApp({ backend: config, theme = 'light', emptyCurrency, payLater = false, portalContainer, stylesReady, onEvent }: WidgetAppProps) {
  const [start, setStart] = useState<WidgetStart>({ status: 'starting' });
  const emit = useLatest(onEvent);

  useEffect(() => {
    let active = true;
    Promise.all([Promise.resolve(config).then(createSession), stylesReady])
      .then(([session]) => {
        if (!active) return;
        setStart({ status: 'ready', backend: session.backend });
        emit('ready');
      })
      .catch((error: unknown) => {
        console.error('The POS widget could not start', error);
        if (!active) return;
        const message = error instanceof Error ? error.message : String(error);
        setStart({ status: 'failed', message });
        emit('error', { message });
      });
    return () => {
      active = false;
    };
  }, [config, stylesReady, emit]);

  const onSaleRecorded = useCallback(
    (sale: Sale) => {
      // A sale without a staff stamp was the owner's account's: the signed-in owner sold it.
      const user = start.status === 'ready' ? start.backend.currentUser() : null;
      emit('sale', saleEventDetail(sale, { id: user?.uid ?? '', name: user?.displayName?.trim() || 'Owner' }));
    },
    [emit, start],
  );
  return (
    <WidgetFrame start={start} theme={theme} portalContainer={portalContainer} till={{ emptyCurrency, onSaleRecorded, payLater }}>
      {onEvent ? <AuthEvents emit={emit} /> : null}
    </WidgetFrame>
  );
}

/** A stable function that calls the latest `onEvent` (so a new listener never restarts the widget). */
function useLatest(onEvent: WidgetEmit | undefined): WidgetEmit {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  return useCallback<WidgetEmit>((event, detail) => latest.current?.(event, detail), []);
}

/** Tells of sign-ins and sign-outs: a sign-in also when the widget starts signed in; a sign-out only after one. */
function AuthEvents({ emit }: { emit: WidgetEmit }) {
  const { user, ready } = useAuth();
  const uid = user?.uid ?? null;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || uid === told.current) return;
    emit(uid ? 'signedIn' : 'signedOut');
    told.current = uid;
  }, [ready, uid, emit]);
  return null;
}

export interface WidgetFrameProps {
  start: WidgetStart;
  theme?: ThemeName;
  portalContainer?: Element | null;
  /** Passed to the till. */
  till?: TillOptions;
  /** Rendered inside the backend, once it is ready (listeners without a screen of their own). */
  children?: ReactNode;
}

/** What the widget shows for each stage of its start. */
export function WidgetFrame({ start, theme = 'light', portalContainer = null, till, children }: WidgetFrameProps) {
  return (
    <ThemeRoot theme={theme} portalContainer={portalContainer} className={styles.widget} data-state={start.status}>
      {start.status === 'starting' ? (
        <Spinner label="Starting the till…" showLabel centered />
      ) : start.status === 'failed' ? (
        <ErrorBanner title="The till could not start.">{start.message}</ErrorBanner>
      ) : (
        <BackendProvider backend={start.backend}>
          {children}
          <WidgetHeader />
          <SyncProblems />
          <SignedInGate headingLevel={3} allowSignUp>
            <WidgetTill till={till} />
          </SignedInGate>
        </BackendProvider>
      )}
    </ThemeRoot>
  );
}

/** The till, or while nobody is at it (a member switched user), the staff's PIN pad. */
function WidgetTill({ till }: { till: TillOptions | undefined }) {
  const operator = useTillOperator();
  if (!operator) {
    return (
      <Suspense fallback={<Spinner label="Loading staff…" showLabel centered />}>
        <WidgetTillLock />
      </Suspense>
    );
  }
  // Pay later is off in the widget unless its host turns it on. Keyed on the person: each gets a fresh till.
  return <PosTill key={operator.id} payLater={false} {...till} />;
}

/** Writes the server refused after the widget sold offline, until the owner dismisses them. */
function SyncProblems() {
  const { refused } = useSyncState();
  const { backend } = useShop();
  return <RefusedWrites refused={refused} onDismiss={(id) => backend.dismissRefused(id)} />;
}

function WidgetHeader() {
  const { user } = useAuth();
  return (
    <div className={styles.header}>
      <h2 className={styles.title}>{SCREEN_TEXT.newSale}</h2>
      {user ? <WidgetOperator /> : null}
      {user ? <SignedInAs /> : null}
    </div>
  );
}

function SignedInAs() {
  const backend = useBackend();
  const business = useBusiness();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await backend.signOut();
    } catch (error) {
      // A logout failure is only logged (docs/product-rules.md).
      console.error('Logging out failed', error);
      setBusy(false);
    }
  };
  return (
    <div className={styles.account}>
      {business.status === 'ready' ? <span className={styles.business}>{business.business.businessName}</span> : null}
      <Button size="sm" variant="ghost" loading={busy} onClick={() => void logOut()}>
        Log out
      </Button>
    </div>
  );
}
