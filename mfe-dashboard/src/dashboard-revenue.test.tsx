import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applySaleToDailyStat,
  buildRefund,
  DAY_MS,
  formatMinor,
  newSaleId,
  periodFirstDayKey,
  plainMinor,
  revenueMinorFromStats,
} from '@shop/shared/domain';
import type { DailyStat, Sale } from '@shop/shared/domain';
import { createLocalBackend } from '@shop/shared/testing';
import { saleOf, seedLocalAccount } from '@shop/shared/testing';
import type { LocalBackend } from '@shop/shared/testing';
import { BackendProvider } from '@shop/shared/session';
import { periodStart, revenueMinor } from '@shop/shared/testing';
import { DashboardScreen } from './dashboard-screen';

vi.mock('./sales-chart', () => ({ default: () => <div data-testid="sales-chart" /> }));

// Awkward amounts, in minor units: none of them is exact in binary floating point as the
// two-decimal amount the adapter stores (0.10, 0.20, 19.99, …).
const AMOUNTS_MINOR = [10, 20, 1999, 30, 123456, 7, 9999, 505];

const saleAt = (totalMinor: number, createdAt: Date): Sale =>
  saleOf({ id: newSaleId(), lines: [{ id: 'p1', name: 'Tiger nuts', priceMinor: totalMinor, quantity: 1 }], at: createdAt });

function statsSince(backend: LocalBackend, uid: string, sinceKey: string): Promise<DailyStat[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.subscribeDailyStats(
      uid,
      sinceKey,
      (stats) => {
        queueMicrotask(stop);
        resolve(stats);
      },
      reject,
    );
  });
}

describe('the dashboard revenue from the daily roll-ups', () => {
  let backend: LocalBackend | null = null;
  afterEach(() => {
    backend?.close();
    backend = null;
  });

  it('equals the exact sum of the recorded sales’ totalMinor', async () => {
    backend = createLocalBackend({ dbName: `dashboard-${newSaleId()}`, passwordIterations: 1000 });
    const owner = await seedLocalAccount(backend, { email: 'efua@example.com', password: 'Sankofa-2026' });
    await backend.signIn(owner.email, 'Sankofa-2026');
    const now = new Date();
    // Spread over the last five days (several a day), plus one long before the period.
    const sales = AMOUNTS_MINOR.map((minor, i) => saleAt(minor, new Date(now.getTime() - (i % 5) * DAY_MS - i * 60_000)));
    for (const sale of [...sales, saleAt(77777, new Date(now.getTime() - 200 * DAY_MS))]) {
      await backend.recordSale(owner.uid, { sale, stockDecrements: [] });
    }

    const stats = await statsSince(backend, owner.uid, periodFirstDayKey(30, now));
    expect(stats.length).toBeLessThanOrEqual(30);
    const fromStats = revenueMinorFromStats(stats, 30, now);
    expect(fromStats).toBe(revenueMinor(sales, periodStart(now, 30)));
    expect(fromStats).toBe(136_026);
    // Summed as the stored two-decimal amounts in floating point, they would drift.
    expect(AMOUNTS_MINOR.reduce((sum, minor) => sum + Number(plainMinor(minor)), 0)).not.toBe(1360.26);
    // The roll-ups the adapter kept are the domain's.
    const expected = new Map<string, DailyStat>();
    for (const sale of sales) {
      const key = sale.createdAt.toISOString().slice(0, 10);
      expected.set(key, applySaleToDailyStat(expected.get(key), sale));
    }
    expect([...stats].sort((a, b) => a.date.localeCompare(b.date))).toEqual([...expected.values()].sort((a, b) => a.date.localeCompare(b.date)));

    render(
      <BackendProvider backend={backend}>
        <DashboardScreen />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent(formatMinor(fromStats, 'GHS')));
    expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent('₵1,360.26');
    expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent('From 8 sales');
  });

  it('is net of refunds, on the day each refund is given', async () => {
    backend = createLocalBackend({ dbName: `dashboard-${newSaleId()}`, passwordIterations: 1000 });
    const owner = await seedLocalAccount(backend, { email: 'kwame@example.com', password: 'Sankofa-2026' });
    await backend.signIn(owner.email, 'Sankofa-2026');
    const now = new Date();
    const sale = saleOf({ id: newSaleId(), lines: [{ id: 'p1', name: 'Tiger nuts', priceMinor: 1999, quantity: 3 }], discountHundredths: 1, at: new Date(now.getTime() - 2 * DAY_MS) });
    await backend.recordSale(owner.uid, { sale, stockDecrements: [] });
    const built = buildRefund({ id: newSaleId(), sale, earlier: [], returning: [{ productId: 'p1', quantity: 1 }], paymentMethod: 'Cash', reason: '', now });
    if (!built.ok) throw new Error(built.error);
    await backend.recordRefund(owner.uid, { refund: built.refund });

    const stats = await statsSince(backend, owner.uid, periodFirstDayKey(30, now));
    // ₵59.96 sold two days ago; ₵19.99 (a third of the total, rounded) given back today.
    expect(built.refund.amountMinor).toBe(1999);
    expect(revenueMinorFromStats(stats, 30, now)).toBe(3997);
    render(
      <BackendProvider backend={backend}>
        <DashboardScreen />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent('₵39.97'));
    expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent('From 1 sale');
  });
});
