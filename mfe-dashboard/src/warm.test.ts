import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { periodFirstDayKey } from '@shop/shared/domain';
import type { BackendUser } from '@shop/shared/session';
import { SAMPLE_OWNER, testShop } from '@shop/shared/testing';
import { warmDashboardReads } from './warm';

// The dashboard screen's test checks that it takes these reads over (dashboard-screen.test.tsx).
describe('warmDashboardReads', () => {
  const now = new Date('2026-11-22T10:30:00Z');
  const since = periodFirstDayKey(30, now);

  it("starts the owner's dashboard reads of its default period, each once", async () => {
    const shop = testShop();
    warmDashboardReads(shop.backend, now);
    warmDashboardReads(shop.backend, now);
    // The roll-ups and expenses go through the till guard's back office, loaded on first use.
    await waitFor(() => expect(shop.subscriptions.opened).toHaveLength(6));
    expect([...shop.subscriptions.opened].sort()).toEqual(['balances', 'customers', `dailyStats:${since}`, `expenses:${since}..`, 'products', `productStats:${since}`].sort());
  });

  it('starts nothing for a staff member, a person answering an invitation, or nobody', () => {
    const member: BackendUser = { ...SAMPLE_OWNER, uid: 'staff-account', member: { ownerUid: SAMPLE_OWNER.uid, staffId: 'staff-efua' } };
    const joining: BackendUser = { ...SAMPLE_OWNER, uid: 'joining', pendingJoin: { status: 'unchecked' } };
    for (const user of [member, joining, null]) {
      const shop = testShop({ user });
      warmDashboardReads(shop.backend, now);
      expect(shop.subscriptions.opened).toEqual([]);
    }
  });
});
