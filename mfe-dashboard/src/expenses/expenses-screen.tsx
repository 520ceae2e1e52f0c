// Expenses (docs/product-rules.md, 'Expenses'): what the shop spent in a period (this month by
// default, by the device's day each was spent), newest first, with the totals per currency (all of
// it, and what counts against profit), search by note or category, the CSV of what is shown, and
// the expense form to add one or, clicking a row, edit it; Delete asks 'Sure?' first.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  CURRENCIES,
  createExpenseIndex,
  EXPENSE_MESSAGES,
  expensesByCurrency,
  expensesCsv,
  expensesCsvFileName,
  formatDayKey,
  formatMinor,
  isDateKey,
  localDateKey,
} from '@shop/shared/domain';
import type { Expense } from '@shop/shared/domain';
import { useAuth, useBusiness, useExpenses, useShop } from '@shop/shared/session';
import { Button, Card, ConfirmDialog, DEVICE_TIME_ZONE, downloadCsv, EmptyState, ErrorBanner, Field, ListStates, ResultCount, SearchField, ThemeRoot, usePlanStandingOf, ViewOnlyNote, VisuallyHidden } from '@shop/shared/ui';
import { ExpenseForm } from './expense-form';
import { EXPENSES_TEXT as T } from './expenses-words';
import frame from '../owner-screen.module.css';
import styles from './expenses-screen.module.css';

export interface ExpensesScreenProps {
  /** The clock (today, this month), for stories and tests; the device's otherwise. */
  now?: Date;
  /** The device's time zone (IANA), for stories and tests; the browser's otherwise. */
  timeZone?: string;
}

/** The remote's root for the Expenses view. */
export function ExpensesScreen(props: ExpensesScreenProps) {
  return (
    <ThemeRoot className={frame.root}>
      <Expenses {...props} />
    </ThemeRoot>
  );
}

type Editor = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; expense: Expense };

/** A date the owner types, and the last real date in it (a half-typed date keeps the list on the last one). */
function useDateBox(initial: string) {
  const [typed, setTyped] = useState(initial);
  const [date, setDate] = useState(initial);
  const choose = useCallback((value: string) => {
    setTyped(value);
    if (isDateKey(value)) setDate(value);
  }, []);
  return { typed, date, choose };
}

const described = (expense: Expense) => [expense.category, formatMinor(expense.amountMinor, expense.currency), formatDayKey(expense.spentOn)] as const;

export function Expenses({ now, timeZone = DEVICE_TIME_ZONE }: ExpensesScreenProps) {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  // A view-only shop (docs/product-rules.md, 'Plans') reads and exports its expenses, and records none.
  const business = useBusiness();
  const standing = usePlanStandingOf(business.status === 'ready' ? business.business : null, now);
  const viewOnly = standing?.state === 'view-only';
  const today = localDateKey(now ?? new Date(), timeZone);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = useDateBox(monthStart);
  const to = useDateBox(today);
  const live = useExpenses(from.date, to.date);

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [notice, setNotice] = useState('');

  // Newest first, as the backend lists them; the index is built once per list and searched per keystroke.
  const expenses = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  const index = useMemo(() => createExpenseIndex(expenses), [expenses]);
  const shown = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);
  const sums = useMemo(() => expensesByCurrency(expenses, from.date, to.date), [expenses, from.date, to.date]);
  const searching = deferredQuery.trim() !== '';

  const openAdd = useCallback(() => setEditor({ mode: 'add' }), []);
  const thisMonth = () => {
    from.choose(monthStart);
    to.choose(today);
  };

  const confirmDelete = async () => {
    if (!toDelete || !uid) return;
    setDeleting(true);
    setDeleteFailed(false);
    try {
      await backend.deleteExpense(uid, toDelete.id);
      setNotice(T.deleted);
    } catch (error) {
      console.error(EXPENSE_MESSAGES.deleteFailed, error);
      setDeleteFailed(true);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <section className={`${frame.screen} ${frame.wide}`} aria-labelledby="expenses-title">
      <header className={frame.header}>
        <div>
          <h1 id="expenses-title" className={frame.title}>
            {T.title}
          </h1>
          {live.status === 'ready' ? <p className={frame.subtitle}>{T.count(expenses.length)}</p> : null}
        </div>
        {uid && !viewOnly ? (
          <Button variant="primary" onClick={openAdd} iconStart={<PlusIcon />}>
            {T.add}
          </Button>
        ) : null}
      </header>

      {viewOnly && standing ? <ViewOnlyNote standing={standing} timeZone={DEVICE_TIME_ZONE} className={styles.viewOnly} /> : null}

      <div className={styles.toolbar}>
        <Field type="date" label={T.from} value={from.typed} max={to.date} onChange={(event) => from.choose(event.target.value)} className={styles.date} />
        <Field type="date" label={T.to} value={to.typed} min={from.date} max={today} onChange={(event) => to.choose(event.target.value)} className={styles.date} />
        <Button variant="ghost" size="sm" className={styles.toolbarButton} disabled={from.date === monthStart && to.date === today} onClick={thisMonth}>
          {T.thisMonth}
        </Button>
        {live.status === 'ready' && shown.length > 0 ? (
          <Button variant="secondary" size="sm" className={styles.toolbarButton} onClick={() => downloadCsv(expensesCsvFileName(now ?? new Date(), timeZone), expensesCsv(shown))}>
            {T.downloadCsv}
          </Button>
        ) : null}
      </div>

      {deleteFailed ? <ErrorBanner>{EXPENSE_MESSAGES.deleteFailed}</ErrorBanner> : null}

      <ListStates
        ready={ready}
        signedIn={Boolean(uid)}
        live={live}
        noun="expenses"
        failedMessage={EXPENSE_MESSAGES.loadFailed}
        isEmpty={expenses.length === 0}
        empty={{ title: T.emptyTitle, description: T.emptyDescription, addLabel: T.addFirst, onAdd: openAdd }}
      >
        <section className={styles.totals} aria-label={T.totalsLabel}>
          {CURRENCIES.flatMap((currency) => {
            const sum = sums[currency];
            if (!sum) return [];
            return [
              <Card
                key={currency}
                headingLevel={2}
                title={T.spent(currency)}
                value={formatMinor(sum.totalMinor, currency)}
                footnote={T.againstProfit(formatMinor(sum.againstProfitMinor, currency))}
              />,
            ];
          })}
        </section>
        <SearchField label={T.search} placeholder={T.searchPlaceholder} value={query} onChange={(event) => setQuery(event.target.value)} />
        <ResultCount text={searching ? T.showing(shown.length, expenses.length) : ''} />
        {shown.length === 0 ? (
          <EmptyState headingLevel={2} title={T.noMatchTitle} description={T.noMatch(deferredQuery.trim())} />
        ) : (
          <ul className={styles.list} aria-label={T.listLabel}>
            {shown.map((expense) => (
              <ExpenseRow key={expense.id} expense={expense} onEdit={(chosen) => setEditor({ mode: 'edit', expense: chosen })} onDelete={setToDelete} />
            ))}
          </ul>
        )}
      </ListStates>

      <VisuallyHidden role="status">{notice}</VisuallyHidden>

      <ExpenseForm
        open={editor.mode !== 'closed'}
        expense={editor.mode === 'edit' ? editor.expense : null}
        today={today}
        onClose={() => setEditor({ mode: 'closed' })}
        onSaved={() => setNotice(T.saved)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleting}
        message={toDelete ? T.deleteMessage(...described(toDelete)) : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

/** One expense: the row opens it for editing; Delete beside it asks 'Sure?'. */
function ExpenseRow({ expense, onEdit, onDelete }: { expense: Expense; onEdit: (expense: Expense) => void; onDelete: (expense: Expense) => void }) {
  const detailsId = `expense-${expense.id}-details`;
  const [category, amount, date] = described(expense);
  return (
    <li className={styles.row}>
      <button type="button" className={styles.rowMain} aria-label={T.edit(category, amount, date)} aria-describedby={detailsId} onClick={() => onEdit(expense)}>
        <span className={styles.rowDate}>
          <time dateTime={expense.spentOn}>{date}</time>
        </span>
        <span className={styles.category}>{category}</span>
        <span className={styles.amount}>{amount}</span>
        <span id={detailsId} className={styles.details}>
          <span>
            {expense.method}
            {expense.fromTill ? ` · ${T.fromTillShort}` : ''}
            {/* Who recorded it, once the shop has staff (docs/product-rules.md, 'Staff at the till'); the owner's account stamps nothing. */}
            {expense.madeBy ? ` · ${T.recordedBy(expense.madeBy.name)}` : ''}
          </span>
          {expense.note ? <span className={styles.note}>{expense.note}</span> : null}
        </span>
      </button>
      <Button size="sm" variant="ghost" className={styles.delete} aria-label={T.deleteLabel(category, amount, date)} onClick={() => onDelete(expense)}>
        {T.delete}
      </Button>
    </li>
  );
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M10 4v12M4 10h12" />
    </svg>
  );
}
