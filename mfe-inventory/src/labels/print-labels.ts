// Prints products' labels through the browser (issue #45): bwip-js draws each barcode (loaded on
// the first print), the document (label-layouts.ts) goes in a hidden frame of its own, and the
// browser's print dialog prints it on the paper chosen there. The frame stays until the next print.
import { labelBarcodeOptions } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { labelsDocument, labelText } from './label-layouts';
import type { Label, LabelLayout } from './label-layouts';

/** The frame the labels are printed from (the e2e spec reads its document). */
export const LABELS_FRAME_ATTRIBUTE = 'data-shop-labels';

/** The labels of `products` that have a barcode, `copies` of each, as the document prints them. */
export async function labelsOf(products: readonly Product[], copies: number): Promise<Label[]> {
  // The four encoders alone, by name, so the build keeps only them of bwip-js's hundred.
  const { code128, drawingSVG, ean13, ean8, upca } = await import(/* webpackChunkName: "online-only-label-barcodes" */ 'bwip-js/browser');
  const encoders = { code128, ean13, ean8, upca };
  const labels: Label[] = [];
  for (const product of products) {
    if (!product.barcode) continue;
    const options = labelBarcodeOptions(product.barcode);
    const label = { ...labelText(product), barcodeSvg: encoders[options.bcid]({ ...options }, drawingSVG()) };
    for (let i = 0; i < copies; i += 1) labels.push(label);
  }
  return labels;
}

export async function printLabels(products: readonly Product[], layout: LabelLayout, copies: number): Promise<void> {
  const html = labelsDocument(await labelsOf(products, copies), layout);
  document.querySelector(`iframe[${LABELS_FRAME_ATTRIBUTE}]`)?.remove();
  const frame = document.createElement('iframe');
  frame.setAttribute(LABELS_FRAME_ATTRIBUTE, layout.id);
  frame.title = 'Labels to print';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
}
