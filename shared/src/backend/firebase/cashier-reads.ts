// What a cashier's own account asks the server for (context.ts, cashierReads). The rules let it
// read back only what it made itself, of the last 36 hours (firebase/firestore.rules: the sales
// its account rang up, the repayments and shifts stamped with it), and a query the rules cannot
// prove stays within that is refused whole; so its queries ask for exactly that, from the start of
// the till's own day. The till guard (till-guard/member.ts) narrows what a cashier sees the same way on
// every backend; these only keep the Firebase queries within what the server will answer.
//
// The role is followed live (context.ts, onReadsReshaped): a member the owner makes a manager, or
// a cashier again, has the subscriptions these shape opened again in the new shape at once
// (`followingRole`), without a new sign-in.
import { orderBy, query, Timestamp, where } from 'firebase/firestore';
import type { CollectionReference, Query } from 'firebase/firestore';
import { isBackendError } from '../errors';
import type { ErrorCallback, Unsubscribe } from '../port';
import type { FirebaseContext } from './context';

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

type Subscribe = (...args: unknown[]) => Unsubscribe;

/**
 * Makes the subscriptions `names` of `part` (methods taking `onNext`, then `onError`, among their
 * arguments, whose query `cashierReads` shapes) follow the member's role: each opens again, with
 * the same arguments, whenever the reads change shape, what the old shape answers late is dropped;
 * and a refusal is passed on only once the role, read again, explains nothing (the server may
 * refuse the old shape before the record's listener tells of the change). Changes `part` itself.
 */
export function followingRole<T extends object>(context: Pick<FirebaseContext, 'onReadsReshaped' | 'recheckRole'>, part: T, names: readonly (keyof T)[]): T {
  const methods = part as Record<keyof T, unknown>;
  for (const name of names) {
    const open = (methods[name] as Subscribe).bind(part);
    methods[name] = (...args: unknown[]): Unsubscribe => {
      const callbacks = args.filter((arg) => typeof arg === 'function');
      const onError = callbacks[1] as ErrorCallback | undefined;
      let shape = 0;
      let stop: Unsubscribe = () => undefined;
      const openInShape = () => {
        const mine = ++shape;
        const current = (act: () => void) => mine === shape && act();
        stop = open(
          ...args.map((arg) => {
            if (typeof arg !== 'function') return arg;
            if (arg !== onError) return (...values: unknown[]) => current(() => (arg as (...a: unknown[]) => void)(...values));
            return (error: Error) => {
              if (mine !== shape) return;
              if (!isBackendError(error, 'permission-denied')) return onError(error);
              // Reshaped meanwhile: the subscription is open again in the new shape, this refusal is dropped.
              void context.recheckRole().then((changed) => !changed && current(() => onError(error)));
            };
          }),
        );
      };
      openInShape();
      const stopFollowing = context.onReadsReshaped(() => {
        stop();
        openInShape();
      });
      return () => {
        shape += 1;
        stopFollowing();
        stop();
      };
    };
  }
  return part;
}
