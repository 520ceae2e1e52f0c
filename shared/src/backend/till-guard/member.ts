// The part of the till guard (guard-till.ts) that runs only while a staff member — not the owner's
// signed-in account — is at the till, loaded with a dynamic import the moment one is (after a PIN,
// or on a restored session that kept one) and before any of their reads or writes goes through:
// a member's writes (read again at each one, their role's needs, the manager's PIN that let them
// through: `approveAction`, STAFF_APPROVAL_MS), a cashier's views of what they read (costs, other
// people's sales and days left out), and the shop's discount limit for a cashier's sale, read
// through the adapter's live profile (till-settings.ts cashierDiscountLimitOf). A shop without
// staff never runs any of it: the partner widget's JavaScript must stay within 150 KB gzip
// (e2e/specs/widget.spec.mjs). The rules are domain/staff.ts's (STAFF_PERMISSIONS).
import { STAFF_APPROVAL_MS } from '../../domain/constants';
import type { Business, Product, Refund, Repayment, Sale, SaleItem, Shift, StaffRole, StaffStamp, StockMovement } from '../../domain/entities';
import type { AccountRecords } from '../../domain/credit';
import { localDateKey } from '../../domain/local-day';
import { accessOf, actionRefusal, canApprove, discountNeedsApproval, discountShareHundredths, needsManagerPin, staffStamp } from '../../domain/staff';
import type { StaffAction, StaffMember, TillOperator } from '../../domain/staff';
import { cashierDiscountLimitOf } from '../../domain/till-settings';
import type { Backend, Unsubscribe } from '../port';
import { shopUidOf } from '../port';
import type { StaffStore } from '../staff-store';
import { memberOperator } from './at-the-till';
import { refused } from './refusals';

/** What the guard lends this part: its adapter and store, its clock and time zone, and its operator. */
export interface MemberLink {
  inner: Pick<Backend, 'subscribeBusiness' | 'onAuthStateChanged'>;
  store: StaffStore;
  clock: () => Date;
  timeZone: string;
  operator: () => TillOperator | null;
  setOperator: (next: TillOperator | null) => void;
  lock: () => void;
  /** The member's PIN checked with its lockout (staff.ts, checkPin): the member, or a refusal. */
  checkPin: (uid: string, memberId: string, pin: string) => Promise<StaffMember>;
}

/** Who acts in a write the guard let through: the operator, and the stamps to put on its record (none for the owner's bare account). */
export interface Acting {
  operator: TillOperator;
  madeBy: StaffStamp | null;
  approvedBy: StaffStamp | null;
}

/** What the operator's role needs for a write; `part` reads what it needs for a sale (`saleActions`). */
export type ActionsOf = (role: StaffRole, part: MemberPart) => readonly StaffAction[] | Promise<readonly StaffAction[]>;

/** How a member sees a list the guard reads for them (permissions.ts, ReadRule). */
export type ViewName = 'products' | 'movements' | 'sales' | 'refunds' | 'repayments' | 'accountRecords' | 'shifts';

interface Approval {
  /** The operator it was given to, for which action. */
  operatorId: string;
  action: StaffAction;
  by: StaffStamp;
  role: StaffRole;
  until: number;
}

/** The longest a sale waits for the shop's profile (its discount limit) before the default limit applies. */
const PROFILE_WAIT_MS = 3_000;

/** Sale lines without their cost. */
const withoutLineCosts = (items: SaleItem[]): SaleItem[] => items.map((item) => ({ ...item, costMinor: null }));

function withoutProductCost(product: Product): Product {
  const { costMinor: _cost, ...rest } = product;
  return rest;
}

function withoutMovementCost(movement: StockMovement): StockMovement {
  const { unitCostMinor: _unit, costAfterMinor: _after, ...rest } = movement;
  return rest;
}

export type MemberPart = ReturnType<typeof memberPart>;

/** The part for one guard: its approvals and its watch of the shop's profile live here. */
export function memberPart(link: MemberLink) {
  const { store, clock, timeZone, inner } = link;
  let approvals: Approval[] = [];

  // ---------------------------------------------------------------------------------------------
  // Writes

  /** The operator's member as stored now: role may have changed; a member gone or turned off locks the till. */
  async function memberNow(uid: string, acting: TillOperator): Promise<StaffMember> {
    const member = await store.getStaffMember(uid, acting.id);
    if (link.operator()?.id !== acting.id) throw refused('till-locked');
    if (!member || member.disabled) {
      link.lock();
      throw refused('disabled');
    }
    link.setOperator(acting.ownAccount ? { ...memberOperator(member), ownAccount: true } : memberOperator(member));
    return member;
  }

  /** The operator whose record is followed, in the shop `uid`, and how to stop. */
  let following: { uid: string; id: string; stop: Unsubscribe } | null = null;

  /**
   * Follows the record of the member at the till of the shop `uid` (null: nobody to follow) while
   * they are at it (at-the-till.ts, setOperator): a role or name the owner changes reaches the
   * till's permissions and what its lists show at once, with no new sign-in or PIN; a member on
   * their own account counts as a cashier until it is first read. A record gone or turned off
   * changes nothing here: their next write is refused (memberNow).
   */
  function follow(uid: string | null): void {
    const acting = link.operator();
    const id = uid !== null && acting && !acting.account ? acting.id : null;
    if (following?.uid === uid && following.id === id) return;
    following?.stop();
    following = null;
    if (uid === null || id === null) return;
    let over = false;
    let stopRecords: Unsubscribe | null = null;
    following = {
      uid,
      id,
      stop: () => {
        over = true;
        stopRecords?.();
      },
    };
    stopRecords = store.subscribeStaffRecords(
      uid,
      (staff) => {
        const now = link.operator();
        const member = staff.find((m) => m.id === id);
        if (over || !member || member.disabled || now?.id !== id) return;
        link.setOperator(now.ownAccount ? { ...memberOperator(member), ownAccount: true } : memberOperator(member));
      },
      () => undefined,
    );
    if (over) stopRecords();
  }

  function approvalFor(action: StaffAction, operatorId: string): Approval | null {
    const now = clock().getTime();
    return approvals.find((a) => a.operatorId === operatorId && a.until > now && a.action === action) ?? null;
  }

  /**
   * A write as the member `acting`, or its refusal. `actions` are what the member's role needs for
   * it; `claimed` the `madeBy` the record arrived with (someone else's is refused). The approvals a
   * write uses are spent on it, and given back when it fails.
   */
  async function act<R>(uid: string, acting: TillOperator, actions: ActionsOf, call: (acting: Acting) => Promise<R>, claimed?: StaffStamp | null): Promise<R> {
    const member = await memberNow(uid, acting);
    if (claimed && claimed.id !== member.id) throw refused('not-allowed');
    const used: Approval[] = [];
    for (const action of await actions(member.role, part)) {
      const approval = approvalFor(action, member.id);
      const refusal = actionRefusal(member, action, approval ? { role: approval.role, disabled: false } : null);
      // On a member's own account no manager types a PIN: what needs one is a manager's to do.
      if (refusal?.reason === 'needs-manager-pin' && acting.ownAccount) throw refused('manager-only');
      if (refusal) throw refused(refusal.reason);
      if (approval && needsManagerPin(member.role, action)) used.push(approval);
    }
    approvals = approvals.filter((a) => !used.includes(a));
    try {
      return await call({ operator: memberOperator(member), madeBy: staffStamp(member), approvedBy: used[0]?.by ?? null });
    } catch (error) {
      if (link.operator()?.id === member.id) approvals = [...approvals, ...used];
      throw error;
    }
  }

  /** port.ts approveAction for the operator `acting` (the guard checked the caller and the till). */
  async function approveAction(uid: string, acting: TillOperator, memberId: string, pin: string, action: StaffAction): Promise<StaffStamp> {
    const actor: Pick<StaffMember, 'role' | 'disabled'> = acting.account ? { role: acting.role, disabled: false } : await memberNow(uid, acting);
    const approver = await link.checkPin(uid, memberId, pin);
    if (link.operator()?.id !== acting.id) throw refused('till-locked');
    const refusal = actionRefusal(actor, action, approver);
    if (refusal) throw refused(refusal.reason);
    const by = staffStamp(approver);
    approvals = [...approvals.filter((a) => !(a.operatorId === acting.id && a.action === action)), { operatorId: acting.id, action, by, role: approver.role, until: clock().getTime() + STAFF_APPROVAL_MS }];
    return by;
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  /** Whether the operator sees only their own records of today (staff.ts, 'see-own-sales-today'). */
  const ownTodayOnly = (acting: TillOperator) => accessOf(acting.role, 'see-all-sales') !== 'yes';
  const seesCosts = (acting: TillOperator) => accessOf(acting.role, 'see-costs-and-profit') === 'yes';
  function ownToday<T extends { madeBy?: StaffStamp; createdAt: Date }>(acting: TillOperator, list: T[]): T[] {
    if (!ownTodayOnly(acting)) return list;
    const today = localDateKey(clock(), timeZone);
    return list.filter((record) => record.madeBy?.id === acting.id && localDateKey(record.createdAt, timeZone) === today);
  }

  const views: { [name in ViewName]: (acting: TillOperator, value: never) => unknown } = {
    products: (acting, products: Product[]) => (seesCosts(acting) ? products : products.map(withoutProductCost)),
    movements: (acting, list: StockMovement[]) => (seesCosts(acting) ? list : list.map(withoutMovementCost)),
    sales: (acting, sales: Sale[]) => ownToday(acting, sales).map((sale) => (seesCosts(acting) ? sale : { ...sale, items: withoutLineCosts(sale.items) })),
    refunds: (acting, refunds: Refund[]) => ownToday(acting, refunds).map((refund) => (seesCosts(acting) ? refund : { ...refund, items: withoutLineCosts(refund.items) })),
    repayments: (acting, repayments: Repayment[]) => ownToday(acting, repayments),
    accountRecords: (acting, records: AccountRecords) =>
      seesCosts(acting)
        ? records
        : { ...records, sales: records.sales.map((sale) => ({ ...sale, items: withoutLineCosts(sale.items) })), refunds: records.refunds.map((refund) => ({ ...refund, items: withoutLineCosts(refund.items) })) },
    shifts: (acting, shifts: Shift[]) => (accessOf(acting.role, 'see-other-cashiers-figures') === 'yes' ? shifts : shifts.filter((shift) => shift.staff.id === acting.id)),
  };

  /** A list as the member `acting` may see it. */
  const view = <T>(name: ViewName, acting: TillOperator, value: T): T => (views[name] as (acting: TillOperator, value: T) => T)(acting, value);

  // ---------------------------------------------------------------------------------------------
  // The shop's till settings

  /** The signed-in owner's profile, watched live through the adapter once a sale needs it. */
  interface ProfileWatch {
    uid: string;
    latest: { business: Business | null } | null;
    waiting: Array<(business: Business | null) => void>;
    stop: Unsubscribe;
  }
  let profile: ProfileWatch | null = null;

  function closeProfile(): void {
    const closing = profile;
    profile = null;
    if (!closing) return;
    closing.stop();
    for (const resolve of closing.waiting.splice(0)) resolve(null);
  }

  /**
   * The owner's profile as the adapter holds it now (null when missing or unreadable: the defaults
   * apply). A watch that has not answered within PROFILE_WAIT_MS does not hold the sale: the
   * default limit applies to it.
   */
  function businessOf(uid: string): Promise<Business | null> {
    if (profile?.uid !== uid) closeProfile();
    if (profile?.latest) return Promise.resolve(profile.latest.business);
    return new Promise((answer) => {
      const timer = setTimeout(() => resolve(null), PROFILE_WAIT_MS);
      let answered = false;
      function resolve(business: Business | null) {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        answer(business);
      }
      if (profile) {
        profile.waiting.push(resolve);
        return;
      }
      const watch: ProfileWatch = { uid, latest: null, waiting: [resolve], stop: () => undefined };
      profile = watch;
      const settle = (business: Business | null) => {
        for (const waiter of watch.waiting.splice(0)) waiter(business);
      };
      const stop = inner.subscribeBusiness(
        uid,
        (business) => {
          watch.latest = { business };
          settle(business);
        },
        () => {
          // Unreadable now: the default limit for this sale, and a fresh watch for the next one.
          if (profile === watch) profile = null;
          watch.stop();
          settle(null);
        },
      );
      watch.stop = stop;
      if (profile !== watch) stop();
    });
  }

  inner.onAuthStateChanged((user) => {
    if (profile && (user ? shopUidOf(user) : null) !== profile.uid) closeProfile();
  });

  /**
   * What a member needs to ring a sale up: selling, and a manager's PIN for credit or a discount
   * above the shop's limit (read only when the role and the discount make it matter).
   */
  async function saleActions(uid: string, sale: Sale, role: StaffRole): Promise<StaffAction[]> {
    const actions: StaffAction[] = ['sell'];
    if (sale.credit) actions.push('sell-on-credit');
    const share = discountShareHundredths(sale);
    const limit = canApprove(role, 'discount-over-limit') || share <= 0 ? undefined : cashierDiscountLimitOf(await businessOf(uid));
    if (discountNeedsApproval(role, share, limit)) actions.push('discount-over-limit');
    return actions;
  }

  const part = {
    /** Forgets the approvals given: the operator changed. */
    forgetApprovals() {
      approvals = [];
    },
    act,
    follow,
    approveAction,
    view,
    saleActions,
  };
  return part;
}
