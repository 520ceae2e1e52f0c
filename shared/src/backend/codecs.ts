// The stored shapes live in records/ (shared/src/records/README.md), where the server's code
// (functions/) reads them too; the adapters keep importing them from here.
export * from '../records/codecs';
