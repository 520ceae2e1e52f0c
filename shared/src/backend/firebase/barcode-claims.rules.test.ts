// A barcode held to one product of the shop in the Firestore rules (firebase/firestore.rules,
// 'barcodes'; docs/firebase.md, 'Barcodes') on the official Firestore emulator, the real rules
// engine: a product takes a code only with the code's claim naming it, in the same write; a second
// product claiming a taken code is refused, in either form of a UPC-A; a claim for a product that
// does not carry the code is refused; a claim is deleted or moved only once its product no longer
// carries the code; a cashier and a stranger claim nothing. Packs' codes are held the same way.
// Skipped, saying why, where only the JavaScript stand-in (no rules) could start.
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, setDoc, setLogLevel, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { MAX_CODE128_LENGTH } from '../../domain/barcodes';
import { MAX_PACKS } from '../../domain/packs';
import { barcodeClaimId } from '../../records/barcode-claims';
import { openRulesEnvironment, seedRulesShops } from '../../testing/rules-shops';

const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] barcode claims suite skipped: ${reason}`);
setLogLevel('silent');

const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
/** A UPC-A; its EAN-13 is the same code with a leading 0 (barcodeKey). */
const UPC = '036000291452';
const EAN_OF_UPC = '0036000291452';
const OTHER = '5000159407236';
const PACK_CODE = '96385074';

const product = (overrides: Record<string, unknown> = {}) => ({ name: 'Milo 400g', type: 'Physical', price: 45, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created, ...overrides });
const pack = (barcode?: string) => ({ name: 'Carton', size: 24, price: 1000, ...(barcode ? { barcode } : {}) });

describe.skipIf(reason !== null)('Firestore rules: one product to a barcode in the shop (official emulator)', () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const account = (uid: string, email: string) => db(env.authenticatedContext(uid, { email, email_verified: true }));
  const alice = () => account('alice', 'alice@example.com');
  const bob = () => account('bob', 'bob@example.com');
  const cashier = () => account('ama-uid', 'ama@example.com');
  const manager = () => account('kofi-uid', 'kofi@example.com');

  const claimRef = async (store: Firestore, code: string, uid = 'alice') => doc(store, 'businesses', uid, 'barcodes', await barcodeClaimId(code));
  const claimOf = (code: string, productId: string) => ({ code: code.length === 12 ? `0${code}` : code, productId });

  /** Writes the product `id` (created, or patched with `patch`) with claims for `claim` and deletions of `release`, in one batch. */
  async function save(store: Firestore, id: string, data: Record<string, unknown>, { claim = [], release = [], patch = false, uid = 'alice' }: { claim?: string[]; release?: string[]; patch?: boolean; uid?: string } = {}) {
    const batch = writeBatch(store);
    const ref = doc(store, 'businesses', uid, 'products', id);
    if (patch) batch.update(ref, data);
    else batch.set(ref, data);
    for (const code of claim) batch.set(await claimRef(store, code, uid), claimOf(code, id));
    for (const code of release) batch.delete(await claimRef(store, code, uid));
    return batch.commit();
  }

  beforeAll(async () => {
    env = await openRulesEnvironment(emulators, 'demo-shop-barcode-claims');
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      const set = (where: string, data: Record<string, unknown>) => setDoc(doc(store, where), data);
      await seedRulesShops(store);
      // A product saved before claims existed: its code has none.
      await set('businesses/alice/products/legacy', product({ name: 'Old stock', barcode: '4006381333931' }));
    });
  });

  it('refuses a second product claiming a taken code, in either form of a UPC-A, and a product taking a code without its own claim', async () => {
    await assertSucceeds(save(alice(), 'p1', product({ barcode: UPC }), { claim: [UPC] }));
    // The same bars as the EAN-13: the same claim document, which names p1 while p1 carries it.
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', barcode: EAN_OF_UPC }), { claim: [EAN_OF_UPC] }));
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', barcode: UPC }), { claim: [UPC] }));
    // Without a claim of its own (the claim names p1), on a new product or an edit.
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', barcode: UPC })));
    await assertSucceeds(save(alice(), 'p3', product({ name: 'Sugar' })));
    await assertFails(updateDoc(doc(alice(), 'businesses/alice/products/p3'), { barcode: EAN_OF_UPC }));
    await assertFails(updateDoc(doc(alice(), 'businesses/alice/products/p3'), { barcode: OTHER }));
    // A code no one holds, with its claim.
    await assertSucceeds(save(alice(), 'p3', { barcode: OTHER }, { claim: [OTHER], patch: true }));
    // The claim written again unchanged beside an edit of p1 (a retried save) stands.
    await assertSucceeds(save(alice(), 'p1', { price: 46 }, { claim: [UPC], patch: true }));
  });

  it("refuses a claim whose product does not carry the code, a claim under another code's id, and a changed claim", async () => {
    await assertSucceeds(save(alice(), 'p1', product({ barcode: UPC }), { claim: [UPC] }));
    const store = alice();
    // A claim alone, for a product not written or not carrying the code.
    await assertFails(setDoc(await claimRef(store, OTHER), claimOf(OTHER, 'p1')));
    await assertFails(setDoc(await claimRef(store, OTHER), claimOf(OTHER, 'nowhere')));
    await assertFails(save(store, 'p2', product({ name: 'Sugar' }), { claim: [OTHER] }));
    // Under the id of another code, or with fields of its own.
    await assertFails(setDoc(await claimRef(store, OTHER), claimOf(UPC, 'p1')));
    await assertFails(save(store, 'p2', product({ name: 'Sugar', barcode: OTHER })));
    const batch = writeBatch(store);
    batch.set(doc(store, 'businesses/alice/products/p2'), product({ name: 'Sugar', barcode: OTHER }));
    batch.set(await claimRef(store, OTHER), { ...claimOf(OTHER, 'p2'), note: 'mine' });
    await assertFails(batch.commit());
    // The legacy product's code, unclaimed, is not claimed by another product that does not carry it.
    await assertFails(setDoc(await claimRef(store, '4006381333931'), claimOf('4006381333931', 'p1')));
  });

  it("refuses a cashier, another shop's owner and a stranger claiming or reading a code; lets a manager, who edits products", async () => {
    const codeOf = async (store: Firestore, uid = 'alice') => claimRef(store, OTHER, uid);
    await assertFails(save(cashier(), 'p2', product({ barcode: OTHER }), { claim: [OTHER] }));
    await assertFails(setDoc(await codeOf(cashier()), claimOf(OTHER, 'legacy')));
    await assertFails(save(bob(), 'p2', product({ barcode: OTHER }), { claim: [OTHER] }));
    await assertFails(setDoc(await codeOf(db(env.unauthenticatedContext())), claimOf(OTHER, 'p2')));
    // Bob's own shop is his: the same code there is his to claim.
    await assertSucceeds(save(bob(), 'p2', product({ barcode: OTHER }), { claim: [OTHER], uid: 'bob' }));
    await assertSucceeds(save(manager(), 'p2', product({ barcode: OTHER }), { claim: [OTHER] }));
    await assertSucceeds(getDoc(await codeOf(manager())));
    await assertFails(getDoc(await codeOf(cashier())));
    await assertFails(getDoc(await codeOf(bob())));
    // Nor does a cashier take a claim off its product.
    await assertFails(deleteDoc(await codeOf(cashier())));
  });

  it('refuses deleting or moving a claim its product still carries; a change of code frees the old one', async () => {
    await assertSucceeds(save(alice(), 'p1', product({ barcode: UPC }), { claim: [UPC] }));
    await assertSucceeds(save(alice(), 'p2', product({ name: 'Sugar' })));
    const store = alice();
    await assertFails(deleteDoc(await claimRef(store, UPC)));
    await assertFails(save(store, 'p1', { price: 50 }, { release: [UPC], patch: true }));
    // p1 changes its code: the old claim goes in the same write, and p2 may then take the code.
    await assertSucceeds(save(store, 'p1', { barcode: OTHER }, { claim: [OTHER], release: [UPC], patch: true }));
    await assertSucceeds(save(store, 'p2', { barcode: EAN_OF_UPC }, { claim: [EAN_OF_UPC], patch: true }));
    // p2's product deleted with its claim in one write; the claim of a product still there stays.
    await assertFails(deleteDoc(await claimRef(store, OTHER)));
    const batch = writeBatch(store);
    batch.delete(doc(store, 'businesses/alice/products/p2'));
    batch.delete(await claimRef(store, UPC));
    await assertSucceeds(batch.commit());
    // A claim whose product is gone (deleted without it) is taken over by the next product to carry the code.
    await env.withSecurityRulesDisabled(async (admin) => {
      await setDoc(await claimRef(db(admin), PACK_CODE), claimOf(PACK_CODE, 'deleted-long-ago'));
    });
    await assertSucceeds(save(store, 'p3', product({ name: 'Tea', barcode: PACK_CODE }), { claim: [PACK_CODE] }));
    // Dropping the code without releasing the claim leaves it naming p1, which no longer carries it: p4 may take it over.
    await assertSucceeds(updateDoc(doc(store, 'businesses/alice/products/p1'), { barcode: deleteField() }));
    await assertSucceeds(save(store, 'p4', product({ name: 'Rice', barcode: OTHER }), { claim: [OTHER] }));
  });

  it("holds packs' codes as the product's own", async () => {
    await assertSucceeds(save(alice(), 'p1', product({ barcode: UPC, packs: [pack(), pack(PACK_CODE)] }), { claim: [UPC, PACK_CODE] }));
    // Another product's own code, or one of its packs', on the pack's code.
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', barcode: PACK_CODE }), { claim: [PACK_CODE] }));
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', packs: [pack(PACK_CODE)] }), { claim: [PACK_CODE] }));
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', packs: [pack(OTHER), pack(UPC)] }), { claim: [OTHER, UPC] }));
    // A pack's code without its claim.
    await assertFails(save(alice(), 'p2', product({ name: 'Copy', packs: [pack(OTHER)] })));
    await assertSucceeds(save(alice(), 'p2', product({ name: 'Sugar', packs: [pack(OTHER)] }), { claim: [OTHER] }));
    // At the largest shape (its own code and MAX_PACKS packs' codes, each claimed), by a manager:
    // the product's rule reads six claims beside the membership's two, within the engine's budget.
    const codes = Array.from({ length: MAX_PACKS }, (_, i) => `${i}${'C'.repeat(MAX_CODE128_LENGTH - 1)}`);
    await assertSucceeds(save(manager(), 'p3', product({ name: 'N'.repeat(200), description: 'D'.repeat(2000), barcode: '5901234123457', packs: codes.map((code) => pack(code)) }), { claim: ['5901234123457', ...codes] }));
    await assertFails(save(manager(), 'p4', product({ name: 'Copy', packs: [pack(codes[4])] }), { claim: [codes[4] as string] }));
    // A pack's code still carried is not released; dropped with its pack, it is.
    await assertFails(deleteDoc(await claimRef(alice(), PACK_CODE)));
    await assertSucceeds(save(alice(), 'p1', { packs: [pack()] }, { claim: [UPC], release: [PACK_CODE], patch: true }));
  });
});
