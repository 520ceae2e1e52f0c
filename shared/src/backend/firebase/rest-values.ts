// Firestore's REST API writes a document's fields as typed values ({ stringValue: 'x' },
// { integerValue: '12050' }, { mapValue: { fields } } …). This reads them back as the SDK's reads
// give them to the adapter after convert.ts (plainFromStore): plain objects, arrays, numbers,
// strings, booleans, null, and every timestamp a Date. Small on purpose: the storefront's first
// view (published-store-rest.ts) reads one document with it instead of loading the SDK.

/** One value as the REST API writes it. */
export type RestValue =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A document as the REST API answers a GET. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
  createTime?: string;
  updateTime?: string;
}

/** A value of the REST API as the adapter's reads have it; throws on a kind no record of ours holds (bytes, a place). */
export function valueFromRest(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(valueFromRest);
  if ('mapValue' in value) return fieldsFromRest(value.mapValue.fields);
  throw new Error(`A Firestore value of a kind no record holds: ${Object.keys(value as object).join(', ') || 'none'}.`);
}

/** A document's (or a map's) fields as a plain object. */
export function fieldsFromRest(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, inner]) => [key, valueFromRest(inner)]));
}
