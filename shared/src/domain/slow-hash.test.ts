import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSlowHash, matchesSlowHash, randomSaltHex, sameText, slowHash } from './slow-hash';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('slowHash', () => {
  it('is PBKDF2-HMAC-SHA-256, 256 bits (RFC 7914 §11: "passwd", "salt", 1 round)', async () => {
    const made = await slowHash('passwd', 1, hex('salt'));
    expect(made).toEqual({
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1,
      salt: '73616c74',
      hash: '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    });
  });

  it("agrees with Node's own PBKDF2 on a PIN and a random salt", async () => {
    const salt = randomSaltHex();
    const made = await slowHash('0427', 1000, salt);
    expect(made.hash).toBe(pbkdf2Sync('0427', Buffer.from(salt, 'hex'), 1000, 32, 'sha256').toString('hex'));
  });

  it('gives every secret a new 16-byte random salt, so the same secret never hashes the same twice', async () => {
    const a = await slowHash('2580', 10);
    const b = await slowHash('2580', 10);
    expect(a.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('refuses an iteration count below 1, fractional or above the cap, and a salt that is not hex', async () => {
    await expect(slowHash('2580', 0)).rejects.toThrow(RangeError);
    await expect(slowHash('2580', 1.5)).rejects.toThrow(RangeError);
    await expect(slowHash('2580', 10_000_001)).rejects.toThrow(RangeError);
    await expect(slowHash('2580', 10, 'salty')).rejects.toThrow(RangeError);
    await expect(slowHash('2580', 10, 'abc')).rejects.toThrow(RangeError);
  });
});

describe('matchesSlowHash', () => {
  it('knows the secret it was made from and no other', async () => {
    const stored = await slowHash('4821', 50);
    await expect(matchesSlowHash('4821', stored)).resolves.toBe(true);
    await expect(matchesSlowHash('4822', stored)).resolves.toBe(false);
    await expect(matchesSlowHash('482', stored)).resolves.toBe(false);
    await expect(matchesSlowHash('', stored)).resolves.toBe(false);
  });

  it('says no, never throws, for a stored record out of shape', async () => {
    const good = await slowHash('4821', 50);
    for (const bad of [
      null,
      undefined,
      'a string',
      {},
      { ...good, algorithm: 'SHA-1' },
      { ...good, iterations: 0 },
      { ...good, iterations: 50.5 },
      { ...good, iterations: 1e9 },
      { ...good, iterations: '50' },
      { ...good, salt: 'zz' },
      { ...good, salt: '' },
      { ...good, hash: good.hash.slice(2) },
      { ...good, hash: good.hash.toUpperCase() },
    ]) {
      expect(isSlowHash(bad)).toBe(false);
      await expect(matchesSlowHash('4821', bad)).resolves.toBe(false);
    }
    expect(isSlowHash(good)).toBe(true);
  });
});

describe('sameText', () => {
  it('is plain equality, character by character', () => {
    expect(sameText('', '')).toBe(true);
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'ab')).toBe(false);
    expect(sameText('a', 'A')).toBe(false);
  });
});
