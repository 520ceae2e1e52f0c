// The product modal, in add mode (no product) or edit mode: validates everything through the
// domain, then uploads the image and saves. On failure the form stays exactly as typed.
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { barcodeTakenProblem, COST_MESSAGES, CURRENCIES, CURRENCY_SYMBOLS, formatMinor, nextInStoreBarcode, plainMinor, PRODUCT_TYPES, readBarcode, validateImageFile, variantName } from '@shop/shared/domain';
import type { CurrencyCode, FieldErrors, Product, ProductType } from '@shop/shared/domain';
import { useProducts, useShop } from '@shop/shared/session';
import { Button, Field, FormModal, Select } from '@shop/shared/ui';
import { lossPerSale } from './cost';
import { ImagePicker } from './image-picker';
import { PacksSection } from './packs-section';
import { formValuesOf } from './product-form';
import type { ImageChoice, ProductFormValues } from './product-form';
import { saveProduct } from './save-product';
import type { ProductFormField } from './save-product';
import { saveVariants } from './save-variants';
import type { VariantErrors } from './save-variants';
import { VariantsSection } from './variants-section';
import styles from './product-modal.module.css';

export interface ProductModalProps {
  open: boolean;
  /** The product to edit; null or absent to add one. */
  product?: Product | null;
  onClose: () => void;
  /** Called after a successful save with the saved product's name. */
  onSaved?: (name: string) => void;
  /** A new product's barcode filled in (a code scanned that no product carries). */
  initialBarcode?: string;
  /** Adds a variant to this product with variants (variants.ts) instead of a product of its own. */
  newVariantOf?: NewVariantOf;
}

/** The product a new variant is added to: its id, name and options, and one of its variants whose figures it starts from. */
export interface NewVariantOf {
  productId: string;
  productName: string;
  options: readonly string[];
  like: Product;
}

export const BARCODE_FIELD_TEXT = {
  label: 'Barcode',
  hint: 'EAN-13, EAN-8, UPC-A or Code 128, typed or scanned. Your own goods can take an in-store code.',
  inStore: 'Make an in-store code',
} as const;

/** What the barcode field says as it is typed: a wrong check digit, or the product that already carries the code. */
function barcodeProblem(typed: string, products: readonly Product[], productId: string | null): string | undefined {
  if (typed.trim() === '') return undefined;
  const reading = readBarcode(typed);
  if (!reading.ok) return reading.error;
  return barcodeTakenProblem(products, reading.code, productId) ?? undefined;
}

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: type }));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }));

/** Mounted only while open, so each opening starts from the product as stored. */
export function ProductModal({ open, product = null, onClose, onSaved, initialBarcode, newVariantOf }: ProductModalProps) {
  if (!open) return null;
  return <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} onSaved={onSaved} initialBarcode={product ? undefined : initialBarcode} newVariantOf={product ? undefined : newVariantOf} />;
}

/** A new variant's form starts from a sibling's price, cost and currency, with no stock and no barcode. */
function newVariantValues(of: NewVariantOf): ProductFormValues {
  const like = of.like;
  return { ...formValuesOf(null), type: 'Physical', price: plainMinor(like.priceMinor), cost: like.costMinor === undefined || like.costMinor === null ? '' : plainMinor(like.costMinor), currency: like.currency, quantity: '0' };
}

function ProductForm({
  product,
  onClose,
  onSaved,
  initialBarcode,
  newVariantOf,
}: {
  product: Product | null;
  onClose: () => void;
  onSaved?: ((name: string) => void) | undefined;
  initialBarcode?: string | undefined;
  newVariantOf?: NewVariantOf | undefined;
}) {
  const { uid, backend } = useShop();
  const live = useProducts();
  const shopProducts = live.data ?? [];
  const formRef = useRef<HTMLFormElement>(null);
  // The product as the form opened it: saving writes only what differs from this.
  const [opened] = useState(product);
  const [values, setValues] = useState<ProductFormValues>(() => ({ ...(newVariantOf ? newVariantValues(newVariantOf) : formValuesOf(product)), ...(initialBarcode ? { barcode: initialBarcode } : {}) }));
  // A new variant's choice of each of its product's options, as typed.
  const [choices, setChoices] = useState<string[]>(() => (newVariantOf ? newVariantOf.options.map(() => '') : []));
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' });
  const [errors, setErrors] = useState<FieldErrors<ProductFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped after a refused save: focus then moves to the first field to fix.
  const [refusals, setRefusals] = useState(0);
  const belowCostId = useId();
  // A new product with variants (variants-section.tsx): its id, made once and kept through every
  // Try again, and the variants earlier attempts saved, so a retry adds only the rest.
  const [variantsOf] = useState(() => globalThis.crypto.randomUUID());
  const [savedVariants, setSavedVariants] = useState<readonly string[]>([]);
  const [variantErrors, setVariantErrors] = useState<VariantErrors>({});

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const editing = product !== null;
  const physical = values.type === 'Physical';
  // Only a new product kept in stock may be made with variants; each then has its own stock and barcode.
  const withVariants = !editing && !newVariantOf && physical && values.options.length > 0;
  // A product's stock moves by delivery and count (the Stock form), never by an edit.
  const stockLocked = editing && physical && opened?.type === 'Physical';

  const clearError = (field: ProductFormField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const setText = (field: 'name' | 'description') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setNumber = (field: 'price' | 'cost' | 'quantity') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  // A number input reports '' for text it cannot read ("1e", "12..5"); its validity tells that
  // apart from an empty field. Read at submit: typing between unreadable texts fires no change.
  const unreadable = (name: 'price' | 'cost' | 'quantity') => {
    const input = formRef.current?.elements.namedItem(name);
    return input instanceof HTMLInputElement && input.value === '' && input.validity.badInput;
  };

  const chooseImage = (file: File | null) => {
    if (!file) return;
    // Refused at once, before anything is uploaded; the previous choice stays.
    const checked = validateImageFile(file);
    if (!checked.ok) {
      setErrors((current) => ({ ...current, image: checked.errors.image }));
      return;
    }
    clearError('image');
    setImage({ kind: 'new', file });
  };

  const submit = async () => {
    setSaving(true);
    setFormError(null);
    const typed = { ...values, priceUnreadable: unreadable('price'), costUnreadable: unreadable('cost'), quantityUnreadable: unreadable('quantity') };
    if (withVariants) {
      const made = await saveVariants({ backend, uid, values: typed, productId: variantsOf, saved: savedVariants, products: shopProducts });
      setSaving(false);
      if (made.ok) {
        onSaved?.(values.name.trim());
        onClose();
        return;
      }
      setSavedVariants(made.saved);
      setErrors(made.fieldErrors);
      setVariantErrors(made.variantErrors);
      setFormError(made.formError);
      if (Object.keys(made.fieldErrors).length > 0 || Object.keys(made.variantErrors).length > 0) setRefusals((n) => n + 1);
      return;
    }
    const variant = newVariantOf ? { productId: newVariantOf.productId, productName: newVariantOf.productName, options: [...newVariantOf.options], values: choices.map((choice) => choice.trim()) } : undefined;
    const named = variant ? { ...typed, type: 'Physical' as const, name: variantName(variant.productName, variant.values) } : typed;
    const result = await saveProduct({ backend, uid, values: named, image, existing: opened, products: shopProducts, ...(variant ? { variant } : {}) });
    setSaving(false);
    if (result.ok) {
      onSaved?.(values.name.trim());
      onClose();
      return;
    }
    setErrors(result.fieldErrors);
    setFormError(result.formError);
    if (Object.keys(result.fieldErrors).length > 0) setRefusals((n) => n + 1);
  };

  const currentUrl = image.kind === 'keep' ? (product?.imageUrl ?? null) : null;
  // Said as the owner types, never a refusal: Save stays open (an owner may sell below cost on purpose).
  const loss = lossPerSale(values.price, values.cost);
  const belowCost = loss === null ? '' : COST_MESSAGES.priceBelowCost(formatMinor(loss, values.currency));
  // Checked as typed, in words: the save's own refusal (errors.barcode) shows until the field changes.
  const barcodeError = errors.barcode ?? barcodeProblem(values.barcode, shopProducts, product?.id ?? null);
  const setBarcode = (barcode: string) => {
    setValues((current) => ({ ...current, barcode }));
    clearError('barcode');
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={editing ? 'Edit product' : newVariantOf ? `Add a variant of ${newVariantOf.productName}` : 'Add product'}
      description={editing ? 'Change the details and save.' : 'Name and price are required; physical products also need a quantity.'}
      size="md"
      saving={saving}
      error={formError}
      onSubmit={submit}
      formRef={formRef}
    >
      {newVariantOf ? (
        newVariantOf.options.map((option, index) => (
          <Field
            key={option}
            label={option}
            value={choices[index] ?? ''}
            onChange={(event) => {
              const typed = event.target.value;
              setChoices((current) => current.map((choice, i) => (i === index ? typed : choice)));
              clearError('variant');
            }}
            // Said under the first choice: the variant's choices are refused together.
            error={index === 0 ? errors.variant : undefined}
            required
            autoComplete="off"
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        ))
      ) : (
        <Field label="Name" value={values.name} onChange={setText('name')} error={errors.name} required autoComplete="off" data-autofocus />
      )}
      <div className={styles.pair}>
        <Select<ProductType>
          label="Type"
          options={TYPE_OPTIONS}
          value={values.type}
          error={errors.type}
          onChange={(event) => {
            const type = event.target.value as ProductType;
            setValues((current) => ({ ...current, type }));
            clearError('type');
            clearError('quantity');
          }}
        />
        <Select<CurrencyCode>
          label="Currency"
          options={CURRENCY_OPTIONS}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => {
            const currency = event.target.value as CurrencyCode;
            setValues((current) => ({ ...current, currency }));
            clearError('currency');
          }}
        />
      </div>
      <div className={styles.pair}>
        <Field
          label="Price"
          name="price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          prefix={CURRENCY_SYMBOLS[values.currency]}
          value={values.price}
          onChange={setNumber('price')}
          error={errors.price}
          aria-describedby={belowCost ? belowCostId : undefined}
          required
        />
        <Field
          label={COST_MESSAGES.costLabel}
          name="cost"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          prefix={CURRENCY_SYMBOLS[values.currency]}
          value={values.cost}
          onChange={setNumber('cost')}
          error={errors.cost}
          hint={COST_MESSAGES.costHint}
          aria-describedby={belowCost ? belowCostId : undefined}
          showOptional
        />
        {physical && !withVariants ? (
          <Field
            label="Quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            value={values.quantity}
            onChange={setNumber('quantity')}
            error={errors.quantity}
            hint={stockLocked ? 'Change it with Stock, in the product’s row.' : 'Units in stock.'}
            readOnly={stockLocked}
            required
          />
        ) : null}
      </div>
      {/* Always in the page, so screen readers hear the warning when it appears. */}
      <p id={belowCostId} aria-live="polite" className={belowCost ? styles.warning : styles.silent}>
        {belowCost}
      </p>
      {withVariants ? null : <div className={styles.barcode}>
        <Field
          label={BARCODE_FIELD_TEXT.label}
          name="barcode"
          value={values.barcode}
          onChange={(event) => setBarcode(event.target.value)}
          // A USB scanner ends the code with Enter: it fills the field, never saves the form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          error={barcodeError}
          hint={BARCODE_FIELD_TEXT.hint}
          autoComplete="off"
          spellCheck={false}
          showOptional
        />
        <Button size="sm" onClick={() => setBarcode(nextInStoreBarcode(shopProducts) ?? '')} disabled={saving}>
          {BARCODE_FIELD_TEXT.inStore}
        </Button>
      </div>}
      {physical && !withVariants && !newVariantOf ? (
        <PacksSection
          packs={values.packs}
          currency={values.currency}
          productBarcode={values.barcode}
          showErrors={errors.packs !== undefined}
          problem={errors.packs}
          disabled={saving}
          onChange={(packs) => {
            setValues((current) => ({ ...current, packs }));
            clearError('packs');
          }}
        />
      ) : null}
      {physical && !editing && !newVariantOf && values.packs.length === 0 ? (
        <VariantsSection
          options={values.options}
          variants={values.variants}
          currency={values.currency}
          showErrors={errors.variant !== undefined}
          problem={errors.variant}
          variantErrors={variantErrors}
          disabled={saving}
          onOptions={(options) => {
            setValues((current) => ({ ...current, options }));
            clearError('variant');
          }}
          onVariant={(key, variant) => {
            setValues((current) => ({ ...current, variants: { ...current.variants, [key]: variant } }));
            setVariantErrors((current) => {
              if (!current[key]) return current;
              const next = { ...current };
              delete next[key];
              return next;
            });
          }}
        />
      ) : null}
      <Field label="Description" multiline rows={3} value={values.description} onChange={setText('description')} error={errors.description} showOptional />
      {withVariants ? null : <ImagePicker
        file={image.kind === 'new' ? image.file : null}
        currentUrl={currentUrl}
        onChoose={chooseImage}
        onRemove={() => {
          setImage({ kind: 'none' });
          clearError('image');
        }}
        error={errors.image}
        disabled={saving}
      />}
    </FormModal>
  );
}
