// Whether this browser has promised to keep the embedded backend's data (persistent storage):
// on the local backend the shop lives only in this browser, which may otherwise clear it when it
// runs low on space. The session asks for the promise when it starts (session.ts); the shell asks
// again once the app is installed (browsers grant it to installed apps) and then dispatches
// STORAGE_PERSISTED_EVENT on the window, which makes this hook read the answer again.
import { useEffect, useState } from 'react';
import { useBackend } from './backend-context';

type StorageManagerLike = { persisted?: () => Promise<boolean> };

/** Dispatched on `window` when the browser has just granted persistent storage. */
export const STORAGE_PERSISTED_EVENT = 'shop:storage-persisted';

/**
 * `false` when the shop's data lives only in this browser and the browser has not promised to keep
 * it; `true` when it has; `null` when it does not apply (a server backend) or cannot be known.
 */
export function useLocalDataKept(storage: StorageManagerLike | undefined = globalThis.navigator?.storage): boolean | null {
  const backend = useBackend();
  const applies = backend.kind === 'local';
  const [kept, setKept] = useState<boolean | null>(null);
  useEffect(() => {
    if (!applies || !storage?.persisted) return;
    let active = true;
    const read = () =>
      storage.persisted?.().then(
        (granted) => active && setKept(granted),
        () => active && setKept(null),
      );
    void read();
    globalThis.addEventListener?.(STORAGE_PERSISTED_EVENT, read);
    return () => {
      active = false;
      globalThis.removeEventListener?.(STORAGE_PERSISTED_EVENT, read);
    };
  }, [applies, storage]);
  return applies ? kept : null;
}
