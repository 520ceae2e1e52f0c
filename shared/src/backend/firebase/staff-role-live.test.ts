// A member's role followed live on the Firebase adapter (context.ts, cashier-reads.ts followingRole;
// till-guard/member.ts follow), on the emulators with the rules enforced: the owner makes a cashier
// signed in on her own account a manager, then a cashier again (and a manager from her sign-in a
// cashier), and without a new sign-in her till changes role, her open lists change shape (a
// manager's: every sale; a cashier's: her own of today) and none of them fails; a list her new
// role may not read is refused in the till's words.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Expense, Refund, Sale } from '../../domain/entities';
import type { TillOperator } from '../../domain/staff';
import { TILL_REFUSAL_MESSAGES } from '../../domain/staff-till-words';
import { saleOf } from '../../testing/sale-of';
import { observe, productDraft, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers, LIVE_TIMEOUT_MS } from '../../testing/firebase-emulator-harness';
import type { FirebaseBackend } from './firebase-backend';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';
const RICE_MINOR = 8500;

type Role = 'cashier' | 'manager';
const ids = (sales: Sale[]) => sales.map((sale) => sale.id).sort();

/**
 * An owner who sold once, and Efua on her own account at her till, joined as `role`, having sold
 * once: `asRole` is the owner's edit of her role on the staff form (an empty PIN keeps hers).
 */
async function shopWithEfua(shop: FirebaseBackend, till: FirebaseBackend, role: Role) {
  const ownerEmail = uniqueEmail('owner');
  await shop.signUp({ email: ownerEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
  await helpers.verifyEmail(shop, ownerEmail);
  const { uid } = await shop.signIn(ownerEmail, PASSWORD);
  const productId = await shop.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: RICE_MINOR, costMinor: 6000 }));
  const line = { id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity: 1, type: 'Physical' as const, costMinor: null };
  const sell = (backend: FirebaseBackend, id: string) => backend.recordSale(uid, { sale: saleOf({ id, at: new Date(), tenderedMinor: RICE_MINOR, lines: [line] }), stockDecrements: [{ productId, quantitySold: 1 }] });
  await sell(shop, 'owner-sale-1');

  const efuaEmail = uniqueEmail('efua');
  await shop.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role, pin: '2580', invitationEmail: efuaEmail });
  const asRole = (next: Role) => shop.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role: next, pin: '', invitationEmail: efuaEmail });
  await till.signUp({ email: efuaEmail, password: PASSWORD, profile: SAMPLE_PROFILE, joining: true });
  await helpers.verifyEmail(till, efuaEmail.toLowerCase());
  await till.signIn(efuaEmail, PASSWORD);
  await till.joinShop();
  const operator = observe<TillOperator | null>((next) => till.onOperatorChanged(next), LIVE_TIMEOUT_MS);
  await operator.until((who) => who?.role === role && who.name === 'Efua Owusu', `Efua at her till as a ${role}`);
  await sell(till, 'efua-sale-1');
  return { uid, sell, asRole, operator };
}

describe.skipIf(!emulators.enforcesRules)('Firebase adapter: a staff account follows the role the owner gives it', () => {
  let shop: FirebaseBackend;
  let till: FirebaseBackend;
  beforeEach(() => {
    shop = createEmulatedBackend(emulators);
    till = createEmulatedBackend(emulators, { logError: () => undefined });
  });
  afterEach(async () => {
    await till.close();
    await shop.close();
  });

  it('reshapes a signed-in cashier’s lists when she is made a manager, and again when she is made a cashier, with no list failing', async () => {
    const { uid, sell, asRole, operator } = await shopWithEfua(shop, till, 'cashier');
    // As a cashier: her own sales of today, no refunds.
    const sales = observe<Sale[]>((next, error) => till.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
    await sales.until((list) => ids(list).join() === 'efua-sale-1', 'her own sale alone');
    const refunds = observe<Refund[]>((next, error) => till.subscribeRefunds(uid, next, error), LIVE_TIMEOUT_MS);
    await refunds.until((list) => list.length === 0, 'no refunds for a cashier');

    // Made a manager while signed in: her till and her open lists are a manager's.
    await asRole('manager');
    await operator.until((who) => who?.role === 'manager', 'Efua a manager at her till');
    await sales.until((list) => ids(list).join() === 'efua-sale-1,owner-sale-1', "every sale of the shop, the owner's too");
    const expenses = observe<Expense[]>((next, error) => till.subscribeExpenses(uid, '2024-01-01', null, next, error), LIVE_TIMEOUT_MS);
    await expenses.until((list) => list.length === 0, "the shop's expenses, a manager's to read");
    expect(refunds.errors).toEqual([]);

    // A cashier again: her lists are a cashier's again, and none fails; the expenses are not hers to read.
    await asRole('cashier');
    await operator.until((who) => who?.role === 'cashier', 'Efua a cashier again');
    await sales.until((list) => ids(list).join() === 'efua-sale-1', 'her own sale alone again');
    expect((await expenses.untilError()).message).toBe(TILL_REFUSAL_MESSAGES.notAllowed);
    await sell(till, 'efua-sale-2');
    await sales.until((list) => ids(list).join() === 'efua-sale-1,efua-sale-2', 'her next sale in her list');
    expect(sales.errors).toEqual([]);
    expect(refunds.errors).toEqual([]);
    for (const watch of [operator, sales, refunds, expenses]) watch.unsubscribe();
  });

  it('reshapes the lists of a manager signed in as one when she is made a cashier: the server refuses her old reads, and none fails', async () => {
    const { uid, asRole, operator } = await shopWithEfua(shop, till, 'manager');
    const sales = observe<Sale[]>((next, error) => till.subscribeSales(uid, next, error), LIVE_TIMEOUT_MS);
    await sales.until((list) => ids(list).join() === 'efua-sale-1,owner-sale-1', 'every sale of the shop');
    const refunds = observe<Refund[]>((next, error) => till.subscribeRefunds(uid, next, error), LIVE_TIMEOUT_MS);
    await refunds.until((list) => list.length === 0, "the shop's refunds");

    await asRole('cashier');
    await operator.until((who) => who?.role === 'cashier', 'Efua a cashier');
    await sales.until((list) => ids(list).join() === 'efua-sale-1', 'her own sale alone');
    // What the server answers the old shape late, if anything, is left behind.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sales.errors).toEqual([]);
    expect(refunds.errors).toEqual([]);
    for (const watch of [operator, sales, refunds]) watch.unsubscribe();
  });
});
