// An unknown code scanned at the till is offered to be added (issue #45): All Products opens its
// form for a new product with the barcode filled in (NEW_PRODUCT_BARCODE_PARAM, read by
// mfe-inventory). Only inside the suite, where All Products is a view, and only for someone who may
// add products (staff.ts: 'edit-products').
import { NEW_PRODUCT_BARCODE_PARAM, operatorMay } from '@shop/shared/domain';
import type { TillOperator } from '@shop/shared/domain';
import { navigateTo } from '@shop/shared/mfe';

/** The view of All Products (shell/src/frame/views.ts). */
const ALL_PRODUCTS_VIEW = 'inventory-all';

/** How the till offers to add a product for an unknown code, or undefined where it cannot. */
export function addScannedProductFor(operator: TillOperator | null): ((code: string) => void) | undefined {
  if (typeof window === 'undefined' || typeof window.singleSpaNavigate !== 'function') return undefined;
  if (!operatorMay(operator, 'edit-products')) return undefined;
  return (code) => {
    const url = new URL(window.location.href);
    url.searchParams.set('view', ALL_PRODUCTS_VIEW);
    url.searchParams.set(NEW_PRODUCT_BARCODE_PARAM, code);
    navigateTo(`${url.pathname}${url.search}`);
  };
}
