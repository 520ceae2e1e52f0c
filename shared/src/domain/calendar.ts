// Calendar dates as the dashboard groups them: by UTC date string.

/** `YYYY-MM-DD` of the instant in UTC. */
export function utcDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}
