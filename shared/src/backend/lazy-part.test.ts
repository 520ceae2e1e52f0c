import { describe, expect, it, vi } from 'vitest';
import type { Expense } from '../domain/entities';
import { lazyExpenses } from './lazy-part';
import type { ExpensesApi } from './port';

function part(): ExpensesApi & { stops: number } {
  const api = {
    stops: 0,
    subscribeExpenses: vi.fn((_uid: string, _since: string, _until: string | null, onNext: (value: Expense[]) => void) => {
      onNext([]);
      return () => {
        api.stops += 1;
      };
    }),
    saveExpense: vi.fn(async () => ({ created: true })),
    deleteExpense: vi.fn(async () => undefined),
  };
  return api;
}

describe('lazyExpenses: the expenses part loaded on first use', () => {
  it('loads once, then answers every call from the part', async () => {
    const api = part();
    const load = vi.fn(async () => api);
    const lazy = lazyExpenses(load);
    expect(load).not.toHaveBeenCalled();
    const onNext = vi.fn();
    const stop = lazy.subscribeExpenses('u1', '2026-11-01', null, onNext, vi.fn());
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledWith([]));
    await expect(lazy.saveExpense('u1', {} as Expense)).resolves.toEqual({ created: true });
    await lazy.deleteExpense('u1', 'e1');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(api.stops).toBe(1);
  });

  it('a subscription stopped before the part arrives never starts', async () => {
    const api = part();
    const lazy = lazyExpenses(async () => api);
    const stop = lazy.subscribeExpenses('u1', '2026-11-01', null, vi.fn(), vi.fn());
    stop();
    await lazy.deleteExpense('u1', 'e1');
    expect(api.subscribeExpenses).not.toHaveBeenCalled();
  });

  it('tells a failed load through onError and the rejected call, and tries again next time', async () => {
    const api = part();
    const load = vi.fn<() => Promise<ExpensesApi>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(api);
    const lazy = lazyExpenses(load);
    const onError = vi.fn();
    lazy.subscribeExpenses('u1', '2026-11-01', null, vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' })));
    await expect(lazy.saveExpense('u1', {} as Expense)).resolves.toEqual({ created: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
