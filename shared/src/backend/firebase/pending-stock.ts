// The stock this device's own sales have taken that the server has not yet moved (functions/README.md:
// a till writes the sale alone; the server lowers the stock when it derives the sale). Until then
// the till shows its products less what it sold — online for the moment the server takes, offline
// until the network returns — so a cashier never sees stock she has already sold. A sale leaves this
// list once the server has judged it (its `ledger` is set: applied, or refused and so moving
// nothing), or once its product shows the sale's own movement as its last. Kept for the life of the
// adapter: a till restarted offline shows the server's last stock until its queued sales arrive.
import { doc, onSnapshot } from 'firebase/firestore';
import type { Unsubscribe } from 'firebase/firestore';
import type { Product, StockMovement } from '../../domain/entities';
import type { FirebaseContext } from './context';

export interface PendingStock {
  /** A sale this device just wrote, with the units it takes of each product. */
  add(uid: string, saleId: string, movements: readonly StockMovement[]): void;
  /** The products as this till should show them: each Physical one less the units its pending sales take. */
  apply(uid: string, products: Product[], lastMovementOf: (productId: string) => unknown): Product[];
  /** Called whenever a pending sale is added or leaves the list. */
  onChange(listener: () => void): Unsubscribe;
  /** Stops following every pending sale. */
  close(): void;
}

interface Pending {
  uid: string;
  /** Units per product, and the id of the movement the server will write for it. */
  units: Map<string, { units: number; movementId: string }>;
  stop: Unsubscribe;
}

export function createPendingStock({ paths }: Pick<FirebaseContext, 'paths'>): PendingStock {
  const pending = new Map<string, Pending>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const settle = (saleId: string) => {
    const entry = pending.get(saleId);
    if (!entry) return;
    pending.delete(saleId);
    entry.stop();
    notify();
  };

  return {
    add(uid, saleId, movements) {
      if (pending.has(saleId) || movements.length === 0) return;
      const units = new Map(movements.map((m) => [m.productId, { units: -m.change, movementId: m.id }]));
      const entry: Pending = { uid, units, stop: () => {} };
      pending.set(saleId, entry);
      // The sale's own document says when the server has judged it; a sale this account may no
      // longer read (an error) is left to the server's stock.
      entry.stop = onSnapshot(
        doc(paths.sales(uid), saleId),
        (snapshot) => {
          if (snapshot.get('ledger') !== undefined) settle(saleId);
        },
        () => settle(saleId),
      );
      notify();
    },

    apply(uid, products, lastMovementOf) {
      if (pending.size === 0) return products;
      return products.map((product) => {
        if (product.type !== 'Physical' || typeof product.quantity !== 'number') return product;
        let taken = 0;
        for (const entry of pending.values()) {
          const sold = entry.uid === uid ? entry.units.get(product.id) : undefined;
          // The product already shows this sale's movement: the server has moved its stock.
          if (sold && lastMovementOf(product.id) !== sold.movementId) taken += sold.units;
        }
        return taken === 0 ? product : { ...product, quantity: product.quantity - taken };
      });
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      for (const saleId of [...pending.keys()]) settle(saleId);
    },
  };
}
