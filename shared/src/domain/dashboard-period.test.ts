import { describe, expect, it } from 'vitest';
import { lastDayKeys } from './dashboard';
import { msUntilNextUtcDay, periodFirstDayKey } from './dashboard-period';

const now = new Date('2026-11-22T10:30:00Z');

describe('periodFirstDayKey', () => {
  it('is the first of the period’s UTC days', () => {
    expect(periodFirstDayKey(7, now)).toBe('2026-11-16');
    expect(periodFirstDayKey(30, now)).toBe(lastDayKeys(30, now)[0]);
    expect(periodFirstDayKey(90, now)).toBe('2026-08-25');
    expect(periodFirstDayKey(0, now)).toBe('2026-11-22');
  });
});

describe('msUntilNextUtcDay', () => {
  it('counts down to the next UTC midnight', () => {
    expect(msUntilNextUtcDay(now)).toBe(13.5 * 3_600_000);
    expect(msUntilNextUtcDay(new Date('2026-11-22T00:00:00Z'))).toBe(86_400_000);
    expect(msUntilNextUtcDay(new Date('2026-12-31T23:59:59.999Z'))).toBe(1);
  });
});
