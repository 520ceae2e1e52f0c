// The server's callables (functions/src/index.ts: placeOnlineOrder, cancelOwnOrder, takeOrderAction,
// publishOnlineStore), called through the Functions SDK. The SDK is imported on the first call, so a
// till that never calls one (the partner widget, the landing page) never downloads it.
import type { FirebaseApp } from 'firebase/app';
import type { HttpsCallable } from 'firebase/functions';
import { toBackendError } from './errors';

/**
 * Where the server runs unless the deployment says otherwise: functions/src/region.ts, REGION
 * (docs/firebase.md, 'Deploy the server').
 */
export const DEFAULT_FUNCTIONS_REGION = 'africa-south1';

export type CallServer = <Answer>(name: string, data: unknown) => Promise<Answer>;

/** Calls the callables of `app`'s project in `region`, or on the Functions emulator at `emulator` ('127.0.0.1:5001'). */
export function createCallables(app: FirebaseApp, region: string, emulator: string | undefined): CallServer {
  let loading: Promise<<Answer>(name: string) => HttpsCallable<unknown, Answer>> | null = null;
  const load = () => {
    loading ??= import('firebase/functions').then((module) => {
      const functions = module.getFunctions(app, region);
      if (emulator) {
        const url = new URL(emulator.includes('://') ? emulator : `http://${emulator}`);
        module.connectFunctionsEmulator(functions, url.hostname, Number(url.port || 5001));
      }
      return <Answer>(name: string) => module.httpsCallable<unknown, Answer>(functions, name);
    });
    return loading;
  };
  return async <Answer>(name: string, data: unknown): Promise<Answer> => {
    try {
      const callable = await load();
      const result = await callable<Answer>(name)(data);
      return result.data;
    } catch (error) {
      throw toBackendError(error);
    }
  };
}
