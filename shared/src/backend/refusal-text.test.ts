// Refusals are data (functions/README.md, 'How every trigger is built'; staff.ts, TillRefusalReason):
// a screen or an adapter decides by a refusal's code — `BackendError.reason`, `ledger.refusal.code`,
// the error's `code` — and only shows its words. Words change (staff-words.ts, the *RefusalWords
// functions); a decision made by matching them breaks silently. This scans every screen and adapter
// (not tests, not stories) for a decision on an error's text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where screens and adapters live: every micro-frontend, the shell, the shared UI, session and backend, the server. */
function sources(): string[] {
  const dirs = [
    ...readdirSync(root).filter((name) => name.startsWith('mfe-')).map((name) => path.join(name, 'src')),
    'shell/src',
    'shared/src/ui',
    'shared/src/session',
    'shared/src/mfe',
    'shared/src/backend',
    'functions/src',
  ];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)) found.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** Ways of deciding by an error's words: its message (or the error as a string) searched or compared, or compared with a refusal's words. */
const MATCHES_TEXT = [
  /\bmessage\s*\??\.\s*(includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|localeCompare)\s*\(/,
  /\bmessage\s*[!=]==?\s*['"`]/,
  /['"`]\s*[!=]==?\s*[\w.?]*\bmessage\b/,
  /\.test\(\s*[\w.?]*\bmessage\b/,
  /\b(String\(\s*\w+\s*\)|\w*[Ee]rr(or)?\??\.toString\(\))\s*\.\s*(includes|startsWith|endsWith|match|search|indexOf)\s*\(/,
  /RefusalWords\([^)]*\)\s*[!=]==|[!=]==\s*\w*RefusalWords\(/,
];

/** The lines of a file that decide by text (comments aside). */
function offending(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), at: i + 1 }))
    .filter(({ line }) => !/^\s*(\*|\/\*)/.test(line) && MATCHES_TEXT.some((pattern) => pattern.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

describe('refusals are decided by their codes', () => {
  it('knows a decision by text when it sees one', () => {
    for (const bad of [
      "if (error.message.includes('manager')) ask();",
      'const locked = err?.message?.startsWith(words);',
      "if (e.message === 'Ask a manager') return;",
      'if (/PIN/.test(error.message)) return;',
      "if (String(error).includes('disabled')) stop();",
      "if (failure.message === tillRefusalWords('disabled')) stop();",
    ]) {
      expect(offending(bad), bad).not.toEqual([]);
    }
    for (const fine of ["if (isBackendError(error) && error.reason === 'needs-manager-pin') ask();", 'setMessage(error.message);', 'if (message === null) close();']) {
      expect(offending(fine), fine).toEqual([]);
    }
  });

  it('no refusal is matched by text in any screen or adapter', () => {
    const files = sources();
    expect(files.length, 'the scan found the screens and adapters').toBeGreaterThan(50);
    const found = files.flatMap((file) => offending(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found, 'decide by the refusal\'s code (BackendError.reason, ledger.refusal.code), never by its words').toEqual([]);
  });
});
