// Bench fixture: generates many sales inside the page and writes them, with matching daily
// roll-ups, straight into the embedded backend's IndexedDB (the Dexie schema of
// shared/src/backend/local/db.ts). Generating in the page avoids shipping 100 000 records through
// the DevTools protocol. Raw writes are not seen by open live queries: seed, then load the page.
export const DB_NAME = 'shop-local-backend';

/**
 * @param {import('playwright-core').Page} page signed in on the suite's origin
 * @param {{ count: number, days: number, batch?: number }} options sales spread evenly over the last `days` days
 * @returns {Promise<{ uid: string, sales: number, days: number, ms: number }>}
 */
export async function seedManySales(page, { count, days, batch = 10_000 }) {
  return page.evaluate(
    async ({ dbName, count, days, batch }) => {
      const started = performance.now();
      const open = () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.open(dbName);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const done = (tx) =>
        new Promise((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      const db = await open();
      const session = await new Promise((resolve, reject) => {
        const request = db.transaction('session').objectStore('session').get('current');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const uid = session?.uid;
      if (!uid) throw new Error('seedManySales: nobody is signed in');

      const names = ['Shea Butter', 'Kente Cloth', 'Palm Oil', 'Garri 5kg', 'Plantain Chips', 'Cocoa Powder', 'Milo 400g', 'Sardines', 'Bar Soap', 'Tomato Paste', 'Rice 5kg', 'Sugar 1kg'];
      const methods = ['Cash', 'Mobile Money', 'Card', 'Bank Transfer', 'Other'];
      const now = Date.now();
      const span = days * 86_400_000;
      const daily = new Map();
      for (let start = 0; start < count; start += batch) {
        const tx = db.transaction(['sales'], 'readwrite');
        const store = tx.objectStore('sales');
        for (let i = start; i < Math.min(count, start + batch); i += 1) {
          const createdAt = new Date(now - Math.floor(((i + 0.5) / count) * span));
          const name = names[i % names.length];
          const priceMinor = 150 + ((i * 7919) % 20_000);
          const quantity = 1 + (i % 4);
          const totalMinor = priceMinor * quantity;
          const total = totalMinor / 100;
          store.put({
            ownerUid: uid,
            id: crypto.randomUUID(),
            items: [{ id: `p${i % names.length}`, name: `${name} ${i % 500}`, price: priceMinor / 100, currency: 'GHS', quantity }],
            subtotal: total,
            discount: 0,
            discountType: 'fixed',
            discountAmount: 0,
            totalAmount: total,
            tenderedAmount: total,
            changeDue: 0,
            currency: 'GHS',
            paymentMethod: methods[i % methods.length],
            createdAt,
            customer: null,
          });
          const date = createdAt.toISOString().slice(0, 10);
          const stat = daily.get(date) ?? { ownerUid: uid, date, revenueMinor: {}, salesCount: 0 };
          stat.revenueMinor.GHS = (stat.revenueMinor.GHS ?? 0) + totalMinor;
          stat.salesCount += 1;
          daily.set(date, stat);
        }
        await done(tx);
      }
      const tx = db.transaction(['dailyStats'], 'readwrite');
      for (const stat of daily.values()) tx.objectStore('dailyStats').put(stat);
      await done(tx);
      db.close();
      return { uid, sales: count, days: daily.size, ms: Math.round(performance.now() - started) };
    },
    { dbName: DB_NAME, count, days, batch },
  );
}

/** Median and worst of a list of milliseconds, rounded to 0.1 ms. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const round = (n) => Math.round(n * 10) / 10;
  const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)];
  return { samples: sorted.length, median: round(median), p90: round(p90), worst: round(sorted.at(-1)) };
}
