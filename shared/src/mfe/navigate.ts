// Moves the suite to another route. Inside the shell single-spa handles the change; on a
// remote's own page (no single-spa) listeners see an ordinary popstate.
declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

export function navigateTo(path: string): void {
  if (typeof window.singleSpaNavigate === 'function') {
    window.singleSpaNavigate(path);
    return;
  }
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
