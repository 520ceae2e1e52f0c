// A salted slow hash of a short secret, through WebCrypto (`globalThis.crypto.subtle`, present in
// browsers and in Node 20): PBKDF2-SHA-256, a random 16-byte salt per secret, 256 bits out, salt
// and hash kept as hex. The same recipe and record shape as the local backend's passwords
// (backend/local/crypto.ts, hashPassword and PasswordHash); it lives here because the domain may not
// import the backend (eslint.config.js), and the backend may later hash its passwords with it.
// PINs (pin.ts) are its first user.

/** A stored slow hash: never the secret itself. */
export interface SlowHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** Hex. */
  salt: string;
  /** Hex. */
  hash: string;
}

const SALT_BYTES = 16;
const HASH_BITS = 256;
/** A stored count above this is refused rather than run: a tampered record must not freeze the till. */
const MAX_ITERATIONS = 10_000_000;
const HEX = /^(?:[0-9a-f]{2})+$/;

function subtle(): SubtleCrypto {
  const c = globalThis.crypto as Crypto | undefined;
  if (!c?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is required to hash a secret.');
  return c.subtle;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Fresh random salt bytes, as hex. */
export function randomSaltHex(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

function isIterationCount(iterations: unknown): iterations is number {
  return typeof iterations === 'number' && Number.isSafeInteger(iterations) && iterations >= 1 && iterations <= MAX_ITERATIONS;
}

async function derive(secret: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const s = subtle();
  const key = await s.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await s.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, key, HASH_BITS);
  return toHex(new Uint8Array(bits));
}

/**
 * The slow hash of `secret` with `iterations` rounds and a new random salt (`saltHex` only for
 * tests that need a known salt). Throws a RangeError for a count below 1 or above the cap.
 */
export async function slowHash(secret: string, iterations: number, saltHex: string = randomSaltHex()): Promise<SlowHash> {
  if (!isIterationCount(iterations)) throw new RangeError(`Not an iteration count: ${iterations}`);
  if (!HEX.test(saltHex)) throw new RangeError('The salt must be hex.');
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: saltHex, hash: await derive(secret, fromHex(saltHex), iterations) };
}

/** Compares two strings in time that depends only on their length, so a near miss takes as long as a far one. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether a record read from storage is a slow hash this code can check. */
export function isSlowHash(value: unknown): value is SlowHash {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<SlowHash>;
  return (
    v.algorithm === 'PBKDF2-SHA-256' &&
    isIterationCount(v.iterations) &&
    typeof v.salt === 'string' &&
    HEX.test(v.salt) &&
    typeof v.hash === 'string' &&
    v.hash.length === HASH_BITS / 4 &&
    HEX.test(v.hash)
  );
}

/** Whether `secret` is the one `stored` was made from; false (never a throw) for a record out of shape. */
export async function matchesSlowHash(secret: string, stored: unknown): Promise<boolean> {
  if (!isSlowHash(stored)) return false;
  return sameText(await derive(secret, fromHex(stored.salt), stored.iterations), stored.hash);
}
