// The Backend contract, expenses: saved by their form-made id (a retry or an edit replaces, never
// adds), read by the day spent newest first, deleted (a missing one quietly), kept to their owner,
// and a forged one refused before anything is written.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Expense } from '../../domain/entities';
import type { Backend } from '../../backend/port';
import { expectCode } from './support';
import type { ContractContext } from './support';

const RECORDED = new Date('2024-08-05T09:00:00Z');

function expense(id: string, overrides: Partial<Expense> = {}): Expense {
  return {
    id,
    amountMinor: 1_550,
    currency: 'GHS',
    category: 'Transport',
    method: 'Cash',
    fromTill: true,
    spentOn: '2024-08-05',
    note: 'Taxi to the wholesaler',
    createdAt: RECORDED,
    updatedAt: RECORDED,
    ...overrides,
  };
}

export function expensesContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  const expensesOf = async (uid: string, sinceKey: string, untilKey: string | null, what: string, test: (list: Expense[]) => boolean = () => true) => {
    const observed = watch<Expense[]>((next, error) => backend.subscribeExpenses(uid, sinceKey, untilKey, next, error));
    const list = await observed.until(test, what);
    observed.unsubscribe();
    return list;
  };

  describe('expenses', () => {
    it('saves expenses and lists those of a range live, newest first by the day spent, then the time recorded', async () => {
      const { uid } = await signUpVerified();
      const august = watch<Expense[]>((next, error) => backend.subscribeExpenses(uid, '2024-08-01', '2024-08-31', next, error));
      await august.until((list) => list.length === 0, 'no expenses yet');

      const rent = expense('rent', { amountMinor: 250_000, category: 'Rent', method: 'Bank Transfer', fromTill: false, spentOn: '2024-08-01', note: 'August rent' });
      const taxi = expense('taxi');
      const laterTaxi = expense('taxi-2', { amountMinor: 1_200, createdAt: new Date('2024-08-05T15:00:00Z'), updatedAt: new Date('2024-08-05T15:00:00Z') });
      const july = expense('july', { spentOn: '2024-07-31', category: 'Utilities', method: 'Mobile Money', fromTill: false, note: 'ECG prepaid' });
      const naira = expense('naira', { currency: 'NGN', amountMinor: 500_000, category: "Owner's own use", spentOn: '2024-08-31', fromTill: false, note: '' });
      for (const each of [rent, taxi, laterTaxi, july, naira]) expect(await backend.saveExpense(uid, each)).toEqual({ created: true });

      const listed = await august.until((list) => list.length === 4, 'the four expenses of August');
      expect(listed).toEqual([naira, laterTaxi, taxi, rent]);
      august.unsubscribe();
      expect(await expensesOf(uid, '2024-07-31', '2024-07-31', 'one day')).toEqual([july]);
      expect((await expensesOf(uid, '2024-08-05', null, 'from a day on, no end')).map((e) => e.id)).toEqual(['naira', 'taxi-2', 'taxi']);
      expect(await expensesOf(uid, '2024-09-01', null, 'none after')).toEqual([]);
    });

    it('replaces the expense of the same id: a retry stays one expense, an edit keeps when it was created', async () => {
      const { uid } = await signUpVerified();
      const first = expense('retried');
      expect(await backend.saveExpense(uid, first)).toEqual({ created: true });
      expect(await backend.saveExpense(uid, first)).toEqual({ created: false });
      expect(await expensesOf(uid, '2024-01-01', null, 'one expense')).toEqual([first]);

      const editedAt = new Date('2024-08-06T10:00:00Z');
      const edited: Expense = { ...first, amountMinor: 1_800, method: 'Mobile Money', fromTill: false, spentOn: '2024-08-04', note: 'Taxi, both ways', updatedAt: editedAt };
      expect(await backend.saveExpense(uid, edited)).toEqual({ created: false });
      // A save that names another creation time keeps the stored one.
      expect(await backend.saveExpense(uid, { ...edited, createdAt: new Date('2024-08-06T09:00:00Z') })).toEqual({ created: false });
      const [stored, ...more] = await expensesOf(uid, '2024-01-01', null, 'the edit', (list) => list[0]?.amountMinor === 1_800);
      expect(more).toEqual([]);
      expect(stored).toEqual({ ...edited, createdAt: RECORDED });
    });

    it('deletes an expense, and a delete of one not there is no error', async () => {
      const { uid } = await signUpVerified();
      await backend.saveExpense(uid, expense('keep'));
      await backend.saveExpense(uid, expense('gone', { spentOn: '2024-08-02' }));
      const listed = watch<Expense[]>((next, error) => backend.subscribeExpenses(uid, '2024-08-01', null, next, error));
      await listed.until((list) => list.length === 2, 'both expenses');
      await backend.deleteExpense(uid, 'gone');
      expect((await listed.until((list) => list.length === 1, 'one left')).map((e) => e.id)).toEqual(['keep']);
      await backend.deleteExpense(uid, 'gone');
      await backend.deleteExpense(uid, 'never-there');
      expect((await expensesOf(uid, '2024-08-01', null, 'still one')).map((e) => e.id)).toEqual(['keep']);
      listed.unsubscribe();
    });

    it('refuses a forged expense, writing nothing', async () => {
      const { uid } = await signUpVerified();
      const forged: [string, Partial<Record<keyof Expense, unknown>>][] = [
        ['a fraction of a cent', { amountMinor: 12.5 }],
        ['nothing spent', { amountMinor: 0 }],
        ['above the maximum', { amountMinor: 1_000_000_001 }],
        ['an unknown category', { category: 'Bribes' }],
        ['an unknown method', { method: 'Cheque' }],
        ['from the till by card', { method: 'Card', fromTill: true }],
        ['not a date', { spentOn: '2024-02-30' }],
        ['a huge note', { note: 'x'.repeat(501) }],
        ['an id with a slash', { id: 'a/b' }],
      ];
      for (const [what, overrides] of forged) {
        const error = await expectCode(backend.saveExpense(uid, { ...expense(`forged-${what.length}`), ...overrides } as Expense), 'invalid-argument');
        expect(error.message, what).not.toBe('');
      }
      await expectCode(backend.deleteExpense(uid, 'a/b'), 'invalid-argument');
      expect(await expensesOf(uid, '0000-01-01', null, 'nothing written')).toEqual([]);
    });

    it("keeps an owner's expenses to that owner", async () => {
      const owner = await signUpVerified();
      await backend.saveExpense(owner.uid, expense('private'));
      await backend.signOut();
      const other = await signUpVerified();
      expect(other.uid).not.toBe(owner.uid);
      await expectCode(backend.saveExpense(owner.uid, expense('intruder')), 'permission-denied');
      await expectCode(backend.saveExpense(owner.uid, expense('private', { amountMinor: 1 })), 'permission-denied');
      await expectCode(backend.deleteExpense(owner.uid, 'private'), 'permission-denied');
      const observed = watch<Expense[]>((next, error) => backend.subscribeExpenses(owner.uid, '0000-01-01', null, next, error));
      expect((await observed.untilError()) as unknown).toMatchObject({ code: 'permission-denied' });
      observed.unsubscribe();
      // The other owner's own list is empty: nothing of the first owner's shows.
      expect(await expensesOf(other.uid, '0000-01-01', null, "the other owner's expenses")).toEqual([]);
    });
  });
}
