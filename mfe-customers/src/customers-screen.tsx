// All Customers: the live customer list with search, the customer modal, and each customer's purchases
// and account (what they owe, their statement, Record payment). What the person at the till may do
// here (staff.ts, STAFF_PERMISSIONS, operatorMay): a cashier sees customers' names and phones, adds
// one, and records a repayment on the chosen customer's balance, but never edits or deletes one,
// sets a credit limit or an e-mail, or sees the owe book, the ageing or a statement
// ('edit-customers', 'see-debts-ageing'). Hidden here; the adapters refuse them too.
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, createCustomerIndex, operatorMay } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { useAuth, useBusiness, useCustomers, useShop, useTillOperator } from '@shop/shared/session';
import { ListStates, Button, ConfirmDialog, DEVICE_TIME_ZONE, EmptyState, ResultCount, SearchField, ThemeRoot, useListScreen, usePlanStandingOf, ViewOnlyNote, VirtualList, VisuallyHidden } from '@shop/shared/ui';
import { CustomerAccountModal } from './account/customer-account-modal';
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

export function Customers() {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const live = useCustomers();
  // A view-only shop (docs/product-rules.md, 'Plans') reads its customers, and adds or edits none.
  const business = useBusiness();
  const standing = usePlanStandingOf(business.status === 'ready' ? business.business : null);
  const viewOnly = standing?.state === 'view-only';
  const mayEdit = operatorMay(useTillOperator(), 'edit-customers') && !viewOnly;
  const list = useListScreen<Customer>({
    remove: (customer) => (uid ? backend.deleteCustomer(uid, customer.id) : Promise.reject(new Error('Nobody is signed in'))),
    one: 'customer',
    many: 'customers',
  });
  const { query, deferredQuery, count } = list;
  // The customer whose purchases are open.
  const [chosen, setChosen] = useState<Customer | null>(null);
  // The customer whose account is open.
  const [account, setAccount] = useState<Customer | null>(null);

  // Newest first; the index is built once per list and searched per keystroke.
  const customers = useMemo(() => (live.status === 'ready' ? [...live.data].reverse() : []), [live]);
  const index = useMemo(() => createCustomerIndex(customers), [customers]);
  const shown = useMemo(() => index.search(deferredQuery), [index, deferredQuery]);

  const resultText = deferredQuery.trim() !== '' ? list.showing(shown.length, customers.length) : '';

  return (
    <section className={styles.screen} aria-labelledby="customers-title">
      <header className={styles.header}>
        <div>
          <h1 id="customers-title" className={styles.title}>
            {SCREEN_TEXT.customersTitle}
          </h1>
          {live.status === 'ready' ? <p className={styles.subtitle}>{count(customers.length)}</p> : null}
        </div>
        {uid && !viewOnly ? (
          <Button variant="primary" onClick={list.openAdd} iconStart={<PlusIcon />}>
            Add customer
          </Button>
        ) : null}
      </header>

      {viewOnly && standing ? <ViewOnlyNote standing={standing} timeZone={DEVICE_TIME_ZONE} className={styles.viewOnly} /> : null}

      {renderBody()}

      <VisuallyHidden role="status">{list.notice}</VisuallyHidden>

      <CustomerModal open={list.editor.mode !== 'closed' && !viewOnly && (mayEdit || !list.editing)} customer={list.editing} onClose={list.closeEditor} onSaved={list.announceSaved} />
      <CustomerPurchasesModal customer={chosen} onClose={() => setChosen(null)} />
      <CustomerAccountModal holder={account} onClose={() => setAccount(null)} />
      <ConfirmDialog
        open={mayEdit && list.toDelete !== null}
        busy={list.deleting}
        message={list.toDelete ? `${list.toDelete.name} will be deleted from your customers. Their past sales are kept.` : undefined}
        onConfirm={() => void list.confirmDelete()}
        onCancel={list.cancelDelete}
      />
    </section>
  );

  function renderBody() {
    return (
      <ListStates
        ready={ready}
        signedIn={Boolean(uid)}
        live={live}
        noun="customers"
        failedMessage={ERROR_MESSAGES.customersLoadFailed}
        isEmpty={customers.length === 0}
        empty={{
          title: 'No customers yet',
          description: 'Keep your regulars here to see what they buy and reach them by phone or e-mail.',
          addLabel: 'Add your first customer',
          onAdd: list.openAdd,
        }}
      >
        <SearchField label="Search customers" placeholder="Search by name or phone" value={query} onChange={(event) => list.setQuery(event.target.value)} />
        <ResultCount text={resultText} />
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
            renderItem={(customer) => <CustomerRow customer={customer} onShowPurchases={setChosen} onShowAccount={setAccount} onEdit={list.openEdit} onDelete={list.askDelete} mayEdit={mayEdit} />}
          />
        )}
      </ListStates>
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
