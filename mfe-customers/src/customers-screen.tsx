// All Customers: the live customer list with search, the customer modal, and each customer's purchases.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, createCustomerIndex } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { useAuth, useCustomers, useShop } from '@shop/shared/session';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, Field, SignedOutNotice, Spinner, ThemeRoot, VirtualList, VisuallyHidden } from '@shop/shared/ui';
import { CustomerModal } from './customer-modal';
import { CustomerPurchasesModal } from './customer-purchases-modal';
import { CustomerRow } from './customer-row';
import styles from './customers-screen.module.css';

/** The remote's root: the customers screen inside the design system's theme. */
export function CustomersScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <Customers />
    </ThemeRoot>
  );
}

type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; customer: Customer };

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'customer' : 'customers'}`;

export function Customers() {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const live = useCustomers();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const [chosen, setChosen] = useState<Customer | null>(null);
  const [toDelete, setToDelete] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState('');

  // Newest first; the index is built once per list and searched per keystroke.
  const customers = useMemo(() => (live.status === 'ready' ? [...live.data].reverse() : []), [live]);
  const index = useMemo(() => createCustomerIndex(customers), [customers]);
  const shown = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);

  const showPurchases = useCallback((customer: Customer) => setChosen(customer), []);
  const edit = useCallback((customer: Customer) => setModal({ mode: 'edit', customer }), []);
  const askDelete = useCallback((customer: Customer) => setToDelete(customer), []);

  const confirmDelete = async () => {
    if (!toDelete || !uid) return;
    setDeleting(true);
    try {
      await backend.deleteCustomer(uid, toDelete.id);
      setNotice(`Deleted ${toDelete.name}.`);
    } catch (error) {
      // Spec §8: a failed delete is only logged.
      console.error('Failed to delete customer', error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const resultText = deferredQuery.trim() !== '' ? `Showing ${shown.length.toLocaleString('en-US')} of ${count(customers.length)}` : '';

  return (
    <section className={styles.screen} aria-labelledby="customers-title">
      <header className={styles.header}>
        <div>
          <h1 id="customers-title" className={styles.title}>
            {SCREEN_TEXT.customersTitle}
          </h1>
          {live.status === 'ready' ? <p className={styles.subtitle}>{count(customers.length)}</p> : null}
        </div>
        {uid ? (
          <Button variant="primary" onClick={() => setModal({ mode: 'add' })} iconStart={<PlusIcon />}>
            Add customer
          </Button>
        ) : null}
      </header>

      {renderBody()}

      <VisuallyHidden role="status">{notice}</VisuallyHidden>

      <CustomerModal
        open={modal.mode !== 'closed'}
        customer={modal.mode === 'edit' ? modal.customer : null}
        onClose={() => setModal({ mode: 'closed' })}
        onSaved={(name) => setNotice(`Saved ${name}.`)}
      />
      <CustomerPurchasesModal customer={chosen} onClose={() => setChosen(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleting}
        message={toDelete ? `${toDelete.name} will be deleted from your customers. Their past sales are kept.` : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );

  function renderBody() {
    if (!ready || live.status === 'loading') return <Spinner label="Loading customers…" showLabel centered />;
    if (!uid || live.status === 'idle') return <SignedOutNotice description="Log in to see your customers." />;
    if (live.status === 'error') return <ErrorBanner>{ERROR_MESSAGES.customersLoadFailed}</ErrorBanner>;
    if (customers.length === 0) {
      return (
        <EmptyState
          headingLevel={2}
          title="No customers yet"
          description="Keep your regulars here to see what they buy and reach them by phone or e-mail."
          action={
            <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
              Add your first customer
            </Button>
          }
        />
      );
    }
    return (
      <>
        <Field
          type="search"
          label="Search customers"
          labelHidden
          placeholder="Search by name or phone"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {/* Always present, so screen readers hear each new count; off screen while there is none. */}
        <p role="status" className={resultText ? styles.resultCount : styles.offscreen}>
          {resultText}
        </p>
        {shown.length === 0 ? (
          <EmptyState headingLevel={2} title="No customers match" description={`No customer's name or phone contains “${deferredQuery.trim()}”.`} />
        ) : (
          <VirtualList
            items={shown}
            getKey={(customer) => customer.id}
            label="Customers"
            estimateSize={69}
            height="auto"
            className={styles.list}
            renderItem={(customer) => <CustomerRow customer={customer} onShowPurchases={showPurchases} onEdit={edit} onDelete={askDelete} />}
          />
        )}
      </>
    );
  }
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M10 4v12M4 10h12" />
    </svg>
  );
}
