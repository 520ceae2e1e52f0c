// Which backend the hooks read: the one a provider above names (stories, tests, the partner
// widget's own tree), otherwise the suite's session.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Backend } from '../backend/port';
import { requireSession } from './session';

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  return useContext(BackendContext) ?? requireSession().backend;
}
