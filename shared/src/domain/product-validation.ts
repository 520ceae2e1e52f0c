// A product's rules as the product form and the adapters' product writes check them (the till
// never writes a product, so none of this loads with it). The shared forms' parts are
// field-checks.ts's; the limits validation.ts's.
import { DEFAULT_CURRENCY, MAX_STOCK_QUANTITY, PRODUCT_TYPES } from './constants';
import type { CurrencyCode, ProductDraft, ProductType } from './entities';
import { readBarcode } from './barcodes';
import { finish, text } from './field-checks';
import type { FieldErrors, Validation } from './field-checks';
import { FIELD_MESSAGES } from './messages';
import { minorInput, parseMoneyInput } from './money';
import { isCurrencyCode, MAX_DESCRIPTION_LENGTH, MAX_PRODUCT_NAME_LENGTH } from './validation';
import { PACK_MESSAGES, validatePacks } from './packs';
import type { PackErrors, PackInput } from './packs';
import { variantOfProblem } from './variants';

export interface ProductInput {
  name?: string | null;
  type?: string | null;
  /** As typed (`"12.50"`); not read when `priceMinor` is given. */
  price?: string | null;
  /** Already in minor units (a stored or built product checked again). */
  priceMinor?: number | null;
  /** The unit cost as typed (`"4.20"`); empty or absent when not known. Not read when `costMinor` is given. */
  cost?: string | null;
  /** The unit cost already in minor units; null when not known. */
  costMinor?: number | null;
  currency?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  imagePath?: string | null;
  /** Stock on hand; required for Physical, ignored for the others. */
  quantity?: string | number | null;
  /** The barcode as typed or scanned; empty or absent when the product has none (barcodes.ts). */
  barcode?: string | null;
  /** The packs it is also sold in, as typed (packs.ts); only a Physical product may have any. */
  packs?: readonly PackInput[] | null;
  /** Only on a variant (variants.ts): its product and its choice of each option; checked as a whole. */
  variant?: ProductDraft['variant'] | null;
}

export type ProductField = 'name' | 'type' | 'price' | 'cost' | 'currency' | 'description' | 'quantity' | 'barcode' | 'packs' | 'variant';

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

const WHOLE_NUMBER = /^\d+$/;

function parseQuantity(raw: string | number | null | undefined): number | 'missing' | 'invalid' {
  if (raw === null || raw === undefined) return 'missing';
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : 'invalid';
  const trimmed = raw.trim();
  if (trimmed === '') return 'missing';
  if (!WHOLE_NUMBER.test(trimmed)) return 'invalid';
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : 'invalid';
}

/**
 * Name (trimmed, at most 200 characters) and price (a number ≥ 0, two decimals) are required; a
 * Physical product also needs a quantity (a whole number ≥ 0), which other types drop. The
 * currency defaults to GHS when not given and must be one of the list; the description is at most
 * 2000 characters.
 */
export function validateProduct(input: ProductInput): Validation<ProductDraft, ProductField> {
  const errors: FieldErrors<ProductField> = {};
  const name = text(input.name);
  if (!name) errors.name = FIELD_MESSAGES.productNameRequired;
  else if (name.length > MAX_PRODUCT_NAME_LENGTH) errors.name = FIELD_MESSAGES.productNameTooLong;

  const type = input.type;
  if (!isProductType(type)) errors.type = FIELD_MESSAGES.productTypeInvalid;

  const price = typeof input.priceMinor === 'number' ? minorInput(input.priceMinor) : parseMoneyInput(input.price);
  const priceMinor = price.ok ? price.value : 0;
  if (!price.ok) {
    errors.price =
      price.error === 'empty'
        ? FIELD_MESSAGES.priceRequired
        : price.error === 'too-large'
          ? FIELD_MESSAGES.priceTooLarge
          : FIELD_MESSAGES.priceInvalid;
  }

  // The cost is optional: empty (or null) means not known. Same bounds as the price.
  let costMinor: number | null = null;
  const cost =
    typeof input.costMinor === 'number'
      ? minorInput(input.costMinor)
      : input.costMinor === null || input.cost === null || input.cost === undefined || input.cost.trim() === ''
        ? null
        : parseMoneyInput(input.cost);
  if (cost && cost.ok) costMinor = cost.value;
  else if (cost) errors.cost = cost.error === 'too-large' ? FIELD_MESSAGES.costTooLarge : FIELD_MESSAGES.costInvalid;

  const currency = input.currency === null || input.currency === undefined || input.currency === '' ? DEFAULT_CURRENCY : input.currency;
  if (!isCurrencyCode(currency)) errors.currency = FIELD_MESSAGES.currencyInvalid;

  const description = text(input.description);
  if (description.length > MAX_DESCRIPTION_LENGTH) errors.description = FIELD_MESSAGES.descriptionTooLong;

  let quantity: number | undefined;
  if (type === 'Physical') {
    const parsed = parseQuantity(input.quantity);
    if (parsed === 'missing') errors.quantity = FIELD_MESSAGES.quantityRequired;
    else if (parsed === 'invalid') errors.quantity = FIELD_MESSAGES.quantityInvalid;
    else if (parsed > MAX_STOCK_QUANTITY) errors.quantity = FIELD_MESSAGES.quantityTooLarge;
    else quantity = parsed;
  }

  // A barcode is optional; one given must read as one of the four formats with its check digit.
  // That no other product of the shop carries it is the form's and the adapters' to check (barcodeTakenProblem).
  let barcode: string | undefined;
  if (text(input.barcode) !== '') {
    const reading = readBarcode(text(input.barcode));
    if (reading.ok) barcode = reading.code;
    else errors.barcode = reading.error;
  }

  // Packs (packs.ts): only a product kept in stock, each pack checked; the first refusal is the field's.
  const packsTyped = input.packs ?? [];
  let packs: ProductDraft['packs'];
  if (packsTyped.length > 0) {
    if (type !== 'Physical') errors.packs = PACK_MESSAGES.onlyPhysical;
    else {
      const checked = validatePacks(packsTyped, { barcode });
      if (checked.ok) packs = checked.packs;
      else errors.packs = checked.problem;
    }
  }

  // A variant (variants.ts): its product, options and choices in their shape; that no sibling has
  // the same choices is variantFamilyProblem's, read against the catalogue.
  const variantProblem = variantOfProblem(input.variant ?? undefined);
  if (variantProblem) errors.variant = variantProblem;

  return finish(errors, () => {
    const draft: ProductDraft = {
      name,
      type: type as ProductType,
      priceMinor,
      currency: currency as CurrencyCode,
      description,
      imageUrl: text(input.imageUrl) || null,
      imagePath: text(input.imagePath) || null,
    };
    if (quantity !== undefined) draft.quantity = quantity;
    if (costMinor !== null) draft.costMinor = costMinor;
    if (barcode !== undefined) draft.barcode = barcode;
    if (packs) draft.packs = packs;
    if (input.variant) draft.variant = { productId: input.variant.productId, productName: input.variant.productName, options: [...input.variant.options], values: [...input.variant.values] };
    return draft;
  });
}

/** Each typed pack's own refusals, for the form's Packs section (packs.ts, validatePacks). */
export function packFieldErrors(packs: readonly PackInput[], barcode?: string | null): PackErrors {
  const checked = validatePacks(packs, { barcode });
  return checked.ok ? packs.map(() => ({})) : checked.errors;
}

/**
 * What each sale loses when the price is below the cost, in minor units (docs/product-rules.md,
 * 'Cost and profit'): the product form warns of it (COST_MESSAGES.priceBelowCost), never refuses;
 * null when the cost is unknown or the price covers it.
 */
export function lossPerSaleMinor(product: Pick<ProductDraft, 'priceMinor' | 'costMinor'>): number | null {
  const cost = product.costMinor ?? null;
  return cost !== null && product.priceMinor < cost ? cost - product.priceMinor : null;
}
