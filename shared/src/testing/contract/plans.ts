// The Backend contract: the shop's plans (docs/product-rules.md, 'Plans'; domain/plans.ts). A shop
// past its plan and its grace is view-only — nothing new written, everything still read — and
// Basic holds 10 physical products, a shop moved down to it keeping every product it had. What
// moves the plan record is the server's (a verified payment), so the cases put it there through
// the helpers (`setPlan`), and skip where an adapter has none.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/calendar';
import { BASIC_PRODUCT_LIMIT, PLAN_GRACE_DAYS } from '../../domain/constants';
import { BASIC_CHOICE_MESSAGES, PLAN_REFUSAL_MESSAGES } from '../../domain/plan-words';
import type { Backend } from '../../backend/port';
import { expectCode, productDraft, sampleSale } from './support';
import type { ContractContext } from './support';

export function plansContract<B extends Backend>(context: ContractContext<B>): void {
  const { helpers } = context;
  const setPlan = helpers.setPlan;
  const suite = setPlan === undefined || helpers.plansSkip !== undefined ? describe.skip : describe;

  const skipped = helpers.plansSkip ?? (setPlan === undefined ? 'the adapter has no way to write the plan record' : null);
  suite(skipped === null ? 'plans' : `plans (skipped: ${skipped})`, () => {
    const put: NonNullable<typeof setPlan> = (backend, uid, record) => (setPlan as NonNullable<typeof setPlan>)(backend, uid, record);
    const hours = (n: number) => n * 3_600_000;

    it('lets a shop in its grace work as before', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      await put(backend, uid, { plan: 'trialing', trialEndsAt: new Date(Date.now() - DAY_MS) });
      const id = await backend.addProduct(uid, productDraft({ name: 'Milo 400g', priceMinor: 4_500 }));
      expect(await backend.recordSale(uid, { sale: sampleSale('grace-sale', new Date(), [{ productId: id, quantity: 1, priceMinor: 4_500 }]), stockDecrements: [{ productId: id, quantitySold: 1 }] })).toEqual({
        recorded: true,
      });
    });

    it('refuses a view-only shop every new write in words with the way to upgrade, and still reads its records', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const id = await backend.addProduct(uid, productDraft({ name: 'Milo 400g', priceMinor: 4_500 }));
      await backend.recordSale(uid, { sale: sampleSale('before', new Date(), [{ productId: id, quantity: 1, priceMinor: 4_500 }]), stockDecrements: [{ productId: id, quantitySold: 1 }] });
      await put(backend, uid, { plan: 'trialing', trialEndsAt: new Date(Date.now() - (PLAN_GRACE_DAYS + 1) * DAY_MS) });

      const sale = await expectCode(
        backend.recordSale(uid, { sale: sampleSale('after', new Date(), [{ productId: id, quantity: 1, priceMinor: 4_500 }]), stockDecrements: [{ productId: id, quantitySold: 1 }] }),
        'failed-precondition',
      );
      expect(sale.reason).toBe('view-only');
      expect(sale.message).toMatch(/^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\.$/);
      expect((await expectCode(backend.addProduct(uid, productDraft()), 'failed-precondition')).reason).toBe('view-only');
      expect((await expectCode(backend.updateProduct(uid, id, { priceMinor: 5_000 }), 'failed-precondition')).reason).toBe('view-only');
      expect((await expectCode(backend.adjustStock(uid, { id: 'delivery', productId: id, adjustment: { reason: 'delivery', received: 6 }, at: new Date() }), 'failed-precondition')).reason).toBe('view-only');
      expect((await expectCode(backend.addCustomer(uid, { name: 'Kofi Boateng', email: '', phone: '' }), 'failed-precondition')).reason).toBe('view-only');

      // Everything it holds is still read, and its settings still change.
      expect((await context.productsOf(uid)).map((p) => [p.name, p.quantity])).toEqual([['Milo 400g', 9]]);
      expect((await context.salesOf(uid)).map((s) => s.id)).toEqual(['before']);
      await backend.updateShopSettings(uid, { creditDays: 14 });

      // Paid, it sells again.
      await put(backend, uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      expect(await backend.recordSale(uid, { sale: sampleSale('paid', new Date(), [{ productId: id, quantity: 1, priceMinor: 4_500 }]), stockDecrements: [{ productId: id, quantitySold: 1 }] })).toEqual({ recorded: true });
    });

    it('lands a sale rung before the shop became view-only, and refuses one rung after', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const id = await backend.addProduct(uid, productDraft({ name: 'Milo 400g', priceMinor: 4_500 }));
      // View-only began an hour ago: the plan ended PLAN_GRACE_DAYS and an hour ago.
      await put(backend, uid, { plan: 'trialing', trialEndsAt: new Date(Date.now() - PLAN_GRACE_DAYS * DAY_MS - hours(1)) });
      const rungBefore = sampleSale('offline-before', new Date(Date.now() - hours(2)), [{ productId: id, quantity: 1, priceMinor: 4_500 }]);
      expect(await backend.recordSale(uid, { sale: rungBefore, stockDecrements: [{ productId: id, quantitySold: 1 }] })).toEqual({ recorded: true });
      const rungAfter = sampleSale('offline-after', new Date(Date.now() - hours(0.5)), [{ productId: id, quantity: 1, priceMinor: 4_500 }]);
      expect((await expectCode(backend.recordSale(uid, { sale: rungAfter, stockDecrements: [{ productId: id, quantitySold: 1 }] }), 'failed-precondition')).reason).toBe('view-only');
    });

    it('refuses the 11th product on Basic in words, and a ticket; Pro lifts the limit', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      await put(backend, uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      for (let i = 1; i <= BASIC_PRODUCT_LIMIT; i += 1) await backend.addProduct(uid, productDraft({ name: `Product ${i}` }));
      const eleventh = await expectCode(backend.addProduct(uid, productDraft({ name: 'Product 11' })), 'failed-precondition');
      expect(eleventh.reason).toBe('product-limit');
      expect(eleventh.message).toBe(PLAN_REFUSAL_MESSAGES['product-limit']);
      expect(eleventh.message).toBe('Basic holds up to 10 products. Upgrade to Pro in Settings › Plan for unlimited products.');
      expect((await context.productsOf(uid)).length).toBe(BASIC_PRODUCT_LIMIT);

      await put(backend, uid, { plan: 'pro', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      await backend.addProduct(uid, productDraft({ name: 'Product 11' }));
      await backend.addProduct(uid, productDraft({ name: 'Concert ticket', type: 'Ticket', quantity: undefined }));
      expect((await context.productsOf(uid)).length).toBe(BASIC_PRODUCT_LIMIT + 2);
      await put(backend, uid, { plan: 'basic' });
      expect((await expectCode(backend.addProduct(uid, productDraft({ name: 'Festival ticket', type: 'Ticket', quantity: undefined })), 'failed-precondition')).reason).toBe('product-type');
    });

    it('lets one of two saves of the 10th product at once land on Basic, and refuses the other in words', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      await put(backend, uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      for (let i = 1; i < BASIC_PRODUCT_LIMIT; i += 1) await backend.addProduct(uid, productDraft({ name: `Product ${i}` }));
      const saves = await Promise.allSettled([backend.addProduct(uid, productDraft({ name: 'From the till' })), backend.addProduct(uid, productDraft({ name: 'From the office' }))]);
      expect(saves.map((save) => save.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = saves.find((save): save is PromiseRejectedResult => save.status === 'rejected');
      expect((refused?.reason as { reason?: string }).reason).toBe('product-limit');
      expect((await context.productsOf(uid)).length).toBe(BASIC_PRODUCT_LIMIT);
    });

    it("refuses a file that would pass Basic's 10 products whole, and a view-only shop's import and undo", async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      await put(backend, uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      for (let i = 1; i <= 8; i += 1) await backend.addProduct(uid, productDraft({ name: `Product ${i}` }));
      const rows = (names: string[]) => names.map((name, i) => ({ line: i + 2, name, price: '5.00', inStock: '3' }));
      const three = { id: 'basic-three', fileName: 'three.csv', rows: rows(['Rice 5kg', 'Gari 1kg', 'Sugar 1kg']), expected: { new: 3, updated: 0, unchanged: 0, refused: 0 } };
      const tooMany = await expectCode(backend.importCatalogue(uid, three), 'failed-precondition');
      expect(tooMany.reason).toBe('product-limit');
      expect(tooMany.message).toBe(PLAN_REFUSAL_MESSAGES['product-limit']);
      expect((await context.productsOf(uid)).length).toBe(8);

      const two = { id: 'basic-two', fileName: 'two.csv', rows: rows(['Rice 5kg', 'Gari 1kg']), expected: { new: 2, updated: 0, unchanged: 0, refused: 0 } };
      await backend.importCatalogue(uid, two);
      expect((await context.productsOf(uid)).length).toBe(BASIC_PRODUCT_LIMIT);

      await put(backend, uid, { plan: 'trialing', trialEndsAt: new Date(Date.now() - (PLAN_GRACE_DAYS + 1) * DAY_MS) });
      const undo = await expectCode(backend.undoCatalogueImport(uid, 'basic-two'), 'failed-precondition');
      expect(undo.reason).toBe('view-only');
      expect(undo.message).toMatch(/^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\.$/);
      const update = { id: 'view-only-update', fileName: 'prices.csv', rows: [{ line: 2, name: 'Rice 5kg', price: '6.00' }], expected: { new: 0, updated: 1, unchanged: 0, refused: 0 } };
      expect((await expectCode(backend.importCatalogue(uid, update), 'failed-precondition')).reason).toBe('view-only');
      expect((await context.productsOf(uid)).find((product) => product.name === 'Rice 5kg')?.priceMinor).toBe(500);
    });

    it('keeps every product of a shop moved from Pro to Basic, selling only the 10 the owner chose', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const ids: string[] = [];
      for (let i = 1; i <= 12; i += 1) ids.push(await backend.addProduct(uid, productDraft({ name: `Product ${i}`, priceMinor: 1_000 })));
      await put(backend, uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) });
      expect((await context.productsOf(uid)).length).toBe(12);

      const sell = (id: string, saleId: string) => backend.recordSale(uid, { sale: sampleSale(saleId, new Date(), [{ productId: id, quantity: 1, priceMinor: 1_000 }]), stockDecrements: [{ productId: id, quantitySold: 1 }] });
      const twelfth = ids[11] as string;
      const first = ids[0] as string;
      // The owner's choice, a setting of the shop: the first ten (until they choose, the ten oldest are: plans.ts sellableProductIds).
      await backend.updateShopSettings(uid, { basicProductIds: ids.slice(0, 10) });
      expect(await sell(first, 'first')).toEqual({ recorded: true });
      const hidden = await expectCode(sell(twelfth, 'twelfth'), 'failed-precondition');
      expect(hidden.reason).toBe('not-sellable-on-basic');
      expect(hidden.message).toBe(PLAN_REFUSAL_MESSAGES['not-sellable-on-basic']);

      // Then the twelfth instead of the first; never eleven, nor a product the shop does not hold.
      expect((await expectCode(backend.updateShopSettings(uid, { basicProductIds: ids.slice(0, 11) }), 'invalid-argument')).message).toBe(BASIC_CHOICE_MESSAGES['too-many']);
      expect((await expectCode(backend.updateShopSettings(uid, { basicProductIds: ['no-such-product'] }), 'invalid-argument')).message).toBe(BASIC_CHOICE_MESSAGES['unknown-product']);
      await backend.updateShopSettings(uid, { basicProductIds: [twelfth, ...ids.slice(1, 10)] });
      expect(await sell(twelfth, 'twelfth-chosen')).toEqual({ recorded: true });
      expect((await expectCode(sell(first, 'first-hidden'), 'failed-precondition')).reason).toBe('not-sellable-on-basic');

      // An upgrade makes every product sellable again.
      await put(backend, uid, { plan: 'pro' });
      expect(await sell(first, 'first-on-pro')).toEqual({ recorded: true });
    });
  });
}
