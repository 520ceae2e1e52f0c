// "Owed to you", the owe book (docs/product-rules.md, 'Credit'): every customer with a balance, one
// row per currency, what they owe by how late it is (not yet due, 1–30, 31–60, 61–90 and over 90
// days overdue, on the device's day), most overdue first; the total owed per currency; search by
// name or phone; the CSV of what is shown. Each row opens the customer's account and sends them a
// reminder by WhatsApp or SMS. The table scrolls inside its own region on a phone, never the page.
// Above it, the shop's days to pay (credit-days-form.tsx): when new credit sales fall due.
// Not a cashier's (staff.ts, 'see-debts-ageing'): one who reaches it is told so, and sees none of it.
import { useDeferredValue, useMemo, useState } from 'react';
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  createCustomerIndex,
  dueStatusText,
  formatMinor,
  localDateKey,
  outstandingDebts,
  OWE_BOOK_TEXT,
  oweBook,
  oweBookCsv,
  oweBookCsvFileName,
  oweBookTotals,
  reminderText,
  smsReceiptLink,
  whatsAppReceiptLink,
  ACCOUNT_TEXT,
  STAFF_MESSAGES,
  operatorMay,
} from '@shop/shared/domain';
import type { Customer, Debt, OweBookRow } from '@shop/shared/domain';
import { useAccountRecords, useAuth, useBalances, useBusiness, useCustomers, useShop, useTillOperator } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';
import { Button, Card, DataTable, DEVICE_TIME_ZONE, downloadCsv, EmptyState, ErrorBanner, Money, ResultCount, SearchField, SignedOutNotice, Spinner, ThemeRoot } from '@shop/shared/ui';
import type { DataTableColumn, WebShare } from '@shop/shared/ui';
import { CustomerAccountModal } from '../account/customer-account-modal';
import type { AccountHolder } from '../account/account-figures';
import { CreditDaysForm } from './credit-days-form';
import styles from './owe-book-screen.module.css';

export interface OweBookScreenProps {
  /** The clock (today, how late each debt is), for stories and tests; the device's otherwise. */
  now?: Date;
  /** The device's time zone (IANA), for stories and tests; the browser's otherwise. */
  timeZone?: string;
  /** The share sheet of the account's sending, for stories and tests; the browser's where it has one. */
  webShare?: WebShare | null;
}

/** The remote's root for the "Owed to you" view. */
export function OweBookScreen(props: OweBookScreenProps) {
  const { uid } = useShop();
  // Signed out, the owe book's own state says so; signed in, only a role that may see the ageing reads it.
  const mayRead = operatorMay(useTillOperator(), 'see-debts-ageing') || uid === null;
  return (
    <ThemeRoot className={styles.root}>
      {mayRead ? (
        <OweBook {...props} />
      ) : (
        <section className={styles.screen} aria-labelledby="owe-book-refused">
          <h1 id="owe-book-refused">{OWE_BOOK_TEXT.title}</h1>
          <p>{STAFF_MESSAGES.notAllowed}</p>
        </section>
      )}
    </ThemeRoot>
  );
}

const rowKey = (row: Pick<OweBookRow, 'customerId' | 'currency'>) => `${row.customerId}_${row.currency}`;

export function OweBook({ now, timeZone = DEVICE_TIME_ZONE, webShare }: OweBookScreenProps) {
  const { ready } = useAuth();
  const { uid } = useShop();
  const customers = useCustomers();
  const balances = useBalances();
  const records = useAccountRecords(null);
  const business = useBusiness();
  const businessName = business.status === 'ready' ? business.business.businessName : null;
  const todayKey = localDateKey(now ?? new Date(), timeZone);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [open, setOpen] = useState<AccountHolder | null>(null);

  const loaded = customers.status === 'ready' && balances.status === 'ready' && records.status === 'ready';
  const rows = useMemo(
    () => (customers.status === 'ready' && balances.status === 'ready' && records.status === 'ready' ? oweBook(customers.data, balances.data, records.data, todayKey) : []),
    [customers, balances, records, todayKey],
  );
  const debts = useMemo(() => (records.status === 'ready' ? outstandingDebts(records.data) : []), [records]);
  const totals = useMemo(() => oweBookTotals(rows), [rows]);
  const index = useMemo(() => createCustomerIndex(rows), [rows]);
  const shown = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);
  const searching = deferredQuery.trim() !== '';
  const customerCount = new Set(rows.map((row) => row.customerId)).size;

  const holderOf = (row: OweBookRow): AccountHolder => {
    const known: Customer | undefined = customers.status === 'ready' ? customers.data.find((c) => c.id === row.customerId) : undefined;
    return known ?? { id: row.customerId, name: row.name, phone: row.phone };
  };
  const reminderOf = (row: OweBookRow) =>
    reminderText({
      customerName: row.name,
      businessName,
      debts: debts.filter((debt: Debt) => debt.customer.id === row.customerId && debt.currency === row.currency),
      owes: { [row.currency]: row.balanceMinor },
      todayKey,
    });

  const columns: DataTableColumn<OweBookRow>[] = [
    {
      id: 'customer',
      header: OWE_BOOK_TEXT.customer,
      rowHeader: true,
      cell: (row) => (
        <span className={styles.who}>
          <Button variant="ghost" size="sm" className={styles.name} aria-haspopup="dialog" aria-label={ACCOUNT_TEXT.openLabel(row.name)} onClick={() => setOpen(holderOf(row))}>
            {row.name}
          </Button>
          {row.phone ? <span className={styles.phone}>{row.phone}</span> : null}
        </span>
      ),
    },
    { id: 'owed', header: OWE_BOOK_TEXT.owed, align: 'end', cell: (row) => <Money minor={row.balanceMinor} currency={row.currency} className={styles.owed} /> },
    ...AGE_BANDS.map(
      (band): DataTableColumn<OweBookRow> => ({
        id: band,
        header: AGE_BAND_LABELS[band],
        align: 'end',
        cell: (row) => (row.bands[band] > 0 ? <Money minor={row.bands[band]} currency={row.currency} className={band === 'not-due' ? undefined : styles.late} /> : <span className={styles.none}>—</span>),
      }),
    ),
    {
      id: 'oldest',
      header: OWE_BOOK_TEXT.oldest,
      cell: (row) => (row.mostDaysOverdue > 0 ? ACCOUNT_TEXT.daysOverdue(row.mostDaysOverdue) : row.nextDueOn ? dueStatusText(row.nextDueOn, todayKey) : AGE_BAND_LABELS['not-due']),
    },
    {
      id: 'remind',
      header: OWE_BOOK_TEXT.remind,
      cell: (row) => {
        const text = reminderOf(row);
        return (
          <span className={styles.remind}>
            <a className={styles.link} href={whatsAppReceiptLink(text, row.phone)} target="_blank" rel="noopener noreferrer" aria-label={`${OWE_BOOK_TEXT.remindWhatsApp(row.name)} ${OWE_BOOK_TEXT.opensInNewTab}`}>
              {OWE_BOOK_TEXT.whatsApp}
            </a>
            <a className={styles.link} href={smsReceiptLink(text, row.phone)} aria-label={OWE_BOOK_TEXT.remindSms(row.name)}>
              {OWE_BOOK_TEXT.sms}
            </a>
          </span>
        );
      },
    },
  ];

  return (
    <section className={styles.screen} aria-labelledby="owe-book-title">
      <header className={styles.header}>
        <div>
          <h1 id="owe-book-title" className={styles.title}>
            {OWE_BOOK_TEXT.title}
          </h1>
          {loaded && rows.length > 0 ? <p className={styles.subtitle}>{OWE_BOOK_TEXT.count(customerCount)}</p> : null}
        </div>
        {loaded && shown.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => downloadCsv(oweBookCsvFileName(now ?? new Date(), timeZone), oweBookCsv(shown))}>
            {OWE_BOOK_TEXT.downloadCsv}
          </Button>
        ) : null}
      </header>

      {business.status === 'ready' ? <CreditDaysForm business={business.business} /> : null}

      {renderBody()}

      <CustomerAccountModal holder={open} onClose={() => setOpen(null)} now={now} timeZone={timeZone} webShare={webShare} />
    </section>
  );

  function renderBody() {
    const lives: LiveState<unknown>[] = [customers, balances, records];
    // The rows wait for the shop's profile too: their reminder links carry the shop's name.
    if (!ready || lives.some((live) => live.status === 'loading') || business.status === 'loading') return <Spinner label={OWE_BOOK_TEXT.loading} showLabel centered />;
    if (!uid || lives.some((live) => live.status === 'idle')) return <SignedOutNotice description={OWE_BOOK_TEXT.signedOut} />;
    const failed = lives.filter((live) => live.status === 'error');
    if (failed.length > 0) {
      return <ErrorBanner onRetry={() => failed.forEach((live) => live.status === 'error' && live.retry())}>{OWE_BOOK_TEXT.loadFailed}</ErrorBanner>;
    }
    if (rows.length === 0) return <EmptyState headingLevel={2} title={OWE_BOOK_TEXT.emptyTitle} description={OWE_BOOK_TEXT.emptyDescription} />;
    return (
      <>
        <section className={styles.totals} aria-label={OWE_BOOK_TEXT.totalsLabel}>
          {totals.map((total) => {
            const overdue = total.balanceMinor - total.bands['not-due'];
            return (
              <Card
                key={total.currency}
                headingLevel={2}
                title={OWE_BOOK_TEXT.total(total.currency)}
                value={formatMinor(total.balanceMinor, total.currency)}
                footnote={overdue > 0 ? OWE_BOOK_TEXT.overdue(formatMinor(overdue, total.currency)) : OWE_BOOK_TEXT.nothingOverdue}
              />
            );
          })}
        </section>
        <SearchField label={OWE_BOOK_TEXT.search} placeholder={OWE_BOOK_TEXT.searchPlaceholder} value={query} onChange={(event) => setQuery(event.target.value)} />
        <ResultCount text={searching ? OWE_BOOK_TEXT.showing(shown.length, rows.length) : ''} />
        {shown.length === 0 ? (
          <EmptyState headingLevel={2} title={OWE_BOOK_TEXT.noMatchTitle} description={OWE_BOOK_TEXT.noMatch(deferredQuery.trim())} />
        ) : (
          <DataTable caption={OWE_BOOK_TEXT.caption} captionHidden columns={columns} rows={shown} getRowId={rowKey} density="compact" className={styles.table} />
        )}
      </>
    );
  }
}
