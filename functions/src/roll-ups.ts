// The day's roll-ups a sale or refund moves, in its currency (one document per day and currency):
// the daily figures (`dailyStats/{date}_{currency}`) and each product's (`productStats/…`, best
// sellers), by plain increments so two records at once never lose each other's, naming the record.
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { CurrencyCode, DailyStat, ProductFigures } from '@shop/shared/domain';
import { dailyStatDocumentId } from '@shop/shared/records';

export interface RollUpMove {
  /** The record's day as the domain rolls it up (applySaleToDailyStat / applyRefundToDailyStat on nothing). */
  day: DailyStat;
  currency: CurrencyCode;
  /** Each product's figures of the record (saleProductFigures / refundProductFigures). */
  products: ProductFigures;
  /** The record that moved them: `{ saleId }` or `{ refundId }`. */
  naming: { saleId: string } | { refundId: string };
}

export function moveRollUps(tx: Transaction, db: Firestore, uid: string, { day, currency, products, naming }: RollUpMove): void {
  const id = dailyStatDocumentId(day.date, currency);
  tx.set(
    db.doc(`businesses/${uid}/dailyStats/${id}`),
    {
      date: day.date,
      currency,
      revenueMinor: FieldValue.increment(day.revenueMinor[currency] ?? 0),
      salesCount: FieldValue.increment(day.salesCount),
      ...(day.refundsCount === undefined ? {} : { refundsCount: FieldValue.increment(day.refundsCount) }),
      costedRevenueMinor: FieldValue.increment(day.costedRevenueMinor?.[currency] ?? 0),
      costMinor: FieldValue.increment(day.costMinor?.[currency] ?? 0),
      ...naming,
    },
    { merge: true },
  );
  const figures: Record<string, unknown> = {};
  for (const [productId, f] of Object.entries(products)) {
    figures[productId] = {
      name: f.name,
      units: FieldValue.increment(f.units),
      revenueMinor: FieldValue.increment(f.revenueMinor),
      costedRevenueMinor: FieldValue.increment(f.costedRevenueMinor),
      costMinor: FieldValue.increment(f.costMinor),
    };
  }
  tx.set(db.doc(`businesses/${uid}/productStats/${id}`), { date: day.date, currency, products: figures, ...naming }, { merge: true });
}
