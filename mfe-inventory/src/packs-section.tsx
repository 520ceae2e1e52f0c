// The product form's Packs section (issue #46, domain/packs.ts): the packs a product kept in stock
// is also sold in — each a name, its pieces, its price and an optional barcode — added and removed
// here; the till then sells the product by the piece or by any of its packs.
import { CURRENCY_SYMBOLS, MAX_PACKS, packFieldErrors } from '@shop/shared/domain';
import type { CurrencyCode, PackField } from '@shop/shared/domain';
import { Button, Field } from '@shop/shared/ui';
import type { PackFormValues } from './product-form';
import styles from './packs-section.module.css';

export const PACKS_TEXT = {
  heading: 'Packs',
  hint: 'Sell it by the carton, crate or box too. Stock and cost stay counted by the piece.',
  add: 'Add a pack',
  remove: (name: string) => `Remove pack ${name}`,
  name: 'Pack name',
  size: 'Pieces',
  price: 'Pack price',
  barcode: 'Pack barcode',
} as const;

export const EMPTY_PACK: PackFormValues = { name: '', size: '', price: '', barcode: '' };

export interface PacksSectionProps {
  packs: readonly PackFormValues[];
  currency: CurrencyCode;
  /** The product's own barcode as typed: no pack may carry it. */
  productBarcode: string;
  /** Whether to say each pack's refusals (after a save was refused, or once a field was left). */
  showErrors: boolean;
  /** The save's refusal of the packs (one taken by another product's barcode), said under the section. */
  problem?: string | undefined;
  disabled?: boolean;
  onChange: (packs: PackFormValues[]) => void;
}

export function PacksSection({ packs, currency, productBarcode, showErrors, problem, disabled = false, onChange }: PacksSectionProps) {
  const errors = showErrors ? packFieldErrors(packs, productBarcode) : [];
  // Said once under the section when no pack's own field says it.
  const said = errors.some((own) => Object.keys(own).length > 0);
  const set = (index: number, field: PackField, value: string) => onChange(packs.map((pack, i) => (i === index ? { ...pack, [field]: value } : pack)));
  return (
    <fieldset className={styles.packs}>
      <legend className={styles.legend}>{PACKS_TEXT.heading}</legend>
      <p className={styles.hint}>{PACKS_TEXT.hint}</p>
      {packs.map((pack, index) => {
        const own = errors[index] ?? {};
        const called = pack.name.trim() || `${index + 1}`;
        return (
          // Packs have no id until saved; their place in the list is theirs while the form is open.
          <div key={index} className={styles.pack} role="group" aria-label={`Pack ${called}`}>
            <Field label={PACKS_TEXT.name} value={pack.name} onChange={(event) => set(index, 'name', event.target.value)} error={own.name} autoComplete="off" placeholder="Carton" />
            <Field label={PACKS_TEXT.size} type="number" inputMode="numeric" step="1" min="2" value={pack.size} onChange={(event) => set(index, 'size', event.target.value)} error={own.size} />
            <Field
              label={PACKS_TEXT.price}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              prefix={CURRENCY_SYMBOLS[currency]}
              value={pack.price}
              onChange={(event) => set(index, 'price', event.target.value)}
              error={own.price}
            />
            <Field
              label={PACKS_TEXT.barcode}
              value={pack.barcode}
              onChange={(event) => set(index, 'barcode', event.target.value)}
              // A USB scanner ends the code with Enter: it fills the field, never saves the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              error={own.barcode}
              autoComplete="off"
              spellCheck={false}
              showOptional
            />
            <Button size="sm" variant="ghost" aria-label={PACKS_TEXT.remove(called)} disabled={disabled} onClick={() => onChange(packs.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </div>
        );
      })}
      {problem && !said ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {packs.length < MAX_PACKS ? (
        <Button size="sm" disabled={disabled} onClick={() => onChange([...packs, EMPTY_PACK])}>
          {PACKS_TEXT.add}
        </Button>
      ) : null}
    </fieldset>
  );
}
