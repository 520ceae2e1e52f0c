// The till guard lets each role take each order action exactly as the domain's table says
// (domain/online-orders.ts ORDER_PERMISSIONS): the till's actions an order action needs
// (online-store-permissions.ts ORDER_ACTION_NEEDS) give every staff role the same access.
import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_PERMISSIONS } from '../../domain/online-orders';
import { accessOf, STAFF_ROLES } from '../../domain/staff';
import type { StaffAccess } from '../../domain/staff';
import { ORDER_ACTION_NEEDS } from './online-store-permissions';

const STRICTNESS: readonly StaffAccess[] = ['yes', 'manager-pin', 'no'];

describe('ORDER_ACTION_NEEDS', () => {
  it('gives every role the access ORDER_PERMISSIONS gives it, for every order action', () => {
    const access = ORDER_ACTIONS.flatMap((action) =>
      STAFF_ROLES.map((role) => {
        // A write needing several actions is as strict as the strictest of them; needing none, open to all.
        const strictest = ORDER_ACTION_NEEDS[action].map((needed) => accessOf(role, needed)).reduce<StaffAccess>((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a), 'yes');
        return { action, role, access: strictest };
      }),
    );
    expect(access).toEqual(ORDER_ACTIONS.flatMap((action) => STAFF_ROLES.map((role) => ({ action, role, access: ORDER_PERMISSIONS[action][role] }))));
    expect(Object.keys(ORDER_ACTION_NEEDS).sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});
