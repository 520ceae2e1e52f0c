// The plans' rules over an embedded adapter (docs/product-rules.md, 'Plans'): the memory and local
// adapters play the server's part, so each puts its writes behind these, with the facts only it can
// read (the shop's plan record and its products). What is refused is the domain's (plans.ts), in
// plan-checks.ts. A fact the adapter holds at hand (the memory adapter's) is given as it is, not
// as a promise, and the write then reaches the adapter in the same turn, as it did before.
import type { Product, ShopSettings } from '../domain/entities';
import type { PlanRecord } from '../domain/plans';
import { checkBasicChoice, checkPlanWrite, isPending } from './plan-checks';
import type { Backend, StaffApi } from './port';

/** A value at hand, or one to wait for. */
export type Maybe<T> = T | Promise<T>;

/** What the rules read of a shop, as the adapter knows it: null when the caller is not its owner (the adapter then refuses the write itself) or it has no profile. */
export interface PlanFacts {
  business(uid: string): Maybe<PlanRecord | null>;
  products(uid: string): Maybe<Array<Pick<Product, 'id' | 'type' | 'createdAt'>>>;
  now(): Date;
  /**
   * Runs one check-then-write of a shop's products (PRODUCT_COUNTING_WRITES) while no other does, in
   * any tab: the local adapter's holds a Web Lock named after the shop, which every tab of the
   * browser shares (local-backend.ts). Without one, this backend's own writes wait in turn (oneAtATime).
   */
  exclusive?: <T>(uid: string, write: () => Promise<T>, name: ProductCountingWrite) => Promise<T>;
}

type Inner = Omit<Backend, keyof StaffApi>;

/**
 * The writes a view-only shop may not make: everything that records something new or changes the
 * shop's records. The shop's settings (the owner's choice of products sellable on Basic among
 * them) stay open, and so do the drawer's shifts (the till guard's, StaffApi).
 */
export const VIEW_ONLY_REFUSED_WRITES = [
  'addProduct',
  'updateProduct',
  'deleteProduct',
  'adjustStock',
  'uploadProductImage',
  'addCustomer',
  'updateCustomer',
  'deleteCustomer',
  'recordSale',
  'recordRefund',
  'recordRepayment',
  'saveExpense',
  'deleteExpense',
  'saveOnlineStore',
  'publishOnlineStore',
  'takeOrderAction',
  'importCatalogue',
  'undoCatalogueImport',
] as const satisfies readonly (keyof Inner)[];

export type PlanGuardedWrite = (typeof VIEW_ONLY_REFUSED_WRITES)[number];
type Method = (uid: string, ...rest: unknown[]) => Promise<unknown>;

/**
 * The writes whose check counts the shop's products (Basic's limit): two at once — two tabs, or a
 * product saved while a file is imported — would each count the same 9 and write the 11th, so each
 * checks and writes while no other of them does (PlanFacts.exclusive).
 */
const PRODUCT_COUNTING_WRITES = ['addProduct', 'importCatalogue'] as const satisfies readonly PlanGuardedWrite[];
export type ProductCountingWrite = (typeof PRODUCT_COUNTING_WRITES)[number];
const isProductCounting = (name: PlanGuardedWrite): name is ProductCountingWrite => (PRODUCT_COUNTING_WRITES as readonly string[]).includes(name);

/** One write at a time per shop, in this backend: each waits for the one before it to settle. */
export function oneAtATime(): <T>(uid: string, write: () => Promise<T>) => Promise<T> {
  const last = new Map<string, Promise<unknown>>();
  return (uid, write) => {
    const settled = (last.get(uid) ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
    const next = settled.then(write);
    last.set(uid, next);
    return next;
  };
}

/** `inner` with its writes checked against the shop's plan first; the rest of it as it is. */
export function withPlanRules<B extends Inner>(inner: B, facts: PlanFacts): B {
  const guarded: Partial<Record<PlanGuardedWrite, Method>> = {};
  // The owner's choice of the products sellable on Basic is a setting, open to a view-only shop too,
  // checked against the shop's products (plan-checks.ts checkBasicChoice).
  const updateShopSettings = inner.updateShopSettings as unknown as Method;
  const settingsGuard = {
    updateShopSettings: (uid: string, settings: ShopSettings) => {
      let checked: Maybe<void>;
      try {
        checked = checkBasicChoice(uid, settings, facts);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return isPending(checked) ? Promise.resolve(checked).then(() => updateShopSettings.call(inner, uid, settings)) : updateShopSettings.call(inner, uid, settings);
    },
  };
  const exclusive = facts.exclusive ?? oneAtATime();
  for (const name of VIEW_ONLY_REFUSED_WRITES) {
    const call = inner[name] as unknown as Method;
    const checkedCall = (uid: string, ...rest: unknown[]) => {
      let checked: Maybe<void>;
      try {
        checked = checkPlanWrite(name, uid, rest, facts);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return isPending(checked) ? Promise.resolve(checked).then(() => call.call(inner, uid, ...rest)) : call.call(inner, uid, ...rest);
    };
    guarded[name] = isProductCounting(name) ? (uid: string, ...rest: unknown[]) => exclusive(uid, () => checkedCall(uid, ...rest), name) : checkedCall;
  }
  return Object.assign(Object.create(Object.getPrototypeOf(inner) as object | null) as B, inner, guarded, settingsGuard);
}
