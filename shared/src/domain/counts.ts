// Whole numbers as the shop reads them: "1,250" (grouped, no decimals), in every words module and
// screen. The formatter is made on first use, not when a module loads: a screen's start-up runs no
// Intl work for words it has not shown yet.
let whole: Intl.NumberFormat | null = null;

/** A count in words' form: 1250 → "1,250". */
export function formatCount(count: number): string {
  whole ??= new Intl.NumberFormat('en-US');
  return whole.format(count);
}
