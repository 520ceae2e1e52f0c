// The till's idle lock (issue #35; domain/pin.ts, isIdleLocked): once the shop has staff, a till
// left untouched for the shop's idle time (Business.idleLockMinutes, idleLockMsOf; TILL_IDLE_LOCK_MS
// until it sets one) locks to the PIN pad. Any pointer or key activity anywhere
// in the page (the remotes' screens included: their events reach the window) counts as use.
import { useEffect, useRef } from 'react';
import { TILL_IDLE_LOCK_MS, isIdleLocked } from '@shop/shared/domain';

/** What counts as someone using the till. */
export const TILL_ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleLockOptions {
  /** Only while true (a till with staff and someone at it); the clock starts again when it turns on. */
  enabled: boolean;
  /** Called once the till has been idle for `idleMs`. */
  onIdle: () => void;
  /** The shop's idle time (TILL_IDLE_LOCK_MS unless given; isIdleLocked reads a bad one as the default). */
  idleMs?: number;
}

export function useIdleLock({ enabled, onIdle, idleMs = TILL_IDLE_LOCK_MS }: IdleLockOptions): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = new Date();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = Number.isFinite(idleMs) && idleMs > 0 ? idleMs : TILL_IDLE_LOCK_MS;

    // One timer to the moment the till would lock; activity only moves the mark, and the timer,
    // when it fires early, waits again for what is left.
    const check = () => {
      const now = new Date();
      if (isIdleLocked(lastActivity, now, idleMs)) {
        timer = undefined;
        latest.current();
        return;
      }
      const left = limit - (now.getTime() - lastActivity.getTime());
      timer = setTimeout(check, Math.max(0, Math.min(limit, left)));
    };
    const touched = () => {
      lastActivity = new Date();
    };

    for (const type of TILL_ACTIVITY_EVENTS) window.addEventListener(type, touched, { capture: true, passive: true });
    timer = setTimeout(check, limit);
    return () => {
      for (const type of TILL_ACTIVITY_EVENTS) window.removeEventListener(type, touched, { capture: true });
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, idleMs]);
}
