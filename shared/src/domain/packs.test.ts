import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setLineQuantity, syncCartWithProducts, cartLineKey } from './cart';
import type { CartProduct } from './cart';
import type { ProductPack, Sale } from './entities';
import { buildSale, receiptText } from './sale';
import { saleProblem } from './sale-check';
import { buildRefund, refundMovements, refundProblem, saleRefundState } from './refund';
import { auditSale, serverLineCosts } from './sale-audit';
import type { CatalogueProduct, SaleAuditFacts } from './sale-audit';
import { lineQuantityText, PACK_MESSAGES, piecesTyped, saleCataloguePackProblem, scanMatch, validatePacks } from './packs';
import { validateProduct } from './product-validation';
import { barcodeTakenProblem } from './barcodes';
import { saleItemLabel } from './sale-summary';
import { saleProfit } from './profit';
import { saleProductFigures } from './best-sellers';

const CARTON: ProductPack = { name: 'Carton', size: 24, priceMinor: 11_000, barcode: '5012345678900' };
const MALTA: CartProduct = { id: 'malta', name: 'Malta', type: 'Physical', priceMinor: 500, currency: 'GHS', quantity: 60, costMinor: 400, packs: [CARTON] };
const AT = new Date('2026-12-02T10:00:00Z');

/** 2 cartons and 3 bottles of Malta, paid in cash. */
function twoCartonsThreeBottles(): Sale {
  let cart = addToCart(emptyCart(), MALTA, CARTON).cart;
  cart = addToCart(cart, MALTA, CARTON).cart;
  cart = setLineQuantity(addToCart(cart, MALTA).cart, 'malta', 3).cart;
  return buildSale({ id: 'sale-p1', cart, discountType: 'fixed', paymentMethod: 'Cash', now: AT }).sale;
}

describe('packs: what a pack may be', () => {
  it('takes a name, a size of 2 or more, a price above 0 and an optional barcode', () => {
    expect(validatePacks([{ name: ' Carton ', size: '24', price: '110.00', barcode: '5012345678900' }])).toEqual({ ok: true, packs: [CARTON] });
  });

  it('refuses each field in words: size 1 or a fraction, price 0, names and barcodes twice, the product\'s own code', () => {
    const checked = validatePacks(
      [
        { name: '', size: '1', price: '0' },
        { name: 'Crate', size: '2.5', price: '10' },
        { name: 'crate', size: 12, price: '60', barcode: '5012345678900' },
        { name: 'Box', size: 6, price: '30', barcode: '5012345678900' },
      ],
      { barcode: '5012345678900' },
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual([
      { name: PACK_MESSAGES.nameRequired, size: PACK_MESSAGES.sizeInvalid, price: PACK_MESSAGES.priceInvalid },
      { size: PACK_MESSAGES.sizeInvalid },
      { name: PACK_MESSAGES.nameTaken, barcode: PACK_MESSAGES.barcodeIsProduct },
      { barcode: PACK_MESSAGES.barcodeIsProduct },
    ]);
    const twice = validatePacks([{ name: 'A', size: 2, price: '1', barcode: '96385074' }, { name: 'B', size: 3, price: '1', barcode: '96385074' }]);
    expect(twice.ok ? null : twice.errors[1]).toEqual({ barcode: PACK_MESSAGES.barcodeTaken });
  });

  it('belongs to a product kept in stock; the product form and the adapters\' check say so', () => {
    const base = { name: 'Malta', price: '5.00', quantity: '60' };
    const made = validateProduct({ ...base, type: 'Physical', packs: [{ name: 'Carton', size: 24, price: '110', barcode: '5012345678900' }] });
    expect(made.ok && made.value.packs).toEqual([CARTON]);
    const digital = validateProduct({ ...base, type: 'Digital', packs: [{ name: 'Carton', size: 24, price: '110' }] });
    expect(digital.ok ? null : digital.errors.packs).toBe(PACK_MESSAGES.onlyPhysical);
  });

  it('keeps a pack\'s barcode unique in the shop, and a scan of it finds the pack', () => {
    const products = [{ ...MALTA, barcode: '96385074' }];
    expect(barcodeTakenProblem(products, '5012345678900', 'other')).toContain('Malta');
    expect(scanMatch(products, '5012345678900')).toEqual({ product: products[0], pack: CARTON });
    expect(scanMatch(products, '96385074')).toEqual({ product: products[0], pack: null });
  });
});

describe('packs: the till sells either', () => {
  it('prices a pack line at the pack, costs it at the piece × size, and takes size × quantity pieces', () => {
    const sale = twoCartonsThreeBottles();
    expect(sale.items).toEqual([
      { id: 'malta', name: 'Malta', priceMinor: 11_000, currency: 'GHS', quantity: 2, costMinor: 9600, pack: { name: 'Carton', size: 24 } },
      { id: 'malta', name: 'Malta', priceMinor: 500, currency: 'GHS', quantity: 3, costMinor: 400 },
    ]);
    expect(sale.subtotalMinor).toBe(23_500);
    expect(saleProblem(sale)).toBeNull();
    let cart = addToCart(emptyCart(), MALTA, CARTON).cart;
    cart = addToCart(cart, MALTA).cart;
    const built = buildSale({ id: 's', cart, discountType: 'fixed', paymentMethod: 'Cash', now: AT });
    expect(built.stockDecrements).toEqual([{ productId: 'malta', quantitySold: 24 }, { productId: 'malta', quantitySold: 1 }]);
    // Profit stays right: 235.00 − (2 × 96.00 + 3 × 4.00).
    expect(saleProfit(sale)).toMatchObject({ costMinor: 20_400 });
    expect(saleProductFigures(sale).malta).toMatchObject({ units: 51 });
  });

  it('never sells more pieces than the stock across the product\'s lines', () => {
    let cart = addToCart(emptyCart(), MALTA, CARTON).cart;
    cart = addToCart(cart, MALTA, CARTON).cart;
    expect(addToCart(cart, MALTA, CARTON).refused).toBe('stock-limit'); // 48 taken, 12 left: no third carton
    const bottles = setLineQuantity(addToCart(cart, MALTA).cart, 'malta', 20);
    expect(bottles.refused).toBe('stock-limit');
    expect(bottles.cart.lines.map((l) => l.quantity)).toEqual([2, 12]);
    const key = cartLineKey({ productId: 'malta', pack: { name: 'Carton', size: 24 } });
    expect(setLineQuantity(bottles.cart, key, 3).refused).toBe('stock-limit');
    // A pack removed from the product leaves the cart; one repriced is sold at its new price.
    expect(syncCartWithProducts(bottles.cart, [{ ...MALTA, packs: [] }]).lines.map((l) => l.pack ?? null)).toEqual([null]);
    expect(syncCartWithProducts(cart, [{ ...MALTA, packs: [{ ...CARTON, priceMinor: 12_000 }] }]).lines[0]?.unitPriceMinor).toBe(12_000);
  });

  it('says "2 × Carton of 24" on the receipt, in the history and the CSV', () => {
    const sale = twoCartonsThreeBottles();
    expect(receiptText(sale, null)).toContain('  2 × Carton of 24 at ₵110.00 = ₵220.00');
    expect(saleItemLabel(sale.items[0]!)).toBe('Malta 2 × Carton of 24');
    expect(lineQuantityText(sale.items[1]!)).toBe('3');
  });

  it('refuses a pack line of no size or of one piece as malformed', () => {
    const sale = twoCartonsThreeBottles();
    expect(saleProblem({ ...sale, items: [{ ...sale.items[0]!, pack: { name: 'Carton', size: 1 } }, sale.items[1]!] })).toBe(PACK_MESSAGES.sizeInvalid);
    expect(saleProblem({ ...sale, items: [{ ...sale.items[0]!, pack: { name: '' } as never }, sale.items[1]!] })).toBe('A pack line names its pack and its size.');
  });
});

describe('packs: deliveries and counts by the pack', () => {
  it('turns packs typed into the pieces the stock form sends; anything else is left for its own refusal', () => {
    expect(piecesTyped('3', 24)).toBe('72');
    expect(piecesTyped(' 3 ', 1)).toBe(' 3 ');
    expect(piecesTyped('2.5', 24)).toBe('2.5');
    expect(piecesTyped('', 24)).toBe('');
  });
});

describe('packs: refunds put pieces back', () => {
  it('refunds one bottle and one carton as lines of their own; the carton puts 24 pieces back', () => {
    const sale = twoCartonsThreeBottles();
    const state = saleRefundState(sale, []);
    expect(state.lines.map((l) => [l.name, l.pack?.name ?? null, l.sold])).toEqual([['Malta', 'Carton', 2], ['Malta', null, 3]]);
    const bottle = buildRefund({ id: 'r1', sale, earlier: [], returning: [{ productId: 'malta', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(bottle.ok && bottle.refund.amountMinor).toBe(500);
    if (!bottle.ok) return;
    expect(refundMovements(bottle.refund, new Set(['malta']))[0]?.change).toBe(1);
    const carton = buildRefund({ id: 'r2', sale, earlier: [bottle.refund], returning: [{ productId: 'malta', pack: { name: 'Carton', size: 24 }, quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(carton.ok && carton.refund.items).toEqual([{ id: 'malta', name: 'Malta', priceMinor: 11_000, currency: 'GHS', quantity: 1, costMinor: 9600, pack: { name: 'Carton', size: 24 } }]);
    if (!carton.ok) return;
    expect(refundMovements(carton.refund, new Set(['malta']))[0]?.change).toBe(24);
    expect(refundProblem(carton.refund, sale, [bottle.refund])).toBeNull();
    // A forged refund line: the carton's price on a bottle, or the carton as 48 pieces.
    expect(refundProblem({ ...carton.refund, items: [{ ...carton.refund.items[0]!, pack: { name: 'Carton', size: 48 } }] }, sale, [bottle.refund])).not.toBeNull();
  });
});

describe('packs: the server\'s check', () => {
  const catalogue = (packs: CatalogueProduct['packs'], changedAt: Date | null = null) =>
    new Map<string, CatalogueProduct>([['malta', { name: 'Malta', priceMinor: 500, currency: 'GHS', changedAt, packs }]]);
  const facts = (over: Partial<SaleAuditFacts> = {}): SaleAuditFacts => ({ receivedAt: AT, seller: { kind: 'member', role: 'cashier', disabled: false }, catalogue: catalogue([CARTON]), shop: null, tillSettingsChangedAt: null, ...over });
  const forged = (item: Partial<Sale['items'][number]>): Sale => {
    const sale = twoCartonsThreeBottles();
    const items = [{ ...sale.items[0]!, ...item }, sale.items[1]!];
    const subtotalMinor = items.reduce((sum, i) => sum + i.priceMinor * i.quantity, 0);
    return { ...sale, items, subtotalMinor, totalMinor: subtotalMinor };
  };

  it('accepts a pack line at its pack\'s price, and refuses a forged pack price or size, the owner\'s too', () => {
    expect(auditSale(twoCartonsThreeBottles(), facts())).toBeNull();
    expect(auditSale(forged({ priceMinor: 500 }), facts())).toMatchObject({ code: 'pack-not-in-catalogue', packText: 'Carton of 24', unitPriceMinor: 500 });
    expect(auditSale(forged({ pack: { name: 'Carton', size: 2 } }), facts())).toMatchObject({ code: 'pack-not-in-catalogue' });
    expect(auditSale(forged({ pack: { name: 'Crate', size: 24 } }), facts({ seller: { kind: 'owner' } }))).toMatchObject({ code: 'pack-not-in-catalogue' });
    // Changed since it was rung (a pack resized while the till was offline): accepted as rung.
    expect(auditSale(forged({ pack: { name: 'Carton', size: 2 } }), facts({ catalogue: catalogue([CARTON], new Date(AT.getTime() + 1)) }))).toBeNull();
  });

  it('puts the piece\'s cost × size on a pack line', () => {
    expect(serverLineCosts(twoCartonsThreeBottles(), new Map([['malta', 350]])).map((i) => i.costMinor)).toEqual([8400, 350]);
  });

  it('gives the embedded backends the same words for a pack the catalogue does not hold', () => {
    const sale = forged({ priceMinor: 500 });
    expect(saleCataloguePackProblem(sale.items, () => ({ name: 'Malta', packs: [CARTON] }))).toBe(PACK_MESSAGES.notInCatalogue('Malta'));
    expect(saleCataloguePackProblem(twoCartonsThreeBottles().items, () => ({ name: 'Malta', packs: [CARTON] }))).toBeNull();
    expect(saleCataloguePackProblem(sale.items, () => undefined)).toBeNull();
  });
});
