// A barcode held to one product of the shop across devices on Firebase (docs/firebase.md,
// 'Barcodes'): the adapter writes each code's claim (records/barcode-claims.ts) in the product's
// own write, so two tills of one shop saving the same code at the same moment — both finding it
// free when they check — end with one product holding it and the other refused in the shop's
// words; a product's change of code, or its deletion, frees the old code; a product saved before
// claims existed gets its claims when its codes are next saved. On the official emulator's rules.
import { describe, expect, inject, it } from 'vitest';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { BARCODE_MESSAGES } from '../../domain/barcodes';
import { ERROR_MESSAGES } from '../../domain/messages';
import { expectCode, productDraft, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import { BackendError } from '../errors';
import { BARCODE_CLAIMS, barcodeClaimId } from '../../records/barcode-claims';
import type { FirebaseBackend } from './firebase-backend';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';
const [HOST = '127.0.0.1', PORT] = emulators.firestore.split(':');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;

const UPC = '036000291452';
const EAN_OF_UPC = '0036000291452';
const OTHER = '5000159407236';
const PACK_CODE = '96385074';

async function asAdministrator<T>(work: (admin: Firestore) => Promise<T>): Promise<T> {
  const env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host: HOST, port: Number(PORT) } });
  try {
    let result: T | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      result = await work(context.firestore() as unknown as Firestore);
    });
    return result as T;
  } finally {
    await env.cleanup();
  }
}

/** The claim of `code` in the shop `uid`, as stored (undefined: none). */
const claimOf = async (uid: string, code: string): Promise<DocumentData | undefined> =>
  asAdministrator(async (admin) => (await getDoc(doc(admin, 'businesses', uid, BARCODE_CLAIMS, await barcodeClaimId(code)))).data());

/** The shop's owner signed in on two devices (two tills, or two tabs without a shared cache). */
async function ownerOnTwoTills(label: string): Promise<{ uid: string; tills: [FirebaseBackend, FirebaseBackend] }> {
  const email = uniqueEmail(label);
  const first = createEmulatedBackend(emulators);
  await first.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
  await helpers.verifyEmail(first, email);
  const { uid } = await first.signIn(email, PASSWORD);
  const second = createEmulatedBackend(emulators);
  await second.signIn(email, PASSWORD);
  return { uid, tills: [first, second] };
}

const closeAll = async (tills: readonly FirebaseBackend[]) => {
  for (const till of tills) await till.close();
};

const taken = (name: string) => `${ERROR_MESSAGES.productSaveFailed} ${BARCODE_MESSAGES.taken(name)}`;

/** Of two saves run at once, the one refused: exactly one must be, with `code`. */
async function oneRefused(saves: [Promise<unknown>, Promise<unknown>]): Promise<{ refused: BackendError; winner: 0 | 1 }> {
  const outcomes = await Promise.allSettled(saves);
  const refused = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ error: outcome.reason as unknown, i }] : []));
  expect(refused, 'exactly one of the two saves refused').toHaveLength(1);
  const [{ error, i }] = refused as [{ error: unknown; i: number }];
  expect(error).toBeInstanceOf(BackendError);
  return { refused: error as BackendError, winner: i === 0 ? 1 : 0 };
}

describe.skipIf(reason !== null)('Firebase adapter: one product to a barcode across tills (official emulator)', () => {
  it('lets exactly one of two tills saving the same code at once keep it, the other refused in words; in either form of a UPC-A', async () => {
    const { uid, tills } = await ownerOnTwoTills('claims-race');
    try {
      const names = ['Milo 400g (till 1)', 'Milo 400g (till 2)'] as const;
      const { refused, winner } = await oneRefused([tills[0].addProduct(uid, productDraft({ name: names[0], barcode: UPC })), tills[1].addProduct(uid, productDraft({ name: names[1], barcode: EAN_OF_UPC }))]);
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toBe(taken(names[winner]));
      const claim = await claimOf(uid, UPC);
      expect(claim).toMatchObject({ code: EAN_OF_UPC });

      // A new product on one till and another's edit giving an existing product the code, at once.
      const sugar = await tills[1].addProduct(uid, productDraft({ name: 'Sugar 1kg' }));
      const race = await oneRefused([tills[0].addProduct(uid, productDraft({ name: 'Rice 5kg', barcode: OTHER })), tills[1].updateProduct(uid, sugar, { barcode: OTHER })]);
      expect(race.refused.message).toBe(taken(race.winner === 0 ? 'Rice 5kg' : 'Sugar 1kg'));
    } finally {
      await closeAll(tills);
    }
  });

  it("holds a pack's code against another product's own, saved at once on two tills", async () => {
    const { uid, tills } = await ownerOnTwoTills('claims-pack-race');
    try {
      const carton = { name: 'Carton', size: 24, priceMinor: 100_000, barcode: PACK_CODE };
      const { refused, winner } = await oneRefused([
        tills[0].addProduct(uid, productDraft({ name: 'Milo sachet', type: 'Physical', quantity: 48, packs: [carton] })),
        tills[1].addProduct(uid, productDraft({ name: 'Tea bags', barcode: PACK_CODE })),
      ]);
      expect(refused.message).toBe(taken(winner === 0 ? 'Milo sachet' : 'Tea bags'));
    } finally {
      await closeAll(tills);
    }
  });

  it("frees a product's old code when it changes or drops it, or is deleted, for another product to take", async () => {
    const { uid, tills } = await ownerOnTwoTills('claims-free');
    const [first, second] = tills;
    try {
      const milo = await first.addProduct(uid, productDraft({ name: 'Milo 400g', barcode: UPC }));
      expect(await claimOf(uid, UPC)).toEqual({ code: EAN_OF_UPC, productId: milo });
      const copy = await expectCode(second.addProduct(uid, productDraft({ name: 'Copy', barcode: UPC })), 'failed-precondition');
      expect(copy.message).toBe(taken('Milo 400g'));

      await first.updateProduct(uid, milo, { barcode: OTHER });
      expect(await claimOf(uid, UPC)).toBeUndefined();
      expect(await claimOf(uid, OTHER)).toEqual({ code: OTHER, productId: milo });
      const sugar = await second.addProduct(uid, productDraft({ name: 'Sugar 1kg', barcode: UPC }));
      expect(await claimOf(uid, UPC)).toEqual({ code: EAN_OF_UPC, productId: sugar });

      await second.updateProduct(uid, sugar, { barcode: undefined });
      expect(await claimOf(uid, UPC)).toBeUndefined();
      await first.deleteProduct(uid, milo);
      expect(await claimOf(uid, OTHER)).toBeUndefined();
      await second.addProduct(uid, productDraft({ name: 'Rice 5kg', barcode: OTHER }));
    } finally {
      await closeAll(tills);
    }
  });

  it('claims the codes of a product saved before claims existed when they are next saved, and then holds them', async () => {
    const { uid, tills } = await ownerOnTwoTills('claims-legacy');
    const [first, second] = tills;
    try {
      await asAdministrator(async (admin) => {
        await setDoc(doc(admin, 'businesses', uid, 'products', 'old'), { name: 'Old stock', type: 'Physical', price: 12, currency: 'GHS', description: '', quantity: 3, barcode: UPC, createdAt: Timestamp.now() });
      });
      // Unclaimed, the code is still refused to another product: the adapter asks for products storing it too.
      expect((await expectCode(second.addProduct(uid, productDraft({ name: 'Copy', barcode: EAN_OF_UPC })), 'failed-precondition')).message).toBe(taken('Old stock'));
      // An edit that leaves the code alone writes no claim; one that saves the codes claims them.
      await first.updateProduct(uid, 'old', { priceMinor: 1300 });
      expect(await claimOf(uid, UPC)).toBeUndefined();
      await first.updateProduct(uid, 'old', { barcode: UPC });
      expect(await claimOf(uid, UPC)).toEqual({ code: EAN_OF_UPC, productId: 'old' });
    } finally {
      await closeAll(tills);
    }
  });
});
