export { createLocalBackend, LOCAL_IMAGE_URL_PREFIX } from './local-backend';
export type { GoogleAccountChoice, GoogleAccountChooser, GoogleAccountRequest, LocalBackend, LocalBackendOptions, LocalMailbox, MailMessage } from './local-backend';
export { DEFAULT_DB_NAME, LocalDatabase } from './db';
export { DEFAULT_PBKDF2_ITERATIONS } from './crypto';
export type { LocalPaymentsDesk } from './plan-payments';
export type { LocalOrderPaymentsDesk } from './online-store';
export type { LocalStorePayment } from './db';
