// Money in integer minor units (pesewas, kobo, cents). Stored amounts are numbers with two
// decimals; every sum, product and difference is taken on integers so no float drift reaches a total.

const MINOR_PER_MAJOR = 100;

/** Converts an amount such as 12.35 to 1235, rounding half away from zero at the third decimal. */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // toPrecision(15) removes the binary noise of values like 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(amount) * MINOR_PER_MAJOR).toPrecision(15));
  return Math.sign(amount) * Math.round(scaled) || 0;
}

/** Converts minor units back to the stored two-decimal amount. */
export function fromMinor(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}
