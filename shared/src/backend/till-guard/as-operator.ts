// Calls as the operator (who is at the till, at-the-till.ts), by the rules of permissions.ts: a
// write let through or refused ('permission-denied' with its code, refusals.ts) — the owner's
// account at once, a member through their part (member.ts: read again at each write, a manager's
// PIN that let them through) — and a read seen through its rule, seen again when the operator
// changes. Records a member writes carry `madeBy` (and `approvedBy` when a PIN let them through);
// the owner's bare account stamps none. Calls with nobody signed in, or for another owner's uid, go
// to the adapter untouched: it refuses them itself, as the port says.
import type { StaffStamp } from '../../domain/entities';
import { accessOf } from '../../domain/staff';
import type { StaffAction, TillOperator } from '../../domain/staff';
import type { BackendError } from '../errors';
import { permissionDenied } from '../errors';
import type { ErrorCallback, Unsubscribe } from '../port';
import { shopUidOf } from '../port';
import type { TillSession } from './at-the-till';
import type { Acting, ActionsOf } from './member';
import type { ReadRule } from './permissions';
import { notAllowed, tillLocked } from './refusals';

/** An error for `onError`, a moment later, as a subscription reports one. */
export function failLater(onError: ErrorCallback, error: Error): Unsubscribe {
  let active = true;
  queueMicrotask(() => active && onError(error));
  return () => {
    active = false;
  };
}

/** The record with the guard's stamps: `madeBy` the acting member, `approvedBy` only when an approval let it through. */
export function stamped<T extends { madeBy?: StaffStamp; approvedBy?: StaffStamp }>(record: T, acting: Acting | null): T {
  if (!acting?.madeBy) return record;
  const { approvedBy: _claimed, ...rest } = record;
  return { ...(rest as T), madeBy: acting.madeBy, ...(acting.approvedBy ? { approvedBy: acting.approvedBy } : {}) };
}

/** Why `acting` may not read by `needs` now (the till locked, or a role that may not do it outright), or null. */
export const refusalOf = (acting: TillOperator | null, needs: StaffAction | undefined): BackendError | null => {
  if (acting === null) return tillLocked();
  if (needs && accessOf(acting.role, needs) !== 'yes') return notAllowed();
  return null;
};

export type AsOperator = ReturnType<typeof asOperator>;

export function asOperator(session: TillSession) {
  /**
   * Lets a write through as the operator, or refuses it: the owner's account at once, a member
   * through their part (member.ts: `actions` are what their role needs for it, `claimed` the
   * `madeBy` the record arrived with).
   */
  function act<R>(uid: string | null, actions: ActionsOf, call: (acting: Acting | null) => Promise<R>, claimed?: StaffStamp | null): Promise<R> {
    const user = session.ownerCalling(uid);
    if (!user) return call(null);
    const acting = session.operator();
    if (!acting) return Promise.reject(tillLocked());
    if (acting.account) return call({ operator: acting, madeBy: null, approvedBy: null });
    return session.memberPart().then((part) => part.act(shopUidOf(user), acting, actions, call, claimed));
  }

  /** For writes of StaffApi's own: as `act`, but refused when the call is not the signed-in owner's. */
  function actOwn<R>(uid: string, actions: ActionsOf, call: (acting: Acting) => Promise<R>): Promise<R> {
    try {
      session.requireOwner(uid);
    } catch (error) {
      return Promise.reject(error);
    }
    return act(uid, actions, (acting) => (acting ? call(acting) : Promise.reject(permissionDenied())));
  }

  /**
   * A subscription as the operator: the adapter's own (`open`) seen through the rule, seen again
   * when the operator changes, held while the till is locked, ended with an error when the new
   * operator may not read it.
   */
  function guardedRead<T>(uid: string | null, rule: ReadRule, open: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
    if (!session.ownerCalling(uid)) return open(onNext, onError);
    const first = refusalOf(session.operator(), rule.needs);
    if (first) return failLater(onError, first);
    let last: { value: T } | null = null;
    let done = false;
    const emit = () => {
      const operator = session.operator();
      if (done || last === null || operator === null) return;
      if (!rule.view || operator.account) return onNext(last.value);
      // A member's view waits for their part (it loads as they come to the till).
      const member = session.member();
      if (member) return onNext(member.view(rule.view, operator, last.value));
      session.hold(emit);
      session.memberPart().catch(() => undefined);
    };
    const stopWatching = session.watch({
      next(next: TillOperator | null) {
        if (done || next === null) return;
        const refusal = refusalOf(next, rule.needs);
        if (refusal) {
          finish();
          onError(refusal);
        } else if (rule.view) emit();
      },
    });
    let stopInner: Unsubscribe | null = null;
    function finish() {
      done = true;
      stopWatching();
      session.release(emit);
      stopInner?.();
    }
    stopInner = open(
      (value) => {
        last = { value };
        emit();
      },
      onError,
    );
    if (done) stopInner();
    return () => {
      if (!done) finish();
    };
  }

  return { act, actOwn, guardedRead };
}
