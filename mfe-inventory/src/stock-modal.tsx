// A product's stock: add a delivery or set a count (each recorded as a movement, once per attempt),
// and the product's stock history below, live. On a failed save the typed figure stays.
import { useId, useRef, useState } from 'react';
import {
  approvedByName,
  averageCostAfterDelivery,
  COST_MESSAGES,
  CURRENCY_SYMBOLS,
  displayOrderId,
  FIELD_MESSAGES,
  formatDateTime,
  formatMinor,
  formatStockChange,
  GONE_MESSAGES,
  newSaleId,
  packLabel,
  parseStockAdjustment,
  piecesTyped,
  plainMinor,
  STOCK_MOVEMENT_LABELS,
} from '@shop/shared/domain';
import type { CurrencyCode, Product, StockAdjustment, StockMovement } from '@shop/shared/domain';
import { isBackendError, useProducts, useShop, useStockMovements } from '@shop/shared/session';
import { DEVICE_TIME_ZONE, ErrorBanner, Field, FormModal, SegmentedControl, Select, Spinner, VisuallyHidden } from '@shop/shared/ui';
import { deliveryCost } from './cost';
import { StockBadge } from './stock-badge';
import styles from './stock-modal.module.css';
import { STOCK_MESSAGES } from './stock-words';

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

/** A cost as Unit cost is prefilled with: the product's current one, or empty when unknown. */
const typedCost = (costMinor: number | null | undefined) => (costMinor === undefined || costMinor === null ? '' : plainMinor(costMinor));

const COST_ERRORS: readonly string[] = [FIELD_MESSAGES.costInvalid, FIELD_MESSAGES.costTooLarge];

/** Mounted only while open, so each opening starts empty (Unit cost with the product's cost). */
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
  // A product sold in packs (packs.ts) may be received or counted by the pack: '' is by the piece.
  const [byPack, setByPack] = useState('');
  const packSize = (product.packs ?? []).find((pack) => pack.name === byPack)?.size ?? 1;
  const pieces = piecesTyped(typed, packSize);
  const [unitCost, setUnitCost] = useState(() => typedCost(opened.costMinor));
  const [error, setError] = useState<string | null>(null);
  const [costError, setCostError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  // One id per attempt: kept through Try again, made anew when the owner changes what they typed.
  const attempt = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const costRef = useRef<HTMLInputElement>(null);
  const resultId = useId();
  const delivery = reason === 'delivery';
  const result = delivery ? deliveryCost(product, pieces, unitCost) : null;
  const resultText = result ? (result.kind === 'becomes' ? COST_MESSAGES.costBecomes : COST_MESSAGES.costStays)(formatMinor(result.costMinor, product.currency)) : '';

  const change = (next: () => void) => {
    attempt.current = null;
    setError(null);
    setCostError(null);
    setFormError(null);
    next();
  };

  const submit = async () => {
    const parsed = parseStockAdjustment(reason, pieces, delivery ? unitCost : null);
    if (!parsed.ok) {
      const ofCost = COST_ERRORS.includes(parsed.error);
      (ofCost ? setCostError : setError)(parsed.error);
      (ofCost ? costRef : inputRef).current?.focus();
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
      // The next delivery starts from the cost this one made.
      if (parsed.value.reason === 'delivery') {
        setUnitCost(typedCost(averageCostAfterDelivery(product.quantity ?? 0, product.costMinor ?? null, parsed.value.received, parsed.value.unitCostMinor ?? null)));
      }
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
      {(product.packs ?? []).length > 0 ? (
        <Select
          label="Counted in"
          options={[{ value: '', label: 'Pieces' }, ...(product.packs ?? []).map((pack) => ({ value: pack.name, label: `${packLabel(pack)} pieces` }))]}
          value={byPack}
          onChange={(event) => {
            const value = event.target.value;
            change(() => setByPack(value));
          }}
          hint={packSize > 1 && pieces !== typed ? `${pieces} pieces.` : 'Stock is kept in pieces.'}
        />
      ) : null}
      <Field
        ref={inputRef}
        label={`${reason === 'delivery' ? 'Units received' : 'Units counted'}${packSize > 1 ? ` (${byPack}s of ${packSize})` : ''}`}
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
        aria-describedby={resultText ? resultId : undefined}
        required
        data-autofocus
      />
      {delivery ? (
        <Field
          ref={costRef}
          label={COST_MESSAGES.unitCostLabel}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          prefix={CURRENCY_SYMBOLS[product.currency]}
          value={unitCost}
          onChange={(event) => {
            const value = event.target.value;
            change(() => setUnitCost(value));
          }}
          error={costError ?? undefined}
          hint={COST_MESSAGES.unitCostHint}
          aria-describedby={resultText ? resultId : undefined}
          showOptional
        />
      ) : null}
      {/* The result line: always in the page, so screen readers hear it change as the figures are typed. */}
      <p id={resultId} aria-live="polite" className={resultText ? styles.result : styles.silent}>
        {resultText}
      </p>
      <VisuallyHidden role="status">{notice}</VisuallyHidden>
      <StockHistory productId={product.id} currency={product.currency} />
    </FormModal>
  );
}

function StockHistory({ productId, currency }: { productId: string; currency: CurrencyCode }) {
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
              <span className={styles.what}>{describeMovement(movement, currency)}</span>
              {movement.reason === 'delivery' && movement.costAfterMinor !== undefined && movement.costAfterMinor !== null ? (
                <span className={styles.cost}>{COST_MESSAGES.costAfter(formatMinor(movement.costAfterMinor, currency))}</span>
              ) : null}
              <MovementStaff movement={movement} />
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

/**
 * Who made a movement at the till, and whose manager's PIN let it through (staff.ts, StaffStamp;
 * a cashier's delivery or count is 'pin'). Nothing on a movement without a stamp: the owner's
 * account made it (docs/product-rules.md, 'Staff at the till': 'Who did it').
 */
function MovementStaff({ movement }: { movement: StockMovement }) {
  const maker = movement.madeBy?.name.trim();
  const approver = approvedByName(movement);
  if (!maker && !approver) return null;
  const parts = [maker ? `By ${maker}` : null, approver ? `Approved by ${approver}` : null].filter((part) => part !== null);
  return <span className={styles.who}>{parts.join(' · ')}</span>;
}

function describeMovement(movement: StockMovement, currency: CurrencyCode): string {
  const label = STOCK_MOVEMENT_LABELS[movement.reason];
  // Amounts in the product's currency now: a product's currency is not expected to change after deliveries.
  if (movement.reason === 'delivery' && movement.unitCostMinor !== undefined && movement.unitCostMinor !== null) {
    return COST_MESSAGES.deliveryAt(formatMinor(movement.unitCostMinor, currency));
  }
  if (movement.reason === 'sale' && movement.saleId) return `${label} ${displayOrderId(movement.saleId)}`;
  if (movement.reason === 'count' && movement.counted !== null) return `${label}: ${movement.counted} on the shelf`;
  if (movement.reason === 'refund' && movement.saleId) return `${label} of ${displayOrderId(movement.saleId)}`;
  return label;
}
