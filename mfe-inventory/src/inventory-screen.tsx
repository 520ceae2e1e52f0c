// All Products: the live inventory list with search, low-stock signals, the product modal, the
// stock form with its history, and
// the products shown saved as a CSV file for a stock-take. What the person at the till may do here
// (staff.ts, STAFF_PERMISSIONS, operatorMay): the shell hides Inventory from a cashier; one who
// reaches it sees products, prices and stock, but no cost, margin or stock value at cost
// ('see-costs-and-profit'), no Add, Edit or Delete ('edit-products'), no stock form ('change-stock'
// needs a manager's PIN there) and no CSV ('export').
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { BASIC_PRODUCT_LIMIT, BASIC_PRODUCTS_TEXT, COST_MESSAGES, ERROR_MESSAGES, sellableProductIds, NEW_PRODUCT_BARCODE_PARAM, SCREEN_TEXT, createProductIndex, formatMinor, operatorMay, productsCsv, productsCsvFileName, needsRestocking, productsNeedingAttention, stockSummary, stockSummaryText, catalogueEntries, variantsPriceText, variantsStock } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { stockValues } from './cost';
import { InventoryCameraScan } from './inventory-camera-scan';
import { LabelsDialog, LABELS_TEXT } from './labels/labels-dialog';
import type { StockValue } from './cost';
import { useAuth, useBusiness, useProducts, useReservedStock, useShop, useTillOperator } from '@shop/shared/session';
import { ListStates, Button, ConfirmDialog, DEVICE_TIME_ZONE, downloadCsv, EmptyState, ResultCount, SearchField, ThemeRoot, useListScreen, usePlanStandingOf, ViewOnlyNote, ErrorBanner, VirtualList, VisuallyHidden } from '@shop/shared/ui';
import { ProductModal } from './product-modal';
import type { NewVariantOf } from './product-modal';
import { ProductRow } from './product-row';
import { StockModal } from './stock-modal';
import styles from './inventory-screen.module.css';

/** The remote's root: the inventory inside the design system's theme. */
export function InventoryScreen() {
  return (
    <ThemeRoot className={styles.root}>
      <Inventory />
    </ThemeRoot>
  );
}

export function Inventory() {
  const { ready } = useAuth();
  const { uid, backend } = useShop();
  const live = useProducts();
  // Units held for confirmed online orders, shown with what is available; a backend that cannot
  // tell (an error: the Firebase adapter's server functions are not built) shows the stock alone.
  const reserved = useReservedStock().data;
  const operator = useTillOperator();
  const showCosts = operatorMay(operator, 'see-costs-and-profit');
  // A view-only shop (docs/product-rules.md, 'Plans') reads and exports its products, and writes none.
  const business = useBusiness();
  const profile = business.status === 'ready' ? business.business : null;
  const standing = usePlanStandingOf(profile);
  const viewOnly = standing?.state === 'view-only';
  // On Basic the owner chooses the products the till sells (plans.ts sellableProductIds); the others are kept, hidden from the till.
  const onBasic = standing?.plan === 'basic';
  const mayChooseBasic = onBasic && operatorMay(operator, 'edit-business');
  const sellableOnBasic = useMemo(() => (onBasic && profile && live.status === 'ready' ? sellableProductIds(profile, live.data) : null), [onBasic, profile, live]);
  const [basicFailed, setBasicFailed] = useState(false);
  const toggleBasic = useCallback(
    (product: Product) => {
      if (!uid || !sellableOnBasic) return;
      const next = sellableOnBasic.has(product.id) ? [...sellableOnBasic].filter((id) => id !== product.id) : [...sellableOnBasic, product.id];
      setBasicFailed(false);
      backend.updateShopSettings(uid, { basicProductIds: next }).catch((error: unknown) => {
        console.error(BASIC_PRODUCTS_TEXT.saveFailed, error);
        setBasicFailed(true);
      });
    },
    [uid, backend, sellableOnBasic],
  );
  const mayEdit = operatorMay(operator, 'edit-products') && !viewOnly;
  const mayChangeStock = operatorMay(operator, 'change-stock') && !viewOnly;
  const mayExport = operatorMay(operator, 'export');
  const list = useListScreen<Product>({
    remove: (product) => (uid ? backend.deleteProduct(uid, product.id) : Promise.reject(new Error('Nobody is signed in'))),
    one: 'product',
    many: 'products',
  });
  const { query, deferredQuery, count } = list;
  const [lowOnly, setLowOnly] = useState(false);
  const [stockOf, setStockOf] = useState<Product | null>(null);
  const resultId = useId();
  // A new product's barcode filled in: a code scanned here or at the till that no product carries.
  const [newBarcode, setNewBarcode] = useState<string | undefined>(undefined);
  const [labelsOpen, setLabelsOpen] = useState(false);
  // A variant added to a product with variants (variants.ts): the product it joins.
  const [newVariantOf, setNewVariantOf] = useState<NewVariantOf | undefined>(undefined);
  const addWithBarcode = (code: string) => {
    setNewBarcode(code);
    list.openAdd();
  };
  // The till's offer to add a scanned code arrives as a query parameter, read once and removed.
  const { openAdd } = list;
  useEffect(() => {
    if (!mayEdit || !uid) return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(NEW_PRODUCT_BARCODE_PARAM);
    if (!code) return;
    url.searchParams.delete(NEW_PRODUCT_BARCODE_PARAM);
    window.history.replaceState(window.history.state, '', url);
    setNewBarcode(code);
    openAdd();
  }, [mayEdit, uid, openAdd]);

  // Newest first, so what was just added is at the top. Built once per list, searched per keystroke.
  const products = useMemo(() => (live.status === 'ready' ? [...live.data].reverse() : []), [live]);
  const index = useMemo(() => createProductIndex(products), [products]);
  const summary = useMemo(() => stockSummary(products), [products]);
  const values = useMemo(() => stockValues(products), [products]);
  const shown = useMemo(() => {
    const found = index.search(deferredQuery);
    return lowOnly ? found.filter((p) => needsRestocking(p)) : found;
  }, [index, deferredQuery, lowOnly]);
  // Each product with variants heads its variants (variants.ts, catalogueEntries); each variant keeps its own row, stock and actions.
  const rows = useMemo(
    () =>
      catalogueEntries(shown).flatMap((entry) =>
        entry.kind === 'product' ? [{ kind: 'product' as const, product: entry.product }] : [entry, ...entry.variants.map((product) => ({ kind: 'product' as const, product }))],
      ),
    [shown],
  );

  const restock = stockSummaryText(summary);
  const searching = deferredQuery.trim() !== '' || lowOnly;
  const resultText = searching ? list.showing(shown.length, products.length) : '';

  return (
    <section className={styles.screen} aria-labelledby="inventory-title">
      <header className={styles.header}>
        <div className={styles.headings}>
          <h1 id="inventory-title" className={styles.title}>
            {SCREEN_TEXT.inventoryTitle}
          </h1>
          {live.status === 'ready' ? <p className={styles.subtitle}>{count(products.length)}</p> : null}
        </div>
        {uid && mayEdit ? (
          <Button variant="primary" onClick={list.openAdd} iconStart={<PlusIcon />}>
            Add product
          </Button>
        ) : null}
      </header>

      {viewOnly && standing ? <ViewOnlyNote standing={standing} timeZone={DEVICE_TIME_ZONE} className={styles.viewOnly} /> : null}
      {sellableOnBasic && products.length > 0 ? <p className={styles.basicNote}>{BASIC_PRODUCTS_TEXT.note(sellableOnBasic.size, products.length)}</p> : null}
      {basicFailed ? (
        <ErrorBanner className={styles.viewOnly} onDismiss={() => setBasicFailed(false)}>
          {BASIC_PRODUCTS_TEXT.saveFailed}
        </ErrorBanner>
      ) : null}

      {renderBody()}

      <VisuallyHidden role="status">{list.notice}</VisuallyHidden>

      <ProductModal
        open={mayEdit && list.editor.mode !== 'closed'}
        product={list.editing}
        initialBarcode={newBarcode}
        newVariantOf={newVariantOf}
        onClose={() => {
          setNewBarcode(undefined);
          setNewVariantOf(undefined);
          list.closeEditor();
        }}
        onSaved={list.announceSaved}
      />
      <StockModal product={mayChangeStock ? stockOf : null} onClose={() => setStockOf(null)} />
      <LabelsDialog open={labelsOpen} onClose={() => setLabelsOpen(false)} products={shown} />
      <ConfirmDialog
        open={mayEdit && list.toDelete !== null}
        busy={list.deleting}
        message={list.toDelete ? `${list.toDelete.name} will be deleted from your inventory.` : undefined}
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
        noun="products"
        failedMessage={ERROR_MESSAGES.productsLoadFailed}
        isEmpty={products.length === 0}
        empty={{
          title: 'No products yet',
          description: 'Add what you sell — goods on your shelves, digital items or tickets — to start selling from the till.',
          addLabel: 'Add your first product',
          onAdd: list.openAdd,
        }}
      >
        <div className={styles.toolbar}>
          <SearchField label="Search products" placeholder="Search by name or barcode" value={query} onChange={(event) => list.setQuery(event.target.value)} className={styles.search} />
          <InventoryCameraScan products={products} onFound={(product) => list.setQuery(product.barcode ?? product.name)} onAddUnknown={uid && mayEdit ? addWithBarcode : undefined} />
          {shown.some((product) => product.barcode) ? <Button onClick={() => setLabelsOpen(true)}>{LABELS_TEXT.open}</Button> : null}
          {productsNeedingAttention(summary) > 0 ? (
            <Button variant={lowOnly ? 'primary' : 'secondary'} aria-pressed={lowOnly} onClick={() => setLowOnly((on) => !on)}>
              Needs restocking
            </Button>
          ) : null}
          {mayExport ? (
            <Button
              variant="secondary"
              className={styles.download}
              disabled={shown.length === 0}
              aria-describedby={resultText ? resultId : undefined}
              onClick={() => downloadCsv(productsCsvFileName(new Date(), DEVICE_TIME_ZONE), productsCsv(shown, { timeZone: DEVICE_TIME_ZONE }))}
            >
              Download CSV
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
        {values.length > 0 ? (
          <div className={styles.values}>
            {values.map((value) => (
              <p key={value.currency} className={styles.value} data-currency={value.currency}>
                <strong>{COST_MESSAGES.stockValue}:</strong> {stockValueText(value, showCosts)}
              </p>
            ))}
          </div>
        ) : null}
        {/* data-query is the query the list below is showing, for benches and tests to wait on. */}
        <ResultCount id={resultId} data-query={deferredQuery} text={resultText} />
        {shown.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No products match"
            description={lowOnly && !deferredQuery.trim() ? 'Nothing needs restocking.' : `Nothing in your inventory is named like “${deferredQuery.trim()}”.`}
          />
        ) : (
          <VirtualList
            items={rows}
            getKey={(row) => (row.kind === 'product' ? row.product.id : `variants:${row.productId}`)}
            label="Products"
            estimateSize={73}
            height="auto"
            className={styles.list}
            renderItem={(row) => {
              if (row.kind === 'variants') {
                // A product with variants (variants.ts): its name, options, stock of all and price, its variants under it.
                const stock = variantsStock(row.variants);
                return (
                  <p className={styles.variantsHeading}>
                    <strong>{row.name}</strong> · {`${row.variants.length} ${row.variants.length === 1 ? 'variant' : 'variants'} (${row.options.join(', ')})`}
                    {stock === null ? null : ` · ${stock.toLocaleString('en-US')} in stock`} · {variantsPriceText(row.variants)}
                    {mayEdit && row.variants[0] ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        className={styles.addVariant}
                        aria-label={`Add a variant of ${row.name}`}
                        onClick={() => {
                          setNewVariantOf({ productId: row.productId, productName: row.name, options: row.options, like: row.variants[0] as Product });
                          list.openAdd();
                        }}
                      >
                        Add a variant
                      </Button>
                    ) : null}
                  </p>
                );
              }
              const product = row.product;
              return (
              <div className={product.variant ? styles.variantRow : undefined}>
              <ProductRow
                product={product}
                reserved={reserved?.get(product.id) ?? 0}
                onEdit={list.openEdit}
                onStock={setStockOf}
                onDelete={list.askDelete}
                showCosts={showCosts}
                mayEdit={mayEdit}
                mayChangeStock={mayChangeStock}
                basic={
                  sellableOnBasic
                    ? {
                        sellable: sellableOnBasic.has(product.id),
                        mayChoose: mayChooseBasic && (sellableOnBasic.has(product.id) || (sellableOnBasic.size < BASIC_PRODUCT_LIMIT && product.type === 'Physical')),
                        onToggle: toggleBasic,
                      }
                    : undefined
                }
              />
              </div>
              );
            }}
          />
        )}
      </ListStates>
    );
  }
}

/** `₵1,200.00 at price · ₵800.00 at cost (2 products in stock have no cost price).`; at price only without `showCosts`. */
function stockValueText(value: StockValue, showCosts: boolean): string {
  const parts = [COST_MESSAGES.atPrice(formatMinor(value.atPriceMinor, value.currency))];
  if (showCosts && value.costed > 0) parts.push(COST_MESSAGES.atCost(formatMinor(value.atCostMinor, value.currency)));
  const uncosted = showCosts && value.uncosted > 0 ? ` (${COST_MESSAGES.uncosted(value.uncosted)})` : '';
  return `${parts.join(' · ')}${uncosted}.`;
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
