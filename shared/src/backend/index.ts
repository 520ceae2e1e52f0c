// @shop/shared/backend — the Backend port, its error type, and the embedded local adapter.
// The contract suite (../testing/contract.ts) is for tests only and is not exported here.
export type {
  AuthApi,
  Backend,
  BackendUser,
  BusinessApi,
  CatalogueApi,
  CustomerPatch,
  ErrorCallback,
  ExpensesApi,
  FilesApi,
  ImageFile,
  ProductPatch,
  RecordSaleInput,
  RecordSaleResult,
  SalesApi,
  SalesQuery,
  SaveExpenseResult,
  SignUpInput,
  SignUpProfile,
  Unsubscribe,
  UploadedImage,
} from './port';
export { BackendError, isBackendError, messageWithoutPrefix } from './errors';
export type { AuthErrorCode, BackendErrorCode, DataErrorCode, StorageErrorCode } from './errors';
export * from './local/index';
export { withFaults } from './faults';
export type { BackendFaults, FaultKind } from './faults';
