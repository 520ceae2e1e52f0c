// Salted PBKDF2-SHA-256 password hashes and random identifiers, through WebCrypto
// (`globalThis.crypto`, present in browsers and in Node 20).
import type { PasswordHash } from './db';

/** OWASP's figure for PBKDF2-HMAC-SHA-256; older, weaker hashes are redone at the next sign-in. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function webCrypto(): Crypto {
  const c = globalThis.crypto as Crypto | undefined;
  if (!c?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is required by the local backend.');
  return c;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return webCrypto().getRandomValues(new Uint8Array(length));
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the hosted document store's auto ids. */
export function randomDocumentId(): string {
  let id = '';
  while (id.length < 20) {
    // 62 * 4 = 248: dropping bytes ≥ 248 keeps every character equally likely.
    for (const b of randomBytes(24)) if (b < 248 && id.length < 20) id += ID_ALPHABET[b % 62];
  }
  return id;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const subtle = webCrypto().subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, key, HASH_BITS);
  return toHex(new Uint8Array(bits));
}

export async function hashPassword(password: string, iterations: number): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toHex(salt), hash: await derive(password, salt, iterations) };
}

/** A hex SHA-256 digest: how a session's secret is kept on the account. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** Compares two strings in time that depends only on their length. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return sameText(await derive(password, fromHex(stored.salt), stored.iterations), stored.hash);
}
