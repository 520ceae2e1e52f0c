// The Storage rules, read here because their engine runs only in CI (storage-rules.rules.test.ts):
// who may touch product images agrees with the domain's permission table ('edit-products'), with
// the Firestore rules that guard the products themselves, and with the emulator's stand-in; and
// the file compiles cleanly on the rules compiler inside the official Firestore emulator's JAR.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../../shared/src/domain/staff';
import { compileRules, compilerMissing, STORAGE_RULES_FILE } from './storage-rules-check.mjs';
import { PRODUCT_EDITOR_ROLES } from './storage-rules-stand-in.mjs';

const storageRules = readFileSync(STORAGE_RULES_FILE, 'utf8');
const firestoreRules = readFileSync(path.join(path.dirname(STORAGE_RULES_FILE), 'firestore.rules'), 'utf8');

/** The body of the rules function `name`, up to the next function or match. */
function functionBody(rules: string, name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `function ${name} in the rules`).toBeGreaterThanOrEqual(0);
  const rest = rules.slice(start + 1);
  const end = rest.search(/\n\s*(function |match )/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The roles in the one `… in ['a', 'b']` list of a rules function. */
function rolesListed(body: string): string[] {
  const lists = [...body.matchAll(/ in \[([^\]]*)\]/g)];
  expect(lists, `one list of roles in:\n${body}`).toHaveLength(1);
  return [...(lists[0]?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
}

// Every role the table lets edit products outright: the owner's own account is the rules'
// isOwner; a record of the owner's role held by another account counts as a manager's there.
const editors = STAFF_ROLES.filter((role) => STAFF_PERMISSIONS['edit-products'][role] === 'yes').sort();

describe('Storage rules: who may touch product images', () => {
  it("lets exactly the roles the permission table lets edit products (members' records), as the Firestore rules do for the products", () => {
    expect(editors).toEqual(['manager', 'owner']);
    expect(rolesListed(functionBody(storageRules, 'editsProducts'))).toEqual(editors);
    expect(rolesListed(functionBody(firestoreRules, 'runsShop'))).toEqual(editors);
    expect([...PRODUCT_EDITOR_ROLES].sort()).toEqual(editors);
  });

  it('holds every read, upload, replacement and deletion of a product image to that check, and refuses everything else', () => {
    const products = storageRules.slice(storageRules.indexOf('match /products/{ownerUid}/{fileName}'));
    expect(products).toMatch(/allow read, delete: if mayEditProducts\(ownerUid\);/);
    expect(products).toMatch(/allow create, update: if [^;]*&& mayEditProducts\(ownerUid\);/);
    expect(functionBody(storageRules, 'mayEditProducts')).toMatch(/isOwner\(uid\) \|\| editsProductsAsMember\(uid\)/);
    expect(storageRules).toMatch(/match \/\{allPaths=\*\*\} \{\s*allow read, write: if false;/);
  });
});

// A JVM starts for each compile: seconds, more on a loaded machine.
const COMPILE_MS = 120_000;
const missing = compilerMissing();
describe.skipIf(missing !== null)(`Storage rules on the rules compiler${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('compiles firebase/storage.rules with no error or warning', { timeout: COMPILE_MS }, () => {
    expect(compileRules()).toEqual({ issues: [] });
  });

  it('reports a misspelled call, so a clean compile means something', { timeout: COMPILE_MS }, () => {
    const broken = path.join(os.tmpdir(), `storage-rules-${process.pid}.rules`);
    writeFileSync(broken, storageRules.replace('firestore.exists(', 'firestore.exist('));
    try {
      const outcome = compileRules(broken);
      expect('issues' in outcome && outcome.issues.join('\n')).toMatch(/Invalid function name: exist/);
    } finally {
      rmSync(broken, { force: true });
    }
  });
});
