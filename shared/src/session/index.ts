// The public entry point of the session: `@shop/shared/session`.
export { createSession, currentSession, deferSession, mayBeSignedIn, openSession, requireSession, subscribeSession, useBackendAsSession, resetSessionForTests, SIGNED_IN_HINT_KEY } from './session';
export type { BackendConfig, Session, SessionOptions } from './session';
export { BackendProvider, useBackend, useBackendIfOpen } from './backend-context';
export { useLive, warmLive } from './use-live';
export { balancesRead, customersRead, dailyStatsRead, expensesRead, productsRead, productStatsRead } from './shop-reads';
export type { ShopRead } from './shop-reads';
export { STORAGE_PERSISTED_EVENT, useLocalDataKept } from './use-local-data-kept';
export type { LiveState, Subscribe } from './use-live';
export { useAuth, useAuthIfOpen, useShop, useBusiness, useProducts, useCustomers, useSaleCustomer, useSales, useSalesSince, useRefusedRecords, useDailyStats, useProductStats, useExpenses, useBalances, useAccountRecords, useStockMovements, useReservedStock, useSyncState, useTillOperator, useStaff, useShifts } from './hooks';
export type { BusinessState } from './hooks';
export { approvalRefusalMessage, isNeedsManagerPin, useManagerPinCheck } from './manager-pin';
export type { ManagerPinCheck } from './manager-pin';
export type { Backend, BackendUser, PendingInvitation, PendingJoin, RefusedWrite, SignUpInput, SignUpProfile, SyncState } from '../backend/port';
// What the online store's pages read and get back (the storefront, mfe-store).
export type { OnlineStoreApi, OrderActionResult, PlaceOrderResult, PublishedStore, StartedOrderPayment } from '../backend/port';
export { BackendError, isBackendError, messageWithoutPrefix } from '../backend/errors';
// The messages of the refusals the screens turn into their own words (backend/credit-refusals.ts).
export { OVER_BALANCE, OVER_CREDIT_LIMIT } from '../backend/credit-refusals';
// What the embedded backend's local mailbox hands the screens (the sign-up dialog, the mailbox page).
export type { LocalMailbox, MailMessage } from '../backend/local/index';
// The embedded backend's payments desk (the /mailbox/payments-desk page: backend/local/plan-payments.ts).
export type { LocalOrderPaymentsDesk, LocalPaymentsDesk, LocalStorePayment } from '../backend/local/index';
