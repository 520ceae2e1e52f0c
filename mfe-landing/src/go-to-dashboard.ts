/**
 * Moves to /dashboard the way single-spa's navigateToUrl does, without this remote depending on
 * single-spa: a history entry plus the popstate event the root config listens to.
 */
export function goToDashboard(): void {
  window.history.pushState(null, '', '/dashboard');
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
