// The suite's own code the benchmark measures with: the SDK, the domain's records, the adapter's
// codecs and field lists. Imported once the entry has registered its TypeScript hooks.

export const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
export const { doc, getDoc, getDocs, collection, deleteField, serverTimestamp, setLogLevel, writeBatch } = await import('firebase/firestore');
// The refusals the bisections provoke are expected: the SDK need not warn of each.
setLogLevel('silent');
export const domain = await import('../../shared/src/domain/index.ts');
export const { MAX_SALE_LINES } = await import('../../shared/src/domain/sale-check.ts');
export const { startingStockMovement } = await import('../../shared/src/domain/stock-movements.ts');
export const { saleOf } = await import('../../shared/src/testing/sale-of.ts');
export const fields = await import('../../shared/src/backend/firebase/fields.ts');
export const { customerDraftToStored, productPatchToStored, refundToStored, repaymentToStored, saleToStored, stockMovementToStored } = await import('../../shared/src/backend/codecs.ts');
export const { shiftToStored } = await import('../../shared/src/backend/codecs-shifts.ts');
export const { MAX_PAYMENT_PARTS, PAYMENT_METHODS, MAX_REFUND_REASON_LENGTH } = domain;
export const { pickFields, SALE_FIELDS, STOCK_MOVEMENT_FIELDS, REFUND_FIELDS, REPAYMENT_FIELDS, PRODUCT_WRITTEN_FIELDS, CUSTOMER_FIELDS, BUSINESS_FIELDS, SHIFT_FIELDS, PRODUCT_STOCK_MARK } = fields;
