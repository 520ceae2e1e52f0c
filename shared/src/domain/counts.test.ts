import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups thousands and shows whole numbers as the shop reads them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(-3)).toBe('-3');
  });
});
