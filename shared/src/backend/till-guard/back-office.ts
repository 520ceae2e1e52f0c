// The till guard's rules for what only the owner's screens ask (guard-till.ts keeps the rest): the
// products' edits and stock, the customers' edits, the sales lists and the figures, refunds,
// customers' accounts, expenses, images and the shop's settings — each as the operator (who may do
// it: permissions.ts), and the stamps a member's records carry. Loaded on the first such call (lazy-part.ts), so a till that signs in
// and sells (the partner widget, 150 KB) never downloads them; until then, and after, every call
// goes through the same `act` and `guardedRead` as the till's own.
import type { AccountRecords } from '../../domain/credit';
import type { Refund, Repayment, Sale, StaffStamp, StockMovement } from '../../domain/entities';
import type { Backend, ErrorCallback, StaffApi, Unsubscribe } from '../port';
import type { Acting, ActionsOf } from './member';
import type { ReadRule } from './permissions';
import { readRule, writeNeeds } from './permissions';

type Inner = Omit<Backend, keyof StaffApi>;

/** What the guard lends its rules: the adapter, a write as the operator, a read as the operator, and a record's stamps. */
export interface GuardTools {
  inner: Inner;
  act<R>(uid: string | null, actions: ActionsOf, call: (acting: Acting | null) => Promise<R>, claimed?: StaffStamp | null): Promise<R>;
  guardedRead<T>(uid: string | null, rule: ReadRule, open: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe;
  stamped<T extends { madeBy?: StaffStamp; approvedBy?: StaffStamp }>(record: T, acting: Acting | null): T;
}

/** The methods whose rules are here (guard-till.ts lists the same names, to load them on first use). */
export type BackOfficeRules = Pick<
  Inner,
  | 'subscribeStockMovements'
  | 'subscribeSales'
  | 'subscribeSalesSince'
  | 'subscribeRefusedRecords'
  | 'subscribeDailyStats'
  | 'subscribeProductStats'
  | 'subscribeRefunds'
  | 'subscribeRefundsSince'
  | 'subscribeSaleRefunds'
  | 'subscribeAccountRecords'
  | 'subscribeRepaymentsSince'
  | 'subscribeExpenses'
  | 'updateShopSettings'
  | 'addProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'adjustStock'
  | 'updateCustomer'
  | 'deleteCustomer'
  | 'recordRefund'
  | 'recordRepayment'
  | 'saveExpense'
  | 'deleteExpense'
  | 'uploadProductImage'
  | 'deleteImage'
  | 'importCatalogue'
  | 'lastCatalogueImport'
  | 'undoCatalogueImport'
>;

/** The repayment with the acting member's stamp (a repayment keeps no approver). */
function stampedRepayment(repayment: Repayment, acting: Acting | null): Repayment {
  return acting?.madeBy ? { ...repayment, madeBy: acting.madeBy } : repayment;
}

export function backOfficeRules({ inner, act, guardedRead, stamped }: GuardTools): BackOfficeRules {
  return {
    updateShopSettings: (uid: string, ...rest: unknown[]) =>
      act(uid, writeNeeds('updateShopSettings', uid, rest[0] as Parameters<Inner['updateShopSettings']>[1]), () => (inner.updateShopSettings as (...a: unknown[]) => Promise<void>)(uid, ...rest)),

    addProduct: (uid: string, draft: Parameters<Inner['addProduct']>[1]) => act(uid, writeNeeds('addProduct', uid, draft), () => inner.addProduct(uid, draft)),
    updateProduct: (uid: string, id: string, patch: Parameters<Inner['updateProduct']>[2]) => act(uid, writeNeeds('updateProduct', uid, id, patch), () => inner.updateProduct(uid, id, patch)),
    deleteProduct: (uid: string, id: string) => act(uid, writeNeeds('deleteProduct', uid, id), () => inner.deleteProduct(uid, id)),
    importCatalogue: (uid: string, request: Parameters<Inner['importCatalogue']>[1]) => act(uid, writeNeeds('importCatalogue', uid, request), () => inner.importCatalogue(uid, request)),
    lastCatalogueImport: (uid: string) => act(uid, writeNeeds('lastCatalogueImport', uid), () => inner.lastCatalogueImport(uid)),
    undoCatalogueImport: (uid: string, importId: string) => act(uid, writeNeeds('undoCatalogueImport', uid, importId), () => inner.undoCatalogueImport(uid, importId)),
    adjustStock: (uid: string, input: Parameters<Inner['adjustStock']>[1]) => act(uid, writeNeeds('adjustStock', uid, input), (acting) => inner.adjustStock(uid, stamped(input, acting)), input.madeBy),
    subscribeStockMovements: (uid: string, productId: string, onNext: (movements: StockMovement[]) => void, onError: ErrorCallback) =>
      guardedRead<StockMovement[]>(uid, readRule('subscribeStockMovements', uid, productId, onNext, onError), (n, e) => inner.subscribeStockMovements(uid, productId, n, e), onNext, onError),

    updateCustomer: (uid: string, id: string, patch: Parameters<Inner['updateCustomer']>[2]) => act(uid, writeNeeds('updateCustomer', uid, id, patch), () => inner.updateCustomer(uid, id, patch)),
    deleteCustomer: (uid: string, id: string) => act(uid, writeNeeds('deleteCustomer', uid, id), () => inner.deleteCustomer(uid, id)),

    subscribeSales: (uid: string, onNext: (sales: Sale[]) => void, onError: ErrorCallback, query?: Parameters<Inner['subscribeSales']>[3]) =>
      guardedRead(uid, readRule('subscribeSales', uid, onNext, onError, query), (n, e) => inner.subscribeSales(uid, n, e, query), onNext, onError),
    subscribeSalesSince: (uid: string, since: Date, onNext: (sales: Sale[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, readRule('subscribeSalesSince', uid, since, onNext, onError, before), (n, e) => inner.subscribeSalesSince(uid, since, n, e, before), onNext, onError),
    subscribeRefusedRecords: (uid: string, since: Date, onNext: Parameters<Inner['subscribeRefusedRecords']>[2], onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, readRule('subscribeRefusedRecords', uid, since, onNext, onError, before), (n, e) => inner.subscribeRefusedRecords(uid, since, n, e, before), onNext, onError),
    subscribeDailyStats: (uid: string, sinceDateKey: string, onNext: Parameters<Inner['subscribeDailyStats']>[2], onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeDailyStats', uid, sinceDateKey, onNext, onError), (n, e) => inner.subscribeDailyStats(uid, sinceDateKey, n, e), onNext, onError),
    subscribeProductStats: (uid: string, sinceDateKey: string, onNext: Parameters<Inner['subscribeProductStats']>[2], onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeProductStats', uid, sinceDateKey, onNext, onError), (n, e) => inner.subscribeProductStats(uid, sinceDateKey, n, e), onNext, onError),
    subscribeRefunds: (uid: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, query?: Parameters<Inner['subscribeRefunds']>[3]) =>
      guardedRead(uid, readRule('subscribeRefunds', uid, onNext, onError, query), (n, e) => inner.subscribeRefunds(uid, n, e, query), onNext, onError),
    subscribeRefundsSince: (uid: string, since: Date, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, readRule('subscribeRefundsSince', uid, since, onNext, onError, before), (n, e) => inner.subscribeRefundsSince(uid, since, n, e, before), onNext, onError),
    subscribeSaleRefunds: (uid: string, saleId: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeSaleRefunds', uid, saleId, onNext, onError), (n, e) => inner.subscribeSaleRefunds(uid, saleId, n, e), onNext, onError),
    recordRefund: (uid: string, input: Parameters<Inner['recordRefund']>[1]) =>
      act(uid, writeNeeds('recordRefund', uid, input), (acting) => inner.recordRefund(uid, acting?.madeBy ? { ...input, refund: stamped(input.refund, acting) } : input), input.refund.madeBy),

    subscribeAccountRecords: (uid: string, customerId: string | null, onNext: (records: AccountRecords) => void, onError: ErrorCallback) =>
      guardedRead<AccountRecords>(uid, readRule('subscribeAccountRecords', uid, customerId, onNext, onError), (n, e) => inner.subscribeAccountRecords(uid, customerId, n, e), onNext, onError),
    subscribeRepaymentsSince: (uid: string, since: Date, onNext: (repayments: Repayment[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead<Repayment[]>(uid, readRule('subscribeRepaymentsSince', uid, since, onNext, onError, before), (n, e) => inner.subscribeRepaymentsSince(uid, since, n, e, before), onNext, onError),
    recordRepayment: (uid: string, input: Parameters<Inner['recordRepayment']>[1]) =>
      act(uid, writeNeeds('recordRepayment', uid, input), (acting) => inner.recordRepayment(uid, acting?.madeBy ? { ...input, repayment: stampedRepayment(input.repayment, acting) } : input), input.repayment.madeBy),

    subscribeExpenses: (uid: string, sinceKey: string, untilKey: string | null, onNext: Parameters<Inner['subscribeExpenses']>[3], onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeExpenses', uid, sinceKey, untilKey, onNext, onError), (n, e) => inner.subscribeExpenses(uid, sinceKey, untilKey, n, e), onNext, onError),
    saveExpense: (uid: string, expense: Parameters<Inner['saveExpense']>[1]) =>
      act(uid, writeNeeds('saveExpense', uid, expense), (acting) => inner.saveExpense(uid, acting?.madeBy ? { ...expense, madeBy: acting.madeBy } : expense), expense.madeBy),
    deleteExpense: (uid: string, id: string) => act(uid, writeNeeds('deleteExpense', uid, id), () => inner.deleteExpense(uid, id)),

    uploadProductImage: (uid: string, file: Parameters<Inner['uploadProductImage']>[1]) => act(uid, writeNeeds('uploadProductImage', uid, file), () => inner.uploadProductImage(uid, file)),
    deleteImage: (path: string) => act(null, writeNeeds('deleteImage', path), () => inner.deleteImage(path)),
  };
}
