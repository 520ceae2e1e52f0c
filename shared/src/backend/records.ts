// The domain's rules as every adapter enforces them before anything is stored: a broken rule
// becomes the BackendError the port promises (credentials, images, sales). The rules themselves
// live in the domain; this file only translates. A product's checks are product-checks.ts's (the
// till never writes a product).
import type { CustomerDraft, Product, Sale, StockDecrement } from '../domain/entities';
import { saleCataloguePackProblem } from '../domain/packs';
import { ERROR_MESSAGES } from '../domain/messages';
import { saleProblem } from '../domain/sale-check';
import { saleDecrementsProblem } from '../domain/stock-movements';
import { imageFileProblem, isValidEmail, validateCustomer } from '../domain/validation';
import { BackendError } from './errors';
import type { CatalogueApi, CustomerPatch, ImageFile } from './port';

export const MIN_PASSWORD_LENGTH = 6;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): string {
  const normal = normaliseEmail(email);
  if (!isValidEmail(normal)) throw new BackendError('auth/invalid-email');
  return normal;
}

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new BackendError('auth/weak-password');
}

export function checkImage(file: ImageFile): void {
  const problem = imageFileProblem(file);
  if (problem === 'too-large') throw new BackendError('storage/file-too-large');
  if (problem === 'not-an-image') throw new BackendError('storage/invalid-content-type');
}

export function checkSale(sale: Sale, decrements: readonly StockDecrement[]): void {
  if (typeof sale.id !== 'string' || sale.id.length === 0 || sale.id.includes('/')) {
    throw new BackendError('invalid-argument', 'A sale needs its till-generated id.');
  }
  if (!(sale.createdAt instanceof Date) || Number.isNaN(sale.createdAt.getTime())) {
    throw new BackendError('invalid-argument', 'A sale needs its creation date.');
  }
  const problem = saleProblem(sale);
  if (problem) throw new BackendError('invalid-argument', problem);
  for (const d of decrements) {
    if (typeof d.productId !== 'string' || d.productId.length === 0) {
      throw new BackendError('invalid-argument', 'A stock decrement needs a product id.');
    }
    if (!Number.isInteger(d.quantitySold) || d.quantitySold <= 0) {
      throw new BackendError('invalid-argument', 'A stock decrement needs a positive whole quantity.');
    }
  }
}

/**
 * Refuses a sale's write that would take a variant's stock the sale did not sell (variants.ts;
 * stock-movements.ts, saleDecrementsProblem): `productOf` is each product as the adapter reads it
 * in its write. The embedded backends ask it before they write; Firebase's server takes stock from
 * the sale's lines.
 */
export function checkSaleVariantStock(sale: Sale, decrements: readonly StockDecrement[], productOf: (id: string) => Pick<Product, 'variant'> | undefined): void {
  const taken = saleDecrementsProblem(sale, decrements, (id) => productOf(id)?.variant !== undefined);
  if (taken) throw new BackendError('invalid-argument', taken);
}

/**
 * Refuses a sale with a pack line its product does not hold at that size and price (packs.ts, as
 * the server's audit does): `productOf` is each product as the adapter reads it in its write
 * (undefined: deleted since, accepted as rung). The embedded backends ask it before they write.
 */
export function checkSalePacks(sale: Sale, productOf: (id: string) => Pick<Product, 'name' | 'packs'> | undefined): void {
  const problem = saleCataloguePackProblem(sale.items, productOf);
  if (problem) throw new BackendError('invalid-argument', problem);
}

/** Refuses an id the store cannot key on: empty, or with a path separator. */
export function checkId(id: unknown, what: string): void {
  if (typeof id !== 'string' || id.length === 0 || id.includes('/')) throw new BackendError('invalid-argument', `${what} needs its id.`);
}

/** The first of a validation's field messages, for the error's message. */
export function firstProblem(errors: Record<string, string | undefined>): string {
  return Object.values(errors).find(Boolean) ?? '';
}

/** Refuses a customer, or a customer patch, the form would refuse (the fields a patch does not carry stand in valid). */
export function checkCustomerDraft(draft: Partial<CustomerDraft> | CustomerPatch): void {
  const checked = validateCustomer({ name: 'Customer', email: '', phone: '', ...withoutUndefined(draft) });
  if (!checked.ok) throw new BackendError('invalid-argument', `${ERROR_MESSAGES.customerSaveFailed} ${firstProblem(checked.errors)}`);
}

export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type CustomerWrites = Pick<CatalogueApi, 'addCustomer' | 'updateCustomer'>;

/** An adapter's customer writes behind the domain's checks (the till adds customers too). */
export function checkedCustomerWrites(writes: CustomerWrites): CustomerWrites {
  return {
    async addCustomer(uid, draft) {
      checkCustomerDraft(draft);
      return writes.addCustomer(uid, draft);
    },
    async updateCustomer(uid, id, patch) {
      checkCustomerDraft(patch);
      return writes.updateCustomer(uid, id, patch);
    },
  };
}
