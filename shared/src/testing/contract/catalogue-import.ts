// The Backend contract, the catalogue import (port.ts CatalogueImportApi; issue #46): a file is
// applied whole or not at all, the same import sent twice (a retry after the network dropped once
// the write was made) is applied once, a second tab's import previewed on the catalogue before the
// first is refused, and undoing the last import puts the catalogue back exactly.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/entities';
import type { Backend } from '../../backend/port';
import { catalogueCells, previewCatalogueImport, readCatalogueTable } from '../../domain/catalogue-import';
import type { CatalogueImportRequest } from '../../domain/catalogue-import';
import { CATALOGUE_IMPORT_MESSAGES } from '../../domain/catalogue-import-words';
import { expectCode, productDraft } from './support';
import type { ContractContext } from './support';

const HEADER = ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Cost', 'Description'];

/** What the Import screen sends for `cells`, previewed on `products`. */
function request(id: string, cells: string[][], products: readonly Product[], header: string[] = HEADER): CatalogueImportRequest {
  const table = readCatalogueTable([header, ...cells]);
  if (!table.ok) throw new Error(table.problem);
  return { id, fileName: `${id}.csv`, rows: table.rows, expected: previewCatalogueImport(table.rows, products).counts };
}

const byId = (products: readonly Product[]) => [...products].sort((a, b) => a.id.localeCompare(b.id));

export function catalogueImportContract<B extends Backend>(context: ContractContext<B>): void {
  const { signUpVerified, productsOf, helpers } = context;
  const skip = helpers.catalogueImportSkip;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  (skip ? describe.skip : describe)(`the catalogue import${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('applies a file whole: new products made, matched ones changed, the rest left as they were', async () => {
      const { uid } = await signUpVerified();
      const keptId = await backend.addProduct(uid, productDraft({ name: 'Kente cloth', priceMinor: 12000, quantity: 10 }));
      const changedId = await backend.addProduct(uid, productDraft({ name: 'Milo 400g', priceMinor: 4500, quantity: 6 }));
      const before = await productsOf(uid);
      const sent = request('import-1', [
        ['Kente cloth', 'Physical', '120.00', 'GHS', '10', '', before.find((p) => p.id === keptId)?.description ?? ''],
        ['milo 400g', 'Physical', '47.50', 'GHS', '99', '30.00', ''],
        ['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', 'tin'],
        ['Airtime 10', 'Digital', '10.00', 'GHS', '', '9.50', ''],
      ], before);
      expect(sent.expected).toEqual({ new: 2, updated: 1, unchanged: 1, refused: 0 });

      const record = await backend.importCatalogue(uid, sent);
      expect(record).toMatchObject({ id: 'import-1', counts: sent.expected, undoneAt: null });
      expect(await backend.lastCatalogueImport(uid)).toMatchObject({ id: 'import-1' });

      const after = await productsOf(uid);
      expect(after).toHaveLength(4);
      expect(after.find((p) => p.id === keptId)).toEqual(before.find((p) => p.id === keptId));
      // Matched by name, in any case: its price, name and cost change; its stock stays (a count moves it).
      expect(after.find((p) => p.id === changedId)).toMatchObject({ name: 'milo 400g', priceMinor: 4750, costMinor: 3000, quantity: 6 });
      expect(after.find((p) => p.name === 'Peak Milk')).toMatchObject({ type: 'Physical', priceMinor: 1200, quantity: 24, description: 'tin' });
      expect(after.find((p) => p.name === 'Airtime 10')).toMatchObject({ type: 'Digital', costMinor: 950 });
      expect(after.find((p) => p.name === 'Airtime 10')).not.toHaveProperty('quantity');
    });

    it('writes nothing when a row is refused, and says how many', async () => {
      const { uid } = await signUpVerified();
      await backend.addProduct(uid, productDraft({ name: 'Kente cloth', priceMinor: 12000, quantity: 10 }));
      const before = await productsOf(uid);
      const cells = [
        ['Kente cloth', 'Physical', '99.00', 'GHS', '10', '', ''],
        ['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', ''],
        ['', 'Physical', 'twelve', 'GHS', '1', '', ''],
      ];
      const error = await expectCode(backend.importCatalogue(uid, request('import-bad', cells, before)), 'invalid-argument');
      expect(error.message).toContain(CATALOGUE_IMPORT_MESSAGES.refusedWhole(1));
      expect(byId(await productsOf(uid))).toEqual(byId(before));
      expect(await backend.lastCatalogueImport(uid)).toBeNull();
    });

    it('brings pack units in and out: an export imported again changes nothing, bad pack cells write nothing', async () => {
      const { uid } = await signUpVerified();
      const header = [...HEADER, 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode', 'Pack 2 name', 'Pack 2 size', 'Pack 2 price'];
      const sent = request('packs', [['Malta Guinness', 'Physical', '5.00', 'GHS', '240', '3.50', '', 'Carton', '24', '110.00', '5012345678900', 'Six-pack', '6', '29.00']], [], header);
      await backend.importCatalogue(uid, sent);
      const imported = await productsOf(uid);
      expect(imported[0]?.packs).toEqual([
        { name: 'Carton', size: 24, priceMinor: 11000, barcode: '5012345678900' },
        { name: 'Six-pack', size: 6, priceMinor: 2900 },
      ]);
      // The export, read back: every row unchanged, so nothing to write.
      const [exported = [], ...rows] = catalogueCells(imported);
      const back = request('packs-back', rows, imported, exported);
      expect(back.expected).toEqual({ new: 0, updated: 0, unchanged: 1, refused: 0 });
      await backend.importCatalogue(uid, back);
      expect(await productsOf(uid)).toEqual(imported);

      const bad = request('packs-bad', [
        ['Malta Guinness', 'Physical', '5.00', 'GHS', '240', '3.50', '', 'Carton', '1', '110.00', '', '', '', ''],
        ['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '', 'Tray', '12', '140.00', '', '', '', ''],
      ], imported, header);
      expect(previewCatalogueImport(bad.rows, imported).rows[0]?.problems).toEqual([expect.stringMatching(/^Pack 1 size: /)]);
      await expectCode(backend.importCatalogue(uid, bad), 'invalid-argument');
      expect(await productsOf(uid)).toEqual(imported);
    });

    it('brings variants in and out: one product with its variants, a variant joining the shop\'s product, an export that changes nothing, bad cells writing nothing, undone whole', async () => {
      const { uid } = await signUpVerified();
      const options = ['Size', 'Colour'];
      await backend.addProduct(uid, productDraft({ name: 'Kaba dress (M, Red)', priceMinor: 12000, quantity: 3, variant: { productId: 'kaba', productName: 'Kaba dress', options, values: ['M', 'Red'] } }));
      const before = await productsOf(uid);
      const header = [...HEADER, 'Variant of', 'Option 1', 'Option 1 value', 'Option 2', 'Option 2 value'];
      const sent = request('variants', [
        ['', 'Physical', '85.00', 'GHS', '4', '40.00', '', 'Ankara shirt', 'Size', 'M', 'Colour', 'Blue'],
        ['Ankara shirt (L, Blue)', 'Physical', '90.00', 'GHS', '2', '40.00', '', 'Ankara shirt', 'Size', 'L', 'Colour', 'Blue'],
        ['', 'Physical', '130.00', 'GHS', '5', '', '', 'kaba dress', 'size', 'L', 'colour', 'Red'],
      ], before, header);
      expect(sent.expected).toEqual({ new: 3, updated: 0, unchanged: 0, refused: 0 });
      await backend.importCatalogue(uid, sent);
      const imported = await productsOf(uid);
      const shirts = imported.filter((p) => p.variant?.productName === 'Ankara shirt');
      expect(shirts.map((p) => [p.name, p.quantity, p.variant?.values]).sort()).toEqual([
        ['Ankara shirt (L, Blue)', 2, ['L', 'Blue']],
        ['Ankara shirt (M, Blue)', 4, ['M', 'Blue']],
      ]);
      expect(new Set(shirts.map((p) => p.variant?.productId)).size).toBe(1);
      expect(imported.find((p) => p.name === 'Kaba dress (L, Red)')?.variant).toEqual({ productId: 'kaba', productName: 'Kaba dress', options, values: ['L', 'Red'] });
      // Undone: the three variants gone, the dress as it was; applied again under a new id.
      await backend.undoCatalogueImport(uid, 'variants');
      expect(byId(await productsOf(uid))).toEqual(byId(before));
      await backend.importCatalogue(uid, { ...sent, id: 'variants-again' });
      expect(await productsOf(uid)).toHaveLength(4);

      // The export, read back: every row unchanged, so nothing to write.
      const again = await productsOf(uid);
      const [exported = [], ...rows] = catalogueCells(again);
      const back = request('variants-back', rows, again, exported);
      expect(back.expected).toEqual({ new: 0, updated: 0, unchanged: 4, refused: 0 });
      await backend.importCatalogue(uid, back);
      expect(await productsOf(uid)).toEqual(again);

      // A choice missing, and options other than the dress's: nothing written.
      const bad = request('variants-bad', [
        ['', 'Physical', '85.00', 'GHS', '4', '', '', 'Ankara shirt', 'Size', '', 'Colour', 'Gold'],
        ['', 'Physical', '120.00', 'GHS', '4', '', '', 'Kaba dress', 'Size', 'S', '', ''],
      ], again, header);
      expect(bad.expected.refused).toBe(2);
      await expectCode(backend.importCatalogue(uid, bad), 'invalid-argument');
      expect(await productsOf(uid)).toEqual(again);
    });

    it('applies the same import once when it is sent again (a retry after the network dropped)', async () => {
      const { uid } = await signUpVerified();
      const sent = request('import-twice', [['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '']], []);
      const first = await backend.importCatalogue(uid, sent);
      const again = await backend.importCatalogue(uid, sent);
      expect(again).toEqual(first);
      expect((await productsOf(uid)).map((p) => p.name)).toEqual(['Peak Milk']);
    });

    it('refuses an import previewed before another tab imported, writing nothing', async () => {
      const { uid } = await signUpVerified();
      const cells = [['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '']];
      const firstTab = request('tab-1', cells, []);
      const secondTab = request('tab-2', cells, []);
      await backend.importCatalogue(uid, firstTab);
      const error = await expectCode(backend.importCatalogue(uid, secondTab), 'failed-precondition');
      expect(error.message).toContain(CATALOGUE_IMPORT_MESSAGES.catalogueMoved);
      expect((await productsOf(uid)).map((p) => p.name)).toEqual(['Peak Milk']);
      expect(await backend.lastCatalogueImport(uid)).toMatchObject({ id: 'tab-1' });
    });

    it('undoes the last import exactly, once, and not after its products moved', async () => {
      const { uid } = await signUpVerified();
      await backend.addProduct(uid, productDraft({ name: 'Kente cloth', priceMinor: 12000, quantity: 10, costMinor: 8000 }));
      const before = await productsOf(uid);
      const sent = request('import-undo', [
        ['Kente cloth', 'Physical', '130.00', 'GHS', '10', '', 'new words'],
        ['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', ''],
      ], before);
      await backend.importCatalogue(uid, sent);
      await backend.undoCatalogueImport(uid, 'import-undo');
      expect(byId(await productsOf(uid))).toEqual(byId(before));
      expect(await backend.lastCatalogueImport(uid)).toMatchObject({ id: 'import-undo', undoneAt: expect.any(Date) });
      await expectCode(backend.undoCatalogueImport(uid, 'import-undo'), 'not-found');

      // Imported again, then a delivery of a product it made: undoing would lose that.
      const again = request('import-again', [['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '']], before);
      await backend.importCatalogue(uid, again);
      const milk = (await productsOf(uid)).find((p) => p.name === 'Peak Milk');
      await backend.adjustStock(uid, { id: 'delivery-after-import', productId: milk?.id ?? '', adjustment: { reason: 'delivery', received: 6 }, at: new Date() });
      const blocked = await expectCode(backend.undoCatalogueImport(uid, 'import-again'), 'failed-precondition');
      expect(blocked.message).toContain(CATALOGUE_IMPORT_MESSAGES.undoBlocked);
      expect((await productsOf(uid)).find((p) => p.name === 'Peak Milk')?.quantity).toBe(30);
    });
  });
}
