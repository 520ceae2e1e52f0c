// The adapters' check of a delivery or count before they write it (loaded with their stock part,
// lazy-part.ts, in the local adapter): the domain's rule (isValidAdjustment), as the BackendError
// the port promises.
import { isValidAdjustment } from '../domain/stock-movements';
import type { StockAdjustmentRequest } from '../domain/stock-movements';
import { BackendError } from './errors';
import { checkId } from './records';

export function checkStockAdjustment({ id, productId, adjustment, at }: StockAdjustmentRequest): void {
  checkId(id, 'A stock movement');
  checkId(productId, 'A stock movement\'s product');
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new BackendError('invalid-argument', 'A stock movement needs its date.');
  if (!isValidAdjustment(adjustment)) throw new BackendError('invalid-argument', 'A delivery needs 1 or more whole units, at a unit cost in whole cents or none; a count 0 or more.');
}
