// Test fixtures: writes products, customers and sales straight into the embedded backend's
// IndexedDB for the signed-in owner, in the shapes the local adapter stores. Raw writes are not
// seen by open live queries: seed, then (re)load the page.
import { randomUUID } from 'node:crypto';

const DB_NAME = 'shop-local-backend';

/** The uid of the owner signed in on this page's origin. */
export async function signedInUid(page) {
  return page.evaluate(async (dbName) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise((resolve, reject) => {
      const request = db.transaction('session').objectStore('session').get('current');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return row?.uid ?? null;
  }, DB_NAME);
}

/**
 * Rows put straight into the embedded backend's IndexedDB, table by table, in the shapes the local
 * adapter stores (db.ts); ISO strings under a key ending in `At` become Dates.
 */
export async function putRows(page, rowsByTable) {
  await page.evaluate(
    async ({ dbName, rowsByTable }) => {
      const revive = (value) =>
        value && typeof value === 'object'
          ? Array.isArray(value)
            ? value.map(revive)
            : Object.fromEntries(
                Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && /At$/.test(k) ? new Date(v) : revive(v)]),
              )
          : value;
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tables = Object.keys(rowsByTable);
      await new Promise((resolve, reject) => {
        const tx = db.transaction(tables, 'readwrite');
        for (const table of tables) {
          const store = tx.objectStore(table);
          for (const row of rowsByTable[table]) store.put(revive(row));
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { dbName: DB_NAME, rowsByTable },
  );
}

/** A product row; `price` in major units, `quantity` only for Physical. */
export function product(fields) {
  const type = fields.type ?? 'Physical';
  return {
    id: fields.id ?? randomUUID(),
    name: fields.name,
    type,
    price: fields.price,
    currency: fields.currency ?? 'GHS',
    description: fields.description ?? '',
    imageUrl: null,
    imagePath: null,
    ...(type === 'Physical' ? { quantity: fields.quantity ?? 10 } : {}),
    ...(fields.barcode ? { barcode: fields.barcode } : {}),
    createdAt: (fields.createdAt ?? new Date()).toISOString(),
  };
}

export async function seedProducts(page, products) {
  const uid = await signedInUid(page);
  if (!uid) throw new Error('seedProducts: nobody is signed in on this page');
  await putRows(page, { products: products.map((p) => ({ ...product(p), ownerUid: uid })) });
  return products;
}

export async function seedCustomers(page, customers) {
  const uid = await signedInUid(page);
  await putRows(page, {
    customers: customers.map((c) => ({
      id: c.id ?? randomUUID(),
      name: c.name,
      email: c.email ?? '',
      phone: c.phone ?? '',
      createdAt: (c.createdAt ?? new Date()).toISOString(),
      ownerUid: uid,
    })),
  });
}

/**
 * Sales (full Sale records, `createdAt` as Date) with their daily roll-ups kept consistent:
 * revenueMinor and salesCount per UTC day, added to what is already stored is NOT read back —
 * seed the sales of a day in one call.
 */
export async function seedSales(page, sales) {
  const uid = await signedInUid(page);
  const daily = new Map();
  for (const sale of sales) {
    const date = sale.createdAt.toISOString().slice(0, 10);
    const stat = daily.get(date) ?? { date, revenueMinor: {}, salesCount: 0, ownerUid: uid };
    const currency = sale.currency ?? 'GHS';
    stat.revenueMinor[currency] = (stat.revenueMinor[currency] ?? 0) + Math.round(Number((sale.totalAmount * 100).toPrecision(15)));
    stat.salesCount += 1;
    daily.set(date, stat);
  }
  await putRows(page, {
    sales: sales.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), ownerUid: uid })),
    dailyStats: [...daily.values()],
  });
}

/**
 * Refunds (full Refund records, `createdAt` as Date), written as the local adapter stores them.
 * Only the refunds themselves: the stock they would put back and their days' roll-ups are left as
 * they are, so seed refunds for screens that read refunds (End of Day), not for the dashboard.
 */
export async function seedRefunds(page, refunds) {
  const uid = await signedInUid(page);
  if (!uid) throw new Error('seedRefunds: nobody is signed in on this page');
  await putRows(page, { refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), ownerUid: uid })) });
}

/** Reads the owner's rows of one table straight from the embedded backend's IndexedDB. */
export function readLocalRows(page, table) {
  return page.evaluate(async (table) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('shop-local-backend');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise((resolve, reject) => {
      const request = db.transaction(table).objectStore(table).getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return JSON.parse(JSON.stringify(rows));
  }, table);
}
