// The Storage emulator of firebase-tools evaluates storage.rules in a Java runtime that it
// downloads on first use; these machines have neither the JAR nor Java 21. This replaces that
// runtime, in this process only, with a stand-in written in JavaScript that applies the same
// policy as firebase/storage.rules: product images live in products/{ownerUid}/**, and whoever may
// edit that shop's products reads, uploads, replaces and deletes them — the owner with a verified
// address, or a member whose staff record's role is in PRODUCT_EDITOR_ROLES, let in as the rules
// let a member in (read from the Firestore emulator, as the rules' firestore.get does); an upload
// must be a JPEG, PNG, WebP or GIF image of at most 5 MB. It does NOT read the rules file: the
// rules themselves are compiled by ./storage-rules-check.mjs and run by the rules suite where the
// official emulators run (see docs/firebase.md); storage-rules.test.ts checks that the roles here,
// in storage.rules and in the domain's permission table agree.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The staff roles whose members may edit products ('edit-products' in STAFF_PERMISSIONS), as storage.rules lists them. */
export const PRODUCT_EDITOR_ROLES = ['manager', 'owner'];

function runtimeModule(firebaseToolsDir) {
  return require(path.join(firebaseToolsDir, 'lib', 'emulator', 'storage', 'rules', 'runtime.js'));
}

/** The claims of an emulator ID token (the Auth emulator signs nothing: the payload is plain JSON), or null. */
function claimsOf(token) {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const uid = claims.user_id ?? claims.sub ?? null;
    return typeof uid === 'string' && uid !== '' ? { ...claims, uid } : null;
  } catch {
    return null;
  }
}

/** The object path inside the bucket, from the emulator's '/b/{bucket}/o/{object}' form. */
function objectPath(rulesPath) {
  const match = /^\/?b\/[^/]+\/o\/(.*)$/.exec(rulesPath);
  return decodeURIComponent(match ? match[1] : rulesPath.replace(/^\//, ''));
}

function isOwner(claims, ownerUid) {
  return claims.uid === ownerUid && (claims.email_verified === true || claims.firebase?.sign_in_provider === 'google.com');
}

/**
 * A member of `ownerUid`'s shop who may edit its products (storage.rules: editsProductsAsMember).
 * `readDocument(path)` gives a Firestore document's fields as plain values, or null when absent.
 */
async function editsProductsAsMember(claims, ownerUid, readDocument) {
  if (!readDocument || claims.uid === ownerUid || claims.email_verified !== true) return false;
  const membership = await readDocument(`businesses/${ownerUid}/members/${claims.uid}`);
  if (!membership || typeof membership.staffId !== 'string') return false;
  const staff = await readDocument(`businesses/${ownerUid}/staff/${membership.staffId}`);
  return Boolean(staff) && staff.disabled === false && typeof claims.email === 'string' && staff.invitationEmail === claims.email && PRODUCT_EDITOR_ROLES.includes(staff.role);
}

/** Whether storage.rules would let this request through. */
export async function permitted(opts, readDocument = null) {
  const claims = claimsOf(opts.token);
  if (!claims) return false;
  const match = /^products\/([^/]+)\/[^/]+$/.exec(objectPath(opts.path));
  if (!match) return false;
  const ownerUid = match[1];
  if (opts.method === 'create' || opts.method === 'update') {
    const after = opts.file && opts.file.after;
    if (!after) return false;
    const size = Number(after.size);
    const contentType = String(after.contentType || '');
    if (!(size <= MAX_IMAGE_BYTES && IMAGE_TYPES.includes(contentType))) return false;
  }
  if (isOwner(claims, ownerUid)) return true;
  try {
    return await editsProductsAsMember(claims, ownerUid, readDocument);
  } catch {
    return false;
  }
}

/** A Firestore value of the REST API as a plain value (only what the rules above compare). */
function plain(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('integerValue' in value) return Number(value.integerValue);
  return value;
}

/**
 * Reads documents of `projectId` from the Firestore emulator at `firestore` (host:port) as its
 * administrator, past the Firestore rules, as the Storage rules' firestore.get reads them.
 */
export function firestoreReader({ firestore, projectId }) {
  return async (documentPath) => {
    const url = `http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/${documentPath.split('/').map(encodeURIComponent).join('/')}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Firestore answered ${response.status} for ${documentPath}`);
    const body = await response.json();
    return Object.fromEntries(Object.entries(body.fields ?? {}).map(([key, value]) => [key, plain(value)]));
  };
}

/** `options.firestore` (host:port) and `options.projectId`: where members and staff records are read. */
export function installStorageRulesStandIn(firebaseToolsDir, options = {}) {
  const { StorageRulesRuntime, StorageRulesIssues, StorageRulesetInstance } = runtimeModule(firebaseToolsDir);
  const proto = StorageRulesRuntime.prototype;
  if (proto.__standIn) return;
  proto.__standIn = true;
  const readDocument = options.firestore && options.projectId ? firestoreReader(options) : null;
  proto.start = async function start() {
    this._alive = true;
  };
  proto.stop = async function stop() {
    this._alive = false;
  };
  proto.loadRuleset = async function loadRuleset() {
    return { issues: new StorageRulesIssues(), ruleset: new StorageRulesetInstance(this, 2, 'stand-in') };
  };
  proto.verifyWithRuleset = async function verifyWithRuleset(_name, opts) {
    if (process.env.SHOP_STORAGE_RULES_DEBUG) console.error('[storage rules stand-in]', JSON.stringify({ ...opts, token: undefined }));
    return { issues: new StorageRulesIssues(), permitted: await permitted(opts, readDocument) };
  };
}
