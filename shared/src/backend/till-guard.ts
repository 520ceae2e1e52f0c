// Staff at a shared till (issue #35), kept once for every adapter: `guardTill` wraps an adapter
// (everything of the Backend port but StaffApi) and its StaffStore (staff-store.ts) and gives the
// whole port, StaffApi included. The rules are domain/staff.ts's (the permission table at its top,
// STAFF_PERMISSIONS), pin.ts's (the PIN and its lockout) and shifts.ts's; the words staff-words.ts's.
//
// - The till's operator: the owner's signed-in account after a sign-in through the guard; on a
//   restored session, what this device kept (TillStateKeeper): locked, a member, or the account.
// - Every other method acts as the operator: refused ('permission-denied') while the till is
//   locked, for an action the operator's role may not do, or may do only with a manager's PIN not
//   given (`approveAction`: one-shot, STAFF_APPROVAL_MS); a member is read again at each write, so
//   a member turned off is refused at once and the till locks; and their record is followed while
//   they are at the till, so a role the owner changes applies at once, with no new sign-in or PIN.
//   Every refusal carries its code, `BackendError.reason` (domain/staff.ts TillRefusalReason; a
//   PIN's, PinRefusalReason), which the screens decide by; its message is the domain's words
//   (tillRefusalWords), for showing only.
//   Records a member writes carry `madeBy` (and `approvedBy` when a PIN let them through); the
//   owner's bare account stamps none.
// - A cashier's reads leave out what they may not see: costs, other people's sales and days, the
//   shop's figures and expenses.
// - A cashier's discount is checked against the shop's own limit (Business.cashierDiscountLimitHundredths,
//   till-settings.ts cashierDiscountLimitOf), read through the adapter's live profile: opened the
//   first time a discount needs it and kept while that owner is signed in, so an owner's change
//   applies to the next sale, offline too (the adapter's cache); unreadable, the default limit.
// - Calls with nobody signed in, or for another owner's uid, go to the adapter untouched: it
//   refuses them itself, as the port says.
//
// It lands in the partner widget's bundle, whose JavaScript must stay within 150 KB gzip
// (e2e/specs/widget.spec.mjs: a sign-in and a sale on a shop without staff). What such a till
// never runs — saving and turning off members (the staff form, staff-form.ts, and the PIN's slow
// hash), a PIN's check and lockout (pin.ts, slow-hash.ts), the writes of shifts (shifts.ts) — is
// till-guard-staff.ts, loaded on its first use; who may call it is still decided here. What runs
// only while a member rather than the owner's account is at the till — their writes and approvals,
// a cashier's views of what they read, the shop's discount limit — is till-guard-member.ts, loaded
// as soon as a member is at the till; the owner's account sees every list as the adapter gives it.
// Who may use what only the owner's screens ask (products' edits and stock, the sales lists and
// figures, refunds, accounts, expenses, images, settings) is till-guard-back-office.ts, loaded on
// the first such call through the same `act` and `guardedRead`.
import type { Product, Shift, StaffStamp } from '../domain/entities';
import { accessOf } from '../domain/staff';
import type { StaffAction, StaffListing, StaffMember, TillOperator } from '../domain/staff';
import type { TillRefusalReason } from '../domain/staff-till-words';
import { tillRefusalWords } from '../domain/staff-till-words';
import { BackendError, permissionDenied } from './errors';
import type { Backend, BackendUser, ErrorCallback, StaffApi, StaffMembership, Unsubscribe } from './port';
import { shopUidOf } from './port';
import type { StaffStore } from './staff-store';
import type { Acting, ActionsOf, MemberPart } from './till-guard-member';
import type { StaffPartContext } from './till-guard-staff';
import type { BackOfficeRules, ReadRule } from './till-guard-back-office';
import { lazyPart } from './lazy-part';

export interface TillGuardOptions {
  /** The guard's clock: PIN lockouts, approvals, shifts, a cashier's "today". Default: the device's. */
  now?: () => Date;
  /** PBKDF2 iterations for new PINs (pin.ts, PIN_HASH_ITERATIONS unless given): tests use fewer. */
  pinIterations?: number;
  /** The time zone of a cashier's "today" (local-day.ts). Default: the device's. */
  timeZone?: string;
}

type Inner = Omit<Backend, keyof StaffApi>;

/** The guard's refusal: 'permission-denied' with its code (`reason`, what screens decide by) and the domain's words for it. */
const refused = (reason: TillRefusalReason) => new BackendError('permission-denied', tillRefusalWords(reason), { reason });
const tillLocked = () => refused('till-locked');
const notAllowed = () => refused('not-allowed');

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** An error for `onError`, a moment later, as a subscription reports one. */
function failLater(onError: ErrorCallback, error: Error): Unsubscribe {
  let active = true;
  queueMicrotask(() => active && onError(error));
  return () => {
    active = false;
  };
}

const sameOperator = (a: TillOperator | null, b: TillOperator | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.name === b.name && a.role === b.role && Boolean(a.account) === Boolean(b.account) && Boolean(a.ownAccount) === Boolean(b.ownAccount));

/** The record with the guard's stamps: `madeBy` the acting member, `approvedBy` only when an approval let it through. */
function stamped<T extends { madeBy?: StaffStamp; approvedBy?: StaffStamp }>(record: T, acting: Acting | null): T {
  if (!acting?.madeBy) return record;
  const { approvedBy: _claimed, ...rest } = record;
  return { ...(rest as T), madeBy: acting.madeBy, ...(acting.approvedBy ? { approvedBy: acting.approvedBy } : {}) };
}

/** The guard's part for staff and shifts (till-guard-staff.ts), loaded on its first use; a failed load is tried again on the next call. */
const staffPart = () => import('./till-guard-staff');

/** The guard's part for a member at the till (till-guard-member.ts). */
const memberModule = () => import('./till-guard-member');

/**
 * What only the owner's screens ask (till-guard-back-office.ts: products' edits and stock, sales
 * lists and figures, refunds, accounts, expenses, images, settings): its rules load on the first
 * such call. Every name of BackOfficeRules is here (the type says so), so none reaches the adapter
 * unguarded.
 */
const BACK_OFFICE_READS = [
  'subscribeStockMovements',
  'subscribeSales',
  'subscribeSalesSince',
  'subscribeRefusedRecords',
  'subscribeDailyStats',
  'subscribeProductStats',
  'subscribeRefunds',
  'subscribeRefundsSince',
  'subscribeSaleRefunds',
  'subscribeAccountRecords',
  'subscribeRepaymentsSince',
  'subscribeExpenses',
] as const;
const BACK_OFFICE_WRITES = [
  'updateShopSettings',
  'addProduct',
  'updateProduct',
  'deleteProduct',
  'adjustStock',
  'updateCustomer',
  'deleteCustomer',
  'recordRefund',
  'recordRepayment',
  'saveExpense',
  'deleteExpense',
  'uploadProductImage',
  'deleteImage',
] as const;

export function guardTill<B extends Inner>(inner: B, store: StaffStore, options: TillGuardOptions = {}): B & StaffApi {
  const clock = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? deviceTimeZone();
  const partContext: StaffPartContext = { store, clock, pinIterations: options.pinIterations };

  /** The member's part once loaded (made once for this guard), and the reads held until it is. */
  let member: MemberPart | null = null;
  let memberLoad: Promise<MemberPart> | null = null;
  const held = new Set<() => void>();
  /** Loads the member's part, then lets the held reads through; a failed load is tried again on the next call. */
  function memberPart(): Promise<MemberPart> {
    memberLoad ??= memberModule().then(
      (loaded) => {
        member ??= loaded.memberPart({ inner, store, clock, timeZone, operator: () => operator, setOperator, lock, checkPin });
        for (const emit of [...held]) {
          held.delete(emit);
          emit();
        }
        return member;
      },
      (error: unknown) => {
        memberLoad = null;
        throw error;
      },
    );
    return memberLoad;
  }

  // ---------------------------------------------------------------------------------------------
  // The operator

  let operator: TillOperator | null = null;
  /** Whose till the operator is on (the signed-in owner's uid); null when nobody is signed in. */
  let operatorUid: string | null = null;
  /** Bumped at each change of who is at the till, so a late store read never overrides a newer one. */
  let epoch = 0;
  let signingIn = 0;
  const operatorListeners = new Set<{ next: (operator: TillOperator | null) => void }>();

  function setOperator(next: TillOperator | null): void {
    if (sameOperator(operator, next)) return;
    if (operator?.id !== next?.id) member?.forgetApprovals();
    // A member at the till: their part loads now, before their first read or write needs it, and
    // follows their record while they are at the till (their role: till-guard-member.ts, follow).
    if (next && !next.account) memberPart().then((part) => part.follow(operatorUid)).catch(() => undefined);
    else member?.follow(null);
    // Frozen and kept until the operator changes: screens compare it by reference (useSyncExternalStore).
    operator = next ? Object.freeze({ ...next }) : null;
    for (const listener of [...operatorListeners]) listener.next(operator);
  }

  const ownerAccount = (user: BackendUser): TillOperator => ({ id: user.uid, name: user.displayName ?? 'Owner', role: 'owner', account: true });
  const memberOperator = (member: StaffMember): TillOperator => ({ id: member.id, name: member.name, role: member.role });

  /**
   * A member signed in with their own account (BackendUser.member): their till is theirs, never
   * locked to a PIN pad. They count as a cashier (the least a member may do) until their part
   * (till-guard-member.ts, follow) has read their record, and as it says from then on.
   */
  function memberAccount(user: BackendUser, { ownerUid, staffId }: StaffMembership): void {
    epoch += 1;
    operatorUid = ownerUid;
    setOperator({ id: staffId, name: user.displayName ?? user.email, role: 'cashier', ownAccount: true });
  }

  /** The till of a session restored (no sign-in through the guard): what this device kept. */
  function restore(user: BackendUser): void {
    if (user.member) return memberAccount(user, user.member);
    epoch += 1;
    operatorUid = user.uid;
    const state = store.till.load(user.uid);
    if (state?.locked) return setOperator(null);
    const memberId = state?.memberId ?? null;
    if (memberId === null) return setOperator(ownerAccount(user));
    setOperator(null);
    const asked = epoch;
    store.getStaffMember(user.uid, memberId).then(
      (member) => {
        if (asked !== epoch) return;
        if (member && !member.disabled) setOperator(memberOperator(member));
        else store.till.save(user.uid, { locked: true });
      },
      () => undefined,
    );
  }

  /** Brings the operator in line with who is signed in now. */
  function sync(user: BackendUser | null = inner.currentUser()): void {
    if (user === null) {
      if (operatorUid !== null) {
        epoch += 1;
        operatorUid = null;
        setOperator(null);
      }
      return;
    }
    if (shopUidOf(user) !== operatorUid) {
      // A sign-in through the guard: the owner's account is at the till from the moment the user is
      // known (the screens never see a signed-in till with nobody at it, so no PIN pad flashes).
      if (signingIn === 0) restore(user);
      else signedInAs(user);
    }
  }

  inner.onAuthStateChanged((user) => sync(user));

  function signedInAs(user: BackendUser): void {
    if (user.member) return memberAccount(user, user.member);
    epoch += 1;
    operatorUid = user.uid;
    store.till.save(user.uid, null);
    setOperator(ownerAccount(user));
  }

  function lock(): void {
    // A member's own account has no PIN pad to come back through: it stays theirs (refused at each write when turned off).
    if (operator?.ownAccount) return;
    epoch += 1;
    if (operatorUid !== null) store.till.save(operatorUid, { locked: true });
    setOperator(null);
  }

  /** The signed-in owner whose uid this is, or null when the call is not theirs (the adapter refuses it). */
  function ownerCalling(uid: string | null): BackendUser | null {
    const user = inner.currentUser();
    if (!user || (uid !== null && shopUidOf(user) !== uid)) return null;
    sync(user);
    return user;
  }

  /** For StaffApi's own methods, which the store does not guard: the signed-in owner, or 'permission-denied'. */
  function requireOwner(uid: string): BackendUser {
    const user = ownerCalling(uid);
    if (!user) throw permissionDenied();
    return user;
  }

  /**
   * Lets a write through as the operator, or refuses it: the owner's account at once, a member
   * through their part (till-guard-member.ts: `actions` are what their role needs for it, `claimed`
   * the `madeBy` the record arrived with).
   */
  function act<R>(uid: string | null, actions: ActionsOf, call: (acting: Acting | null) => Promise<R>, claimed?: StaffStamp | null): Promise<R> {
    const user = ownerCalling(uid);
    if (!user) return call(null);
    const acting = operator;
    if (!acting) return Promise.reject(tillLocked());
    if (acting.account) return call({ operator: acting, madeBy: null, approvedBy: null });
    return memberPart().then((part) => part.act(shopUidOf(user), acting, actions, call, claimed));
  }

  /** For writes of StaffApi's own: as `act`, but refused when the call is not the signed-in owner's. */
  function actOwn<R>(uid: string, actions: ActionsOf, call: (acting: Acting) => Promise<R>): Promise<R> {
    try {
      requireOwner(uid);
    } catch (error) {
      return Promise.reject(error);
    }
    return act(uid, actions, (acting) => (acting ? call(acting) : Promise.reject(permissionDenied())));
  }

  const always = (...actions: StaffAction[]) => () => actions;

  // ---------------------------------------------------------------------------------------------
  // Reads

  const refusalOf = (acting: TillOperator | null, needs: StaffAction | undefined): BackendError | null => {
    if (acting === null) return tillLocked();
    if (needs && accessOf(acting.role, needs) !== 'yes') return notAllowed();
    return null;
  };

  /**
   * A subscription as the operator: the adapter's own (`open`) seen through the rule, seen again
   * when the operator changes, held while the till is locked, ended with an error when the new
   * operator may not read it.
   */
  function guardedRead<T>(uid: string | null, rule: ReadRule, open: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
    if (!ownerCalling(uid)) return open(onNext, onError);
    const first = refusalOf(operator, rule.needs);
    if (first) return failLater(onError, first);
    let last: { value: T } | null = null;
    let done = false;
    const emit = () => {
      if (done || last === null || operator === null) return;
      if (!rule.view || operator.account) return onNext(last.value);
      // A member's view waits for their part (it loads as they come to the till).
      if (member) return onNext(member.view(rule.view, operator, last.value));
      held.add(emit);
      memberPart().catch(() => undefined);
    };
    const watcher = {
      next(next: TillOperator | null) {
        if (done || next === null) return;
        const refusal = refusalOf(next, rule.needs);
        if (refusal) {
          finish();
          onError(refusal);
        } else if (rule.view) emit();
      },
    };
    operatorListeners.add(watcher);
    let stopInner: Unsubscribe | null = null;
    function finish() {
      done = true;
      operatorListeners.delete(watcher);
      held.delete(emit);
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

  // ---------------------------------------------------------------------------------------------
  // PINs

  /** The member's PIN checked with the lockout kept in the store (till-guard-staff.ts), on the guard's clock; the member, or a refusal. */
  const checkPin = async (uid: string, memberId: string, pin: string): Promise<StaffMember> => (await staffPart()).checkPin(partContext, uid, memberId, pin);

  /** Who a shift belongs to: the acting member's stamp, or the owner's account by its uid and name. */
  const shiftStamp = (acting: Acting): StaffStamp => acting.madeBy ?? { id: acting.operator.id, name: acting.operator.name };

  // ---------------------------------------------------------------------------------------------
  // The port

  const staffApi: StaffApi = {
    subscribeStaff(uid, onNext, onError) {
      if (!ownerCalling(uid)) return failLater(onError, permissionDenied());
      return store.subscribeStaffRecords(
        uid,
        (staff) =>
          onNext(
            staff.map((member): StaffListing => {
              const { pinHash: _hash, ...listing } = member;
              return listing;
            }),
          ),
        onError,
      );
    },

    saveStaffMember: (uid, id, input) =>
      actOwn(uid, always('manage-staff'), async () => {
        const { result, member } = await (await staffPart()).saveStaffMember(partContext, uid, id, input);
        if (operator?.id === id && !operator.account && !member.disabled) setOperator(memberOperator(member));
        return result;
      }),

    setStaffDisabled: (uid, id, disabled) =>
      actOwn(uid, always('manage-staff'), async () => {
        await (await staffPart()).setStaffDisabled(partContext, uid, id, disabled);
        if (disabled && operator?.id === id && !operator.account) lock();
      }),

    currentOperator() {
      sync();
      return operator;
    },

    onOperatorChanged(onNext) {
      sync();
      const listener = { next: onNext };
      operatorListeners.add(listener);
      onNext(operator ? { ...operator } : null);
      return () => operatorListeners.delete(listener);
    },

    async unlockTill(uid, memberId, pin) {
      requireOwner(uid);
      const member = await checkPin(uid, memberId, pin);
      const user = inner.currentUser();
      if (!user || user.uid !== uid) throw permissionDenied();
      epoch += 1;
      operatorUid = uid;
      store.till.save(uid, { locked: false, memberId: member.id });
      setOperator(memberOperator(member));
      return memberOperator(member);
    },

    lockTill() {
      sync();
      lock();
    },

    async approveAction(uid, memberId, pin, action) {
      requireOwner(uid);
      const acting = operator;
      if (!acting) throw tillLocked();
      if (acting.ownAccount) throw refused('manager-only');
      return (await memberPart()).approveAction(uid, acting, memberId, pin, action);
    },

    subscribeShifts(uid, since, onNext, onError) {
      if (!ownerCalling(uid)) return failLater(onError, permissionDenied());
      return guardedRead<Shift[]>(uid, { view: 'shifts' }, (next, error) => store.subscribeShiftRecords(uid, since, next, error), onNext, onError);
    },

    openShift: (uid, input) => actOwn(uid, always('open-shift'), async (acting) => (await staffPart()).openShift(partContext, uid, input, shiftStamp(acting))),

    recordPayInOut: (uid, input) =>
      actOwn(uid, () => [input.move.kind === 'pay-out' ? 'pay-out' : 'pay-in'], async (acting) => (await staffPart()).recordPayInOut(partContext, uid, input, shiftStamp(acting))),

    closeShift: (uid, input) => actOwn(uid, always('close-shift'), async (acting) => (await staffPart()).closeShift(partContext, uid, input, shiftStamp(acting))),
  };

  const backOffice: BackOfficeRules = lazyPart<BackOfficeRules, (typeof BACK_OFFICE_READS)[number], (typeof BACK_OFFICE_WRITES)[number]>(
    async () => (await import('./till-guard-back-office')).backOfficeRules({ inner, act, guardedRead, stamped }),
    BACK_OFFICE_READS,
    BACK_OFFICE_WRITES,
  );

  const overrides: Partial<Record<keyof Backend, unknown>> = {
    ...staffApi,
    ...backOffice,

    async signIn(email: string, password: string) {
      signingIn += 1;
      try {
        const user = await inner.signIn(email, password);
        signedInAs(user);
        return user;
      } finally {
        signingIn -= 1;
      }
    },
    async signInWithGoogle() {
      signingIn += 1;
      try {
        const user = await inner.signInWithGoogle();
        signedInAs(user);
        return user;
      } finally {
        signingIn -= 1;
      }
    },
    async signOut() {
      const signedIn = inner.currentUser();
      const uid = operatorUid ?? (signedIn ? shopUidOf(signedIn) : null);
      await inner.signOut();
      if (uid !== null) store.till.save(uid, null);
      epoch += 1;
      operatorUid = null;
      setOperator(null);
    },

    subscribeProducts: (uid: string, onNext: (products: Product[]) => void, onError: ErrorCallback) =>
      guardedRead<Product[]>(uid, { view: 'products' }, (n, e) => inner.subscribeProducts(uid, n, e), onNext, onError),
    subscribeCustomers: (uid: string, onNext: Parameters<Inner['subscribeCustomers']>[1], onError: ErrorCallback) =>
      guardedRead(uid, {}, (n, e) => inner.subscribeCustomers(uid, n, e), onNext, onError),
    addCustomer: (uid: string, draft: Parameters<Inner['addCustomer']>[1]) =>
      act(uid, () => (draft.creditLimitMinor === undefined || draft.creditLimitMinor === null ? ['add-customer'] : ['add-customer', 'edit-customers']), () => inner.addCustomer(uid, draft)),
    recordSale: (uid: string, input: Parameters<Inner['recordSale']>[1]) =>
      act(uid, (role, part) => part.saleActions(uid, input.sale, role), (acting) => inner.recordSale(uid, acting?.madeBy ? { ...input, sale: stamped(input.sale, acting) } : input), input.sale.madeBy),
    subscribeBalances: (uid: string, onNext: Parameters<Inner['subscribeBalances']>[1], onError: ErrorCallback) => guardedRead(uid, {}, (n, e) => inner.subscribeBalances(uid, n, e), onNext, onError),
    getImageUrl: (path: string) => (ownerCalling(null) && operator === null ? Promise.reject(tillLocked()) : inner.getImageUrl(path)),
  };

  const target = inner as object;
  const guarded: object = new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return overrides[property as keyof Backend];
      const value = Reflect.get(object, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
    has: (object, property) => Object.hasOwn(overrides, property) || Reflect.has(object, property),
    // A test's spy (vi.spyOn) replaces a guarded method in place of the guard's own.
    set(object, property, value, receiver) {
      // An object made from the guard (`Object.create(backend)`) gets its own property, as with any prototype.
      if (receiver !== guarded) return Reflect.defineProperty(receiver as object, property, { value, writable: true, enumerable: true, configurable: true });
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) {
        (overrides as Record<string, unknown>)[property] = value;
        return true;
      }
      return Reflect.set(object, property, value, receiver);
    },
    defineProperty(object, property, descriptor) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property) && 'value' in descriptor) {
        (overrides as Record<string, unknown>)[property] = descriptor.value;
        return true;
      }
      return Reflect.defineProperty(object, property, descriptor);
    },
    // So a copy (`{ ...backend, recordRefund }`, as stories make) keeps the guarded methods.
    ownKeys: (object) => [...new Set([...Reflect.ownKeys(object), ...Object.keys(overrides)])],
    getOwnPropertyDescriptor(object, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return { value: overrides[property as keyof Backend], writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(object, property);
    },
  });
  return guarded as B & StaffApi;
}
