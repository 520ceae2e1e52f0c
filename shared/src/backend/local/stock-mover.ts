// Moving stock in the local database (docs/product-rules.md, 'Stock').
import type { StockMovement } from '../../domain/entities';
import { stockAfterMovement } from '../../domain/stock-movements';
import { stockMovementToStored } from '../codecs';
import { BackendError, documentNotFound } from '../errors';
import type { LocalDatabase } from './db';

/**
 * The local ledger's one way to move stock (sales.ts, refunds.ts): the products the movements
 * change, each checked to exist and carry stock, moved, and the movements added, inside the caller's
 * transaction.
 */
export function createStockMover(db: LocalDatabase): (uid: string, movements: readonly StockMovement[]) => Promise<void> {
  return async function moveStock(uid, movements) {
    const found = await db.products.bulkGet(movements.map((m) => [uid, m.productId] as [string, string]));
    const moved = found.map((product, i) => {
      const movement = movements[i] as StockMovement;
      if (!product) throw documentNotFound(`businesses/${uid}/products/${movement.productId}`);
      if (typeof product.quantity !== 'number') {
        throw new BackendError('failed-precondition', `Product ${movement.productId} carries no stock quantity.`);
      }
      // A delivery at a unit cost sets the product's cost to its cost after, in the same transaction.
      const costAfter = stockMovementToStored(movement).costAfter ?? null;
      return { ...product, quantity: stockAfterMovement(product.quantity, movement), ...(costAfter === null ? {} : { cost: costAfter }) };
    });
    if (moved.length > 0) await db.products.bulkPut(moved);
    if (movements.length > 0) await db.stockMovements.bulkAdd(movements.map((m) => ({ ...stockMovementToStored(m), ownerUid: uid })));
  };
}
