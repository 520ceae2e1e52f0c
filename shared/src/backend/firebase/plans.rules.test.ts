// A shop's plan in the Firestore rules (firebase/firestore.rules; functions/README.md, 'Paying for a
// plan') on the official Firestore emulator, the real rules engine: no client writes its plan, its
// trial's end or its paid period — the owner included, however the write is dressed — while the
// owner still edits their details on a paid shop; payments for plans are read by the owner of the
// shop they name and written by no client; a card kept for renewal is read by none. Skipped,
// saying why, where only the JavaScript stand-in (no rules) could start.
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { TRIAL_DAYS } from '../../domain/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] plans suite skipped: ${reason}`);
const [firestoreHost, firestorePort] = emulators.firestore.split(':');
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
const trialEnd = Timestamp.fromMillis(created.toMillis() + TRIAL_DAYS * DAY_MS);
const paidUntil = Timestamp.fromDate(new Date('2024-08-31T10:00:00Z'));

/** A payment for a plan as the server keeps it (plan-payments.ts, PlanPayment). */
const payment = (uid: string, status = 'pending') => ({
  uid, plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS', amountMinor: 15_000, renew: false, status, createdAt: created, settledAt: null, paidUntil: null,
});

describe.skipIf(reason !== null)("Firestore rules: a shop's plan and its payments (official emulator)", () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const account = (uid: string, email: string) => db(env.authenticatedContext(uid, { email, email_verified: true }));
  const alice = () => account('alice', 'alice@example.com');
  const bob = () => account('bob', 'bob@example.com');
  const cashier = () => account('ama-uid', 'ama@example.com');
  const stranger = () => db(env.unauthenticatedContext());

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-shop-plans-rules',
      firestore: { host: firestoreHost, port: Number(firestorePort), rules: readFileSync(path.join(repoRoot, 'firebase', 'firestore.rules'), 'utf8') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      const set = (where: string, data: Record<string, unknown>) => setDoc(doc(store, where), data);
      const shop = (uid: string) => ({ ownerUid: uid, businessName: `${uid} shop`, ownerName: uid, businessType: 'Retail', phone: '', address: 'Accra', email: `${uid}@example.com`, createdAt: created, trialEndsAt: trialEnd });
      await set('businesses/alice', { ...shop('alice'), plan: 'trialing' });
      await set('businesses/bob', { ...shop('bob'), plan: 'basic', paidUntil });
      await set('businesses/alice/staff/m1', { name: 'Ama', role: 'cashier', disabled: false, createdAt: created, invitationEmail: 'ama@example.com' });
      await set('businesses/alice/members/ama-uid', { staffId: 'm1', joinedAt: created });
      await set('planPayments/plan-a1', payment('alice'));
      await set('planPayments/plan-b1', payment('bob', 'paid'));
      await set('planRenewals/bob', { authorizationCode: 'AUTH_pmx3mgawyd', plan: 'basic', months: 1, currency: 'GHS' });
    });
  });

  it('refuses the owner writing their plan, their trial or their paid period, in any form', async () => {
    const later = Timestamp.fromMillis(paidUntil.toMillis() + 365 * DAY_MS);
    await assertFails(updateDoc(doc(alice(), 'businesses/alice'), { plan: 'pro' }));
    await assertFails(updateDoc(doc(alice(), 'businesses/alice'), { paidUntil: later }));
    await assertFails(updateDoc(doc(alice(), 'businesses/alice'), { trialEndsAt: later }));
    await assertFails(updateDoc(doc(alice(), 'businesses/alice'), { plan: 'pro', paidUntil: later, businessName: 'Alice & Co' }));
    await assertFails(updateDoc(doc(bob(), 'businesses/bob'), { paidUntil: later }));
    await assertFails(updateDoc(doc(bob(), 'businesses/bob'), { plan: 'pro' }));
    await assertFails(setDoc(doc(bob(), 'businesses/bob'), { ownerUid: 'bob', businessName: 'bob shop', ownerName: 'bob', businessType: 'Retail', phone: '', address: 'Accra', email: 'bob@example.com', createdAt: created, trialEndsAt: trialEnd, plan: 'basic' }));
    await assertFails(updateDoc(doc(cashier(), 'businesses/alice'), { plan: 'pro' }));
  });

  it("lets the owner of a paid shop edit their details, its paid period untouched", async () => {
    await assertSucceeds(updateDoc(doc(bob(), 'businesses/bob'), { businessName: 'Bob Hardware', phone: '0241234567' }));
  });

  it('refuses a new shop made with a paid period or on a paid plan', async () => {
    const base = { ownerUid: 'carol', businessName: 'carol shop', ownerName: 'carol', businessType: 'Retail', phone: '', address: '', email: 'carol@example.com', createdAt: serverTimestamp() };
    const carol = account('carol', 'carol@example.com');
    const now = Date.now();
    const trial = { trialEndsAt: Timestamp.fromMillis(now + TRIAL_DAYS * DAY_MS) };
    // createdAt must equal the server's time for the trial's end to be checked exactly: use a fixed instant the rules accept.
    const at = Timestamp.fromMillis(now);
    await assertFails(setDoc(doc(carol, 'businesses/carol'), { ...base, createdAt: at, ...trial, plan: 'trialing', paidUntil: Timestamp.fromMillis(now + 400 * DAY_MS) }));
    await assertFails(setDoc(doc(carol, 'businesses/carol'), { ...base, createdAt: at, ...trial, plan: 'pro' }));
    await assertSucceeds(setDoc(doc(carol, 'businesses/carol'), { ...base, createdAt: at, ...trial, plan: 'trialing' }));
  });

  it('lets the owner read the payments of their shop, and no one else', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'planPayments/plan-a1')));
    await assertSucceeds(getDocs(query(collection(alice(), 'planPayments'), where('uid', '==', 'alice'))));
    await assertFails(getDoc(doc(alice(), 'planPayments/plan-b1')));
    await assertFails(getDocs(collection(alice(), 'planPayments')));
    await assertFails(getDoc(doc(cashier(), 'planPayments/plan-a1')));
    await assertFails(getDoc(doc(stranger(), 'planPayments/plan-a1')));
  });

  it('refuses any client writing a payment: starting one, marking one paid, or settling another shop', async () => {
    await assertFails(setDoc(doc(alice(), 'planPayments/plan-a2'), payment('alice', 'paid')));
    await assertFails(updateDoc(doc(alice(), 'planPayments/plan-a1'), { status: 'paid' }));
    await assertFails(updateDoc(doc(bob(), 'planPayments/plan-a1'), { status: 'failed' }));
    await assertFails(setDoc(doc(stranger(), 'planPayments/plan-x'), payment('alice', 'paid')));
  });

  it("reads and writes no card kept for renewal, the owner's own included", async () => {
    await assertFails(getDoc(doc(bob(), 'planRenewals/bob')));
    await assertFails(setDoc(doc(bob(), 'planRenewals/bob'), { authorizationCode: 'AUTH_x' }));
  });
});
