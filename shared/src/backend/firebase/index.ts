// The Firebase adapter. Loaded on demand (`await import(...)`) by the session only when the runtime
// configuration asks for Firebase, so the SDK never weighs on pages that run on the local backend.
export { createFirebaseBackend } from './firebase-backend';
export type { FirebaseBackend, FirebaseBackendOptions, FirebaseEmulators, FirebaseServices, FirebaseWebConfig } from './firebase-backend';
export { backendCodeFor, toBackendError } from './errors';
