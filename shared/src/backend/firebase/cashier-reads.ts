// What a cashier's own account asks the server for (context.ts, cashierReads). The rules let it
// read back only what it made itself, of the last 36 hours (firebase/firestore.rules: the sales
// its account rang up, the repayments and shifts stamped with it), and a query the rules cannot
// prove stays within that is refused whole; so its queries ask for exactly that, from the start of
// the till's own day. The till guard (till-guard.ts) narrows what a cashier sees the same way on
// every backend; these only keep the Firebase queries within what the server will answer.
import { orderBy, query, Timestamp, where } from 'firebase/firestore';
import type { CollectionReference, Query } from 'firebase/firestore';

/** The start of the device's day: never more than 24 hours ago, well within the rules' 36. */
export function startOfTillDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The later of `since` and the start of the till's day. */
export function cashierSince(now: Date, since?: Date): Date {
  const day = startOfTillDay(now);
  return since && since > day ? since : day;
}

/** Records whose `field` names the cashier, made since the start of the till's day (or `since`, if later) and before `before`, newest first. */
export function ownRecentQuery(records: CollectionReference, field: 'accountUid' | 'madeBy.id', value: string, now: Date, since?: Date, before?: Date): Query {
  return query(
    records,
    where(field, '==', value),
    where('createdAt', '>=', Timestamp.fromDate(cashierSince(now, since))),
    ...(before ? [where('createdAt', '<', Timestamp.fromDate(before))] : []),
    orderBy('createdAt', 'desc'),
  );
}

/**
 * What a cashier's own account is given of a list the rules never let it read, so that its screens
 * show nothing rather than an error: refunds, whose lines carry their costs (a cashier refunds
 * nothing from their own account: that needs a manager). An empty list, a moment later, as a
 * subscription's first answer comes.
 */
export function nothingForCashier<T>(onNext: (value: T[]) => void): () => void {
  let active = true;
  queueMicrotask(() => active && onNext([]));
  return () => {
    active = false;
  };
}
