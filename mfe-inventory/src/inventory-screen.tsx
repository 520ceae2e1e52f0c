// All Products: the live inventory list with search, low-stock signals, and the product modal.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, createProductIndex, stockLevel, stockSummary, stockSummaryText } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { useAuth, useProducts, useShop } from '@shop/shared/session';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, Field, SignedOutNotice, Spinner, ThemeRoot, VirtualList, VisuallyHidden } from '@shop/shared/ui';
import { ProductModal } from './product-modal';
import { ProductRow } from './product-row';
import styles from './inventory-screen.module.css';

/** The remote's root: the inventory inside the design system's theme. */
export function InventoryScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <Inventory />
    </ThemeRoot>
  );
}

type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; product: Product };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function Inventory() {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const live = useProducts();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [lowOnly, setLowOnly] = useState(false);
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState('');

  // Newest first, so what was just added is at the top. Built once per list, searched per keystroke.
  const products = useMemo(() => (live.status === 'ready' ? [...live.data].reverse() : []), [live]);
  const index = useMemo(() => createProductIndex(products), [products]);
  const summary = useMemo(() => stockSummary(products), [products]);
  const shown = useMemo(() => {
    const found = index.search(deferredQuery);
    return lowOnly ? found.filter((p) => stockLevel(p) === 'low' || stockLevel(p) === 'out') : found;
  }, [index, deferredQuery, lowOnly]);

  const edit = useCallback((product: Product) => setModal({ mode: 'edit', product }), []);
  const askDelete = useCallback((product: Product) => setToDelete(product), []);

  const confirmDelete = async () => {
    if (!toDelete || !uid) return;
    setDeleting(true);
    try {
      await backend.deleteProduct(uid, toDelete.id);
      setNotice(`Deleted ${toDelete.name}.`);
    } catch (error) {
      // Spec §8: a failed delete is only logged.
      console.error('Failed to delete product', error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const restock = stockSummaryText(summary);
  const searching = deferredQuery.trim() !== '' || lowOnly;
  const resultText = searching ? `Showing ${shown.length.toLocaleString('en-US')} of ${count(products.length, 'product', 'products')}` : '';

  return (
    <section className={styles.screen} aria-labelledby="inventory-title">
      <header className={styles.header}>
        <div className={styles.headings}>
          <h1 id="inventory-title" className={styles.title}>
            {SCREEN_TEXT.inventoryTitle}
          </h1>
          {live.status === 'ready' ? <p className={styles.subtitle}>{count(products.length, 'product', 'products')}</p> : null}
        </div>
        {uid ? (
          <Button variant="primary" onClick={() => setModal({ mode: 'add' })} iconStart={<PlusIcon />}>
            Add product
          </Button>
        ) : null}
      </header>

      {renderBody()}

      <VisuallyHidden role="status">{notice}</VisuallyHidden>

      <ProductModal
        open={modal.mode !== 'closed'}
        product={modal.mode === 'edit' ? modal.product : null}
        onClose={() => setModal({ mode: 'closed' })}
        onSaved={(name) => setNotice(`Saved ${name}.`)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleting}
        message={toDelete ? `${toDelete.name} will be deleted from your inventory.` : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );

  function renderBody() {
    if (!ready || live.status === 'loading') return <Spinner label="Loading products…" showLabel centered />;
    if (!uid || live.status === 'idle') return <SignedOutNotice description="Log in to see your products." />;
    if (live.status === 'error') return <ErrorBanner>{ERROR_MESSAGES.productsLoadFailed}</ErrorBanner>;
    if (products.length === 0) {
      return (
        <EmptyState
          headingLevel={2}
          title="No products yet"
          description="Add what you sell — goods on your shelves, digital items or tickets — to start selling from the till."
          action={
            <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
              Add your first product
            </Button>
          }
        />
      );
    }
    return (
      <>
        <div className={styles.toolbar}>
          <Field
            type="search"
            label="Search products"
            labelHidden
            placeholder="Search by name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={styles.search}
            autoComplete="off"
            enterKeyHint="search"
          />
          {summary.low + summary.out > 0 ? (
            <Button variant={lowOnly ? 'primary' : 'secondary'} aria-pressed={lowOnly} onClick={() => setLowOnly((on) => !on)}>
              Needs restocking
            </Button>
          ) : null}
        </div>
        {restock ? (
          <p className={styles.restock}>
            <WarningIcon />
            <span>
              <strong>Restock soon:</strong> {restock}.
            </span>
          </p>
        ) : null}
        {/* Always present, so screen readers hear each new count; off screen while there is none.
            data-query is the query the list below is showing, for benches and tests to wait on. */}
        <p role="status" data-query={deferredQuery} className={resultText ? styles.resultCount : styles.offscreen}>
          {resultText}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No products match"
            description={lowOnly && !deferredQuery.trim() ? 'Nothing needs restocking.' : `Nothing in your inventory is named like “${deferredQuery.trim()}”.`}
          />
        ) : (
          <VirtualList
            items={shown}
            getKey={(product) => product.id}
            label="Products"
            estimateSize={73}
            height="auto"
            className={styles.list}
            renderItem={(product) => <ProductRow product={product} onEdit={edit} onDelete={askDelete} />}
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

function WarningIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10 3l8 14H2L10 3z" />
      <path d="M10 8.5v3.5M10 14.6v.1" />
    </svg>
  );
}
