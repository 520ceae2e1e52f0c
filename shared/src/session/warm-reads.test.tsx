import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCallback } from '../backend/port';
import { useLive, warmLive, WARM_HOLD_MS } from './use-live';
import type { LiveState } from './use-live';

/** A read that answers when the test says, and records whether it is still followed. */
function controlledRead<T>() {
  const read = { subscribed: 0, released: 0, answer: (_value: T) => undefined as void, fail: (_error: Error) => undefined as void };
  const subscribe = vi.fn((onNext: (value: T) => void, onError: ErrorCallback) => {
    read.subscribed += 1;
    read.answer = onNext;
    read.fail = onError;
    return () => {
      read.released += 1;
    };
  });
  return { read, subscribe };
}

/** What each render of the hook returned, in order. */
function renderLive<T>(key: string, subscribe: (onNext: (value: T) => void, onError: ErrorCallback) => () => void) {
  const seen: LiveState<T>['status'][] = [];
  const view = renderHook(() => {
    const state = useLive<T>(key, subscribe);
    seen.push(state.status);
    return state;
  });
  return { ...view, seen };
}

let n = 0;
const freshKey = () => `warm-test-${++n}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('a read started before its screen (warmLive)', () => {
  it('is taken over by the screen: one subscription, its answer on the first render, released with the screen', () => {
    const key = freshKey();
    const early = controlledRead<string>();
    warmLive(key, early.subscribe);
    early.read.answer('figures');
    const own = controlledRead<string>();
    const { result, seen, unmount } = renderLive(key, own.subscribe);
    expect(seen[0]).toBe('ready');
    expect(seen).not.toContain('loading');
    expect(result.current).toMatchObject({ status: 'ready', data: 'figures' });
    expect(own.subscribe).not.toHaveBeenCalled();
    act(() => early.read.answer('newer figures'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'newer figures' });
    expect(early.read.released).toBe(0);
    unmount();
    expect(early.read.released).toBe(1);
  });

  it('still on its way when the screen mounts: loading, then its answer, without a second subscription', async () => {
    const key = freshKey();
    const early = controlledRead<number>();
    warmLive(key, early.subscribe);
    const own = controlledRead<number>();
    const { result } = renderLive(key, own.subscribe);
    expect(result.current.status).toBe('loading');
    act(() => early.read.answer(42));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 42 }));
    expect(own.subscribe).not.toHaveBeenCalled();
    expect(early.subscribe).toHaveBeenCalledTimes(1);
  });

  it('is let go when no screen takes it within the hold, and the screen then subscribes its own', () => {
    vi.useFakeTimers();
    const key = freshKey();
    const early = controlledRead<string>();
    warmLive(key, early.subscribe);
    early.read.answer('stale by now');
    vi.advanceTimersByTime(WARM_HOLD_MS);
    expect(early.read.released).toBe(1);
    const own = controlledRead<string>();
    const { result } = renderLive(key, own.subscribe);
    expect(result.current.status).toBe('loading');
    expect(own.subscribe).toHaveBeenCalledTimes(1);
  });

  it('failed before the screen came: let go, and the screen subscribes afresh instead of showing the old failure', () => {
    const key = freshKey();
    const early = controlledRead<string>();
    warmLive(key, early.subscribe);
    early.read.fail(new Error('unavailable'));
    const own = controlledRead<string>();
    const { result } = renderLive(key, own.subscribe);
    expect(early.read.released).toBe(1);
    expect(own.subscribe).toHaveBeenCalledTimes(1);
    act(() => own.read.answer('read again'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'read again' });
  });

  it('failing after the screen took it: the screen shows the failure and its retry subscribes afresh', () => {
    const key = freshKey();
    const early = controlledRead<string>();
    warmLive(key, early.subscribe);
    const own = controlledRead<string>();
    const { result } = renderLive(key, own.subscribe);
    act(() => early.read.fail(new Error('unavailable')));
    expect(result.current.status).toBe('error');
    act(() => (result.current as Extract<LiveState<string>, { status: 'error' }>).retry());
    expect(early.read.released).toBe(1);
    expect(own.subscribe).toHaveBeenCalledTimes(1);
    act(() => own.read.answer('back'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'back' });
  });

  it('has one taker: a second screen on the same key subscribes its own', () => {
    const key = freshKey();
    const early = controlledRead<string>();
    warmLive(key, early.subscribe);
    early.read.answer('figures');
    const first = controlledRead<string>();
    const second = controlledRead<string>();
    renderLive(key, first.subscribe);
    const other = renderLive(key, second.subscribe);
    expect(first.subscribe).not.toHaveBeenCalled();
    expect(second.subscribe).toHaveBeenCalledTimes(1);
    expect(other.result.current.status).toBe('loading');
  });
});
