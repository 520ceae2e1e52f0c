// The store link checked as it is typed (issue #43): its shape at once (storeNameMessage), then,
// a moment after the typing stops, whether another shop has it (OnlineStoreApi.isStoreNameFree).
// The shop's own saved link is free to it. An answer for a name typed before is dropped.
import { useEffect, useState } from 'react';
import { normaliseStoreName, ONLINE_STORE_MESSAGES, storeNameMessage } from '@shop/shared/domain';
import { useShop } from '@shop/shared/session';

/** How long typing must pause before the backend is asked. */
export const NAME_CHECK_DELAY_MS = 300;

export type StoreNameCheck =
  | { status: 'invalid'; message: string }
  | { status: 'checking' }
  | { status: 'free' }
  | { status: 'taken'; message: string }
  | { status: 'unknown' };

export function useStoreNameCheck(typed: string): StoreNameCheck {
  const { uid, backend } = useShop();
  const name = normaliseStoreName(typed);
  const shapeMessage = storeNameMessage(name);
  const [answer, setAnswer] = useState<{ name: string; free: boolean | null } | null>(null);

  useEffect(() => {
    if (shapeMessage !== null || !uid) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      backend.isStoreNameFree(uid, name).then(
        (free) => {
          if (current) setAnswer({ name, free });
        },
        (error: unknown) => {
          console.warn('Checking the store link failed', error);
          if (current) setAnswer({ name, free: null });
        },
      );
    }, NAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [backend, uid, name, shapeMessage]);

  if (shapeMessage !== null) return { status: 'invalid', message: shapeMessage };
  if (answer === null || answer.name !== name) return { status: 'checking' };
  if (answer.free === null) return { status: 'unknown' };
  return answer.free ? { status: 'free' } : { status: 'taken', message: ONLINE_STORE_MESSAGES.nameTaken };
}
