// A trigger whose transaction the database gave up on for the moment runs its derivation again
// (src/ledger-mark.ts, derivedDespiteMomentaryFailures): under load the Firestore emulator closed a
// sale's transaction ('3 INVALID_ARGUMENT: Transaction is invalid or closed.') and, delivering no
// failed event again, left the sale — and the customer's later records waiting on it — unjudged.
import { describe, expect, it } from 'vitest';
import { derivedDespiteMomentaryFailures, failedForTheMoment, NotYetDerived } from '../src/ledger-mark';

/** An error as the Admin SDK gives it: the gRPC code and its words. */
const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const closed = () => grpcError(3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.');

/** A derivation that fails with `failures` in turn, then is applied; counts its runs. */
function derivation(...failures: Error[]) {
  let runs = 0;
  return {
    derive: async () => {
      const failure = failures[runs];
      runs += 1;
      if (failure) throw failure;
      return { state: 'applied' } as const;
    },
    runs: () => runs,
  };
}

describe('a derivation that failed for a reason of the moment', () => {
  it('runs again after a transaction the database closed, aborted, timed out or could not reach', async () => {
    for (const failure of [closed(), grpcError(10, '10 ABORTED: Transaction lock timeout.'), grpcError(4, '4 DEADLINE_EXCEEDED'), grpcError(14, '14 UNAVAILABLE')]) {
      const d = derivation(failure);
      await expect(derivedDespiteMomentaryFailures(d.derive, 3, 1)).resolves.toEqual({ state: 'applied' });
      expect(d.runs()).toBe(2);
    }
  });

  it('gives up after its attempts, failing the event with the last error (left to a redelivery)', async () => {
    const d = derivation(closed(), closed(), closed(), closed());
    await expect(derivedDespiteMomentaryFailures(d.derive, 3, 1)).rejects.toThrow('Transaction is invalid or closed');
    expect(d.runs()).toBe(3);
    // Decided by the code, never the words: a document truly invalid comes with the same code and
    // fails every attempt (each idempotent) before the event fails with it.
    const invalid = grpcError(3, '3 INVALID_ARGUMENT: Value for argument "data" is not a valid Firestore document.');
    const bad = derivation(invalid, invalid, invalid);
    await expect(derivedDespiteMomentaryFailures(bad.derive, 3, 1)).rejects.toBe(invalid);
    expect(bad.runs()).toBe(3);
  });

  it('fails at once for a record not judged yet, or anything else', async () => {
    for (const failure of [new NotYetDerived('Sale s1'), grpcError(7, '7 PERMISSION_DENIED'), new TypeError('x is undefined')]) {
      const d = derivation(failure);
      await expect(derivedDespiteMomentaryFailures(d.derive, 3, 1)).rejects.toBe(failure);
      expect(d.runs()).toBe(1);
      expect(failedForTheMoment(failure)).toBe(false);
    }
  });
});
