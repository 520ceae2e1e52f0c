// A product's stock: add a delivery or set a count (each recorded as a movement, once per attempt),
// and the product's stock history below, live. On a failed save the typed figure stays.
import { useId, useRef, useState } from 'react';
import { displayOrderId, formatDateTime, formatStockChange, GONE_MESSAGES, newSaleId, parseStockAdjustment, STOCK_MESSAGES, STOCK_MOVEMENT_LABELS } from '@shop/shared/domain';
import type { Product, StockAdjustment, StockMovement } from '@shop/shared/domain';
import { isBackendError, useProducts, useShop, useStockMovements } from '@shop/shared/session';
import { DEVICE_TIME_ZONE, ErrorBanner, Field, FormModal, SegmentedControl, Spinner, VisuallyHidden } from '@shop/shared/ui';
import { StockBadge } from './stock-badge';
import styles from './stock-modal.module.css';

export interface StockModalProps {
  /** The product whose stock is shown; null when closed. */
  product: Product | null;
  onClose: () => void;
}

type Reason = StockAdjustment['reason'];

/** How many movements the history lists; older ones are in the product's records all the same. */
export const STOCK_HISTORY_SHOWN = 100;

const REASONS = [
  { value: 'delivery' as const, label: 'Add stock' },
  { value: 'count' as const, label: 'Set count' },
];

/** Mounted only while open, so each opening starts empty. */
export function StockModal({ product, onClose }: StockModalProps) {
  if (!product) return null;
  return <StockForm key={product.id} opened={product} onClose={onClose} />;
}

function StockForm({ opened, onClose }: { opened: Product; onClose: () => void }) {
  const { uid, backend } = useShop();
  const products = useProducts();
  // The stock shown follows other tills' sales while the form is open.
  const product = (products.status === 'ready' ? products.data.find((p) => p.id === opened.id) : undefined) ?? opened;
  const [reason, setReason] = useState<Reason>('delivery');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  // One id per attempt: kept through Try again, made anew when the owner changes what they typed.
  const attempt = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const change = (next: () => void) => {
    attempt.current = null;
    setError(null);
    setFormError(null);
    next();
  };

  const submit = async () => {
    const parsed = parseStockAdjustment(reason, typed);
    if (!parsed.ok) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    if (!uid) return;
    attempt.current ??= newSaleId();
    setSaving(true);
    setFormError(null);
    try {
      await backend.adjustStock(uid, { id: attempt.current, productId: product.id, adjustment: parsed.value, at: new Date() });
      attempt.current = null;
      setTyped('');
      setNotice(parsed.value.reason === 'delivery' ? `Added ${parsed.value.received} to ${product.name}.` : `${product.name} counted at ${parsed.value.counted}.`);
    } catch (failure) {
      console.warn(STOCK_MESSAGES.saveFailed, failure);
      setFormError(isBackendError(failure, 'not-found') ? GONE_MESSAGES.product : STOCK_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={`Stock of ${product.name}`}
      description="Add a delivery, or set the stock to what you counted on the shelf."
      size="md"
      saving={saving}
      error={formError}
      onSubmit={submit}
      submitLabel={reason === 'delivery' ? 'Add stock' : 'Set count'}
      cancelLabel="Done"
    >
      <p className={styles.current}>
        <span>In stock</span>
        <strong className={styles.quantity}>{product.quantity ?? 0}</strong>
        <StockBadge product={product} />
      </p>
      <SegmentedControl<Reason> label="Stock change" options={REASONS} value={reason} onChange={(next) => change(() => setReason(next))} fullWidth />
      <Field
        ref={inputRef}
        label={reason === 'delivery' ? 'Units received' : 'Units counted'}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          const value = event.target.value;
          change(() => setTyped(value));
        }}
        error={error ?? undefined}
        hint={reason === 'delivery' ? 'Added to the stock.' : 'Becomes the stock; the difference is kept in the history.'}
        required
        data-autofocus
      />
      <VisuallyHidden role="status">{notice}</VisuallyHidden>
      <StockHistory productId={product.id} />
    </FormModal>
  );
}

function StockHistory({ productId }: { productId: string }) {
  const history = useStockMovements(productId);
  const titleId = useId();
  return (
    <section className={styles.history} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.historyTitle}>
        Stock history
      </h3>
      {history.status === 'error' ? (
        <ErrorBanner onRetry={history.retry}>{STOCK_MESSAGES.historyLoadFailed}</ErrorBanner>
      ) : history.status !== 'ready' ? (
        <Spinner label="Loading stock history" showLabel size="sm" />
      ) : history.data.length === 0 ? (
        <p className={styles.empty}>No stock changes yet.</p>
      ) : (
        <ol className={styles.movements}>
          {history.data.slice(0, STOCK_HISTORY_SHOWN).map((movement) => (
            <li key={movement.id} className={styles.movement}>
              <span className={styles.what}>{describeMovement(movement)}</span>
              <time className={styles.when} dateTime={movement.createdAt.toISOString()}>
                {formatDateTime(movement.createdAt, DEVICE_TIME_ZONE)}
              </time>
              <span className={movement.change < 0 ? styles.taken : styles.added}>{formatStockChange(movement.change)}</span>
            </li>
          ))}
        </ol>
      )}
      {history.status === 'ready' && history.data.length > STOCK_HISTORY_SHOWN ? (
        <p className={styles.empty}>The latest {STOCK_HISTORY_SHOWN} of {history.data.length} changes.</p>
      ) : null}
    </section>
  );
}

function describeMovement(movement: StockMovement): string {
  const label = STOCK_MOVEMENT_LABELS[movement.reason];
  if (movement.reason === 'sale' && movement.saleId) return `${label} ${displayOrderId(movement.saleId)}`;
  if (movement.reason === 'count' && movement.counted !== null) return `${label}: ${movement.counted} on the shelf`;
  if (movement.reason === 'refund' && movement.saleId) return `${label} of ${displayOrderId(movement.saleId)}`;
  return label;
}
