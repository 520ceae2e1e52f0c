// Compiles firebase/storage.rules (or the file given) on the rules language compiler inside the
// official Firestore emulator's JAR (./RulesCompile.java): the Storage emulator's own rules runtime
// is in no package on the project's machines, so this is where the Storage rules meet a real
// compiler here (a misspelled function, variable or field of a call, a syntax error). What they
// allow is checked by storage-rules.rules.test.ts where that runtime runs, and imitated by
// ./storage-rules-stand-in.mjs.
// Usage: node tooling/firebase/storage-rules-check.mjs [rules file]   (exit 1 on any issue)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOfficialFirestore } from './official-firestore.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const STORAGE_RULES_FILE = path.resolve(here, '..', '..', 'firebase', 'storage.rules');

/** Why the compiler cannot run here (no emulator JAR, no Java), or null when it can. */
export function compilerMissing() {
  const official = findOfficialFirestore();
  return official.jar ? null : official.reason;
}

/** `{ issues }` (empty when the rules compile cleanly), or `{ skipped }` saying why the compiler cannot run here. */
export function compileRules(file = STORAGE_RULES_FILE) {
  const official = findOfficialFirestore();
  if (!official.jar) return { skipped: official.reason };
  const result = spawnSync('java', ['-cp', official.jar, path.join(here, 'RulesCompile.java'), file], { encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  const issues = result.stdout.split('\n').filter((line) => line.trim() !== '');
  if (result.status !== 0 && issues.length === 0) throw new Error(`The rules compiler failed (exit ${result.status}):\n${result.stderr}`);
  return { issues };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ? path.resolve(process.argv[2]) : STORAGE_RULES_FILE;
  const outcome = compileRules(file);
  if ('skipped' in outcome) {
    console.log(`${path.relative(process.cwd(), file)}: not compiled (${outcome.skipped})`);
  } else {
    for (const issue of outcome.issues) console.log(issue);
    console.log(`${path.relative(process.cwd(), file)}: ${outcome.issues.length === 0 ? 'compiles with no issue' : `${outcome.issues.length} issue(s)`}`);
    process.exitCode = outcome.issues.length === 0 ? 0 : 1;
  }
}
