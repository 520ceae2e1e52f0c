import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_LOGO_WAIT_MS, receiptLogoOf } from './receipt-logo';

const LOGO = { width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4) };

afterEach(() => {
  vi.useRealTimers();
});

describe("a receipt's logo", () => {
  it('is read from the profile\'s logo, and none is read when the shop has none', async () => {
    const read = vi.fn().mockResolvedValue(LOGO);
    expect(await receiptLogoOf('data:image/png;base64,AAAA', read)).toBe(LOGO);
    expect(await receiptLogoOf(null, read)).toBeNull();
    expect(await receiptLogoOf(undefined, read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never holds up a receipt: a picture that cannot be read, or is not read in time, prints no logo', async () => {
    expect(await receiptLogoOf('https://example.invalid/logo.webp', () => Promise.reject(new Error('gone')))).toBeNull();
    vi.useFakeTimers();
    const waiting = receiptLogoOf('https://example.invalid/logo.webp', () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(RECEIPT_LOGO_WAIT_MS);
    expect(await waiting).toBeNull();
  });
});
