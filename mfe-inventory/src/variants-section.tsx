// The product form's Variants section (issue #46, domain/variants.ts), for a new product kept in
// stock: its options — Size with S, M, L; Colour with Red, Blue — and, once they read, each
// combination with its own price, cost, stock and barcode (empty price or cost: the product's).
// Saved, each variant is a product of its own that the till picks in one tap after the product.
import { CURRENCY_SYMBOLS, MAX_VARIANT_OPTIONS, choicesKey, validateOptions, variantCombinations, variantLabel } from '@shop/shared/domain';
import type { CurrencyCode, OptionField } from '@shop/shared/domain';
import { Button, Field } from '@shop/shared/ui';
import type { OptionFormValues, VariantFormValues } from './product-form';
import type { VariantErrors } from './save-variants';
import styles from './packs-section.module.css';

export const VARIANTS_TEXT = {
  heading: 'Variants',
  hint: 'Sell it in sizes, colours or other options: each variant has its own price, cost, stock and barcode.',
  add: 'Add an option',
  remove: (name: string) => `Remove option ${name}`,
  name: 'Option',
  values: 'Choices',
  valuesHint: 'Separated by commas.',
  price: 'Price',
  cost: 'Cost',
  quantity: 'In stock',
  barcode: 'Barcode',
  samePrice: 'The product’s',
} as const;

const EMPTY_OPTION: OptionFormValues = { name: '', values: '' };
const EMPTY_VARIANT: VariantFormValues = { price: '', cost: '', quantity: '', barcode: '' };

export interface VariantsSectionProps {
  options: readonly OptionFormValues[];
  variants: Readonly<Record<string, VariantFormValues>>;
  currency: CurrencyCode;
  /** Whether to say the options' refusals (after a save was refused). */
  showErrors: boolean;
  /** The save's refusal of the options as a whole, said under them. */
  problem?: string | undefined;
  variantErrors: VariantErrors;
  disabled?: boolean;
  onOptions: (options: OptionFormValues[]) => void;
  onVariant: (key: string, values: VariantFormValues) => void;
}

export function VariantsSection({ options, variants, currency, showErrors, problem, variantErrors, disabled = false, onOptions, onVariant }: VariantsSectionProps) {
  const checked = validateOptions(options);
  const errors = showErrors && !checked.ok ? checked.errors : [];
  const said = errors.some((own) => Object.keys(own).length > 0);
  const set = (index: number, field: OptionField, value: string) => onOptions(options.map((option, i) => (i === index ? { ...option, [field]: value } : option)));
  const combos = checked.ok ? variantCombinations(checked.options) : [];
  const symbol = CURRENCY_SYMBOLS[currency];
  return (
    <fieldset className={styles.packs}>
      <legend className={styles.legend}>{VARIANTS_TEXT.heading}</legend>
      <p className={styles.hint}>{VARIANTS_TEXT.hint}</p>
      {options.map((option, index) => {
        const own = errors[index] ?? {};
        const called = option.name.trim() || `${index + 1}`;
        return (
          <div key={index} className={styles.pack} role="group" aria-label={`Option ${called}`}>
            <Field label={VARIANTS_TEXT.name} value={option.name} onChange={(event) => set(index, 'name', event.target.value)} error={own.name} autoComplete="off" placeholder="Size" />
            <Field label={VARIANTS_TEXT.values} value={option.values} onChange={(event) => set(index, 'values', event.target.value)} error={own.values} hint={VARIANTS_TEXT.valuesHint} autoComplete="off" placeholder="S, M, L" />
            <Button size="sm" variant="ghost" aria-label={VARIANTS_TEXT.remove(called)} disabled={disabled} onClick={() => onOptions(options.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </div>
        );
      })}
      {(problem || (showErrors && !checked.ok && options.length > 0)) && !said ? (
        <p role="alert" className={styles.problem}>
          {problem ?? (checked.ok ? '' : checked.problem)}
        </p>
      ) : null}
      {options.length < MAX_VARIANT_OPTIONS ? (
        <Button size="sm" disabled={disabled} onClick={() => onOptions([...options, EMPTY_OPTION])}>
          {VARIANTS_TEXT.add}
        </Button>
      ) : null}
      {combos.map((choices) => {
        const key = choicesKey(choices);
        const own = variants[key] ?? EMPTY_VARIANT;
        const refused = variantErrors[key] ?? {};
        const label = variantLabel(choices);
        const change = (field: keyof VariantFormValues) => (event: { target: { value: string } }) => onVariant(key, { ...own, [field]: event.target.value });
        return (
          <div key={key} className={styles.pack} role="group" aria-label={`Variant ${label}`}>
            <p className={styles.legend}>{label}</p>
            <Field label={VARIANTS_TEXT.price} type="number" inputMode="decimal" step="0.01" min="0" prefix={symbol} value={own.price} onChange={change('price')} error={refused.price} placeholder={VARIANTS_TEXT.samePrice} />
            <Field label={VARIANTS_TEXT.cost} type="number" inputMode="decimal" step="0.01" min="0" prefix={symbol} value={own.cost} onChange={change('cost')} error={refused.cost} placeholder={VARIANTS_TEXT.samePrice} />
            <Field label={VARIANTS_TEXT.quantity} type="number" inputMode="numeric" step="1" min="0" value={own.quantity} onChange={change('quantity')} error={refused.quantity} placeholder="0" />
            <Field
              label={VARIANTS_TEXT.barcode}
              value={own.barcode}
              onChange={change('barcode')}
              // A USB scanner ends the code with Enter: it fills the field, never saves the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              error={refused.barcode}
              autoComplete="off"
              spellCheck={false}
              showOptional
            />
          </div>
        );
      })}
    </fieldset>
  );
}
