// The two shops the Firestore rules' tests (backend/firebase/*.rules.test.ts) run against, in one
// place: the official emulator's rules environment with firebase/firestore.rules loaded, and, written
// past the rules, the shops of two owners, alice and bob, on their trial — alice's with Ama (a
// cashier) and Kofi (a manager), each joined with an account of their own (ama-uid, kofi-uid).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { TRIAL_DAYS } from '../domain/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const RULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'firebase', 'firestore.rules');

/** When the seeded shops, staff and members were made. */
export const RULES_SHOPS_MADE = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));

/** The rules environment of the test file's own project on the emulator at `emulators.firestore` (host:port). */
export function openRulesEnvironment(emulators: { firestore: string }, projectId: string): Promise<RulesTestEnvironment> {
  const [host, port] = emulators.firestore.split(':');
  return initializeTestEnvironment({ projectId, firestore: { host, port: Number(port), rules: readFileSync(RULES, 'utf8') } });
}

/** Writes alice's and bob's shops, and alice's cashier Ama and manager Kofi, into `store` (a context with the rules disabled). */
export async function seedRulesShops(store: Firestore): Promise<void> {
  const set = (where: string, data: Record<string, unknown>) => setDoc(doc(store, where), data);
  for (const uid of ['alice', 'bob']) {
    await set(`businesses/${uid}`, {
      ownerUid: uid, businessName: `${uid} shop`, ownerName: uid, businessType: 'Retail', phone: '', address: 'Accra', email: `${uid}@example.com`,
      createdAt: RULES_SHOPS_MADE, plan: 'trialing', trialEndsAt: Timestamp.fromMillis(RULES_SHOPS_MADE.toMillis() + TRIAL_DAYS * DAY_MS),
    });
  }
  const staff = [
    { staffId: 'm1', uid: 'ama-uid', name: 'Ama', role: 'cashier', email: 'ama@example.com' },
    { staffId: 'm2', uid: 'kofi-uid', name: 'Kofi', role: 'manager', email: 'kofi@example.com' },
  ];
  for (const { staffId, uid, name, role, email } of staff) {
    await set(`businesses/alice/staff/${staffId}`, { name, role, disabled: false, createdAt: RULES_SHOPS_MADE, invitationEmail: email });
    await set(`businesses/alice/members/${uid}`, { staffId, joinedAt: RULES_SHOPS_MADE });
  }
}
