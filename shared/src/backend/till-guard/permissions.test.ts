// The till guard's table of which role may call which method (permissions.ts): the guard holds
// each write to it, and the table must name every method of the port.
import { describe, expect, it, vi } from 'vitest';
import { accessOf } from '../../domain/staff';
import type { StaffRole } from '../../domain/entities';
import type { StaffAction } from '../../domain/staff';
import { expectCode } from '../../testing/contract/support';
import { createMemoryBackend, SAMPLE_OWNER } from '../memory/index';
import type { StaffSeed } from '../memory/index';
import { PERMISSIONS } from './permissions';
import type { PermissionTable } from './permissions';

const uid = SAMPLE_OWNER.uid;
const JOINED = new Date('2026-01-01T09:00:00Z');
const staff: StaffSeed[] = [
  { id: 'efua', name: 'Efua', role: 'cashier', pin: '2580', disabled: false, createdAt: JOINED },
  { id: 'kwame', name: 'Kwame', role: 'manager', pin: '1357', disabled: false, createdAt: JOINED },
];

/** The writes whose fixed actions include one `role` may never do (domain/staff.ts STAFF_PERMISSIONS). */
function writesNever(role: StaffRole): string[] {
  return Object.entries(PERMISSIONS).flatMap(([name, permission]) => {
    const actions: unknown = typeof permission === 'object' && 'write' in permission ? permission.write : null;
    return Array.isArray(actions) && (actions as StaffAction[]).some((action) => accessOf(role, action) === 'no') ? [name] : [];
  });
}

describe('PERMISSIONS', () => {
  it.each([
    ['efua', 'cashier'],
    ['kwame', 'manager'],
  ] as const)('refuses %s, a %s, every write the table says their role may never do', async (memberId, role) => {
    const { backend } = createMemoryBackend({ staff, till: { locked: false, memberId } });
    await vi.waitFor(() => expect(backend.currentOperator()?.id).toBe(memberId));
    const writes = writesNever(role);
    expect(writes.length).toBeGreaterThan(0);
    const port = backend as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const name of writes) {
      // The guard refuses before it reads the call's input.
      const refusal = await expectCode(port[name]!(uid, {}, {}), 'permission-denied');
      expect({ name, reason: refusal.reason }).toEqual({ name, reason: 'not-allowed' });
    }
  });

  it('names methods of the port only, and every one of them (one left out is a type error: tsc -b)', () => {
    const { signUp: _left, ...withoutOne } = PERMISSIONS;
    // @ts-expect-error: signUp is a method of the port, so the table must say who may call it.
    const table: PermissionTable = withoutOne;
    const { backend } = createMemoryBackend();
    const port = backend as unknown as Record<string, unknown>;
    for (const name of [...Object.keys(table), 'signUp']) expect({ name, type: typeof port[name] }).toEqual({ name, type: 'function' });
  });
});
