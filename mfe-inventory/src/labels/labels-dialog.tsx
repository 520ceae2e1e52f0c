// Print labels (issue #45): the products listed in All Products that have a barcode, on an A4
// sheet or a 40 × 30 mm roll, a number of copies of each, printed through the browser.
import { useState } from 'react';
import type { Product } from '@shop/shared/domain';
import { Field, FormModal, Select } from '@shop/shared/ui';
import { LABEL_LAYOUTS } from './label-layouts';
import type { LabelLayoutId } from './label-layouts';
import { printLabels } from './print-labels';

export const LABELS_TEXT = {
  open: 'Print labels',
  title: 'Print labels',
  layout: 'Paper',
  copies: 'Labels of each product',
  print: 'Print',
  count: (products: number) => `Name, price and barcode of ${products === 1 ? '1 product' : `${products} products`} in the list with a barcode.`,
  copiesInvalid: 'Give a whole number from 1 to 100.',
  failed: 'The labels could not be printed. Try again.',
} as const;

const MAX_COPIES = 100;
const LAYOUT_OPTIONS = Object.values(LABEL_LAYOUTS).map((layout) => ({ value: layout.id, label: layout.name }));

export interface LabelsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The products listed; those without a barcode get no label. */
  products: readonly Product[];
  /** Prints; printLabels unless a story or test says otherwise. */
  print?: typeof printLabels;
}

export function LabelsDialog({ open, onClose, products, print = printLabels }: LabelsDialogProps) {
  const [layout, setLayout] = useState<LabelLayoutId>('a4-sheet');
  const [copies, setCopies] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const barcoded = products.filter((product) => product.barcode);
  const count = Number(copies);
  const copiesError = Number.isInteger(count) && count >= 1 && count <= MAX_COPIES ? undefined : LABELS_TEXT.copiesInvalid;

  const submit = async () => {
    if (copiesError) return;
    setPrinting(true);
    setError(null);
    try {
      await print(barcoded, LABEL_LAYOUTS[layout], count);
      onClose();
    } catch (failure) {
      console.warn(LABELS_TEXT.failed, failure);
      setError(LABELS_TEXT.failed);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <FormModal open={open} onClose={onClose} title={LABELS_TEXT.title} description={LABELS_TEXT.count(barcoded.length)} saving={printing} error={error} submitLabel={LABELS_TEXT.print} onSubmit={submit} size="sm">
      <Select<LabelLayoutId> label={LABELS_TEXT.layout} options={LAYOUT_OPTIONS} value={layout} onChange={(event) => setLayout(event.target.value as LabelLayoutId)} />
      <Field label={LABELS_TEXT.copies} type="number" inputMode="numeric" min="1" max={String(MAX_COPIES)} step="1" value={copies} onChange={(event) => setCopies(event.target.value)} error={copiesError} required />
    </FormModal>
  );
}
