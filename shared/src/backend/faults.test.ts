import { describe, expect, it, vi } from 'vitest';
import { withFaults } from './faults';
import type { Backend } from './port';

const healthy = {
  kind: 'test',
  subscribeBusiness: vi.fn((_uid: string, onNext: (b: unknown) => void) => {
    onNext({ ownerName: 'Ama' });
    return () => undefined;
  }),
  subscribeProducts: vi.fn(() => () => undefined),
  subscribeSaleRefunds: vi.fn(() => () => undefined),
  subscribeDailyStats: vi.fn(() => () => undefined),
  subscribeOnlineOrders: vi.fn(() => () => undefined),
  subscribeOwnOrder: vi.fn(() => () => undefined),
  addProduct: vi.fn(() => Promise.resolve('p1')),
  signOut: vi.fn(() => Promise.resolve()),
} as unknown as Backend;

describe('withFaults', () => {
  it('leaves a backend alone when no fault is named', () => {
    expect(withFaults(healthy, undefined)).toBe(healthy);
    expect(withFaults(healthy, {})).toBe(healthy);
  });

  it('answers a subscription with an error, or the business with "missing"', async () => {
    const faulty = withFaults(healthy, { subscribeProducts: 'error', subscribeBusiness: 'missing' });
    const onError = vi.fn();
    faulty.subscribeProducts('u1', () => undefined, onError);
    const onNext = vi.fn();
    faulty.subscribeBusiness('u1', onNext, () => undefined);
    await new Promise((r) => setTimeout(r, 5));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
    expect(onNext).toHaveBeenCalledWith(null);
  });

  it('finds the callbacks of a subscription that takes more than a uid (a day, a sale)', async () => {
    const faulty = withFaults(healthy, { subscribeSaleRefunds: 'error', subscribeDailyStats: 'error' });
    const onNext = vi.fn();
    const onError = vi.fn();
    faulty.subscribeSaleRefunds('u1', 'sale-1', onNext, onError);
    faulty.subscribeDailyStats('u1', '2026-11-01', onNext, onError);
    await new Promise((r) => setTimeout(r, 5));
    expect(onNext).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
  });

  it("answers the online store's subscriptions with an error too: the shop's orders, a customer's own", async () => {
    const faulty = withFaults(healthy, { subscribeOnlineOrders: 'error', subscribeOwnOrder: 'error' });
    const onNext = vi.fn();
    const onError = vi.fn();
    faulty.subscribeOnlineOrders('u1', onNext, onError);
    faulty.subscribeOwnOrder('ama-fabrics', 'order-1', onNext, onError);
    await new Promise((r) => setTimeout(r, 5));
    expect(onNext).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('rejects a faulty write, and passes the rest through', async () => {
    const faulty = withFaults(healthy, { addProduct: 'error' });
    await expect(faulty.addProduct('u1', {} as never)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(faulty.signOut()).resolves.toBeUndefined();
    expect(faulty.kind).toBe('test');
  });

  it('fails only the first subscription or call with "error-once", then passes through', async () => {
    const faulty = withFaults(healthy, { subscribeBusiness: 'error-once', addProduct: 'error-once' });
    const first = { next: vi.fn(), error: vi.fn() };
    faulty.subscribeBusiness('u1', first.next, first.error);
    await new Promise((r) => setTimeout(r, 5));
    expect(first.error).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
    expect(first.next).not.toHaveBeenCalled();
    const second = { next: vi.fn(), error: vi.fn() };
    faulty.subscribeBusiness('u1', second.next, second.error);
    expect(second.next).toHaveBeenCalledWith({ ownerName: 'Ama' });
    expect(second.error).not.toHaveBeenCalled();
    await expect(faulty.addProduct('u1', {} as never)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(faulty.addProduct('u1', {} as never)).resolves.toBe('p1');
  });

  it('stops a pending fault when unsubscribed', async () => {
    const onError = vi.fn();
    const stop = withFaults(healthy, { subscribeProducts: 'error' }).subscribeProducts('u1', () => undefined, onError);
    stop();
    await new Promise((r) => setTimeout(r, 5));
    expect(onError).not.toHaveBeenCalled();
  });
});
