// The domain's rules as every adapter enforces them before anything is stored: a broken rule
// becomes the BackendError the port promises (credentials, images, sales). The rules themselves
// live in the domain; this file only translates.
import type { CustomerDraft, Expense, ProductDraft, Refund, Sale, StockDecrement } from '../domain/entities';
import { expenseProblem } from '../domain/expenses';
import { refundProblem } from '../domain/refund';
import { ERROR_MESSAGES } from '../domain/messages';
import { saleProblem } from '../domain/sale-check';
import { isValidAdjustment } from '../domain/stock-movements';
import type { StockAdjustmentRequest } from '../domain/stock-movements';
import { imageFileProblem, isValidEmail, validateBusinessProfile, validateCustomer, validateProduct } from '../domain/validation';
import { BackendError } from './errors';
import type { CatalogueApi, CustomerPatch, ImageFile, ProductPatch, SignUpProfile } from './port';

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

/** Refuses a signup profile the signup form would refuse, before any account is made. */
export function checkSignUpProfile(profile: SignUpProfile): void {
  const checked = validateBusinessProfile(profile);
  if (!checked.ok) throw new BackendError('invalid-argument', firstProblem(checked.errors));
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

/** Refuses a refund that cannot even be looked up: no id, no sale id, no date. */
export function checkRefundShape(refund: Refund): void {
  checkId(refund.id, 'A refund');
  checkId(refund.saleId, 'A refund\'s sale');
  if (!(refund.createdAt instanceof Date) || Number.isNaN(refund.createdAt.getTime())) throw new BackendError('invalid-argument', 'A refund needs its date.');
}

/**
 * Refuses a refund that is not what the refund form would make of the sale and its earlier
 * refunds: more units than are left is 'failed-precondition' (another till gave them back first);
 * anything else forged is 'invalid-argument'.
 */
export function checkRefund(refund: Refund, sale: Sale, earlier: readonly Refund[]): void {
  const problem = refundProblem(refund, sale, earlier);
  if (!problem) return;
  const others = earlier.filter((r) => r.id !== refund.id && r.saleId === sale.id);
  const freshProblem = others.length > 0 ? refundProblem(refund, sale, []) : problem;
  throw new BackendError(freshProblem === null ? 'failed-precondition' : 'invalid-argument', problem);
}

/** Refuses an id the store cannot key on: empty, or with a path separator. */
function checkId(id: unknown, what: string): void {
  if (typeof id !== 'string' || id.length === 0 || id.includes('/')) throw new BackendError('invalid-argument', `${what} needs its id.`);
}

/** Refuses an expense the expense form could not have made (domain/expenses.ts, expenseProblem), writing nothing. */
export function checkExpense(expense: Expense): void {
  const problem = expenseProblem(expense);
  if (problem) throw new BackendError('invalid-argument', problem);
}

/** Refuses an expense id the store cannot key on. */
export function checkExpenseId(id: string): void {
  checkId(id, 'An expense');
}

export function checkStockAdjustment({ id, productId, adjustment, at }: StockAdjustmentRequest): void {
  checkId(id, 'A stock movement');
  checkId(productId, 'A stock movement\'s product');
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new BackendError('invalid-argument', 'A stock movement needs its date.');
  if (!isValidAdjustment(adjustment)) throw new BackendError('invalid-argument', 'A delivery needs 1 or more whole units, at a unit cost in whole cents or none; a count 0 or more.');
}

/** The first of a validation's field messages, for the error's message. */
function firstProblem(errors: Record<string, string | undefined>): string {
  return Object.values(errors).find(Boolean) ?? '';
}

/**
 * Refuses a product the form would refuse (name, type, price, currency, stock of a Physical
 * product, lengths), with the save's message and the reason: an adapter stores only what the
 * domain accepts, whoever calls it.
 */
export function checkProductDraft(draft: ProductDraft): void {
  const checked = validateProduct(draft);
  if (!checked.ok) throw new BackendError('invalid-argument', `${ERROR_MESSAGES.productSaveFailed} ${firstProblem(checked.errors)}`);
}

/** A product patch's fields, each checked as the form checks it (the fields it does not carry stand in valid). */
function checkProductFields(patch: ProductPatch): void {
  const type = patch.type ?? 'Digital';
  const filler: ProductDraft = { name: 'Product', type, priceMinor: 0, currency: 'GHS', description: '', imageUrl: null, imagePath: null };
  checkProductDraft({ ...filler, ...withoutUndefined(patch), type } as ProductDraft);
}

/** Refuses a customer, or a customer patch, the form would refuse (the fields a patch does not carry stand in valid). */
export function checkCustomerDraft(draft: Partial<CustomerDraft> | CustomerPatch): void {
  const checked = validateCustomer({ name: 'Customer', email: '', phone: '', ...withoutUndefined(draft) });
  if (!checked.ok) throw new BackendError('invalid-argument', `${ERROR_MESSAGES.customerSaveFailed} ${firstProblem(checked.errors)}`);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A product edit never writes the stock (docs/product-rules.md, 'Stock'): only a change of type
 * may, giving a product that becomes Physical its starting stock or taking it from one that stops.
 */
export function checkProductPatch(patch: ProductPatch): void {
  if (Object.hasOwn(patch, 'quantity') && !Object.hasOwn(patch, 'type')) {
    throw new BackendError('invalid-argument', 'Stock changes by delivery or count (adjustStock), not by editing the product.');
  }
  checkProductFields(patch);
}

export type CatalogueWrites = Pick<CatalogueApi, 'addProduct' | 'updateProduct' | 'addCustomer' | 'updateCustomer'>;

/**
 * An adapter's product and customer writes behind the domain's checks, so that every adapter
 * stores only what the forms accept, whoever calls it; a refused write changes nothing.
 */
export function checkedCatalogueWrites(writes: CatalogueWrites): CatalogueWrites {
  return {
    async addProduct(uid, draft) {
      checkProductDraft(draft);
      return writes.addProduct(uid, draft);
    },
    async updateProduct(uid, id, patch) {
      checkProductPatch(patch);
      return writes.updateProduct(uid, id, patch);
    },
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
