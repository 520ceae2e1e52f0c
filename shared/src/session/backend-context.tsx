// Which backend the hooks read: the one a provider above names (stories, tests, the partner
// widget's own tree), otherwise the suite's session.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Backend } from '../backend/port';
import { currentSession, requireSession, subscribeSession } from './session';

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  return useContext(BackendContext) ?? requireSession().backend;
}

const noSession = () => null;

/**
 * The backend where the session may not be open yet (the landing page before anyone asks to log
 * in): null until it opens, then the backend, re-rendering when it does.
 */
export function useBackendIfOpen(): Backend | null {
  const provided = useContext(BackendContext);
  // A page rendered at build time had no session: hydration starts from the same, then updates.
  const session = useSyncExternalStore(subscribeSession, currentSession, noSession);
  return provided ?? session?.backend ?? null;
}
