// All Products' camera scanning (issue #45): a code read finds its product (the search shows it,
// with a beep and a vibration); an unknown code says so and offers to add the product with the
// barcode filled in. The scanner loads on the first tap (@shop/shared/scanner).
import { lazy, Suspense, useState } from 'react';
import { BARCODE_MESSAGES, productWithBarcode } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';

const loadScanner = () => import(/* webpackChunkName: "online-only-scanner" */ '@shop/shared/scanner');
const CameraScanner = lazy(() => loadScanner().then((module) => ({ default: module.CameraScanner })));

export const INVENTORY_SCAN_TEXT = {
  open: 'Scan with camera',
  found: (name: string) => `Found ${name}.`,
  addProduct: 'Add this product',
} as const;

export interface InventoryCameraScanProps {
  products: readonly Product[];
  /** Shows the product found (All Products searches for its code). */
  onFound: (product: Product) => void;
  /** Offered for an unknown code when the person may add products. */
  onAddUnknown?: ((code: string) => void) | undefined;
}

type Outcome = { kind: 'found'; name: string } | { kind: 'unknown'; code: string };

export function InventoryCameraScan({ products, onFound, onAddUnknown }: InventoryCameraScanProps) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const close = () => {
    setOpen(false);
    setOutcome(null);
  };

  const scanned = (code: string) => {
    const product = productWithBarcode(products, code);
    if (!product) {
      setOutcome({ kind: 'unknown', code });
      return;
    }
    setOutcome({ kind: 'found', name: product.name });
    onFound(product);
    void loadScanner().then((module) => module.scanFeedback());
  };

  const status =
    outcome === null ? undefined : outcome.kind === 'found' ? (
      INVENTORY_SCAN_TEXT.found(outcome.name)
    ) : (
      <>
        <span>{BARCODE_MESSAGES.notFound(outcome.code)}</span>{' '}
        {onAddUnknown ? (
          <Button
            size="sm"
            onClick={() => {
              close();
              onAddUnknown(outcome.code);
            }}
          >
            {INVENTORY_SCAN_TEXT.addProduct}
          </Button>
        ) : null}
      </>
    );

  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={() => void loadScanner()}>
        {INVENTORY_SCAN_TEXT.open}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CameraScanner open status={status} onScan={scanned} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
