// What the Backend contract's parts share: the fixture and helper types, the context each part
// runs in, sample records, and the waiting and observing helpers adapters' own tests use too.
import { expect } from 'vitest';
import type { DailyStat, Product, Sale } from '../../domain/entities';
import { saleOf } from '../sale-of';
import { BackendError } from '../../backend/errors';
import type { BackendErrorCode } from '../../backend/errors';
import type { Backend, BackendUser, ErrorCallback, ImageFile, SignUpProfile, Unsubscribe } from '../../backend/port';
import type { PlanRecord } from '../../domain/plans';

export interface ContractFixture<B extends Backend = Backend> {
  backend: B;
  /** Releases the backend and removes whatever it stored. */
  cleanup: () => Promise<void>;
}

export interface ContractHelpers<B extends Backend = Backend> {
  /** Follows the link of the verification e-mail last sent to `email`. */
  verifyEmail(backend: B, email: string): Promise<void>;
  /** Follows the link of the password-reset e-mail last sent to `email` and sets `newPassword`. */
  completePasswordReset(backend: B, email: string, newPassword: string): Promise<void>;
  /** Decides what the next `signInWithGoogle` picks; null cancels the popup. */
  chooseGoogleAccount(backend: B, account: { name: string; email: string } | null): void | Promise<void>;
  /** How long to wait for a live update (default 3000 ms). */
  timeoutMs?: number;
  /**
   * False where the store runs transactions without isolation (the project's Firestore stand-in
   * answers every transaction at once): the cases of two tills racing are then skipped, saying
   * why. Default true.
   */
  isolatesTransactions?: boolean;
  /**
   * Another till of the same shop beside `backend`: signed in as the same owner, with its own
   * operator (staff at the till, StaffApi). Without it the cases of a second till at once are skipped.
   */
  otherTill?(backend: B): Promise<Backend>;
  /**
   * Waits until what the backend derives out of band from the shop's records has caught up (on
   * Firebase the server derives each sale's stock, roll-ups and account a moment after the till
   * wrote it: functions/README.md). The one-shot reads below (productsOf, statsOf, …) wait for it;
   * a backend that derives in the same write needs none.
   */
  settled?(uid: string): Promise<void>;
  /**
   * Why the online store's cases (online-store.ts) do not run on this adapter yet, said in the
   * skipped suite's name; absent, they run.
   */
  onlineStoreSkip?: string;
  /**
   * Writes the shop's plan record as the server does once a payment is verified (or as a shop's
   * clock moved past its plan would find it): the plans' cases (plans.ts) need it, and skip without.
   */
  setPlan?(backend: B, uid: string, record: Partial<PlanRecord>): Promise<void>;
  /** Why the plans' cases do not run on this adapter yet, said in the skipped suite's name; absent, they run (given setPlan). */
  plansSkip?: string;
  /** The payments desk's answer for a pending plan payment (plan-payments.ts): the plan payments' cases need it, and skip without. */
  payOnDesk?(backend: B, reference: string, approved: boolean): Promise<unknown>;
  /** Why the catalogue import's cases (catalogue-import.ts) do not run on this adapter yet; absent, they run. */
  catalogueImportSkip?: string;
}

export const PASSWORD = 'correct-horse-1';

export const SAMPLE_PROFILE: SignUpProfile = {
  businessName: 'Ama Fabrics',
  ownerName: 'Ama Mensah',
  businessType: 'Retail',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Accra',
};

// The contract's product draft is the tests' one (test-shop.ts).
export { productDraft } from '../test-shop';

/**
 * A cash sale of `lines` (items named after their product ids, unit prices in minor units), made
 * by `saleOf`, the tests' one sale builder. No lines: a sale of one free Digital item, which
 * touches no stock.
 */
export function sampleSale(id: string, createdAt: Date, lines: { productId: string; quantity: number; priceMinor: number }[]): Sale {
  const items = lines.length > 0 ? lines : [{ productId: 'no-stock-item', quantity: 1, priceMinor: 0 }];
  return saleOf({ id, at: createdAt, lines: items.map((l) => ({ id: l.productId, priceMinor: l.priceMinor, quantity: l.quantity })) });
}

export function imageFile(size: number, type = 'image/png', name = 'photo.png'): ImageFile {
  return new File([new Uint8Array(size)], name, { type });
}

/** Rejects unless the promise rejects with a BackendError of `code`; returns that error. */
export async function expectCode(promise: Promise<unknown>, code: BackendErrorCode): Promise<BackendError> {
  let caught: unknown = null;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a rejection with ${code}`).toBeInstanceOf(BackendError);
  expect((caught as BackendError).code).toBe(code);
  return caught as BackendError;
}

export async function waitUntil(condition: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface Observed<T> {
  values: T[];
  errors: Error[];
  latest(): T | undefined;
  /** Resolves with the latest value once it satisfies `test` (fails on a subscription error). */
  until(test: (value: T) => boolean, what?: string): Promise<T>;
  untilError(): Promise<Error>;
  unsubscribe: Unsubscribe;
}

export function observe<T>(subscribe: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, timeoutMs = 3000): Observed<T> {
  const values: T[] = [];
  const errors: Error[] = [];
  const unsubscribe = subscribe(
    (value) => values.push(value),
    (error) => errors.push(error),
  );
  return {
    values,
    errors,
    unsubscribe,
    latest: () => values[values.length - 1],
    async until(test, what = 'a matching update') {
      let found: T | undefined;
      await waitUntil(
        () => {
          if (errors.length > 0) throw errors[0];
          if (values.length === 0) return false;
          found = values[values.length - 1] as T;
          return test(found);
        },
        timeoutMs,
        what,
      );
      return found as T;
    },
    async untilError() {
      await waitUntil(() => errors.length > 0, timeoutMs, 'an error');
      return errors[0] as Error;
    },
  };
}

let emailCounter = 0;
/** A fresh address per call, so adapters whose accounts outlive a test never see one twice. */
export function uniqueEmail(label = 'owner'): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/** What every part of the contract reads: the backend under test (new for each test) and helpers on it. */
export interface ContractContext<B extends Backend> {
  readonly backend: B;
  helpers: ContractHelpers<B>;
  /** How long to wait for a live update. */
  timeout: number;
  watch<T>(subscribe: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe): Observed<T>;
  /** Signs up, follows the verification link and signs in. */
  signUpVerified(email?: string, profile?: SignUpProfile): Promise<BackendUser>;
  productsOf(uid: string): Promise<Product[]>;
  salesOf(uid: string): Promise<Sale[]>;
  statsOf(uid: string, since?: string): Promise<DailyStat[]>;
}
