import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS } from './constants';
import { verifyPin } from './pin';
import {
  operatorAccess,
  operatorMay,
  accessOf,
  actionRefusal,
  can,
  canApprove,
  canDisable,
  discountNeedsApproval,
  discountShareHundredths,
  isStaffRole,
  memberCan,
  needsManagerPin,
  STAFF_ACTIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffStamp,
} from './staff';
import { editedStaffMember, newStaffMember, validateStaff } from './staff-form';
import type { StaffAccess, StaffAction, StaffDraft } from './staff';
import type { StaffRole } from './entities';

/** Every string a record holds, however deep. */
const heldStrings = (value: unknown): unknown[] => (value !== null && typeof value === 'object' ? Object.values(value).flatMap(heldStrings) : [value]);

const FAST = 10;
const t0 = new Date('2026-11-22T09:00:00Z');

describe('validateStaff', () => {
  const good = { name: '  Ama Mensah ', role: 'cashier', pin: '0427', invitationEmail: ' ama@example.com ' };

  it('gives the cleaned draft: name and e-mail trimmed, the PIN as typed', () => {
    expect(validateStaff(good)).toEqual({ ok: true, value: { name: 'Ama Mensah', role: 'cashier', pin: '0427', invitationEmail: 'ama@example.com' } });
    expect(validateStaff({ ...good, invitationEmail: ' Ama@Example.COM ' })).toMatchObject({ ok: true, value: { invitationEmail: 'ama@example.com' } });
    expect(validateStaff({ ...good, role: 'manager', invitationEmail: '' })).toEqual({ ok: true, value: { name: 'Ama Mensah', role: 'manager', pin: '0427', invitationEmail: null } });
  });

  it('requires a name of at most 200 characters', () => {
    expect(validateStaff({ ...good, name: '   ' })).toEqual({ ok: false, errors: { name: 'Name is required.' } });
    expect(validateStaff({ ...good, name: null })).toEqual({ ok: false, errors: { name: 'Name is required.' } });
    expect(validateStaff({ ...good, name: 'a'.repeat(200) }).ok).toBe(true);
    expect(validateStaff({ ...good, name: 'a'.repeat(201) })).toEqual({ ok: false, errors: { name: 'Name must be at most 200 characters.' } });
  });

  it('offers manager and cashier; the owner only when editing their own record', () => {
    for (const role of ['owner', 'admin', '', null, 'Cashier']) {
      expect(validateStaff({ ...good, role })).toEqual({ ok: false, errors: { role: 'Choose a role from the list.' } });
    }
    expect(validateStaff({ ...good, role: 'owner' }, { roles: ['owner'] }).ok).toBe(true);
    expect(validateStaff({ ...good, role: 'cashier' }, { roles: ['owner'] }).ok).toBe(false);
  });

  it('requires a PIN of 4 to 6 digits that is not one tried first', () => {
    expect(validateStaff({ ...good, pin: '' })).toEqual({ ok: false, errors: { pin: 'PIN is required.' } });
    expect(validateStaff({ ...good, pin: null })).toEqual({ ok: false, errors: { pin: 'PIN is required.' } });
    for (const pin of ['123', '1234567', '12a4', '04 27', ' 0427']) expect(validateStaff({ ...good, pin }), pin).toEqual({ ok: false, errors: { pin: 'PIN must be 4 to 6 digits.' } });
    for (const pin of ['1234', '0000', '987654']) {
      expect(validateStaff({ ...good, pin }), pin).toEqual({ ok: false, errors: { pin: 'Choose a PIN that is harder to guess than 1234 or 1111.' } });
    }
    expect(validateStaff({ ...good, pin: '908172' }).ok).toBe(true);
  });

  it('lets an edit keep the current PIN by leaving it empty', () => {
    expect(validateStaff({ ...good, pin: '' }, { pinRequired: false })).toMatchObject({ ok: true, value: { pin: null } });
    expect(validateStaff({ ...good, pin: '12' }, { pinRequired: false }).ok).toBe(false);
  });

  it('checks the invitation e-mail only when given', () => {
    expect(validateStaff({ ...good, invitationEmail: 'not-an-email' })).toEqual({ ok: false, errors: { invitationEmail: 'Please enter a valid email address.' } });
    expect(validateStaff({ ...good, invitationEmail: `${'a'.repeat(320)}@b.co` }).ok).toBe(false);
    expect(validateStaff({ name: 'Kofi', role: 'cashier', pin: '2580' })).toMatchObject({ ok: true, value: { invitationEmail: null } });
  });

  it('says every field that fails at once', () => {
    expect(validateStaff({})).toEqual({ ok: false, errors: { name: 'Name is required.', role: 'Choose a role from the list.', pin: 'PIN is required.' } });
  });
});

describe('newStaffMember and editedStaffMember', () => {
  const draft: StaffDraft = { name: 'Ama Mensah', role: 'cashier', pin: '0427', invitationEmail: 'ama@example.com' };

  it('hashes the PIN and keeps no digits; a new member is on', async () => {
    const member = await newStaffMember(draft, 'staff-1', t0, FAST);
    expect(member).toMatchObject({ id: 'staff-1', name: 'Ama Mensah', role: 'cashier', disabled: false, createdAt: t0, invitationEmail: 'ama@example.com' });
    // No field holds the PIN (the random salt and the hash are hex, and hold '0427' now and then).
    expect(heldStrings(member)).not.toContain('0427');
    expect(member).not.toHaveProperty('pin');
    await expect(verifyPin('0427', member.pinHash)).resolves.toBe(true);
    expect('invitationEmail' in (await newStaffMember({ ...draft, invitationEmail: null }, 's', t0, FAST))).toBe(false);
    await expect(newStaffMember({ ...draft, pin: null }, 's', t0, FAST)).rejects.toThrow();
  });

  it('keeps the PIN on an edit that leaves it empty, and hashes a new one', async () => {
    const member = await newStaffMember(draft, 'staff-1', t0, FAST);
    const renamed = await editedStaffMember(member, { ...draft, name: 'Ama M.', role: 'manager', pin: null, invitationEmail: null }, FAST);
    expect(renamed).toMatchObject({ id: 'staff-1', name: 'Ama M.', role: 'manager', pinHash: member.pinHash, createdAt: t0, invitationEmail: null, disabled: false });
    const repinned = await editedStaffMember(member, { ...draft, pin: '5173' }, FAST);
    await expect(verifyPin('5173', repinned.pinHash)).resolves.toBe(true);
    await expect(verifyPin('0427', repinned.pinHash)).resolves.toBe(false);
  });
});

describe('staffStamp and canDisable', () => {
  it('stamps a record with the id and name only', () => {
    const member = { id: 's1', name: 'Ama', role: 'cashier', disabled: false };
    expect(staffStamp(member)).toEqual({ id: 's1', name: 'Ama' });
  });

  it('never turns the owner off', () => {
    expect(canDisable({ role: 'owner' })).toBe(false);
    expect(canDisable({ role: 'manager' })).toBe(true);
    expect(canDisable({ role: 'cashier' })).toBe(true);
  });
});

describe('the permission table', () => {
  // The words, action by action, for the cashier (docs in staff.ts).
  const CASHIER: Record<StaffAction, StaffAccess> = {
    sell: 'yes',
    'see-own-sales-today': 'yes',
    'see-customers': 'yes',
    'add-customer': 'yes',
    'record-repayment': 'yes',
    'open-shift': 'yes',
    'close-shift': 'yes',
    'pay-in': 'yes',
    refund: 'manager-pin',
    'discount-over-limit': 'manager-pin',
    'change-stock': 'manager-pin',
    'sell-on-credit': 'manager-pin',
    'pay-out': 'manager-pin',
    'edit-customers': 'no',
    'edit-products': 'no',
    'see-all-sales': 'no',
    'see-other-cashiers-figures': 'no',
    'see-shop-figures': 'no',
    'see-costs-and-profit': 'no',
    'see-expenses': 'no',
    'record-expense': 'no',
    'see-debts-ageing': 'no',
    export: 'no',
    'manage-staff': 'no',
    'edit-business': 'no',
  };

  it('names every action once and covers every role', () => {
    expect(new Set(STAFF_ACTIONS).size).toBe(STAFF_ACTIONS.length);
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual([...STAFF_ACTIONS].sort());
    for (const action of STAFF_ACTIONS) expect(Object.keys(STAFF_PERMISSIONS[action]).sort(), action).toEqual([...STAFF_ROLES].sort());
  });

  it('lets the owner do everything, outright', () => {
    for (const action of STAFF_ACTIONS) expect(accessOf('owner', action), action).toBe('yes');
  });

  it('lets a manager do everything but staff and the business profile', () => {
    for (const action of STAFF_ACTIONS) expect(accessOf('manager', action), action).toBe(action === 'manage-staff' || action === 'edit-business' ? 'no' : 'yes');
  });

  it("gives a cashier the till, today's own sales and customers' names; refunds, big discounts, stock, credit and pay-outs with a manager's PIN", () => {
    for (const action of STAFF_ACTIONS) expect(accessOf('cashier', action), action).toBe(CASHIER[action]);
  });

  it("never shows a cashier costs, profit, expenses, debts' ageing, exports or other cashiers' figures, PIN or not", () => {
    for (const action of ['see-costs-and-profit', 'see-expenses', 'record-expense', 'see-debts-ageing', 'export', 'see-other-cashiers-figures', 'see-all-sales'] as const) {
      expect(can('cashier', action), action).toBe(false);
      expect(needsManagerPin('cashier', action), action).toBe(false);
    }
  });

  it('keeps can, needsManagerPin and canApprove in step with the table', () => {
    for (const role of STAFF_ROLES) {
      for (const action of STAFF_ACTIONS) {
        const access = STAFF_PERMISSIONS[action][role];
        expect(can(role, action)).toBe(access !== 'no');
        expect(needsManagerPin(role, action)).toBe(access === 'manager-pin');
        expect(canApprove(role, action)).toBe(access === 'yes');
      }
    }
  });

  it('says no to a role or an action it does not know (a newer version wrote it)', () => {
    expect(accessOf('admin' as StaffRole, 'sell')).toBe('no');
    expect(can('cashier', 'fly' as StaffAction)).toBe(false);
    expect(can('owner', 'toString' as StaffAction)).toBe(false);
    expect(can('__proto__' as StaffRole, 'sell')).toBe(false);
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('Owner')).toBe(false);
  });
});

describe('memberCan and actionRefusal', () => {
  const cashier = { role: 'cashier' as const, disabled: false };
  const manager = { role: 'manager' as const, disabled: false };
  const owner = { role: 'owner' as const, disabled: false };

  it('refuses a member who was turned off, whatever they try', () => {
    expect(memberCan({ ...cashier, disabled: true }, 'sell')).toBe(false);
    expect(memberCan({ ...manager, disabled: true }, 'refund')).toBe(false);
    expect(actionRefusal({ ...manager, disabled: true }, 'sell')).toEqual({ reason: 'disabled', message: 'This staff account is turned off. Ask the owner.' });
    expect(memberCan(cashier, 'sell')).toBe(true);
    expect(memberCan(cashier, 'refund')).toBe(true);
    expect(memberCan(cashier, 'export')).toBe(false);
  });

  it('lets a role act alone where the table says yes', () => {
    expect(actionRefusal(cashier, 'sell')).toBeNull();
    expect(actionRefusal(manager, 'refund')).toBeNull();
    expect(actionRefusal(manager, 'refund', cashier)).toBeNull();
    expect(actionRefusal(owner, 'manage-staff')).toBeNull();
  });

  it('refuses what the role may never do, approver or not', () => {
    expect(actionRefusal(cashier, 'see-costs-and-profit', owner)).toEqual({ reason: 'not-allowed', message: 'Your role cannot do this.' });
    expect(actionRefusal(manager, 'manage-staff')).toMatchObject({ reason: 'not-allowed' });
  });

  it("asks for a manager's PIN, and takes only an active manager's or the owner's", () => {
    expect(actionRefusal(cashier, 'refund')).toEqual({ reason: 'needs-manager-pin', message: "This needs a manager's PIN." });
    expect(actionRefusal(cashier, 'refund', manager)).toBeNull();
    expect(actionRefusal(cashier, 'change-stock', owner)).toBeNull();
    expect(actionRefusal(cashier, 'refund', { role: 'cashier', disabled: false })).toEqual({
      reason: 'approver-not-allowed',
      message: "That PIN is not a manager's. Ask a manager or the owner.",
    });
    expect(actionRefusal(cashier, 'refund', { ...manager, disabled: true })).toMatchObject({ reason: 'approver-not-allowed' });
  });
});

describe('discounts above the limit', () => {
  it('reads a percentage as typed, at most 100 %', () => {
    const pct = (discountHundredths: number) => discountShareHundredths({ discountType: 'percentage', discountHundredths, subtotalMinor: 1234, discountMinor: 0 });
    expect(pct(1050)).toBe(1050);
    expect(pct(0)).toBe(0);
    expect(pct(-5)).toBe(0);
    expect(pct(12_000)).toBe(10_000);
    expect(pct(Number.NaN)).toBe(10_000);
  });

  it("reads a fixed discount as its share of the subtotal, rounded up so even a pesewa over counts", () => {
    const fixed = (discountMinor: number, subtotalMinor: number) => discountShareHundredths({ discountType: 'fixed', discountHundredths: discountMinor, subtotalMinor, discountMinor });
    expect(fixed(1000, 10_000)).toBe(1000);
    expect(fixed(1001, 10_000)).toBe(1001);
    expect(fixed(1, 3)).toBe(3334);
    expect(fixed(0, 10_000)).toBe(0);
    expect(fixed(500, 0)).toBe(0);
    expect(fixed(20_000, 10_000)).toBe(10_000);
    expect(fixed(Number.NaN, 10_000)).toBe(10_000);
  });

  it('a fixed share is above a whole limit exactly when the money is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (subtotalMinor, shareBp, limit) => {
        const discountMinor = Math.floor((subtotalMinor * shareBp) / 10_000) + (shareBp % 7 === 0 ? 1 : 0);
        const share = discountShareHundredths({ discountType: 'fixed', discountHundredths: discountMinor, subtotalMinor, discountMinor });
        if (discountMinor <= subtotalMinor) expect(share > limit).toBe(discountMinor * 10_000 > limit * subtotalMinor);
      }),
    );
  });

  it("asks a cashier for a manager's PIN only above the shop's limit (10 % until it sets one)", () => {
    expect(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS).toBe(1000);
    expect(discountNeedsApproval('cashier', 1000)).toBe(false);
    expect(discountNeedsApproval('cashier', 1001)).toBe(true);
    expect(discountNeedsApproval('cashier', 0)).toBe(false);
    expect(discountNeedsApproval('cashier', 2500, 2500)).toBe(false);
    expect(discountNeedsApproval('cashier', 2501, 2500)).toBe(true);
  });

  it('never asks a manager or the owner', () => {
    for (const role of ['manager', 'owner'] as const) {
      expect(discountNeedsApproval(role, 10_000, 0)).toBe(false);
      expect(discountNeedsApproval(role, Number.NaN)).toBe(false);
    }
  });

  it('reads a limit out of range as 0 % (every discount asks), above 100 % as 100 %, and an unreadable discount as one to ask about', () => {
    for (const limit of [-1, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(discountNeedsApproval('cashier', 1, limit)).toBe(true);
      expect(discountNeedsApproval('cashier', 0, limit)).toBe(false);
    }
    expect(discountNeedsApproval('cashier', 10_000, 50_000)).toBe(false);
    expect(discountNeedsApproval('cashier', Number.NaN)).toBe(true);
    expect(discountNeedsApproval('admin' as StaffRole, 500)).toBe(false);
    expect(discountNeedsApproval('admin' as StaffRole, 1500)).toBe(true);
  });
});

describe('operatorAccess', () => {
  it('lets the owner\'s account do everything, a locked till nothing, and a member what their role may', () => {
    const account = { id: 'owner-1', name: 'Ama', role: 'owner' as const, account: true };
    const cashier = { id: 'm-1', name: 'Efua', role: 'cashier' as const };
    for (const action of STAFF_ACTIONS) {
      expect(operatorAccess(account, action)).toBe('yes');
      expect(operatorAccess(null, action)).toBe('no');
      expect(operatorAccess(cashier, action)).toBe(accessOf('cashier', action));
    }
    expect(operatorAccess(cashier, 'refund')).toBe('manager-pin');
    expect(operatorAccess({ ...cashier, role: 'manager' }, 'manage-staff')).toBe('no');
  });

  it("gives a cashier on their own account nothing that needs a manager's PIN", () => {
    const own = { id: 'm-1', name: 'Efua', role: 'cashier' as const, ownAccount: true };
    for (const action of STAFF_ACTIONS) {
      const access = accessOf('cashier', action);
      expect(operatorAccess(own, action)).toBe(access === 'manager-pin' ? 'no' : access);
    }
    expect(operatorAccess(own, 'sell')).toBe('yes');
    expect(operatorAccess({ ...own, role: 'manager' }, 'refund')).toBe('yes');
  });

  it('lets a screen show only what the person at the till may do outright (operatorMay), never what needs a PIN', () => {
    const cashier = { id: 'm-1', name: 'Efua', role: 'cashier' as const };
    for (const action of STAFF_ACTIONS) expect(operatorMay(cashier, action)).toBe(accessOf('cashier', action) === 'yes');
    expect(operatorMay(cashier, 'sell')).toBe(true);
    expect(operatorMay(cashier, 'change-stock')).toBe(false);
    expect(operatorMay(cashier, 'edit-customers')).toBe(false);
    expect(operatorMay({ ...cashier, role: 'manager' }, 'edit-customers')).toBe(true);
    expect(operatorMay(null, 'sell')).toBe(false);
  });
});
