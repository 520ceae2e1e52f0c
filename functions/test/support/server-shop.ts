// The shop the server's tests (functions/test) run against, in one place: the rules-unit-testing
// environment and an Admin SDK app on the emulators the `firebase` project's global setup starts,
// and the shop seeded past the rules (the Admin SDK writes Dates) — Abena's provisions shop in
// Accra on its trial, with the staff a test names, each joined with an account of their own.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the shop's staff, members and other seeded records were made. */
export const RECORDS_MADE = new Date('2024-05-01T10:00:00Z');

/** The staff a test seeds, by name: their member record's id, their account's uid and their role. */
export const SHOP_STAFF = {
  efua: { staffId: 'm1', uid: 'efua-uid', name: 'Efua', role: 'cashier', disabled: false },
  kofi: { staffId: 'm2', uid: 'kofi-uid', name: 'Kofi', role: 'manager', disabled: false },
  /** A manager the owner turned off. */
  esi: { staffId: 'm3', uid: 'esi-uid', name: 'Esi', role: 'manager', disabled: true },
} as const;

export interface ServerEmulators {
  env: RulesTestEnvironment;
  adminApp: App;
  admin: AdminFirestore;
}

/** The rules environment (for the tills' writes) and an Admin SDK app named `appName` (for seeding and reading past the rules). */
export async function openServerEmulators(emulators: { firestore: string; projectId: string }, appName: string): Promise<ServerEmulators> {
  const [host = '127.0.0.1', port] = emulators.firestore.split(':');
  const env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host, port: Number(port) } });
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
  const adminApp = initializeApp({ projectId: emulators.projectId }, appName);
  return { env, adminApp, admin: getFirestore(adminApp) };
}

/** Seeds `businesses/{shopId}`: the owner's business on a trial of 30 days more (with `business`'s fields over it) and `staff`. */
export async function seedStaffedShop(admin: AdminFirestore, shopId: string, staff: readonly (keyof typeof SHOP_STAFF)[], business: Record<string, unknown> = {}): Promise<void> {
  const set = (path: string, data: Record<string, unknown>) => admin.doc(`businesses/${shopId}${path}`).set(data);
  await set('', {
    ownerUid: shopId, businessName: 'Efua Provisions', ownerName: 'Abena Owusu', businessType: 'Retail', phone: '', address: 'Accra', email: 'owner@example.com',
    createdAt: new Date(), plan: 'trialing', trialEndsAt: new Date(Date.now() + 30 * DAY_MS),
    ...business,
  });
  for (const key of staff) {
    const { staffId, uid, name, role, disabled } = SHOP_STAFF[key];
    await set(`/staff/${staffId}`, { name, role, disabled, createdAt: RECORDS_MADE, invitationEmail: `${key}@example.com` });
    await set(`/members/${uid}`, { staffId, joinedAt: RECORDS_MADE });
  }
}
