// The rules measured (the working tree's, a file's or a commit's), parsed into statements, and
// padded by a known cost to find how many expressions a document's rule leaves of the engine's 1000.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ROOT, option } from './options.mjs';
import { FIRESTORE_RULES_FILE } from '../../tooling/firebase/official-firestore.mjs';

function git(...gitArgs) {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export function loadRules() {
  const relative = path.relative(ROOT, FIRESTORE_RULES_FILE);
  const at = option('rules-at', null);
  if (at) {
    const text = git('show', `${at}:${relative}`);
    return { text, label: `${relative} at ${git('log', '-1', '--format=%h (%s)', at, '--', relative)}` };
  }
  const file = option('rules', FIRESTORE_RULES_FILE);
  const text = readFileSync(file, 'utf8');
  let label = path.relative(ROOT, path.resolve(file));
  if (path.resolve(file) !== FIRESTORE_RULES_FILE) return { text, label };
  try {
    const committed = git('rev-parse', `HEAD:${relative}`);
    const here = git('hash-object', path.resolve(file));
    label += committed === here ? `, as committed in ${git('log', '-1', '--format=%h (%s)', '--', relative)}` : ', with changes not committed';
  } catch {
    // Not a git checkout: the file alone names the rules.
  }
  return { text, label };
}

/**
 * The allow statements of a rules file: their methods, where their condition is, and the
 * collection of the innermost match around them ('businesses' for the profile itself, null for a
 * wildcard match such as the final deny-all).
 */
export function parseRules(text) {
  const allows = [];
  const stack = [];
  let pendingMatch = null;
  let documentsOpen = -1;
  const skipString = (i) => {
    const quote = text[i];
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === quote) return j + 1;
    }
    return text.length;
  };
  const wordAt = (i, word) => text.startsWith(word, i) && !/[\w$]/.test(text[i - 1] ?? ' ') && /\s/.test(text[i + word.length] ?? '');
  const conditionEnd = (i) => {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const c = text[j];
      if (c === '/' && text[j + 1] === '/') j = text.indexOf('\n', j);
      else if (c === "'" || c === '"') j = skipString(j) - 1;
      else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth--;
      else if (c === ';' && depth === 0) return j;
      if (j < 0) break;
    }
    throw new Error('An allow statement without its ";"');
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i) + 1;
    } else if (c === "'" || c === '"') {
      i = skipString(i) - 1;
    } else if (c === '{') {
      stack.push(pendingMatch ?? { kind: 'block' });
      if (pendingMatch?.path.startsWith('/databases/')) documentsOpen = i + 1;
      pendingMatch = null;
    } else if (c === '}') {
      stack.pop();
    } else if (wordAt(i, 'match')) {
      const pathStart = text.slice(i + 5).search(/\S/) + i + 5;
      const pathEnd = text.slice(pathStart).search(/\s/) + pathStart;
      const matchPath = text.slice(pathStart, pathEnd);
      const statics = matchPath.split('/').filter((s) => s && !s.startsWith('{'));
      const wildcard = matchPath.split('/').filter(Boolean).pop()?.includes('**');
      pendingMatch = { kind: 'match', path: matchPath, collection: wildcard ? null : (statics.pop() ?? null) };
      i = text.indexOf('{', pathEnd) - 1;
    } else if (wordAt(i, 'allow')) {
      const colon = text.indexOf(':', i);
      const methods = text.slice(i + 5, colon).split(',').map((m) => m.trim());
      const ifAt = text.slice(colon + 1).search(/\S/) + colon + 1;
      if (!text.startsWith('if', ifAt)) throw new Error(`An allow statement without "if" at offset ${i}`);
      const condStart = text.slice(ifAt + 2).search(/\S/) + ifAt + 2;
      const condEnd = conditionEnd(condStart);
      const match = [...stack].reverse().find((entry) => entry.kind === 'match');
      allows.push({ methods, condStart, condEnd, collection: match?.collection ?? null, line: text.slice(0, i).split('\n').length });
      i = condEnd;
    }
  }
  if (documentsOpen < 0) throw new Error('No "match /databases/{database}/documents" in the rules');
  return { text, allows, documentsOpen };
}

// The padding: a chain of `true` joined by && in functions of ten (a longer chain nests too deep
// for the compiler), its last term `true`, `!false`, `!!true` or `!!!false`. Model: every node of
// an expression costs 1 (literals too), && costs 1 more per operand it evaluates, a call costs 1
// plus its body. Appended as `(rule) && pad()`, K terms in F functions cost 3K + F, plus 0–3 for
// the last term; calibration (below) checks the model against the engine before anything is measured.
const PAD_TERMS = ['true', '!false', '!!true', '!!!false'];

function padding(cost) {
  for (let terms = 1; ; terms++) {
    const functions = Math.ceil(terms / 10);
    const base = 3 * terms + functions;
    if (base > cost) throw new Error(`No padding costs exactly ${cost}`);
    if (cost - base > 3) continue;
    const items = Array.from({ length: terms }, (_, t) => (t === terms - 1 ? PAD_TERMS[cost - base] : 'true'));
    const bodies = Array.from({ length: functions }, (_, f) => `function benchPad${f}() { return ${items.slice(f * 10, f * 10 + 10).join(' && ')}; }`);
    return { functions: bodies.join('\n    '), call: Array.from({ length: functions }, (_, f) => `benchPad${f}()`).join(' && ') };
  }
}
/** Costs the padding can take: 0, then 4 upwards (one term and its call cost 4). */
export const padCosts = (max) => [0, ...Array.from({ length: Math.max(0, max - 3) }, (_, i) => i + 4)];

/**
 * The rules with `target`'s statements for `method` padded by `pad` (cost), and, with `isolate`,
 * every statement of another collection allowing everything: a request then evaluates only the
 * target document's rule (each document's rule is evaluated on its own), so its coverage and its
 * budget are that document's alone.
 */
export function variant(rules, { target, method = null, pad = 0, isolate = false }) {
  const edits = [];
  let padded = 0;
  for (const allow of rules.allows) {
    const applies = allow.collection === target && (allow.methods.includes(method) || allow.methods.includes('write'));
    if (applies && pad > 0) {
      padded++;
      edits.push({ start: allow.condStart, end: allow.condEnd, text: `(${rules.text.slice(allow.condStart, allow.condEnd)}) && ${padding(pad).call}` });
    } else if (isolate && !applies && allow.collection !== null && allow.collection !== target) {
      edits.push({ start: allow.condStart, end: allow.condEnd, text: 'true' });
    }
  }
  if (pad > 0 && padded !== 1) throw new Error(`${padded} statements allow ${method} on ${target}: the padding needs exactly one`);
  if (pad > 0) edits.push({ start: rules.documentsOpen, end: rules.documentsOpen, text: `\n    ${padding(pad).functions}\n` });
  let text = rules.text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}
