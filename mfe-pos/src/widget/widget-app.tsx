// The partner widget's React tree: starts (or joins) the session, then shows the compact log-in or
// the till, inside a theme root whose modals stay in the widget's shadow root.
import { useEffect, useState } from 'react';
import { SCREEN_TEXT } from '@shop/shared/domain';
import { BackendProvider, createSession, useAuth, useBackend, useBusiness, useShop, useSyncState } from '@shop/shared/session';
import type { Backend, BackendConfig } from '@shop/shared/session';
import { Button, ErrorBanner, RefusedWrites, Spinner, ThemeRoot } from '@shop/shared/ui';
import type { ThemeName } from '@shop/shared/ui';
import { SignedInGate } from '../sign-in/signed-in-gate';
import { PosTill } from '../till/pos-till';
import styles from './widget-app.module.css';

export interface WidgetAppProps {
  backend: BackendConfig;
  theme?: ThemeName;
  portalContainer: Element | null;
  /** Settles when the widget's stylesheets are in place. */
  stylesReady?: Promise<void>;
}

export type WidgetStart = { status: 'starting' } | { status: 'ready'; backend: Backend } | { status: 'failed'; message: string };

export function WidgetApp({ backend: config, theme = 'light', portalContainer, stylesReady }: WidgetAppProps) {
  const [start, setStart] = useState<WidgetStart>({ status: 'starting' });

  useEffect(() => {
    let active = true;
    Promise.all([createSession(config), stylesReady])
      .then(([session]) => active && setStart({ status: 'ready', backend: session.backend }))
      .catch((error: unknown) => {
        console.error('The POS widget could not start', error);
        if (active) setStart({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, [config, stylesReady]);

  return <WidgetFrame start={start} theme={theme} portalContainer={portalContainer} />;
}

export interface WidgetFrameProps {
  start: WidgetStart;
  theme?: ThemeName;
  portalContainer?: Element | null;
}

/** What the widget shows for each stage of its start. */
export function WidgetFrame({ start, theme = 'light', portalContainer = null }: WidgetFrameProps) {
  return (
    <ThemeRoot theme={theme} portalContainer={portalContainer} className={styles.widget} data-state={start.status}>
      {start.status === 'starting' ? (
        <Spinner label="Starting the till…" showLabel centered />
      ) : start.status === 'failed' ? (
        <ErrorBanner title="The till could not start.">{start.message}</ErrorBanner>
      ) : (
        <BackendProvider backend={start.backend}>
          <WidgetHeader />
          <SyncProblems />
          <SignedInGate headingLevel={3}>
            <PosTill />
          </SignedInGate>
        </BackendProvider>
      )}
    </ThemeRoot>
  );
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
