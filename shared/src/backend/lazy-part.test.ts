import { describe, expect, it, vi } from 'vitest';
import type { Expense } from '../domain/entities';
import { lazyBackOffice, lazyExpenses, lazyPart, loadPartOf } from './lazy-part';
import type { BackOfficeApi } from './lazy-part';
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

describe('lazyBackOffice: what only the owner\'s screens ask, loaded on first use', () => {
  it('a failed load reaches onError when a query or an end date follows it', async () => {
    const load = vi.fn<() => Promise<BackOfficeApi>>().mockRejectedValue(new Error('chunk failed'));
    const lazy = lazyBackOffice(load);
    const onNext = vi.fn();
    const onError = vi.fn();
    lazy.subscribeSales('u1', onNext, onError, { limit: 5 });
    const untilError = vi.fn();
    lazy.subscribeSalesSince('u1', new Date(0), onNext, untilError, new Date(1));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' })));
    await vi.waitFor(() => expect(untilError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' })));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('passes every argument through once loaded, and loads nothing until asked', async () => {
    const subscribeSales = vi.fn((_uid: string, onNext: (sales: never[]) => void) => {
      onNext([]);
      return () => undefined;
    });
    const load = vi.fn(async () => ({ subscribeSales }) as unknown as BackOfficeApi);
    const lazy = lazyBackOffice(load);
    expect(load).not.toHaveBeenCalled();
    const onNext = vi.fn();
    const onError = vi.fn();
    lazy.subscribeSales('u1', onNext, onError, { limit: 5 });
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledWith([]));
    expect(subscribeSales).toHaveBeenCalledWith('u1', onNext, onError, { limit: 5 });
  });
});

describe('loadPartOf: a layer over an adapter loads the adapter\'s part beside its own', () => {
  it("starts the inner part's load when the outer part is first asked for, so neither waits for the other", async () => {
    let releaseOuter = (): void => undefined;
    const innerLoad = vi.fn(async () => part());
    const inner = lazyExpenses(innerLoad);
    const outer = lazyPart<ExpensesApi, 'subscribeExpenses', 'saveExpense' | 'deleteExpense'>(
      () =>
        new Promise<ExpensesApi>((resolve) => {
          releaseOuter = () => resolve(inner);
        }),
      ['subscribeExpenses'],
      ['saveExpense', 'deleteExpense'],
      (name) => loadPartOf(inner, name),
    );
    const onNext = vi.fn();
    outer.subscribeExpenses('u1', '2026-11-01', null, onNext, vi.fn());
    // The outer part is still on its way, and the inner one is already loading.
    expect(innerLoad).toHaveBeenCalledTimes(1);
    releaseOuter();
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledWith([]));
    await outer.deleteExpense('u1', 'e1');
    expect(innerLoad).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a method no lazy part made, and leaves a failed load to the call, which reports it and tries again', async () => {
    expect(() => loadPartOf({ saveExpense: async () => undefined }, 'saveExpense')).not.toThrow();
    expect(() => loadPartOf({}, 'missing')).not.toThrow();
    const api = part();
    const load = vi.fn<() => Promise<ExpensesApi>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(api);
    const lazy = lazyExpenses(load);
    loadPartOf(lazy, 'saveExpense');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(lazy.saveExpense('u1', {} as Expense)).resolves.toEqual({ created: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
