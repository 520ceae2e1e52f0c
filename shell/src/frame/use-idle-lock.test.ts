import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TILL_IDLE_LOCK_MS } from '@shop/shared/domain';
import { useIdleLock } from './use-idle-lock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleLock', () => {
  it('calls onIdle once the till has been untouched for TILL_IDLE_LOCK_MS', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock({ enabled: true, onIdle }));
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS * 2);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the count again at each key or pointer activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock({ enabled: true, onIdle }));
    for (const touch of [() => fireEvent.keyDown(document.body, { key: '1' }), () => fireEvent.pointerDown(document.body), () => fireEvent.pointerMove(window), () => fireEvent.wheel(window)]) {
      vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 10);
      touch();
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("uses the shop's idle time when given, and the default for one that is not a time", () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ idleMs }) => useIdleLock({ enabled: true, onIdle, idleMs }), { initialProps: { idleMs: 30_000 } });
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    rerender({ idleMs: Number.NaN });
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('does nothing while turned off, and stops listening when unmounted', () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useIdleLock({ enabled, onIdle }), { initialProps: { enabled: false } });
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    unmount();
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('does not lock when the clock went back, and waits the time again', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock({ enabled: true, onIdle }));
    vi.setSystemTime(Date.now() - 60 * 60_000);
    vi.advanceTimersByTime(TILL_IDLE_LOCK_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
