// The lines of the sale in progress, each with its quantity controls. The quantity box is applied
// when the owner leaves it or presses Enter, so clearing it to type a new number removes nothing.
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cartLineKey, formatMinor, lineNameText, lineTotalMinor } from '@shop/shared/domain';
import type { CartLine } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import { availableWords, NOTHING_HELD } from './held-stock';
import type { ReservedStock } from './held-stock';
import styles from './cart-lines.module.css';

export interface CartLinesProps {
  lines: readonly CartLine[];
  disabled?: boolean;
  onSetQuantity: (productId: string, quantity: number) => void;
  /** Units held for online orders: a line's stock is then what is available, and says so. */
  reserved?: ReservedStock;
}

export function CartLines({ lines, disabled = false, onSetQuantity, reserved = NOTHING_HELD }: CartLinesProps) {
  return (
    <ul className={styles.lines} aria-label="Items in this sale">
      {lines.map((line) => (
        <CartLineRow key={cartLineKey(line)} line={line} held={(reserved.get(line.productId) ?? 0) > 0} disabled={disabled} onSetQuantity={onSetQuantity} />
      ))}
    </ul>
  );
}

function CartLineRow({ line, held, disabled, onSetQuantity }: { line: CartLine; held: boolean; disabled: boolean; onSetQuantity: CartLinesProps['onSetQuantity'] }) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(line.quantity);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const wanted = draft.trim() === '' ? line.quantity : Number(draft);
    if (Number.isFinite(wanted) && wanted !== line.quantity) onSetQuantity(cartLineKey(line), wanted);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
    }
  };

  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <span className={styles.name}>{lineNameText(line)}</span>
        <span className={styles.unit}>
          {formatMinor(line.unitPriceMinor, line.currency)} each
          {line.stock === null ? '' : held ? ` · ${availableWords(line.stock)}` : ` · ${line.stock.toLocaleString('en-US')} in stock`}
        </span>
      </div>
      <div className={styles.controls}>
        <Button
          size="sm"
          iconOnly
          aria-label={line.quantity === 1 ? `Remove one ${lineNameText(line)} (removes the line)` : `Remove one ${lineNameText(line)}`}
          disabled={disabled}
          onClick={() => onSetQuantity(cartLineKey(line), line.quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <input
          className={styles.quantity}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={`Quantity of ${lineNameText(line)}`}
          value={shown}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
          onBlur={commit}
          onKeyDown={handleKeyDown}
        />
        <Button
          size="sm"
          iconOnly
          aria-label={`Add one more ${lineNameText(line)}`}
          disabled={disabled}
          onClick={() => onSetQuantity(cartLineKey(line), line.quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      <span className={styles.total}>{formatMinor(lineTotalMinor(line), line.currency)}</span>
      <Button
        size="sm"
        variant="ghost"
        className={styles.remove}
        aria-label={`Remove ${lineNameText(line)} from the sale`}
        disabled={disabled}
        onClick={() => onSetQuantity(cartLineKey(line), 0)}
      >
        Remove
      </Button>
    </li>
  );
}
