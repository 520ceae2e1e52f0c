// The embedded store: one IndexedDB database (through Dexie) holding every local account, the
// signed-in session, the local mailbox, and each owner's business, products, customers, sales,
// stock movements, refunds, daily roll-ups, expenses, customers' accounts, repayments, staff (with
// their wrong PINs and shifts), images, and the online store (settings, published record, orders).
// Owner data is keyed by [ownerUid+id] so owners never collide, and the indexes on
// [ownerUid+createdAt] / [ownerUid+date] serve the ordered and since-filtered queries.
import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { Business, CustomerBalance, DailyStat } from '../../domain/entities';
import type { KeptGateway } from '../store-gateway-keeper';
import type { PlanPayment } from '../../domain/plan-payments';
import type { StorePayment } from '../../domain/store-gateway';
import { refundFromStored, saleFromStored } from '../codecs';
import type { StoredCustomer, StoredPinAttempts, StoredProduct, StoredRefund, StoredRepayment, StoredSale, StoredShift, StoredStaffMember, StoredStockMovement } from '../codecs';
import type { StoredExpense } from '../expense-codec';
import { utcDateKey } from '../../domain/calendar';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { applyRefundToProductDayStat, applySaleToProductDayStat } from '../../domain/best-sellers';
import type { ProductDayStat } from '../../domain/best-sellers';
import type { OnlineOrder, OnlineStore } from '../../domain/online-store-records';
import type { CatalogueImportRecord } from '../../domain/catalogue-import';
import type { PublishedStoreRow } from './published-store-row';

// The database's name and the published record's row: published-store-row.ts, which the storefront's
// first view reads without Dexie.
export { DEFAULT_DB_NAME } from './published-store-row';
export type { PublishedStoreRow } from './published-store-row';

export type SignInProvider = 'password' | 'google';

export interface AccountRow {
  uid: string;
  /** Lower-cased. */
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  providers: SignInProvider[];
  password: PasswordHash | null;
  createdAt: Date;
  /** SHA-256 (hex) of the secret of the session signed in on this account; absent when signed out. */
  sessionHash?: string | null;
}

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** Hex. */
  salt: string;
  /** Hex. */
  hash: string;
}

/** The one persisted session shared by every tab, like the hosted service's local persistence. */
export interface SessionRow {
  key: 'current';
  uid: string | null;
  /** Raised by one on every sign-in and sign-out, so a tab can tell a newer session from a stale read. */
  version: number;
  /**
   * Random, made at sign-in; the account keeps only its hash. A restore signs in nobody unless the
   * two agree, so a row that names a uid without the secret (written by hand) restores no one.
   */
  secret?: string | null;
}

export type ActionKind = 'verify' | 'reset';

export interface ActionTokenRow {
  token: string;
  uid: string;
  kind: ActionKind;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface MailRow {
  /** Sorts in sending order. */
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The page that acts on the message: `/mailbox/verify?token=…` or `/mailbox/reset?token=…`. */
  link: string;
  kind: ActionKind;
  createdAt: Date;
}

type Owned<T> = T & { ownerUid: string };
// Products, customers, sales, refunds and repayments are kept in their stored shape (two-decimal amounts, codecs.ts).
export type ProductRow = Owned<StoredProduct>;
export type CustomerRow = Owned<StoredCustomer>;
export type SaleRow = Owned<StoredSale>;
export type DailyStatRow = Owned<DailyStat>;
export type ProductStatRow = Owned<ProductDayStat>;
export type StockMovementRow = Owned<StoredStockMovement>;
export type RefundRow = Owned<StoredRefund>;
export type ExpenseRow = Owned<StoredExpense>;
export type RepaymentRow = Owned<StoredRepayment>;
/**
 * What one customer owes in one currency (docs/product-rules.md, 'Credit'), moved only in the
 * transaction that records the credit sale, repayment or refund that moves it (account-mover.ts).
 */
export type CustomerAccountRow = Owned<CustomerBalance>;
export type BusinessRow = Business;
/** A staff member with their PIN's hash (staff.ts), oldest first. */
export type StaffRow = Owned<StoredStaffMember>;
/** One member's wrong PINs in a row (pin.ts), kept apart from the member, where no listing reads it. */
export type PinAttemptsRow = Owned<StoredPinAttempts & { memberId: string }>;
export type ShiftRow = Owned<StoredShift>;
/**
 * The online store (docs/product-rules.md, 'Online store'): one shop's settings, keyed by its owner,
 * its link name unique across the shops of this browser; its published record, keyed by that name,
 * which the store's page reads whole; and its orders. Kept in the domain's shape: integer minor units.
 */
export type OnlineStoreRow = Owned<OnlineStore>;
export type OnlineOrderRow = Owned<OnlineOrder>;

/** A catalogue import (domain/catalogue-import.ts), kept so the last one can be undone. */
export type CatalogueImportRow = Owned<CatalogueImportRecord>;

export interface ImageRow {
  path: string;
  ownerUid: string;
  name: string;
  contentType: string;
  size: number;
  /** The bytes, kept as an ArrayBuffer: every IndexedDB implementation stores those. */
  data: ArrayBuffer;
  createdAt: Date;
}

/** An order's payment through the shop's own account on the embedded backend, with the order's page the desk sends the customer back to. */
export type LocalStorePayment = StorePayment & { returnUrl: string };

export class LocalDatabase extends Dexie {
  declare accounts: Table<AccountRow, string>;
  declare session: Table<SessionRow, string>;
  declare actionTokens: Table<ActionTokenRow, string>;
  declare mail: Table<MailRow, string>;
  declare businesses: Table<BusinessRow, string>;
  declare planPayments: Table<PlanPayment, string>;
  declare storeGateways: Table<KeptGateway, string>;
  declare storePayments: Table<LocalStorePayment, string>;
  declare products: Table<ProductRow, [string, string]>;
  declare customers: Table<CustomerRow, [string, string]>;
  declare sales: Table<SaleRow, [string, string]>;
  declare dailyStats: Table<DailyStatRow, [string, string]>;
  declare productStats: Table<ProductStatRow, [string, string]>;
  declare images: Table<ImageRow, string>;
  declare stockMovements: Table<StockMovementRow, [string, string]>;
  declare refunds: Table<RefundRow, [string, string]>;
  declare expenses: Table<ExpenseRow, [string, string]>;
  /** Customers' balances; `accounts` holds the sign-in accounts. */
  declare customerAccounts: Table<CustomerAccountRow, [string, string, string]>;
  declare repayments: Table<RepaymentRow, [string, string]>;
  declare staff: Table<StaffRow, [string, string]>;
  declare pinAttempts: Table<PinAttemptsRow, [string, string]>;
  declare shifts: Table<ShiftRow, [string, string]>;
  declare onlineStores: Table<OnlineStoreRow, string>;
  declare publishedStores: Table<PublishedStoreRow, string>;
  declare onlineOrders: Table<OnlineOrderRow, [string, string]>;
  declare catalogueImports: Table<CatalogueImportRow, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      accounts: 'uid, &email',
      session: 'key',
      actionTokens: 'token, uid',
      mail: 'id, createdAt',
      businesses: 'ownerUid',
      products: '[ownerUid+id], [ownerUid+createdAt]',
      customers: '[ownerUid+id], [ownerUid+createdAt]',
      sales: '[ownerUid+id], [ownerUid+createdAt]',
      dailyStats: '[ownerUid+date]',
      images: 'path, ownerUid',
    });
    // Version 2: every change of stock is a movement, listed per product newest first; and the
    // roll-ups keep revenue per currency, rebuilt from the sales (version 1 summed currencies).
    this.version(2)
      .stores({ stockMovements: '[ownerUid+id], [ownerUid+productId+createdAt]' })
      .upgrade(async (tx) => {
        const rebuilt = new Map<string, DailyStatRow>();
        await tx
          .table<SaleRow>('sales')
          .toCollection()
          .each((sale) => {
            const key = `${sale.ownerUid}\u0000${utcDateKey(sale.createdAt)}`;
            const before = rebuilt.get(key);
            rebuilt.set(key, { ...applySaleToDailyStat(before, saleFromStored(sale)), ownerUid: sale.ownerUid });
          });
        const stats = tx.table<DailyStatRow>('dailyStats');
        await stats.clear();
        await stats.bulkPut([...rebuilt.values()]);
      });
    // Version 3: refunds, listed newest first and per sale.
    this.version(3).stores({ refunds: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+saleId+createdAt]' });
    // Version 4: expenses, read by the day they were spent (domain/expenses.ts).
    this.version(4).stores({ expenses: '[ownerUid+id], [ownerUid+spentOn]' });
    // Version 5: each day's products' figures (best-sellers.ts), beside the daily roll-up; and selling on credit. Each customer's balance per currency; repayments, listed oldest
    // first, all or one customer's; and the credit sales and the refunds that took something off an
    // account, each found through an index only they are in (a sale has `dueOn` and a refund
    // `credit` only then, and IndexedDB leaves a record out of an index whose key it lacks).
    this.version(5).stores({
      productStats: '[ownerUid+date]',
      customerAccounts: '[ownerUid+customerId+currency]',
      repayments: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+customer.id+createdAt]',
      sales: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+customer.id+dueOn]',
      refunds: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+saleId+createdAt], [ownerUid+customer.id+credit]',
    })
      .upgrade(async (tx) => {
        // The product roll-ups are rebuilt from the sales and refunds already kept, so the best
        // sellers of days before the upgrade are there too.
        const rebuilt = new Map<string, ProductStatRow>();
        const put = (ownerUid: string, date: string, apply: (before: ProductStatRow | undefined) => ProductDayStat) => {
          const key = `${ownerUid}\u0000${date}`;
          rebuilt.set(key, { ...apply(rebuilt.get(key)), ownerUid });
        };
        await tx
          .table<SaleRow>('sales')
          .toCollection()
          .each((row) => put(row.ownerUid, utcDateKey(row.createdAt), (before) => applySaleToProductDayStat(before, saleFromStored(row))));
        await tx
          .table<RefundRow>('refunds')
          .toCollection()
          .each((row) => put(row.ownerUid, utcDateKey(row.createdAt), (before) => applyRefundToProductDayStat(before, refundFromStored(row))));
        await tx.table<ProductStatRow>('productStats').bulkPut([...rebuilt.values()]);
      });
    // Version 6: staff at a shared till (issue #35; domain/staff.ts). The members, oldest first;
    // each member's wrong PINs; and the shifts, listed newest first by their opening and found per
    // member (the open one is the one whose `closedAt` is null). New tables only: nothing to upgrade.
    this.version(6).stores({
      staff: '[ownerUid+id], [ownerUid+createdAt]',
      pinAttempts: '[ownerUid+memberId]',
      shifts: '[ownerUid+id], [ownerUid+openedAt], [ownerUid+staff.id]',
    });
    // Version 7: the instant online store (issue #43). Each shop's store settings, found by owner
    // and, through a unique index, by link name (two shops never hold one name); the published
    // record the page reads, by link name; and the orders, newest placed first. New tables only:
    // nothing to upgrade.
    this.version(7).stores({
      onlineStores: 'ownerUid, &name',
      publishedStores: 'name, ownerUid',
      onlineOrders: '[ownerUid+id], [ownerUid+placedAt]',
    });
    // Version 8: the catalogue's imports (issue #46), the last one found by when it was made. A new
    // table only: nothing to upgrade.
    this.version(8).stores({ catalogueImports: '[ownerUid+id], [ownerUid+importedAt]' });
    // Version 9: payments for the shop's plan (plan-payments.ts), by reference and by shop. A new
    // table only: nothing to upgrade.
    this.version(9).stores({ planPayments: 'reference, uid' });
    // Version 10: the shop's own Paystack account (store-gateway.ts), its key kept apart from
    // every record a screen reads, by shop. A new table only: nothing to upgrade.
    this.version(10).stores({ storeGateways: 'uid' });
    // Version 11: the online store's payments through the shop's own account (store-gateway.ts,
    // StorePayment), answered on the local payments desk, by reference and by shop. A new table
    // only: nothing to upgrade.
    this.version(11).stores({ storePayments: 'reference, uid' });
  }
}

/** The key range of one owner's rows in an index whose first part is ownerUid. */
export function ownerRange(uid: string): [[string, unknown], [string, unknown]] {
  return [
    [uid, Dexie.minKey],
    [uid, Dexie.maxKey],
  ];
}

export function withoutOwner<T extends { ownerUid: string }>(row: T): Omit<T, 'ownerUid'> {
  const { ownerUid: _owner, ...rest } = row;
  return rest;
}
