// Variants (issue #46; docs/product-rules.md, 'Variants'): a product with options — Size, Colour —
// whose combinations are its variants, each with its own price, cost, stock and barcode. A variant
// is a product record of its own carrying `variant` (entities.ts, ProductVariantOf): the product's
// id, name and options and its own choice of each. So everything the ledger keeps by product — a
// sale line's price and cost, the stock a sale takes, a refund, a delivery, a count, the roll-ups,
// the server's audit — is kept by variant with no second path, and a product with variants has no
// record of its own to sell: it sells only as one of them. The rules of what a variant may be, how
// it is named and how the screens group them live here once.
import type { CurrencyCode, Product, ProductVariantOf } from './entities';
import { formatMinor } from './money';

/** The most options (Size, Colour, Material) one product may have. */
export const MAX_VARIANT_OPTIONS = 3;
/** The most variants one product may have. */
export const MAX_VARIANTS = 100;
/** The longest an option's name may be. */
export const MAX_OPTION_NAME_LENGTH = 30;
/** The longest one choice of an option may be. */
export const MAX_OPTION_VALUE_LENGTH = 30;

/** What the product form and every adapter say of options and variants they refuse. */
export const VARIANT_MESSAGES = {
  optionNameRequired: 'Give the option a name, like Size.',
  optionNameTooLong: `An option's name is at most ${MAX_OPTION_NAME_LENGTH} characters.`,
  optionNameTaken: 'Two options of one product cannot have the same name.',
  valuesRequired: 'Give the option its choices, separated by commas, like S, M, L.',
  valueTooLong: `Each choice is at most ${MAX_OPTION_VALUE_LENGTH} characters.`,
  valueTwice: 'A choice is listed twice.',
  tooManyOptions: `A product has at most ${MAX_VARIANT_OPTIONS} options.`,
  tooManyVariants: (count: number) => `These options make ${count} variants: a product has at most ${MAX_VARIANTS}.`,
  shape: 'A variant names its product, its options and one choice of each.',
  taken: (label: string) => `This product already has a variant ${label}.`,
  otherOptions: 'Every variant of a product has the same options.',
  full: `A product has at most ${MAX_VARIANTS} variants.`,
} as const;

/** A variant's choices said together: "M, Red". */
export function variantLabel(values: readonly string[]): string {
  return values.join(', ');
}

/** A variant record's name, as the till, the receipt and every list say it: "Summer dress (M, Red)". */
export function variantName(productName: string, values: readonly string[]): string {
  return `${productName.trim()} (${variantLabel(values)})`;
}

const isChoice = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.trim() === value && value.length <= max;

/**
 * Whether `variant` is a variant's shape (entities.ts, ProductVariantOf): the product's id (no
 * '/', as every id) and name, 1 to MAX_VARIANT_OPTIONS option names given once, and one choice of
 * each, trimmed and within their lengths. Null when sound; absent (undefined) is a plain product.
 */
export function variantOfProblem(variant: unknown): string | null {
  if (variant === undefined) return null;
  if (typeof variant !== 'object' || variant === null || Array.isArray(variant)) return VARIANT_MESSAGES.shape;
  const { productId, productName, options, values } = variant as Record<string, unknown>;
  if (Object.keys(variant).length !== 4) return VARIANT_MESSAGES.shape;
  if (typeof productId !== 'string' || productId === '' || productId.length > 128 || productId.includes('/')) return VARIANT_MESSAGES.shape;
  if (typeof productName !== 'string' || productName.trim() === '') return VARIANT_MESSAGES.shape;
  if (!Array.isArray(options) || !Array.isArray(values) || options.length === 0 || options.length !== values.length) return VARIANT_MESSAGES.shape;
  if (options.length > MAX_VARIANT_OPTIONS) return VARIANT_MESSAGES.tooManyOptions;
  if (!options.every((o) => isChoice(o, MAX_OPTION_NAME_LENGTH))) return VARIANT_MESSAGES.shape;
  if (new Set(options.map((o: string) => o.toLowerCase())).size !== options.length) return VARIANT_MESSAGES.optionNameTaken;
  if (!values.every((v) => isChoice(v, MAX_OPTION_VALUE_LENGTH))) return VARIANT_MESSAGES.shape;
  return null;
}

/** An option as the form types it: its name and its choices separated by commas ("S, M, L"). */
export interface OptionInput {
  name?: string | null;
  values?: string | null;
}

/** An option as checked: its name and its choices in order. */
export interface ProductOption {
  name: string;
  values: string[];
}

export type OptionField = 'name' | 'values';
export type OptionsValidation =
  | { ok: true; options: ProductOption[] }
  | { ok: false; errors: Array<Partial<Record<OptionField, string>>>; problem: string };

/**
 * The options as typed, checked: 1 to MAX_VARIANT_OPTIONS, each a name given once (in any case)
 * and one or more choices given once, each within its length; and no more than MAX_VARIANTS
 * combinations of them all.
 */
export function validateOptions(inputs: readonly OptionInput[]): OptionsValidation {
  const errors = inputs.map((): Partial<Record<OptionField, string>> => ({}));
  const options: ProductOption[] = [];
  const names = new Set<string>();
  inputs.forEach((input, i) => {
    const own = errors[i] as Partial<Record<OptionField, string>>;
    const name = (input.name ?? '').trim();
    if (name === '') own.name = VARIANT_MESSAGES.optionNameRequired;
    else if (name.length > MAX_OPTION_NAME_LENGTH) own.name = VARIANT_MESSAGES.optionNameTooLong;
    else if (names.has(name.toLowerCase())) own.name = VARIANT_MESSAGES.optionNameTaken;
    names.add(name.toLowerCase());
    const values = (input.values ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
    if (values.length === 0) own.values = VARIANT_MESSAGES.valuesRequired;
    else if (values.some((v) => v.length > MAX_OPTION_VALUE_LENGTH)) own.values = VARIANT_MESSAGES.valueTooLong;
    else if (new Set(values.map((v) => v.toLowerCase())).size !== values.length) own.values = VARIANT_MESSAGES.valueTwice;
    if (Object.keys(own).length === 0) options.push({ name, values });
  });
  if (inputs.length === 0) return { ok: false, errors, problem: VARIANT_MESSAGES.optionNameRequired };
  if (inputs.length > MAX_VARIANT_OPTIONS) return { ok: false, errors, problem: VARIANT_MESSAGES.tooManyOptions };
  const first = errors.flatMap((e) => Object.values(e))[0];
  if (first !== undefined) return { ok: false, errors, problem: first };
  const count = options.reduce((n, option) => n * option.values.length, 1);
  if (count > MAX_VARIANTS) return { ok: false, errors, problem: VARIANT_MESSAGES.tooManyVariants(count) };
  return { ok: true, options };
}

/** Every combination of the options' choices, the first option's changing slowest: S-Red, S-Blue, M-Red, … */
export function variantCombinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>((combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])), [[]]);
}

/** A key of a variant's choices that ignores case, as the family tells its variants apart. */
export function choicesKey(values: readonly string[]): string {
  return values.map((v) => v.toLowerCase()).join('\u0000');
}

/**
 * Why the shop's catalogue cannot take `variant` for the record `id` (null when new), or null:
 * another variant of its product with the same choices, options other than its siblings', or a
 * product already holding MAX_VARIANTS variants. `products` is the catalogue as the adapter reads it.
 */
export function variantFamilyProblem(products: ReadonlyArray<Pick<Product, 'id' | 'variant'>>, variant: ProductVariantOf | undefined, id: string | null): string | null {
  if (variant === undefined) return null;
  const siblings = products.filter((p) => p.id !== id && p.variant?.productId === variant.productId);
  const sibling = siblings[0]?.variant;
  if (sibling && choicesKey(sibling.options) !== choicesKey(variant.options)) return VARIANT_MESSAGES.otherOptions;
  if (siblings.some((p) => p.variant && choicesKey(p.variant.values) === choicesKey(variant.values))) return VARIANT_MESSAGES.taken(variantLabel(variant.values));
  if (siblings.length >= MAX_VARIANTS) return VARIANT_MESSAGES.full;
  return null;
}

/** One entry of a list of products: a product sold as it is, or a product with its variants. */
export type CatalogueEntry<P extends Pick<Product, 'id' | 'name' | 'variant'>> =
  | { kind: 'product'; product: P }
  | { kind: 'variants'; productId: string; name: string; options: string[]; variants: P[] };

/**
 * The products as the till and All Products list them: each variant under its product, in the
 * order its product's first variant comes (the catalogue's order), the variants in their own.
 */
export function catalogueEntries<P extends Pick<Product, 'id' | 'name' | 'variant'>>(products: readonly P[]): Array<CatalogueEntry<P>> {
  const entries: Array<CatalogueEntry<P>> = [];
  const families = new Map<string, Extract<CatalogueEntry<P>, { kind: 'variants' }>>();
  for (const product of products) {
    const of = product.variant;
    if (!of) {
      entries.push({ kind: 'product', product });
      continue;
    }
    const family = families.get(of.productId);
    if (family) family.variants.push(product);
    else {
      const entry = { kind: 'variants' as const, productId: of.productId, name: of.productName, options: of.options, variants: [product] };
      families.set(of.productId, entry);
      entries.push(entry);
    }
  }
  return entries;
}

/** A variant as a one-tap choice at the till: "M, Red · ₵120.00". */
export function variantChoiceText(variant: Pick<Product, 'priceMinor' | 'variant' | 'name'>, currency: CurrencyCode): string {
  return `${variant.variant ? variantLabel(variant.variant.values) : variant.name} · ${formatMinor(variant.priceMinor, currency)}`;
}

/** The price a product with variants is said at in a list: "₵100.00" when all agree, else "from ₵100.00". */
export function variantsPriceText(variants: ReadonlyArray<Pick<Product, 'priceMinor' | 'currency'>>): string {
  const first = variants[0];
  if (!first) return '';
  const lowest = variants.reduce((min, v) => Math.min(min, v.priceMinor), first.priceMinor);
  const same = variants.every((v) => v.priceMinor === first.priceMinor);
  return `${same ? '' : 'from '}${formatMinor(lowest, first.currency)}`;
}

/** The stock a product with variants holds in all, or null when none of its variants keeps stock. */
export function variantsStock(variants: ReadonlyArray<Pick<Product, 'quantity'>>): number | null {
  const kept = variants.filter((v) => typeof v.quantity === 'number');
  return kept.length === 0 ? null : kept.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
}
