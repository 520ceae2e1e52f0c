import { useCallback, useEffect, useState } from 'react';
import { urlForView, viewFromUrl } from './views';

/** The selected view, kept in the URL's query so a reload (or the back button) keeps it. */
export function useView(): [string, (view: string, options?: { replace?: boolean }) => void] {
  const [view, setView] = useState(() => viewFromUrl(new URL(window.location.href)));
  useEffect(() => {
    const sync = () => setView(viewFromUrl(new URL(window.location.href)));
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  const choose = useCallback((next: string, { replace = false }: { replace?: boolean } = {}) => {
    const url = urlForView(new URL(window.location.href), next);
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    setView(next);
  }, []);
  return [view, choose];
}
