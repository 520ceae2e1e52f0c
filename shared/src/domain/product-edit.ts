// What saving an edited product writes: only the fields the owner changed in the form
// (docs/product-rules.md, 'Stock'). Other tills keep selling while the form is open; writing back
// the quantity the form was opened with would return their sold units to the shelf. The stock
// itself is never the form's to change: it moves by sales, deliveries and counts
// (stock-movements.ts). Only a change of type touches it: a product that becomes Physical gets its
// starting stock, and one that stops being Physical loses its stock.
import type { ProductDraft } from './entities';

const EDITABLE_FIELDS = ['name', 'type', 'priceMinor', 'costMinor', 'currency', 'description', 'imageUrl', 'imagePath', 'barcode'] as const;

/**
 * The fields of `edited` that differ from the product as the form `opened` it. A field that became
 * undefined (the stock of a product that is no longer Physical) is present with undefined: remove it.
 */
export function productChanges(opened: ProductDraft, edited: ProductDraft): Partial<ProductDraft> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    // A cost not known is the same whether absent or null; a cost cleared is written as null.
    if (field === 'costMinor') {
      if ((opened.costMinor ?? null) !== (edited.costMinor ?? null)) changes.costMinor = edited.costMinor ?? null;
    } else if (!Object.is(opened[field], edited[field])) changes[field] = edited[field];
  }
  // Its packs (packs.ts) are written whole when any of them changed; none left removes them.
  if (JSON.stringify(opened.packs ?? []) !== JSON.stringify(edited.packs ?? [])) changes.packs = edited.packs && edited.packs.length > 0 ? edited.packs : undefined;
  if (opened.type !== edited.type) changes.quantity = edited.quantity;
  return changes as Partial<ProductDraft>;
}
