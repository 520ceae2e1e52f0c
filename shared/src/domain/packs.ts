// Pack units (issue #46): a product is counted by the piece and may also be sold in packs — a
// "Carton" of 24 pieces at a price of its own, with its own barcode. Stock and cost stay by the
// piece: a pack line takes size × quantity pieces and costs size × the piece's cost per pack, so
// stock, refunds and profit add up whichever way it was sold. The rules live here once: what a
// pack may be, what a line of it takes, how it is said, and whether a sale's pack line is one the
// catalogue holds (every adapter asks, the server too).
import type { Product, ProductPack, SaleItem, SaleLinePack } from './entities';
import { barcodeKey, readBarcode } from './barcodes';
import { formatMinor, minorInput, parseMoneyInput } from './money';
import type { CurrencyCode } from './entities';

/** The most packs one product may have. */
export const MAX_PACKS = 5;
/** The most pieces one pack may hold. */
export const MAX_PACK_SIZE = 10_000;
/** The longest a pack's name may be. */
export const MAX_PACK_NAME_LENGTH = 40;

/** What the product form and every adapter say of a pack it refuses. */
export const PACK_MESSAGES = {
  nameRequired: 'Give the pack a name, like Carton.',
  nameTooLong: `A pack's name is at most ${MAX_PACK_NAME_LENGTH} characters.`,
  nameTaken: 'Two packs of one product cannot have the same name.',
  sizeInvalid: `A pack holds a whole number of pieces from 2 to ${MAX_PACK_SIZE}.`,
  priceInvalid: "A pack's price is more than 0, with at most two decimals.",
  barcodeTaken: 'Two packs of one product cannot have the same barcode.',
  barcodeIsProduct: "A pack's barcode cannot be the product's own.",
  tooMany: `A product has at most ${MAX_PACKS} packs.`,
  onlyPhysical: 'Only a product kept in stock can be sold in packs.',
  /** A sale's pack line the catalogue does not hold: a pack it no longer has, or another size or a lower price. */
  notInCatalogue: (productName: string) => `A pack line of ${productName} is not one of its packs at its size and price.`,
} as const;

/** A pack as the form holds it: what was typed. */
export interface PackInput {
  name?: string | null;
  /** Pieces in the pack, as typed or as a number. */
  size?: string | number | null;
  /** As typed (`"110.00"`); not read when `priceMinor` is given. */
  price?: string | null;
  priceMinor?: number | null;
  barcode?: string | null;
}

export type PackField = 'name' | 'size' | 'price' | 'barcode';
/** One entry per pack typed, in order: that pack's refused fields (empty when it is sound). */
export type PackErrors = Array<Partial<Record<PackField, string>>>;

export type PacksValidation = { ok: true; packs: ProductPack[] } | { ok: false; errors: PackErrors; problem: string };

const WHOLE = /^\d+$/;

function sizeOf(raw: PackInput['size']): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  const typed = (raw ?? '').trim();
  return WHOLE.test(typed) ? Number(typed) : null;
}

function priceOf(input: PackInput) {
  return typeof input.priceMinor === 'number' ? minorInput(input.priceMinor) : parseMoneyInput(input.price);
}

/**
 * The packs as typed, checked: each a name (unique within the product, at most
 * MAX_PACK_NAME_LENGTH), a size of 2 to MAX_PACK_SIZE pieces, a price above 0 and an optional
 * barcode that reads (barcodes.ts) and is neither another pack's nor the product's own. That no
 * other product of the shop carries a pack's barcode is `packBarcodeTakenProblem`'s to say.
 */
export function validatePacks(inputs: readonly PackInput[], product: { barcode?: string | null } = {}): PacksValidation {
  const errors: PackErrors = inputs.map(() => ({}));
  const packs: ProductPack[] = [];
  const names = new Set<string>();
  const codes = new Set<string>();
  const ownCode = typeof product.barcode === 'string' && product.barcode.trim() !== '' ? barcodeKey(product.barcode) : null;
  inputs.forEach((input, i) => {
    const own = errors[i] as Partial<Record<PackField, string>>;
    const name = (input.name ?? '').trim();
    if (name === '') own.name = PACK_MESSAGES.nameRequired;
    else if (name.length > MAX_PACK_NAME_LENGTH) own.name = PACK_MESSAGES.nameTooLong;
    else if (names.has(name.toLowerCase())) own.name = PACK_MESSAGES.nameTaken;
    names.add(name.toLowerCase());
    const size = sizeOf(input.size);
    if (size === null || size < 2 || size > MAX_PACK_SIZE) own.size = PACK_MESSAGES.sizeInvalid;
    const price = priceOf(input);
    if (!price.ok || price.value <= 0) own.price = PACK_MESSAGES.priceInvalid;
    let barcode: string | undefined;
    const typedCode = (input.barcode ?? '').trim();
    if (typedCode !== '') {
      const reading = readBarcode(typedCode);
      if (!reading.ok) own.barcode = reading.error;
      else if (ownCode !== null && barcodeKey(reading.code) === ownCode) own.barcode = PACK_MESSAGES.barcodeIsProduct;
      else if (codes.has(barcodeKey(reading.code))) own.barcode = PACK_MESSAGES.barcodeTaken;
      else {
        barcode = reading.code;
        codes.add(barcodeKey(reading.code));
      }
    }
    if (Object.keys(own).length === 0 && size !== null && price.ok) packs.push({ name, size, priceMinor: price.value, ...(barcode ? { barcode } : {}) });
  });
  const first = errors.flatMap((e) => Object.values(e))[0];
  if (inputs.length > MAX_PACKS) return { ok: false, errors, problem: PACK_MESSAGES.tooMany };
  return first === undefined ? { ok: true, packs } : { ok: false, errors, problem: first };
}

/** "Carton of 24". */
export function packLabel(pack: SaleLinePack): string {
  return `${pack.name} of ${pack.size}`;
}

/** How a line's quantity is said: "2 × Carton of 24" for a pack line, "3" for pieces. */
export function lineQuantityText(item: { quantity: number; pack?: SaleLinePack | null }): string {
  return item.pack ? `${item.quantity} × ${packLabel(item.pack)}` : String(item.quantity);
}

/** A line's name with its pack, for lists that show one column: "Malta (Carton of 24)". */
export function lineNameText(item: { name: string; pack?: SaleLinePack | null }): string {
  return item.pack ? `${item.name} (${packLabel(item.pack)})` : item.name;
}

/** The pieces a line takes from stock (or a refund puts back): quantity × the pack's size. */
export function lineBaseUnits(item: { quantity: number; pack?: SaleLinePack | null }): number {
  return item.quantity * (item.pack?.size ?? 1);
}

/** What one pack costs the shop: the piece's cost × its size; null when the piece's cost is not known. */
export function packCostMinor(unitCostMinor: number | null | undefined, pack: SaleLinePack | null | undefined): number | null {
  if (unitCostMinor === null || unitCostMinor === undefined) return null;
  return unitCostMinor * (pack?.size ?? 1);
}

/**
 * How lines of one sale are told apart: the product's id for a line of pieces, the id and the
 * pack's name for a pack line (a sale may sell both of one product). A piece line's key is its
 * product's id, so everything keyed by product before packs reads the same (a refund tally's units on Firebase too).
 */
export function lineKey(item: { id?: string; productId?: string; pack?: SaleLinePack | null }): string {
  const id = item.productId ?? item.id ?? '';
  // A product's id never holds a '/' (it names a document), so the pair reads back one way.
  return item.pack ? `${id}/${item.pack.name}` : id;
}

/** The product's pack of that name, if it has one. */
export function packNamed(product: Pick<Product, 'packs'>, name: string): ProductPack | undefined {
  return (product.packs ?? []).find((pack) => pack.name === name);
}

/** What a scan found: the product, and the pack when the code is a pack's. */
export interface ScanMatch<P> {
  product: P;
  pack: ProductPack | null;
}

/** The product (and pack) that carries `code`: a product's own barcode first, then its packs'. */
export function scanMatch<P extends Pick<Product, 'barcode' | 'packs'>>(products: readonly P[], code: string): ScanMatch<P> | undefined {
  const key = barcodeKey(code);
  if (key === '') return undefined;
  const own = products.find((p) => typeof p.barcode === 'string' && barcodeKey(p.barcode) === key);
  if (own) return { product: own, pack: null };
  for (const product of products) {
    const pack = (product.packs ?? []).find((p) => typeof p.barcode === 'string' && barcodeKey(p.barcode) === key);
    if (pack) return { product, pack };
  }
  return undefined;
}

/** A pack line's pack as the catalogue holds it, for the sale checks: its size and price. */
export type CataloguePacks = ReadonlyArray<Pick<ProductPack, 'name' | 'size' | 'priceMinor'>>;

/**
 * Whether a sale's pack line is one the catalogue holds: a pack of its product of that name and
 * size, at no less than its price. A pack's price and size come only from the catalogue (no till
 * lets anyone type them), and the pieces a line takes follow its size, so this holds for everyone.
 */
export function packLineHolds(item: Pick<SaleItem, 'pack' | 'priceMinor'>, packs: CataloguePacks | undefined): boolean {
  if (!item.pack) return true;
  const pack = (packs ?? []).find((p) => p.name === item.pack?.name);
  return pack !== undefined && pack.size === item.pack.size && item.priceMinor >= pack.priceMinor;
}

/** The first pack line of a sale its catalogue does not hold, said in words; null when all hold. `productOf` is the product as the adapter reads it now (undefined: deleted, accepted as rung). */
export function saleCataloguePackProblem(items: readonly SaleItem[], productOf: (id: string) => Pick<Product, 'name' | 'packs'> | undefined): string | null {
  for (const item of items) {
    if (!item.pack) continue;
    const product = productOf(item.id);
    if (product !== undefined && !packLineHolds(item, product.packs)) return PACK_MESSAGES.notInCatalogue(product.name);
  }
  return null;
}

/** The pack's shape on a sale line (sale-check.ts): a name and a size the form could have made. */
export function linePackShapeProblem(pack: unknown): string | null {
  if (pack === undefined) return null;
  if (typeof pack !== 'object' || pack === null || Array.isArray(pack)) return 'A pack line names its pack and its size.';
  const { name, size } = pack as { name?: unknown; size?: unknown };
  if (Object.keys(pack).length !== 2 || typeof name !== 'string' || name.trim() === '' || name.length > MAX_PACK_NAME_LENGTH) return 'A pack line names its pack and its size.';
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 2 || size > MAX_PACK_SIZE) return PACK_MESSAGES.sizeInvalid;
  return null;
}

/** A pack as a one-tap choice at the till: "Carton of 24 · ₵110.00". */
export function packChoiceText(pack: ProductPack, currency: CurrencyCode): string {
  return `${packLabel(pack)} · ${formatMinor(pack.priceMinor, currency)}`;
}

/**
 * A delivery or count typed by the pack, as the pieces the stock form sends (stock-movements.ts,
 * parseStockAdjustment): a whole number of packs × the pack's size; anything else is passed on as
 * typed, so the form refuses it in its own words. Size 1 (by the piece) leaves it as typed.
 */
export function piecesTyped(typed: string, size: number): string {
  const trimmed = typed.trim();
  if (size === 1 || !/^\d+$/.test(trimmed)) return typed;
  return String(Number(trimmed) * size);
}
