// @shop/shared/records: how the shop's records are stored — the codecs between the domain's
// entities and the stored documents, and the ids of the documents derived from them. Imports the
// domain only, so the server's code (functions/) and the adapters read and write the same shapes.
export * from './codecs';
export { accountDocumentId, dailyStatDocumentId } from './document-ids';
export { BARCODE_CLAIMS, barcodeClaimChanges, barcodeClaimId, barcodeKeysOf } from './barcode-claims';
export type { BarcodeClaim, CarriesCodes } from './barcode-claims';
