// Staff with accounts of their own on the Firebase adapter (issue #35; membership.ts), through the
// whole port on the emulators with the rules enforced: the owner invites a cashier by e-mail on the
// staff form; the cashier signs up to join, verifies the address and signs in, is shown which shop
// invited them and joins nothing until they choose Join (or Decline, which frees the address);
// the till is theirs (no PIN pad), they sell as themselves and read back only their own sales,
// never a cost, an expense or a refund; what needs a manager's PIN is refused as a manager's to do;
// the owner turning them off stops their next sale. What the server itself refuses a cashier's
// account, past the adapter, is staff-accounts.rules.test.ts's.
import { describe, expect, inject, it } from 'vitest';
import type { Expense, Product, Sale } from '../../domain/entities';
import { TILL_REFUSAL_MESSAGES } from '../../domain/staff-till-words';
import { STAFF_ACCOUNT_MESSAGES } from '../../domain/staff-words';
import type { TillOperator } from '../../domain/staff';
import { INVITATION_DAYS } from '../../domain/constants';
import type { BackendUser } from '../port';
import { saleOf } from '../../testing/sale-of';
import { buildRefund } from '../../domain/refund';
import { observe, productDraft, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';
const RICE_MINOR = 8500;

describe.skipIf(!emulators.enforcesRules)('Firebase adapter: staff with accounts of their own', () => {
  it('lets an invited cashier join the shop, sell as themselves within their role, and stops them once turned off', async () => {
    const shop = createEmulatedBackend(emulators);
    const till = createEmulatedBackend(emulators);
    try {
      // The owner: a product with a cost, and a cashier invited by e-mail.
      const ownerEmail = uniqueEmail('owner');
      await shop.signUp({ email: ownerEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(shop, ownerEmail);
      const { uid } = await shop.signIn(ownerEmail, PASSWORD);
      const productId = await shop.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: RICE_MINOR, costMinor: 6000 }));
      const cashierEmail = uniqueEmail('Cashier');
      expect(await shop.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role: 'cashier', pin: '2580', invitationEmail: cashierEmail })).toEqual({ created: true });

      // The cashier signs in: told which shop invited them, and in no shop until they choose to join.
      await till.signUp({ email: cashierEmail, password: PASSWORD, profile: SAMPLE_PROFILE, joining: true });
      await helpers.verifyEmail(till, cashierEmail.toLowerCase());
      const invited = await till.signIn(cashierEmail, PASSWORD);
      expect(invited.member).toBeUndefined();
      expect(invited.pendingJoin).toEqual({
        status: 'invited',
        invitation: { shopName: SAMPLE_PROFILE.businessName, ownerEmail: ownerEmail.toLowerCase(), expiresAt: expect.any(Date) as Date },
      });
      const expiresAt = invited.pendingJoin?.status === 'invited' ? invited.pendingJoin.invitation.expiresAt.getTime() : 0;
      expect(Math.abs(expiresAt - (Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000))).toBeLessThan(5 * 60 * 1000);
      // Nothing makes them a shop of their own meanwhile, and the owner sees no member yet.
      await expect(till.getOrCreateBusiness(invited)).rejects.toMatchObject({ code: 'failed-precondition' });
      const waiting = observe<BackendUser | null>((next) => till.onAuthStateChanged(next), 10_000);
      await waiting.until((user) => user?.pendingJoin?.status === 'invited', 'the account waiting on its choice');
      const cashier = await till.joinShop();
      expect(cashier.member).toEqual({ ownerUid: uid, staffId: 'efua' });
      expect(cashier.pendingJoin).toBeUndefined();
      await waiting.until((user) => user?.member?.staffId === 'efua', 'the listeners told of the join');
      expect((await till.getOrCreateBusiness(cashier)).businessName).toBe(SAMPLE_PROFILE.businessName);
      const operator = observe<TillOperator | null>((next) => till.onOperatorChanged(next), 10_000);
      await operator.until((who) => who?.name === 'Efua Owusu', 'the cashier at their own till');
      expect(operator.latest()).toEqual({ id: 'efua', name: 'Efua Owusu', role: 'cashier', ownAccount: true });
      // Their till is theirs: nothing locks it to a PIN pad.
      till.lockTill();
      expect(till.currentOperator()?.id).toBe('efua');

      // The products, without their cost.
      const products = observe<Product[]>((next, error) => till.subscribeProducts(uid, next, error), 10_000);
      const [rice] = await products.until((list) => list.length === 1, "the shop's products");
      expect(rice).toMatchObject({ id: productId, name: 'Rice', quantity: 10 });
      expect(rice?.costMinor ?? null).toBeNull();

      // A sale as themselves: stamped, the stock lowered, read back; the owner sees who sold it.
      const sale = saleOf({ id: 'efua-sale-1', at: new Date(), tenderedMinor: RICE_MINOR, lines: [{ id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity: 1, type: 'Physical', costMinor: null }] });
      const input = { sale, stockDecrements: [{ productId, quantitySold: 1 }] };
      expect(await till.recordSale(uid, input)).toEqual({ recorded: true });
      expect(await till.recordSale(uid, input)).toEqual({ recorded: false });
      await products.until((list) => list[0]?.quantity === 9, 'the stock lowered once');
      const ownSales = observe<Sale[]>((next, error) => till.subscribeSales(uid, next, error), 10_000);
      const [mine] = await ownSales.until((list) => list.length === 1, 'their own sale');
      expect(mine?.madeBy).toEqual({ id: 'efua', name: 'Efua Owusu' });
      const shopSales = observe<Sale[]>((next, error) => shop.subscribeSales(uid, next, error), 10_000);
      const [seen] = await shopSales.until((list) => list.length === 1, "the cashier's sale at the owner's");
      expect(seen?.madeBy).toEqual({ id: 'efua', name: 'Efua Owusu' });

      // Not theirs to do: the shop's expenses, a product's price; a refund needs a manager.
      const expenses = observe<Expense[]>((next, error) => till.subscribeExpenses(uid, '2024-01-01', null, next, error), 10_000);
      expect((await expenses.untilError()).message).toBe(TILL_REFUSAL_MESSAGES.notAllowed);
      await expect(till.updateProduct(uid, productId, { priceMinor: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
      const built = buildRefund({ id: 'r1', sale, earlier: [], returning: [{ productId, quantity: 1 }], paymentMethod: 'Cash', reason: 'Torn', now: new Date() });
      if (!built.ok) throw new Error(built.error);
      await expect(till.recordRefund(uid, { refund: built.refund })).rejects.toThrow(TILL_REFUSAL_MESSAGES.managerOnly);

      // Turned off by the owner: their next sale is refused, and nothing of it recorded.
      await shop.setStaffDisabled(uid, 'efua', true);
      const next = saleOf({ id: 'efua-sale-2', at: new Date(), tenderedMinor: RICE_MINOR, lines: [{ id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity: 1, type: 'Physical', costMinor: null }] });
      await expect(till.recordSale(uid, { sale: next, stockDecrements: [{ productId, quantitySold: 1 }] })).rejects.toMatchObject({ code: 'permission-denied' });
      expect((await shopSales.until((list) => list.length >= 1)).map((s) => s.id)).toEqual(['efua-sale-1']);
      // Another shop cannot invite the same address: one shop per address, said on its staff form.
      const rivalEmail = uniqueEmail('rival');
      await till.signOut();
      await till.signUp({ email: rivalEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(till, rivalEmail);
      const rival = await till.signIn(rivalEmail, PASSWORD);
      expect(rival.member).toBeUndefined();
      await expect(till.saveStaffMember(rival.uid, 'poached', { name: 'Efua Owusu', role: 'cashier', pin: '2580', invitationEmail: cashierEmail })).rejects.toThrow(
        STAFF_ACCOUNT_MESSAGES.invitedElsewhere,
      );
      for (const watch of [operator, products, ownSales, shopSales, expenses, waiting]) watch.unsubscribe();
    } finally {
      await till.close();
      await shop.close();
    }
  });

  it("lets the invited person decline a shop's invitation: it is gone, they are signed out with no shop, and another shop may invite them at once", async () => {
    const squatter = createEmulatedBackend(emulators);
    const shop = createEmulatedBackend(emulators);
    const person = createEmulatedBackend(emulators);
    try {
      const hireEmail = uniqueEmail('hire');
      const signedInOwner = async (backend: typeof shop, name: string) => {
        const email = uniqueEmail(name);
        await backend.signUp({ email, password: PASSWORD, profile: { ...SAMPLE_PROFILE, businessName: `${name}'s shop` } });
        await helpers.verifyEmail(backend, email);
        return backend.signIn(email, PASSWORD);
      };
      // Someone invites the new hire's address before the real owner does.
      const stranger = await signedInOwner(squatter, 'Stranger');
      await squatter.saveStaffMember(stranger.uid, 'grab', { name: 'Kojo', role: 'manager', pin: '2580', invitationEmail: hireEmail });
      const owner = await signedInOwner(shop, 'Owner');
      await expect(shop.saveStaffMember(owner.uid, 'kojo', { name: 'Kojo', role: 'cashier', pin: '2580', invitationEmail: hireEmail })).rejects.toThrow(STAFF_ACCOUNT_MESSAGES.invitedElsewhere);

      // The new hire sees whose invitation it is, and declines it.
      await person.signUp({ email: hireEmail, password: PASSWORD, profile: SAMPLE_PROFILE, joining: true });
      await helpers.verifyEmail(person, hireEmail.toLowerCase());
      const invited = await person.signIn(hireEmail, PASSWORD);
      expect(invited.pendingJoin).toMatchObject({ status: 'invited', invitation: { shopName: "Stranger's shop" } });
      await person.declineInvitation();
      expect(person.currentUser()).toBeNull();

      // The real owner's invitation now goes through; at the next sign-in it is theirs to answer.
      expect(await shop.saveStaffMember(owner.uid, 'kojo', { name: 'Kojo', role: 'cashier', pin: '2580', invitationEmail: hireEmail })).toEqual({ created: true });
      const again = await person.signIn(hireEmail, PASSWORD);
      expect(again.pendingJoin).toMatchObject({ status: 'invited', invitation: { shopName: "Owner's shop" } });
      expect((await person.joinShop()).member).toEqual({ ownerUid: owner.uid, staffId: 'kojo' });
    } finally {
      await person.close();
      await shop.close();
      await squatter.close();
    }
  });
});
