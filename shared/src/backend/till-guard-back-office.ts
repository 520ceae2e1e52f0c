// The till guard's rules for what only the owner's screens ask (till-guard.ts keeps the rest): the
// products' edits and stock, the customers' edits, the sales lists and the figures, refunds,
// customers' accounts, expenses, images and the shop's settings — who may do each, and the stamps
// a member's records carry. Loaded on the first such call (lazy-part.ts), so a till that signs in
// and sells (the partner widget, 150 KB) never downloads them; until then, and after, every call
// goes through the same `act` and `guardedRead` as the till's own.
import type { AccountRecords } from '../domain/credit';
import type { Refund, Repayment, Sale, StaffStamp, StockMovement } from '../domain/entities';
import type { StaffAction } from '../domain/staff';
import type { Backend, ErrorCallback, StaffApi, Unsubscribe } from './port';
import type { Acting, ActionsOf, ViewName } from './till-guard-member';

type Inner = Omit<Backend, keyof StaffApi>;

/** How the operator may read a list: refused unless their role may do `needs` outright; a member sees it through `view` (till-guard-member.ts). */
export interface ReadRule {
  needs?: StaffAction;
  view?: ViewName;
}

/** What the guard lends its rules: the adapter, a write as the operator, a read as the operator, and a record's stamps. */
export interface GuardTools {
  inner: Inner;
  act<R>(uid: string | null, actions: ActionsOf, call: (acting: Acting | null) => Promise<R>, claimed?: StaffStamp | null): Promise<R>;
  guardedRead<T>(uid: string | null, rule: ReadRule, open: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe;
  stamped<T extends { madeBy?: StaffStamp; approvedBy?: StaffStamp }>(record: T, acting: Acting | null): T;
}

/** The methods whose rules are here (till-guard.ts lists the same names, to load them on first use). */
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
>;

/** The repayment with the acting member's stamp (a repayment keeps no approver). */
function stampedRepayment(repayment: Repayment, acting: Acting | null): Repayment {
  return acting?.madeBy ? { ...repayment, madeBy: acting.madeBy } : repayment;
}

const always = (...actions: StaffAction[]) => () => actions;

export function backOfficeRules({ inner, act, guardedRead, stamped }: GuardTools): BackOfficeRules {
  return {
    updateShopSettings: (uid: string, ...rest: unknown[]) => act(uid, always('edit-business'), () => (inner.updateShopSettings as (...a: unknown[]) => Promise<void>)(uid, ...rest)),

    addProduct: (uid: string, draft: Parameters<Inner['addProduct']>[1]) => act(uid, always('edit-products'), () => inner.addProduct(uid, draft)),
    updateProduct: (uid: string, id: string, patch: Parameters<Inner['updateProduct']>[2]) => act(uid, always('edit-products'), () => inner.updateProduct(uid, id, patch)),
    deleteProduct: (uid: string, id: string) => act(uid, always('edit-products'), () => inner.deleteProduct(uid, id)),
    adjustStock: (uid: string, input: Parameters<Inner['adjustStock']>[1]) => act(uid, always('change-stock'), (acting) => inner.adjustStock(uid, stamped(input, acting)), input.madeBy),
    subscribeStockMovements: (uid: string, productId: string, onNext: (movements: StockMovement[]) => void, onError: ErrorCallback) =>
      guardedRead<StockMovement[]>(uid, { view: 'movements' }, (n, e) => inner.subscribeStockMovements(uid, productId, n, e), onNext, onError),

    updateCustomer: (uid: string, id: string, patch: Parameters<Inner['updateCustomer']>[2]) => act(uid, always('edit-customers'), () => inner.updateCustomer(uid, id, patch)),
    deleteCustomer: (uid: string, id: string) => act(uid, always('edit-customers'), () => inner.deleteCustomer(uid, id)),

    subscribeSales: (uid: string, onNext: (sales: Sale[]) => void, onError: ErrorCallback, query?: Parameters<Inner['subscribeSales']>[3]) =>
      guardedRead(uid, { view: 'sales' }, (n, e) => inner.subscribeSales(uid, n, e, query), onNext, onError),
    subscribeSalesSince: (uid: string, since: Date, onNext: (sales: Sale[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, { view: 'sales' }, (n, e) => inner.subscribeSalesSince(uid, since, n, e, before), onNext, onError),
    subscribeRefusedRecords: (uid: string, since: Date, onNext: Parameters<Inner['subscribeRefusedRecords']>[2], onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, { needs: 'see-all-sales' }, (n, e) => inner.subscribeRefusedRecords(uid, since, n, e, before), onNext, onError),
    subscribeDailyStats: (uid: string, sinceDateKey: string, onNext: Parameters<Inner['subscribeDailyStats']>[2], onError: ErrorCallback) =>
      guardedRead(uid, { needs: 'see-shop-figures' }, (n, e) => inner.subscribeDailyStats(uid, sinceDateKey, n, e), onNext, onError),
    subscribeProductStats: (uid: string, sinceDateKey: string, onNext: Parameters<Inner['subscribeProductStats']>[2], onError: ErrorCallback) =>
      guardedRead(uid, { needs: 'see-shop-figures' }, (n, e) => inner.subscribeProductStats(uid, sinceDateKey, n, e), onNext, onError),
    subscribeRefunds: (uid: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, query?: Parameters<Inner['subscribeRefunds']>[3]) =>
      guardedRead(uid, { view: 'refunds' }, (n, e) => inner.subscribeRefunds(uid, n, e, query), onNext, onError),
    subscribeRefundsSince: (uid: string, since: Date, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead(uid, { view: 'refunds' }, (n, e) => inner.subscribeRefundsSince(uid, since, n, e, before), onNext, onError),
    subscribeSaleRefunds: (uid: string, saleId: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback) =>
      guardedRead(uid, { view: 'refunds' }, (n, e) => inner.subscribeSaleRefunds(uid, saleId, n, e), onNext, onError),
    recordRefund: (uid: string, input: Parameters<Inner['recordRefund']>[1]) =>
      act(uid, always('refund'), (acting) => inner.recordRefund(uid, acting?.madeBy ? { ...input, refund: stamped(input.refund, acting) } : input), input.refund.madeBy),

    subscribeAccountRecords: (uid: string, customerId: string | null, onNext: (records: AccountRecords) => void, onError: ErrorCallback) =>
      guardedRead<AccountRecords>(
        uid,
        { ...(customerId === null ? { needs: 'see-debts-ageing' as const } : {}), view: 'accountRecords' },
        (n, e) => inner.subscribeAccountRecords(uid, customerId, n, e),
        onNext,
        onError,
      ),
    subscribeRepaymentsSince: (uid: string, since: Date, onNext: (repayments: Repayment[]) => void, onError: ErrorCallback, before?: Date) =>
      guardedRead<Repayment[]>(uid, { view: 'repayments' }, (n, e) => inner.subscribeRepaymentsSince(uid, since, n, e, before), onNext, onError),
    recordRepayment: (uid: string, input: Parameters<Inner['recordRepayment']>[1]) =>
      act(uid, always('record-repayment'), (acting) => inner.recordRepayment(uid, acting?.madeBy ? { ...input, repayment: stampedRepayment(input.repayment, acting) } : input), input.repayment.madeBy),

    subscribeExpenses: (uid: string, sinceKey: string, untilKey: string | null, onNext: Parameters<Inner['subscribeExpenses']>[3], onError: ErrorCallback) =>
      guardedRead(uid, { needs: 'see-expenses' }, (n, e) => inner.subscribeExpenses(uid, sinceKey, untilKey, n, e), onNext, onError),
    saveExpense: (uid: string, expense: Parameters<Inner['saveExpense']>[1]) =>
      act(uid, always('record-expense'), (acting) => inner.saveExpense(uid, acting?.madeBy ? { ...expense, madeBy: acting.madeBy } : expense), expense.madeBy),
    deleteExpense: (uid: string, id: string) => act(uid, always('record-expense'), () => inner.deleteExpense(uid, id)),

    uploadProductImage: (uid: string, file: Parameters<Inner['uploadProductImage']>[1]) => act(uid, always('edit-products'), () => inner.uploadProductImage(uid, file)),
    deleteImage: (path: string) => act(null, always('edit-products'), () => inner.deleteImage(path)),
  };
}
