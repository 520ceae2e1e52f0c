// Firestore hands the Admin SDK Timestamps; the domain and the stored shapes speak Date.
import { Timestamp } from 'firebase-admin/firestore';

/** The value with every Timestamp in it, however deep, replaced by a Date. */
export function fromStore<T>(value: unknown): T {
  if (value instanceof Timestamp) return value.toDate() as T;
  if (Array.isArray(value)) return value.map((item) => fromStore(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromStore(item)])) as T;
  }
  return value as T;
}
