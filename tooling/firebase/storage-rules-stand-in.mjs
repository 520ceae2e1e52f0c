// The Storage emulator of firebase-tools evaluates storage.rules in a Java runtime that it
// downloads on first use; these machines have neither the JAR nor Java 21. This replaces that
// runtime, in this process only, with a stand-in written in JavaScript that applies the same
// policy as firebase/storage.rules: an owner with a verified address reads and writes only
// products/{their uid}/**, and an upload must be a JPEG, PNG, WebP or GIF image of at most 5 MB. It does NOT read the rules file: the rules themselves are
// checked by the rules suite where the official emulators run (see docs/firebase.md).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

function runtimeModule(firebaseToolsDir) {
  return require(path.join(firebaseToolsDir, 'lib', 'emulator', 'storage', 'rules', 'runtime.js'));
}

/**
 * The uid in an emulator ID token (the Auth emulator signs nothing: the payload is plain JSON),
 * when its address is verified or it signed in with Google; null otherwise.
 */
function verifiedUidOf(token) {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const verified = claims.email_verified === true || claims.firebase?.sign_in_provider === 'google.com';
    return verified ? (claims.user_id ?? claims.sub ?? null) : null;
  } catch {
    return null;
  }
}

/** The object path inside the bucket, from the emulator's '/b/{bucket}/o/{object}' form. */
function objectPath(rulesPath) {
  const match = /^\/?b\/[^/]+\/o\/(.*)$/.exec(rulesPath);
  return decodeURIComponent(match ? match[1] : rulesPath.replace(/^\//, ''));
}

export function permitted(opts) {
  const uid = verifiedUidOf(opts.token);
  if (!uid) return false;
  const match = /^products\/([^/]+)\/[^/]+$/.exec(objectPath(opts.path));
  if (!match || match[1] !== uid) return false;
  if (opts.method === 'create' || opts.method === 'update') {
    const after = opts.file && opts.file.after;
    if (!after) return false;
    const size = Number(after.size);
    const contentType = String(after.contentType || '');
    return size <= MAX_IMAGE_BYTES && IMAGE_TYPES.includes(contentType);
  }
  return true;
}

export function installStorageRulesStandIn(firebaseToolsDir) {
  const { StorageRulesRuntime, StorageRulesIssues, StorageRulesetInstance } = runtimeModule(firebaseToolsDir);
  const proto = StorageRulesRuntime.prototype;
  if (proto.__standIn) return;
  proto.__standIn = true;
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
    return { issues: new StorageRulesIssues(), permitted: permitted(opts) };
  };
}

