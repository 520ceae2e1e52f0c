import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from './constants';
import { isTrialExpired, trialDaysLeft, trialEndsAt, trialNotice } from './trial';

describe('trial', () => {
  const createdAt = new Date('2026-11-01T08:00:00Z');
  const business = { plan: 'trialing' as const, trialEndsAt: trialEndsAt(createdAt) };

  it('ends 30 days after creation', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(trialEndsAt(createdAt).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('expires at the end instant for a trialing business only', () => {
    expect(isTrialExpired(business, new Date('2026-12-01T07:59:59.999Z'))).toBe(false);
    expect(isTrialExpired(business, new Date('2026-12-01T08:00:00Z'))).toBe(true);
    expect(isTrialExpired({ ...business, plan: 'pro' }, new Date('2027-06-01T00:00:00Z'))).toBe(false);
    expect(isTrialExpired({ ...business, plan: 'basic' }, new Date('2027-06-01T00:00:00Z'))).toBe(false);
  });

  it('counts whole days left', () => {
    expect(trialDaysLeft(business, createdAt)).toBe(30);
    expect(trialDaysLeft(business, new Date('2026-11-30T09:00:00Z'))).toBe(1);
    expect(trialDaysLeft(business, new Date('2026-12-02T00:00:00Z'))).toBe(0);
    expect(trialDaysLeft({ ...business, plan: 'pro' }, createdAt)).toBe(0);
  });

  it('tells the owner the days left, then that it ended; a paying plan hears nothing', () => {
    expect(trialNotice(business, createdAt)).toBe('Pro trial \u2014 30 days left');
    expect(trialNotice(business, new Date('2026-11-30T09:00:00Z'))).toBe('Pro trial \u2014 1 day left');
    expect(trialNotice(business, new Date('2026-12-01T07:59:59Z'))).toBe('Pro trial \u2014 1 day left');
    expect(trialNotice(business, new Date('2026-12-01T08:00:00Z'))).toBe('Trial ended');
    expect(trialNotice(business, new Date('2027-03-01T00:00:00Z'))).toBe('Trial ended');
    expect(trialNotice({ ...business, plan: 'pro' }, createdAt)).toBeNull();
    expect(trialNotice({ ...business, plan: 'basic' }, new Date('2027-03-01T00:00:00Z'))).toBeNull();
  });
});
