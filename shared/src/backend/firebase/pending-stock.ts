// The stock this device's own writes have moved that the server has not yet moved (functions/README.md:
// a till writes a sale, a delivery or a count alone; the server moves the stock when it derives it).
// Until then the till shows its products as its pending writes leave them — a sale takes its units,
// a delivery adds what was received, a count sets the stock to what was counted, in the order this
// till wrote them — online for the moment the server takes, offline until the network returns, so
// a cashier never sees stock she has already sold, nor a manager a delivery he has just entered
// missing. A record leaves this list once the server has judged it (its `ledger` is set: applied,
// or refused and so moving nothing), or once its product shows the record's own movement as its
// last. Kept for the life of the adapter: a till restarted offline shows the server's last stock
// until its queued records arrive.
import { doc, onSnapshot } from 'firebase/firestore';
import type { DocumentReference, Unsubscribe } from 'firebase/firestore';
import type { Product, StockMovement } from '../../domain/entities';
import type { FirebaseContext } from './context';

export interface PendingStock {
  /** A sale this device just wrote, with the units it takes of each product. */
  add(uid: string, saleId: string, movements: readonly StockMovement[]): void;
  /** A refund this device just wrote, with the units it puts back of each product (its 'refund' movements). */
  addRefund(uid: string, refundId: string, movements: readonly StockMovement[]): void;
  /** A delivery or count this device just asked for (its movement, written alone): a delivery adds what was received, a count sets the stock. */
  addAdjustment(uid: string, movement: StockMovement): void;
  /** The products as this till should show them: each Physical one as its pending records leave it. */
  apply(uid: string, products: Product[], lastMovementOf: (productId: string) => unknown): Product[];
  /** Called whenever a pending record is added or leaves the list. */
  onChange(listener: () => void): Unsubscribe;
  /** Stops following every pending record. */
  close(): void;
}

/** What a pending record does to one product's stock: adds `units` (a sale's are negative) or sets it to them (a count). */
interface StockEffect {
  kind: 'add' | 'set';
  units: number;
  /** The id of the movement the server writes (a sale's) or judges (a delivery's or count's) for it. */
  movementId: string;
}

interface Pending {
  uid: string;
  /** The effect on each product. */
  effects: Map<string, StockEffect>;
  stop: Unsubscribe;
}

export function createPendingStock({ paths }: Pick<FirebaseContext, 'paths'>): PendingStock {
  const pending = new Map<string, Pending>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  /** Keyed by the record's path, so a sale and a movement never share a key. */
  const settle = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    entry.stop();
    notify();
  };

  /**
   * Follows the record at `ref` until the server has judged it (its own document says so); a record
   * this account may no longer read (an error) is left to the server's stock.
   */
  function follow(uid: string, ref: DocumentReference, effects: Map<string, StockEffect>): void {
    const key = ref.path;
    if (pending.has(key) || effects.size === 0) return;
    const entry: Pending = { uid, effects, stop: () => {} };
    pending.set(key, entry);
    entry.stop = onSnapshot(
      ref,
      (snapshot) => {
        if (snapshot.get('ledger') !== undefined) settle(key);
      },
      () => settle(key),
    );
    notify();
  }

  return {
    add(uid, saleId, movements) {
      follow(uid, doc(paths.sales(uid), saleId), new Map<string, StockEffect>(movements.map((m) => [m.productId, { kind: 'add', units: m.change, movementId: m.id }])));
    },

    addRefund(uid, refundId, movements) {
      follow(uid, doc(paths.refunds(uid), refundId), new Map<string, StockEffect>(movements.map((m) => [m.productId, { kind: 'add', units: m.change, movementId: m.id }])));
    },

    addAdjustment(uid, movement) {
      const effect: StockEffect =
        movement.reason === 'count' && movement.counted !== null ? { kind: 'set', units: movement.counted, movementId: movement.id } : { kind: 'add', units: movement.change, movementId: movement.id };
      follow(uid, doc(paths.stockMovements(uid), movement.id), new Map<string, StockEffect>([[movement.productId, effect]]));
    },

    apply(uid, products, lastMovementOf) {
      if (pending.size === 0) return products;
      return products.map((product) => {
        if (product.type !== 'Physical' || typeof product.quantity !== 'number') return product;
        let quantity = product.quantity;
        // In the order this till wrote them.
        for (const entry of pending.values()) {
          const effect = entry.uid === uid ? entry.effects.get(product.id) : undefined;
          // The product already shows this record's movement: the server has moved its stock.
          if (!effect || lastMovementOf(product.id) === effect.movementId) continue;
          quantity = effect.kind === 'set' ? effect.units : quantity + effect.units;
        }
        return quantity === product.quantity ? product : { ...product, quantity };
      });
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      for (const key of [...pending.keys()]) settle(key);
    },
  };
}
