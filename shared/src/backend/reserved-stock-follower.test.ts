import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followReservedStock } from './reserved-stock-follower';
import { heldOrder, sampleStore } from '../testing/online-store-sample';
import type { Product } from '../domain/entities';

const HOUR_MS = 60 * 60_000;
const RICE = { id: 'rice', name: 'Rice (5kg)', type: 'Physical', priceMinor: 8_500, currency: 'GHS', quantity: 12 } as Product;
const MILO = { id: 'milo', name: 'Milo 400g', type: 'Physical', priceMinor: 4_200, currency: 'GHS', quantity: 2 } as Product;

describe('followReservedStock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('tells the units again when a hold lapses, though no order changed', () => {
    const now = () => new Date();
    const store = sampleStore('ama-provisions', { holdHours: 3 });
    // Held an hour ago and two hours ago: with 3 hours' hold they lapse in 2 hours and in 1.
    const orders = [heldOrder('o-1', store.name, RICE, 2, now()), heldOrder('o-2', store.name, MILO, 1, new Date(now().getTime() - HOUR_MS))];
    const told: Map<string, number>[] = [];
    const follower = followReservedStock((reserved) => told.push(reserved), now);
    follower.tell(store, orders);
    expect(told.at(-1)).toEqual(new Map([['rice', 2], ['milo', 1]]));

    vi.advanceTimersByTime(HOUR_MS - 1_000);
    expect(told).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(told.at(-1)).toEqual(new Map([['rice', 2]]));
    vi.advanceTimersByTime(HOUR_MS);
    expect(told.at(-1)).toEqual(new Map());
    const count = told.length;
    vi.advanceTimersByTime(24 * HOUR_MS);
    expect(told).toHaveLength(count);
  });

  it('tells nothing more once stopped, and a newer read replaces the older timer', () => {
    const now = () => new Date();
    const store = sampleStore('ama-provisions', { holdHours: 3 });
    const told: Map<string, number>[] = [];
    const follower = followReservedStock((reserved) => told.push(reserved), now);
    follower.tell(store, [heldOrder('o-1', store.name, RICE, 2, now())]);
    follower.tell(store, []);
    vi.advanceTimersByTime(3 * HOUR_MS);
    expect(told).toEqual([new Map([['rice', 2]]), new Map()]);

    follower.tell(store, [heldOrder('o-1', store.name, RICE, 2, now())]);
    follower.stop();
    vi.advanceTimersByTime(3 * HOUR_MS);
    follower.tell(store, []);
    expect(told).toHaveLength(3);
  });
});
