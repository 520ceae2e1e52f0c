import { useCallback, useEffect, useState } from 'react';
import { urlForView, viewFromUrl } from './views';

/** The selected view, kept in the URL's query so a reload (or the back button) keeps it. */
export function useView(): [string, (view: string) => void] {
  const [view, setView] = useState(() => viewFromUrl(new URL(window.location.href)));
  useEffect(() => {
    const sync = () => setView(viewFromUrl(new URL(window.location.href)));
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  const choose = useCallback((next: string) => {
    window.history.pushState(null, '', urlForView(new URL(window.location.href), next));
    setView(next);
  }, []);
  return [view, choose];
}
