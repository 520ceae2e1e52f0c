// The catalogue import on the server (functions/README.md, 'The catalogue import'): the callables
// importCatalogue and undoCatalogueImport under the Functions emulator, the official Firestore
// emulator beneath. A file of 450 products and 225 costs — more writes than one batch takes — is applied whole
// in parts, each once; a file with one bad row writes nothing; the same import sent twice is applied
// once; undo puts every product document back exactly; a cashier and a stranger are refused.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { PLAN_GRACE_DAYS, PLAN_REFUSAL_MESSAGES, previewCatalogueImport, readCatalogueTable } from '@shop/shared/domain';
import type { CatalogueImportRequest, CatalogueRow } from '@shop/shared/domain';
import { REGION } from '../src/region';
import { IMPORT_PART_SIZE } from '../src/catalogue-import';
import { barcodeClaimId } from '@shop/shared/records';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] catalogue import suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const created = new Date('2024-05-01T10:00:00Z');

function token(uid: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, email, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, aud: emulators.projectId, iss: `https://securetoken.google.com/${emulators.projectId}`, firebase: { sign_in_provider: 'password' } })}.`;
}

type Answer = { result?: Record<string, unknown> | null; error?: { status: string; message: string } };

const HEADER = ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Cost', 'Description', 'Barcode'];
// Past 500 writes (450 products, 225 costs: 3 parts), and small enough that the productChanged
// triggers each write starts do not hold up the emulator for the suite's next files.
const ROWS = 450;
/** Item 1's barcode: its claim (records/barcode-claims.ts) is written with it and goes with its undo. */
const ITEM_CODE = '4006381333931';

describe.skipIf(reason !== null)('the catalogue import, a job of the server (Firestore + Functions emulators)', () => {
  let adminApp: App;
  let admin: AdminFirestore;
  let shopCount = 0;

  async function call(name: string, bearer: string | null, data: unknown): Promise<Answer> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as Answer;
  }

  /** A shop of its own for a case: the owner, a cashier and a manager, and Milo (with a cost) and Kente on its shelves. */
  async function shop() {
    shopCount += 1;
    const uid = `import-${RUN}-${shopCount}`;
    const set = (path: string, data: Record<string, unknown>) => admin.doc(`businesses/${uid}${path}`).set(data);
    await set('', { ownerUid: uid, businessName: 'Efua Provisions' });
    await set('/staff/m1', { name: 'Ama', role: 'cashier', disabled: false, createdAt: created, invitationEmail: `ama-${uid}@example.com` });
    await set('/staff/m2', { name: 'Kofi', role: 'manager', disabled: false, createdAt: created, invitationEmail: `kofi-${uid}@example.com` });
    await set(`/members/ama-${uid}`, { staffId: 'm1', joinedAt: created });
    await set(`/members/kofi-${uid}`, { staffId: 'm2', joinedAt: created });
    await set('/products/milo', { name: 'Milo 400g', type: 'Physical', price: 45, currency: 'GHS', description: 'tin', imageUrl: null, imagePath: null, quantity: 6, createdAt: created });
    await set('/productCosts/milo', { cost: 30 });
    await set('/products/kente', { name: 'Kente cloth', type: 'Physical', price: 120, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, barcode: '5901234123457', createdAt: created });
    return { uid, owner: token(uid, `owner-${uid}@example.com`), cashier: token(`ama-${uid}`, `ama-${uid}@example.com`), manager: token(`kofi-${uid}`, `kofi-${uid}@example.com`), stranger: token(`else-${uid}`, `else-${uid}@example.com`) };
  }

  /** Every product and cost document of the shop, as stored. */
  async function catalogue(uid: string) {
    const [products, costs] = await Promise.all([admin.collection(`businesses/${uid}/products`).get(), admin.collection(`businesses/${uid}/productCosts`).get()]);
    return {
      products: Object.fromEntries(products.docs.map((d) => [d.id, d.data()])),
      costs: Object.fromEntries(costs.docs.map((d) => [d.id, d.data()])),
    };
  }

  /** What the Import screen sends for `cells` on the shop's products as the preview saw them (Milo and Kente). */
  function request(id: string, cells: string[][]): CatalogueImportRequest {
    const table = readCatalogueTable([HEADER, ...cells]);
    if (!table.ok) throw new Error(table.problem);
    const shelves = [
      { id: 'milo', name: 'Milo 400g', type: 'Physical' as const, priceMinor: 4500, currency: 'GHS' as const, description: 'tin', imageUrl: null, imagePath: null, quantity: 6, costMinor: 3000, createdAt: created },
      { id: 'kente', name: 'Kente cloth', type: 'Physical' as const, priceMinor: 12000, currency: 'GHS' as const, description: '', imageUrl: null, imagePath: null, quantity: 10, barcode: '5901234123457', createdAt: created },
    ];
    return { id, fileName: `${id}.csv`, rows: table.rows as CatalogueRow[], expected: previewCatalogueImport(table.rows, shelves).counts };
  }

  /** ROWS new products, Milo repriced with a new cost and Kente renamed through its barcode. */
  const bigFile = (): string[][] => [
    ['Milo 400g', 'Physical', '47.50', 'GHS', '6', '31.00', 'tin'],
    ['Kente cloth (6 yards)', '', '130.00', '', '', '', '', '5901234123457'],
    ...Array.from({ length: ROWS }, (_, i) => [`Item ${i + 1}`, 'Physical', `${(i % 90) + 1}.25`, 'GHS', String(i % 40), i % 2 === 0 ? '0.75' : '', `row ${i + 1}`, i === 0 ? ITEM_CODE : '']),
  ];

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `catalogue-import-${RUN}`);
    admin = getFirestore(adminApp);
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
  });

  it('refuses a cashier and a stranger, writing nothing; a manager may import', async () => {
    const { uid, cashier, stranger, manager } = await shop();
    const before = await catalogue(uid);
    const sent = request('by-cashier', [['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '']]);
    expect((await call('importCatalogue', cashier, { uid, request: sent })).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('importCatalogue', stranger, { uid, request: sent })).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('importCatalogue', null, { uid, request: sent })).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('lastCatalogueImport', cashier, { uid })).error?.status).toBe('PERMISSION_DENIED');
    expect(await catalogue(uid)).toEqual(before);
    expect((await admin.doc(`businesses/${uid}/catalogueImports/by-cashier`).get()).exists).toBe(false);

    const byManager = await call('importCatalogue', manager, { uid, request: request('by-manager', [['Peak Milk', 'Physical', '12.00', 'GHS', '24', '', '']]) });
    expect(byManager.error).toBeUndefined();
    expect(byManager.result).toMatchObject({ id: 'by-manager', counts: { new: 1 } });
    // The cashier may not undo it either.
    expect((await call('undoCatalogueImport', cashier, { uid, importId: 'by-manager' })).error?.status).toBe('PERMISSION_DENIED');
    expect(Object.keys((await catalogue(uid)).products)).toContain('by-manager-2');
  });

  it("holds the import to the shop's plan: past Basic's products, nothing is written", async () => {
    const { uid, owner } = await shop();
    await admin.doc(`businesses/${uid}`).update({ plan: 'basic', trialEndsAt: new Date(Date.now() - 30 * 86_400_000) });
    const before = await catalogue(uid);
    const nine = Array.from({ length: 9 }, (_, i) => [`Item ${i + 1}`, 'Physical', '1.00', 'GHS', '1', '', '']);
    const answer = await call('importCatalogue', owner, { uid, request: request('past-basic', nine) });
    expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: PLAN_REFUSAL_MESSAGES['product-limit'] });
    expect(await catalogue(uid)).toEqual(before);
    // Eight more make ten: Basic's limit, allowed.
    expect((await call('importCatalogue', owner, { uid, request: request('to-basic', nine.slice(0, 8)) })).error).toBeUndefined();
    expect(Object.keys((await catalogue(uid)).products)).toHaveLength(10);

    // View-only from this moment (its grace ends now): neither an undo nor a file of new prices is
    // written. The imported products were made before, so the server's hold on new products
    // (product-limit.ts), judging each at the moment it was made, keeps them whenever it runs.
    await admin.doc(`businesses/${uid}`).update({ plan: 'trialing', trialEndsAt: new Date(Date.now() - PLAN_GRACE_DAYS * 86_400_000) });
    const imported = await catalogue(uid);
    const undo = await call('undoCatalogueImport', owner, { uid, importId: 'to-basic' });
    expect(undo.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'view-only' } });
    expect(undo.error?.message).toMatch(/^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\.$/);
    const prices = await call('importCatalogue', owner, { uid, request: request('view-only-prices', [['Milo 400g', 'Physical', '50.00', 'GHS', '6', '30.00', 'tin']]) });
    expect(prices.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'view-only' } });
    expect(await catalogue(uid)).toEqual(imported);
  });

  it('writes nothing of a 450-row file with one bad row, and says how many', async () => {
    const { uid, owner } = await shop();
    const before = await catalogue(uid);
    const cells = bigFile();
    cells.splice(300, 0, ['Bad price', 'Physical', 'twelve', 'GHS', '1', '', '']);
    const answer = await call('importCatalogue', owner, { uid, request: request('bad-row', cells) });
    expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('Nothing was imported: 1 row has a problem') });
    expect(await catalogue(uid)).toEqual(before);
    expect((await admin.collection(`businesses/${uid}/catalogueImports`).get()).size).toBe(0);
    expect((await admin.doc(`businesses/${uid}/catalogueImport/writing`).get()).exists).toBe(false);
  });

  it('applies 450 rows whole past 500 writes, once when sent twice, and undoes them exactly', async () => {
    const { uid, owner } = await shop();
    const before = await catalogue(uid);
    const sent = request('big', bigFile());
    expect(sent.expected).toEqual({ new: ROWS, updated: 2, unchanged: 0, refused: 0 });

    const first = await call('importCatalogue', owner, { uid, request: sent });
    expect(first.error).toBeUndefined();
    expect(first.result).toMatchObject({ id: 'big', counts: sent.expected, undoneAt: null });
    const imported = await catalogue(uid);
    expect(Object.keys(imported.products)).toHaveLength(ROWS + 2);
    expect(imported.products['big-4']).toMatchObject({ name: 'Item 1', price: 1.25, quantity: 0, description: 'row 1' });
    expect(imported.costs['big-4']).toEqual({ cost: 0.75 });
    expect(imported.costs['big-5']).toBeUndefined();
    const claim = admin.doc(`businesses/${uid}/barcodes/${await barcodeClaimId(ITEM_CODE)}`);
    expect((await claim.get()).data()).toEqual({ code: ITEM_CODE, productId: 'big-4' });
    // Milo repriced and costed anew, its stock left; Kente renamed through its barcode.
    expect(imported.products.milo).toMatchObject({ name: 'Milo 400g', price: 47.5, quantity: 6 });
    expect(imported.costs.milo).toEqual({ cost: 31 });
    expect(imported.products.kente).toMatchObject({ name: 'Kente cloth (6 yards)', price: 130, barcode: '5901234123457' });
    // Written in parts of IMPORT_PART_SIZE products, every one marked, the record applied, the lock lifted.
    const parts = await admin.collection(`businesses/${uid}/catalogueImports/big/parts`).get();
    expect(parts.size).toBe(Math.ceil((ROWS + 2) / IMPORT_PART_SIZE));
    expect(parts.docs.every((part) => part.get('applied') === true)).toBe(true);
    expect((await admin.doc(`businesses/${uid}/catalogueImports/big`).get()).get('state')).toBe('applied');
    expect((await admin.doc(`businesses/${uid}/catalogueImport/writing`).get()).exists).toBe(false);

    // The same import again (a retry after the network dropped): the same record, nothing written twice.
    const again = await call('importCatalogue', owner, { uid, request: sent });
    expect(again.result).toEqual(first.result);
    expect(await catalogue(uid)).toEqual(imported);
    expect((await call('lastCatalogueImport', owner, { uid })).result).toEqual(first.result);

    const undone = await call('undoCatalogueImport', owner, { uid, importId: 'big' });
    expect(undone.error).toBeUndefined();
    expect(await catalogue(uid)).toEqual(before);
    expect((await claim.get()).exists).toBe(false);
    expect((await call('lastCatalogueImport', owner, { uid })).result).toMatchObject({ id: 'big', undoneAt: expect.any(String) });
    expect((await call('undoCatalogueImport', owner, { uid, importId: 'big' })).error?.status).toBe('NOT_FOUND');
    // Sent again after its undo, the import is not applied again.
    await call('importCatalogue', owner, { uid, request: sent });
    expect(await catalogue(uid)).toEqual(before);
  });

  it('finishes a job an instance left half written before anything else, never writing a part twice', async () => {
    const { uid, owner } = await shop();
    const sent = request('cut-off', bigFile());
    expect((await call('importCatalogue', owner, { uid, request: sent })).error).toBeUndefined();
    const whole = await catalogue(uid);
    // As a stopped instance leaves it: the first part written, the rest not, the lock standing.
    const parts = (await admin.collection(`businesses/${uid}/catalogueImports/cut-off/parts`).get()).docs.sort((a, b) => a.id.localeCompare(b.id));
    for (const part of parts.slice(1)) {
      await part.ref.update({ applied: false });
      for (const entry of part.get('entries') as { after: { id: string }; before?: { id: string; cost?: number | null } & Record<string, unknown> }[]) {
        if (entry.before) {
          // A product it changes, as it was before.
          const { id, cost, ...fields } = entry.before;
          await admin.doc(`businesses/${uid}/products/${id}`).set(fields);
          if (cost === undefined) await admin.doc(`businesses/${uid}/productCosts/${id}`).delete();
          else await admin.doc(`businesses/${uid}/productCosts/${id}`).set({ cost });
          continue;
        }
        await admin.doc(`businesses/${uid}/products/${entry.after.id}`).delete();
        await admin.doc(`businesses/${uid}/productCosts/${entry.after.id}`).delete();
      }
    }
    // The first part's product changed since by the server (a sale): finishing must not write that part again.
    const firstId = (parts[0]?.get('entries') as { after: { id: string } }[])[0]?.after.id ?? '';
    await admin.doc(`businesses/${uid}/products/${firstId}`).update({ quantity: 99 });
    await admin.doc(`businesses/${uid}/catalogueImports/cut-off`).update({ state: 'writing' });
    await admin.doc(`businesses/${uid}/catalogueImport/last`).delete();
    await admin.doc(`businesses/${uid}/catalogueImport/writing`).set({ id: 'cut-off', kind: 'apply' });
    expect(Object.keys((await catalogue(uid)).products).length).toBeLessThan(ROWS);

    // The Import screen opening (its look-up of the last import) finishes it.
    expect((await call('lastCatalogueImport', owner, { uid })).result).toMatchObject({ id: 'cut-off', undoneAt: null });
    const finished = await catalogue(uid);
    expect(finished.products[firstId]?.quantity).toBe(99);
    expect({ ...finished, products: { ...finished.products, [firstId]: whole.products[firstId] } }).toEqual(whole);
    expect((await admin.doc(`businesses/${uid}/catalogueImport/writing`).get()).exists).toBe(false);
    expect((await admin.doc(`businesses/${uid}/catalogueImports/cut-off`).get()).get('state')).toBe('applied');
  });
});
