// The product modal's values as typed, and turning them into what the domain validates.
import { DEFAULT_CURRENCY, plainMinor } from '@shop/shared/domain';
import type { CurrencyCode, Product, ProductInput, ProductType } from '@shop/shared/domain';

export interface ProductFormValues {
  name: string;
  type: ProductType;
  /** As typed. */
  price: string;
  /** The number input held text it could not read as a number (its value is then ''). */
  priceUnreadable: boolean;
  /** The unit cost as typed; empty when not known. */
  cost: string;
  /** As for the price. */
  costUnreadable: boolean;
  currency: CurrencyCode;
  description: string;
  quantity: string;
  /** As for the price. */
  quantityUnreadable: boolean;
  /** The barcode as typed or scanned; empty when the product has none. */
  barcode: string;
  /** The packs it is also sold in, as typed (packs-section.tsx); only a Physical product keeps any. */
  packs: PackFormValues[];
  /** The options a new product's variants are made of, as typed (variants-section.tsx); none: a product without variants. */
  options: OptionFormValues[];
  /** Each variant's own figures as typed, by its choices' key (variants.ts, choicesKey); a variant not typed takes the product's. */
  variants: Record<string, VariantFormValues>;
}

/** One option as typed: its name and its choices separated by commas. */
export interface OptionFormValues {
  name: string;
  values: string;
}

/** One variant's own figures as typed: empty price or cost takes the product's, empty stock is 0. */
export interface VariantFormValues {
  price: string;
  cost: string;
  quantity: string;
  barcode: string;
}

/** One pack as typed in the form's Packs section: its name, pieces, price and barcode. */
export interface PackFormValues {
  name: string;
  size: string;
  price: string;
  barcode: string;
}

/** What happens to the product's image on save. */
export type ImageChoice =
  | { kind: 'keep' }
  | { kind: 'none' }
  | { kind: 'new'; file: File };

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  type: 'Physical',
  price: '',
  priceUnreadable: false,
  cost: '',
  costUnreadable: false,
  currency: DEFAULT_CURRENCY,
  description: '',
  quantity: '',
  quantityUnreadable: false,
  barcode: '',
  packs: [],
  options: [],
  variants: {},
};

export function formValuesOf(product: Product | null | undefined): ProductFormValues {
  if (!product) return EMPTY_PRODUCT_FORM;
  return {
    name: product.name,
    type: product.type,
    price: plainMinor(product.priceMinor),
    priceUnreadable: false,
    cost: product.costMinor === undefined || product.costMinor === null ? '' : plainMinor(product.costMinor),
    costUnreadable: false,
    currency: product.currency,
    description: product.description,
    quantity: product.quantity === undefined ? '' : String(product.quantity),
    quantityUnreadable: false,
    barcode: product.barcode ?? '',
    packs: (product.packs ?? []).map((pack) => ({ name: pack.name, size: String(pack.size), price: plainMinor(pack.priceMinor), barcode: pack.barcode ?? '' })),
    options: [],
    variants: {},
  };
}

// Text the browser could not read as a number is passed on as text the domain refuses as
// malformed (not as missing), so the person is told it is not a number.
const UNREADABLE = '?';

export function productInputOf(values: ProductFormValues, image: { imageUrl: string | null; imagePath: string | null }): ProductInput {
  return {
    name: values.name,
    type: values.type,
    price: values.priceUnreadable ? UNREADABLE : values.price,
    cost: values.costUnreadable ? UNREADABLE : values.cost,
    currency: values.currency,
    description: values.description,
    quantity: values.quantityUnreadable ? UNREADABLE : values.quantity,
    imageUrl: image.imageUrl,
    imagePath: image.imagePath,
    barcode: values.barcode,
    // A product that is no longer Physical drops its packs, as it drops its stock.
    packs: values.type === 'Physical' ? values.packs : [],
  };
}
