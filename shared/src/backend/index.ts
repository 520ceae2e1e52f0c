// @shop/shared/backend — the Backend port, its error type, and the embedded local adapter.
// The contract suite (../testing/contract.ts) is for tests only and is not exported here.
export type {
  AuthApi,
  Backend,
  BackendUser,
  BusinessApi,
  CatalogueApi,
  CloseShiftInput,
  CustomerPatch,
  ErrorCallback,
  ExpensesApi,
  FilesApi,
  ImageFile,
  OpenShiftInput,
  ProductPatch,
  RecordPayInOutInput,
  RecordSaleInput,
  RecordSaleResult,
  SalesApi,
  SalesQuery,
  SaveExpenseResult,
  SaveStaffResult,
  SignUpInput,
  SignUpProfile,
  StaffApi,
  StaffMembership,
  Unsubscribe,
  UploadedImage,
} from './port';
export { shopUidOf } from './port';
export { BackendError, isBackendError, messageWithoutPrefix } from './errors';
export type { AuthErrorCode, BackendErrorCode, DataErrorCode, StorageErrorCode } from './errors';
export * from './local/index';
export { withFaults } from './faults';
export type { BackendFaults, FaultKind } from './faults';
export { guardTill } from './till-guard';
export type { TillGuardOptions } from './till-guard';
export type { StaffStore, TillState, TillStateKeeper } from './staff-store';
