import { describe, expect, it } from 'vitest';
import { clockAtUtcMidnight, formatDate, formatDateTime, formatMonthDay, formatSpreadsheetDateTime, utcDateKey, utcOffsetMinutes } from './calendar';
import { deviceDayNote, localDateKey, utcDaysNote } from './local-day';

// 00:30 in Lagos on Nov 23 is 23:30 UTC on Nov 22.
const lagosHalfPastMidnight = new Date('2026-11-22T23:30:00Z');

describe('the date formats the screens show', () => {
  it('writes a date and time, a date, a chart day and a spreadsheet date, each in one way', () => {
    const at = new Date('2026-11-22T14:05:09Z');
    expect(formatDateTime(at)).toBe('Nov 22, 2026 14:05');
    expect(formatDateTime(at, 'Africa/Lagos')).toBe('Nov 22, 2026 15:05');
    expect(formatDate(at)).toBe('Nov 22, 2026');
    expect(formatMonthDay('2026-11-02')).toBe('Nov 2');
    expect(formatSpreadsheetDateTime(at, 'Africa/Accra')).toBe('2026-11-22 14:05');
  });

  it('keeps midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('Jan 1, 2026 00:00');
  });
});

describe('which day a sale is on', () => {
  it('puts a Lagos sale at 00:30 on different days for the dashboard (UTC) and End of Day (the device)', () => {
    expect(utcDateKey(lagosHalfPastMidnight)).toBe('2026-11-22');
    expect(localDateKey(lagosHalfPastMidnight, 'Africa/Lagos')).toBe('2026-11-23');
    expect(localDateKey(lagosHalfPastMidnight, 'Africa/Accra')).toBe('2026-11-22');
  });

  it('measures how far a zone is from UTC, summer time included', () => {
    expect(utcOffsetMinutes(lagosHalfPastMidnight, 'Africa/Lagos')).toBe(60);
    expect(utcOffsetMinutes(lagosHalfPastMidnight, 'Africa/Accra')).toBe(0);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('says what the device shows at UTC midnight', () => {
    expect(clockAtUtcMidnight(60)).toBe('01:00');
    expect(clockAtUtcMidnight(-240)).toBe('20:00');
    expect(clockAtUtcMidnight(330)).toBe('05:30');
  });

  it('says which day a screen means only where the two differ', () => {
    expect(utcDaysNote('Africa/Accra', lagosHalfPastMidnight)).toBeNull();
    expect(deviceDayNote('Africa/Accra', lagosHalfPastMidnight)).toBeNull();
    expect(utcDaysNote('Africa/Lagos', lagosHalfPastMidnight)).toBe('Days run from midnight to midnight UTC (01:00 to 01:00 your time).');
    expect(deviceDayNote('Africa/Lagos', lagosHalfPastMidnight)).toBe("This day runs from midnight to midnight Africa/Lagos time; the dashboard's days are UTC.");
  });
});
