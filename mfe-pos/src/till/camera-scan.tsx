// The till's camera scanning (issue #45): a button beside the search opens the camera scanner,
// which loads on the first tap (@shop/shared/scanner, a chunk of its own: the till and the partner
// widget never load it up front). A code read adds its product as the search's Enter does, with a
// beep and a vibration; an unknown code says so and offers to add the product.
import { lazy, Suspense, useState } from 'react';
import { BARCODE_MESSAGES, lineNameText, scanMatch } from '@shop/shared/domain';
import type { CartProduct, Product, ProductPack } from '@shop/shared/domain';
import { Button, drawnIcon } from '@shop/shared/ui';

const loadScanner = () => import(/* webpackChunkName: "online-only-scanner" */ '@shop/shared/scanner');
const CameraScanner = lazy(() => loadScanner().then((module) => ({ default: module.CameraScanner })));

/** A camera: the button's picture, its name said in words (CAMERA_SCAN_TEXT.open). */
const CameraIcon = drawnIcon(
  'CameraIcon',
  <>
    <path d="M3 7.25A1.75 1.75 0 0 1 4.75 5.5h1.9l1.2-1.75h4.3l1.2 1.75h1.9A1.75 1.75 0 0 1 17 7.25v7A1.75 1.75 0 0 1 15.25 16H4.75A1.75 1.75 0 0 1 3 14.25z" />
    <circle cx="10" cy="10.5" r="3" />
  </>,
);

export const CAMERA_SCAN_TEXT = {
  open: 'Scan with camera',
  added: (name: string) => `Added ${name}.`,
  notAdded: (name: string) => `${name} was not added: see the till.`,
  addProduct: 'Add this product',
} as const;

export interface CameraScanProps {
  products: readonly Product[] | undefined;
  onAdd: (product: CartProduct, pack?: ProductPack | null) => boolean;
  /** Offered for an unknown code when the person at the till may add products; absent, not offered. */
  onAddUnknown?: (code: string) => void;
  disabled?: boolean;
}

type Outcome = { kind: 'added' | 'refused'; name: string } | { kind: 'unknown'; code: string };

export function CameraScan({ products, onAdd, onAddUnknown, disabled = false }: CameraScanProps) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const scanned = (code: string) => {
    // A pack's barcode adds that pack (packs.ts, scanMatch).
    const match = products ? scanMatch(products, code) : undefined;
    if (!match) {
      setOutcome({ kind: 'unknown', code });
      return;
    }
    const { product, pack } = match;
    const added = onAdd(product, pack);
    setOutcome({ kind: added ? 'added' : 'refused', name: lineNameText({ name: product.name, ...(pack ? { pack } : {}) }) });
    if (added) void loadScanner().then((module) => module.scanFeedback());
  };

  const status =
    outcome === null ? undefined : outcome.kind === 'unknown' ? (
      <>
        <span>{BARCODE_MESSAGES.notFound(outcome.code)}</span>{' '}
        {onAddUnknown ? (
          <Button size="sm" onClick={() => onAddUnknown(outcome.code)}>
            {CAMERA_SCAN_TEXT.addProduct}
          </Button>
        ) : null}
      </>
    ) : outcome.kind === 'added' ? (
      CAMERA_SCAN_TEXT.added(outcome.name)
    ) : (
      CAMERA_SCAN_TEXT.notAdded(outcome.name)
    );

  return (
    <>
      <Button iconOnly aria-label={CAMERA_SCAN_TEXT.open} title={CAMERA_SCAN_TEXT.open} onClick={() => setOpen(true)} disabled={disabled} onPointerEnter={() => void loadScanner()}>
        <CameraIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CameraScanner
            open
            status={status}
            onScan={scanned}
            onClose={() => {
              setOpen(false);
              setOutcome(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
