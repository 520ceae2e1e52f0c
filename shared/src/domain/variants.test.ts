import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setLineQuantity } from './cart';
import type { Product, ProductVariantOf } from './entities';
import { applySaleToProductDayStat, bestSellers, saleProductFigures } from './best-sellers';
import { buildRefund, refundMovements, stockedForRefund } from './refund';
import { buildSale } from './sale';
import { auditSale, serverLineCosts } from './sale-audit';
import type { CatalogueProduct, SaleAuditFacts } from './sale-audit';
import { saleDecrementsProblem, saleMovements } from './stock-movements';
import { validateProduct } from './product-validation';
import {
  MAX_VARIANTS,
  VARIANT_MESSAGES,
  catalogueEntries,
  validateOptions,
  variantChoiceText,
  variantCombinations,
  variantFamilyProblem,
  variantName,
  variantOfProblem,
  variantsPriceText,
  variantsStock,
} from './variants';

const AT = new Date('2026-11-22T14:05:00Z');
const options = ['Size', 'Colour'];
const of = (values: string[]): ProductVariantOf => ({ productId: 'dress', productName: 'Summer dress', options, values });

/** A variant record: its own price, cost, stock (and so its own line, stock and roll-up). */
function variant(id: string, values: string[], priceMinor: number, costMinor: number, quantity: number): Product {
  return { id, name: variantName('Summer dress', values), type: 'Physical', priceMinor, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity, costMinor, variant: of(values), createdAt: AT };
}

const m = variant('dress-m-red', ['M', 'Red'], 12_000, 7_000, 5);
const l = variant('dress-l-red', ['L', 'Red'], 13_000, 8_000, 2);
const tea: Product = { id: 'tea', name: 'Tea', type: 'Physical', priceMinor: 500, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, costMinor: 300, createdAt: AT };

describe('options', () => {
  it('reads an option\'s choices separated by commas and makes every combination, the first option slowest', () => {
    const checked = validateOptions([{ name: 'Size', values: 'S, M ,L' }, { name: 'Colour', values: 'Red,Blue' }]);
    expect(checked).toEqual({ ok: true, options: [{ name: 'Size', values: ['S', 'M', 'L'] }, { name: 'Colour', values: ['Red', 'Blue'] }] });
    if (!checked.ok) return;
    expect(variantCombinations(checked.options)).toEqual([['S', 'Red'], ['S', 'Blue'], ['M', 'Red'], ['M', 'Blue'], ['L', 'Red'], ['L', 'Blue']]);
  });

  it('refuses each wrong option under its own field, in the form\'s words', () => {
    const checked = validateOptions([{ name: '', values: 'S' }, { name: 'Size', values: ' , ' }, { name: 'size', values: 'Red, red' }]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual([
      { name: VARIANT_MESSAGES.optionNameRequired },
      { values: VARIANT_MESSAGES.valuesRequired },
      { name: VARIANT_MESSAGES.optionNameTaken, values: VARIANT_MESSAGES.valueTwice },
    ]);
    expect(validateOptions([{ name: 'A', values: 'x' }, { name: 'B', values: 'x' }, { name: 'C', values: 'x' }, { name: 'D', values: 'x' }])).toMatchObject({ ok: false, problem: VARIANT_MESSAGES.tooManyOptions });
    expect(validateOptions([{ name: 'A', values: 'x'.repeat(31) }])).toMatchObject({ ok: false, problem: VARIANT_MESSAGES.valueTooLong });
    expect(validateOptions([])).toMatchObject({ ok: false });
    expect(validateOptions([{ name: 'N'.repeat(31), values: 'x' }])).toMatchObject({ ok: false, problem: VARIANT_MESSAGES.optionNameTooLong });
    expect(validateOptions([{ name: null, values: null }])).toMatchObject({ ok: false, problem: VARIANT_MESSAGES.optionNameRequired });
  });

  it('holds a product to 100 variants: 10 × 10 is taken, 5 × 5 × 5 refused saying how many it would make', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `v${i}`).join(',');
    expect(validateOptions([{ name: 'A', values: ten }, { name: 'B', values: ten }]).ok).toBe(true);
    const five = 'a,b,c,d,e';
    expect(validateOptions([{ name: 'A', values: five }, { name: 'B', values: five }, { name: 'C', values: five }])).toMatchObject({ ok: false, problem: 'These options make 125 variants: a product has at most 100.' });
  });

  it('makes as many combinations as the choices multiply to, each once (property)', () => {
    const choices = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(choices, { minLength: 1, maxLength: 3 }), (lists) => {
        const combos = variantCombinations(lists.map((values, i) => ({ name: `O${i}`, values })));
        expect(combos.length).toBe(lists.reduce((n, values) => n * values.length, 1));
        expect(new Set(combos.map((c) => JSON.stringify(c))).size).toBe(combos.length);
        for (const combo of combos) expect(combo.length).toBe(lists.length);
      }),
    );
  });
});

describe('a variant record', () => {
  it('is named by its product and its choices, and said at the till by its choices and price', () => {
    expect(m.name).toBe('Summer dress (M, Red)');
    expect(variantChoiceText(m, 'GHS')).toBe('M, Red · ₵120.00');
    expect(variantsPriceText([m, l])).toBe('from ₵120.00');
    expect(variantsPriceText([m, m])).toBe('₵120.00');
    expect(variantsStock([m, l])).toBe(7);
    expect(variantsStock([{ quantity: undefined }])).toBeNull();
    expect(variantsPriceText([])).toBe('');
    expect(variantChoiceText({ ...tea }, 'GHS')).toBe('Tea · ₵5.00');
  });

  it('is checked whole: its product, 1 to 3 options and one choice of each, trimmed', () => {
    expect(variantOfProblem(undefined)).toBeNull();
    expect(variantOfProblem(of(['M', 'Red']))).toBeNull();
    for (const wrong of [
      null,
      [],
      { ...of(['M', 'Red']), extra: 1 },
      { ...of(['M', 'Red']), productId: 'a/b' },
      { ...of(['M', 'Red']), productId: '' },
      { ...of(['M', 'Red']), productName: ' ' },
      { ...of(['M']) },
      { ...of(['M', ' Red']) },
      { ...of(['M', '']) },
      { ...of(['M']), values: ['M', 7] },
    ]) {
      expect(variantOfProblem(wrong), JSON.stringify(wrong)).toBe(VARIANT_MESSAGES.shape);
    }
    expect(variantOfProblem({ ...of(['a', 'b', 'c', 'd']), options: ['A', 'B', 'C', 'D'] })).toBe(VARIANT_MESSAGES.tooManyOptions);
    expect(variantOfProblem({ ...of(['a', 'b']), options: ['Size', 'size'] })).toBe(VARIANT_MESSAGES.optionNameTaken);
    expect(variantOfProblem({ ...of(['a', 'b']), options: ['Size', ''] })).toBe(VARIANT_MESSAGES.shape);
  });

  it('goes through the product\'s own checks with its variant, which a broken one fails', () => {
    const { id: _id, createdAt: _at, ...draft } = m;
    const checked = validateProduct(draft);
    expect(checked).toEqual({ ok: true, value: draft });
    expect(validateProduct({ ...draft, variant: { ...of(['M']) } })).toMatchObject({ ok: false, errors: { variant: VARIANT_MESSAGES.shape } });
  });

  it('is one of its product\'s variants once: the same choices (in any case), other options or a 101st refused', () => {
    expect(variantFamilyProblem([m, l], of(['S', 'Red']), null)).toBeNull();
    expect(variantFamilyProblem([m, l], of(['m', 'red']), null)).toBe('This product already has a variant m, red.');
    expect(variantFamilyProblem([m, l], of(['M', 'Red']), m.id)).toBeNull();
    expect(variantFamilyProblem([m], { ...of(['M']), options: ['Size'] }, null)).toBe(VARIANT_MESSAGES.otherOptions);
    const full = Array.from({ length: MAX_VARIANTS }, (_, i) => variant(`v${i}`, [`S${i}`, 'Red'], 100, 50, 1));
    expect(variantFamilyProblem(full, of(['XL', 'Red']), null)).toBe(VARIANT_MESSAGES.full);
    expect(variantFamilyProblem([m], undefined, null)).toBeNull();
  });

  it('is listed under its product, in the catalogue\'s order', () => {
    const entries = catalogueEntries([m, tea, l]);
    expect(entries.map((e) => (e.kind === 'product' ? e.product.id : `${e.productId}: ${e.variants.map((v) => v.id).join(' ')}`))).toEqual(['dress: dress-m-red dress-l-red', 'tea']);
  });
});

describe('selling a variant', () => {
  function saleOfVariants(lines: Array<[Product, number]>) {
    let cart = emptyCart();
    for (const [product, quantity] of lines) cart = setLineQuantity(addToCart(cart, product).cart, product.id, quantity).cart;
    return buildSale({ id: 'sale-v', cart, discountType: 'fixed', paymentMethod: 'Cash', now: AT });
  }

  it('takes stock from that variant alone, at its price and its cost, and keeps its profit apart', () => {
    const { sale, stockDecrements } = saleOfVariants([[m, 2], [l, 1]]);
    expect(sale.items.map((i) => [i.id, i.name, i.priceMinor, i.costMinor, i.quantity])).toEqual([
      ['dress-m-red', 'Summer dress (M, Red)', 12_000, 7_000, 2],
      ['dress-l-red', 'Summer dress (L, Red)', 13_000, 8_000, 1],
    ]);
    expect(stockDecrements).toEqual([{ productId: 'dress-m-red', quantitySold: 2 }, { productId: 'dress-l-red', quantitySold: 1 }]);
    expect(saleMovements(sale, stockDecrements).map((mv) => [mv.productId, mv.change])).toEqual([['dress-m-red', -2], ['dress-l-red', -1]]);
    const figures = saleProductFigures(sale);
    expect(figures['dress-m-red']).toMatchObject({ units: 2, revenueMinor: 24_000, costMinor: 14_000 });
    expect(figures['dress-l-red']).toMatchObject({ units: 1, revenueMinor: 13_000, costMinor: 8_000 });
  });

  it('is capped at the variant\'s own stock: L has 2, however many M there are', () => {
    let cart = emptyCart();
    for (let i = 0; i < 3; i += 1) cart = addToCart(cart, l).cart;
    expect(addToCart(cart, l).refused).toBe('stock-limit');
    expect(addToCart(cart, m).refused).toBeNull();
    expect(cart.lines[0]?.quantity).toBe(2);
  });

  it('gives back to the variant it came from: one M returned puts 1 on M, none on L', () => {
    const { sale } = saleOfVariants([[m, 2], [l, 1]]);
    const built = buildRefund({ id: 'r1', sale, earlier: [], returning: [{ productId: m.id, quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.refund.amountMinor).toBe(12_000);
    expect(built.refund.items).toEqual([expect.objectContaining({ id: m.id, costMinor: 7_000, quantity: 1 })]);
    const stocked = stockedForRefund(built.refund, () => ({ saleMoved: true, carriesStock: true }));
    expect(refundMovements(built.refund, stocked).map((mv) => [mv.productId, mv.change])).toEqual([[m.id, 1]]);
    const again = buildRefund({ id: 'r2', sale, earlier: [built.refund], returning: [{ productId: l.id, quantity: 2 }], paymentMethod: 'Cash', reason: '', now: AT });
    expect(again).toMatchObject({ ok: false });
  });

  it('refuses a write whose stock is not its lines\': M sold cannot take L\'s stock, nor more than was sold', () => {
    const { sale, stockDecrements } = saleOfVariants([[m, 2]]);
    expect(saleDecrementsProblem(sale, stockDecrements)).toBeNull();
    expect(saleDecrementsProblem(sale, [{ productId: l.id, quantitySold: 2 }])).toBe('A sale takes stock only of what it sold.');
    expect(saleDecrementsProblem(sale, [{ productId: m.id, quantitySold: 3 }])).toBe('A sale takes stock only of what it sold.');
    expect(saleDecrementsProblem(sale, [{ productId: m.id, quantitySold: 1 }, { productId: m.id, quantitySold: 1 }])).toBeNull();
    // Held to variants only where the adapter says so: a plain product keeps the port's older latitude.
    const isVariant = (id: string) => id === m.id || id === l.id;
    expect(saleDecrementsProblem(sale, [{ productId: tea.id, quantitySold: 4 }], isVariant)).toBeNull();
    expect(saleDecrementsProblem(sale, [{ productId: l.id, quantitySold: 1 }], isVariant)).toBe('A sale takes stock only of what it sold.');
  });

  it('holds any decrement the sale\'s own lines make (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(m, l, tea), fc.integer({ min: 1, max: 2 })), { minLength: 1, maxLength: 4 }), (lines) => {
        const { sale, stockDecrements } = saleOfVariants(lines);
        expect(saleDecrementsProblem(sale, stockDecrements)).toBeNull();
        const forged = stockDecrements.map((d, i) => (i === 0 ? { ...d, quantitySold: d.quantitySold + 1 } : d));
        expect(saleDecrementsProblem(sale, forged)).not.toBeNull();
      }),
    );
  });

  it('is judged by the server at its own price and cost: a variant forged at a cheaper one\'s price is refused', () => {
    const catalogue = new Map<string, CatalogueProduct>([
      [m.id, { name: m.name, priceMinor: m.priceMinor, currency: 'GHS', changedAt: null }],
      [l.id, { name: l.name, priceMinor: l.priceMinor, currency: 'GHS', changedAt: null }],
    ]);
    const facts: SaleAuditFacts = { receivedAt: AT, seller: { kind: 'member', role: 'cashier', disabled: false }, catalogue, shop: null, tillSettingsChangedAt: null };
    const { sale } = saleOfVariants([[l, 1]]);
    expect(auditSale(sale, facts)).toBeNull();
    const line = { ...sale.items[0]!, priceMinor: m.priceMinor };
    const forged = { ...sale, items: [line], subtotalMinor: m.priceMinor, totalMinor: m.priceMinor, changeMinor: 0 };
    expect(auditSale(forged, facts)).toMatchObject({ code: 'price-below-catalogue', rungMinor: 12_000, cataloguePricedMinor: 13_000 });
    // The cost the server keeps is the variant's own, whatever the till wrote.
    const costs = new Map([[l.id, 8_000], [m.id, 7_000]]);
    expect(serverLineCosts({ items: [{ ...line, costMinor: 1 }] }, costs)[0]?.costMinor).toBe(8_000);
  });

  it('ranks best sellers by variant, and by product with its variants added up under its name', () => {
    const { sale } = saleOfVariants([[m, 2], [l, 1], [tea, 3]]);
    const stats = [applySaleToProductDayStat(undefined, sale)];
    const byVariant = bestSellers(stats, 1, AT, 'GHS', 'revenue');
    expect(byVariant.map((b) => [b.name, b.units, b.revenueMinor, b.grossProfitMinor])).toEqual([
      ['Summer dress (M, Red)', 2, 24_000, 10_000],
      ['Summer dress (L, Red)', 1, 13_000, 5_000],
      ['Tea', 3, 1_500, 600],
    ]);
    const variantOf = (id: string) => [m, l].find((v) => v.id === id)?.variant;
    const byProduct = bestSellers(stats, 1, AT, 'GHS', 'profit', variantOf);
    expect(byProduct.map((b) => [b.productId, b.name, b.units, b.revenueMinor, b.grossProfitMinor])).toEqual([
      ['dress', 'Summer dress', 3, 37_000, 15_000],
      ['tea', 'Tea', 3, 1_500, 600],
    ]);
  });
});
