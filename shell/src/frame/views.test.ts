import { describe, expect, it } from 'vitest';
import { isKnownView, urlForView, viewFromUrl } from './views';

describe('frame views', () => {
  it('reads the view from the query; /dashboard alone is the dashboard', () => {
    expect(viewFromUrl(new URL('http://x/dashboard'))).toBe('dashboard');
    expect(viewFromUrl(new URL('http://x/dashboard?view=sales-pos'))).toBe('sales-pos');
  });
  it('writes the dashboard view as a bare /dashboard and keeps other query parts', () => {
    expect(urlForView(new URL('http://x/dashboard?view=sales-pos'), 'dashboard')).toBe('/dashboard');
    expect(urlForView(new URL('http://x/dashboard?lang=en'), 'inventory-all')).toBe('/dashboard?lang=en&view=inventory-all');
  });
  it('knows the five views and nothing else', () => {
    for (const view of ['dashboard', 'sales-pos', 'sales-history', 'inventory-all', 'customers-all']) expect(isKnownView(view)).toBe(true);
    expect(isKnownView('reports')).toBe(false);
    expect(isKnownView('toString')).toBe(false);
  });
});
