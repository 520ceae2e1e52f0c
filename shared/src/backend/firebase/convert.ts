// Firestore keeps dates as Timestamps; the port speaks Date both ways. Writes pass Dates straight
// to the SDK (it stores them as Timestamps); reads turn every Timestamp back into a Date.
import { Timestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';

/** The value with every Timestamp in it, however deep, replaced by a Date. */
export function datesFromStore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(datesFromStore);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, datesFromStore(inner)]));
  }
  return value;
}

/** A stored document as the port's record: its fields with Dates, and its id. */
export function recordFromStore<T>(id: string, data: DocumentData): T {
  return { ...(datesFromStore(data) as object), id } as T;
}

/** A stored document that has no id field in the port (the business profile, a daily roll-up). */
export function plainFromStore<T>(data: DocumentData): T {
  return datesFromStore(data) as T;
}
