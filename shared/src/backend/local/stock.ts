// The local adapter's stock changes, loaded on their first use (lazy-part.ts): a delivery or a
// count with its movement (and a delivery's cost) in one IndexedDB transaction, once per id; and a
// product's live stock history.
import { Dexie } from 'dexie';
import type { StockMovement } from '../../domain/entities';
import { adjustmentMovement } from '../../domain/stock-movements';
import { productFromStored, stampsToStored, stockMovementFromStored } from '../codecs';
import type { StockApi } from '../lazy-part';
import type { AdjustStockInput, AdjustStockResult } from '../port';
import { checkStockAdjustment } from '../stock-checks';
import { withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';
import { createStockMover } from './stock-mover';

export function createLocalStock(db: LocalDatabase, session: LocalSession): StockApi {
  const { requireOwner, live } = session;
  const moveStock = createStockMover(db);

  return {
    async adjustStock(uid, input: AdjustStockInput): Promise<AdjustStockResult> {
      requireOwner(uid);
      checkStockAdjustment(input);
      return db.transaction('rw', [db.products, db.stockMovements], async () => {
        if (await db.stockMovements.get([uid, input.id])) return { recorded: false };
        const product = await db.products.get([uid, input.productId]);
        const costMinor = product ? (productFromStored(withoutOwner(product)).costMinor ?? null) : null;
        // The movement keeps who asked for it and whose PIN let it through (StockAdjustmentRequest).
        await moveStock(uid, [stampsToStored(adjustmentMovement(input, typeof product?.quantity === 'number' ? product.quantity : 0, costMinor), input)]);
        return { recorded: true };
      });
    },

    subscribeStockMovements(uid, productId, onNext, onError) {
      return live<StockMovement[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.stockMovements
            .where('[ownerUid+productId+createdAt]')
            .between([uid, productId, Dexie.minKey], [uid, productId, Dexie.maxKey], true, true)
            .reverse()
            .toArray();
          return rows.map((row) => stockMovementFromStored(withoutOwner(row)));
        },
        onNext,
        onError,
      );
    },
  };
}
