// The Firestore rules' headroom, measured on the official Cloud Firestore emulator (the real rules
// engine), and what a shop pays Firestore for each write and each screen.
//
// For every write the Firebase adapter makes (shared/src/backend/firebase/sales.ts, refunds.ts, credit.ts,
// catalogue.ts, expenses.ts, staff.ts, auth.ts), at its worst legitimate shape, it reports per document.
// A till writes a sale, a refund, a repayment, a delivery or a count alone: the server (functions/)
// judges it and derives the stock, roll-ups, accounts and tallies past the rules, so no client
// writes those and none is measured here (functions/README.md). Per document:
// - the expressions the rules engine evaluates, out of its limit of 1000 per document. These are
//   measured, not estimated: the document's own rule is extended by a padding of known cost and the
//   padding is bisected until the engine refuses ("maximum of 1000 expressions"); the padding's
//   cost model is checked against calibration rules first. Beside it, the rule-coverage figure
//   (the sum of the counts of the coverage report's inner nodes, halved), which is only an estimate;
// - the get/exists/getAfter/existsAfter calls its rule evaluates, counted from the coverage report's
//   call nodes (with the documents they read), per document and per request (Firestore allows 10
//   per document and 20 per request; the emulator does not enforce that).
// The requests are the owner's, and the same writes by staff members on accounts of their own (a
// manager's and a cashier's, wherever their role allows it: firebase/firestore.rules, memberSold,
// memberRefunded, memberRepaid, memberMayMoveStock, runsShop), made with the member's own uid and
// verified e-mail, naming their account, their staff record, membership and invitation stored
// beforehand at their longest. A document over the
// budget is measured in parts (measureInParts): its rule's condition split into its operands
// joined by && at its top level, each measured with the others replaced by `true`, less the
// placeholders' own count; the sum is checked against the engine on a document that passes.
// Then, by bisection on the real rules: the largest sale (lines, split parts) and refund (lines)
// that pass. Then the bill: the till's document writes and reads (transaction reads, rules reads)
// of sales, refunds, repayments, stock changes and records (the server's own are not counted),
// and the reads of opening each screen, for a shop of the size given by the options. The adapter
// itself is run against the same rules (sales, refunds, repayments, deliveries, counts, product
// and customer edits, a starting stock), and the documents it stores must be exactly the ones
// measured here (a `ledger` mark compared by its state, an id the SDK makes as such), so the
// shapes cannot drift from the adapter's.
//
// Usage: node bench/firestore-rules.mjs [--smoke] [--rules=FILE | --rules-at=GIT_REV] [--jobs=N]
//          [--only=REGEX] [--products=200] [--customers=50] [--days=30] [--sales-per-day=40]
//          [--refunds-per-day=2] [--movements-per-product=30]
// --only measures only the requests (and cross-checks only the adapter operations) whose names
// match REGEX, and skips the largest shapes: a quick look at a few writes.
// --smoke (npm test runs it through bench/smoke.mjs, ~1 min) measures a few requests (a manager's
// credit sale and a cashier's sale among them) without the padding (coverage estimates only),
// checks the padding against the engine's budget, tries sales and refunds of 1, 10 and 1000 lines,
// and runs the adapter's recordSale; it skips, saying why, where the official emulator cannot run.
// --rules-at=HEAD measures the rules as last committed.
// Progress goes to stderr; the tables (markdown) to stdout, the last line a summary. Exits 1 if a
// write the adapter makes (at the shapes measured) is refused, if a member's request is refused at its
// legitimate shape, if the adapter stores other documents than the requests measured, or if the
// engine does not count as the padding (or the sum of a rule's parts) assumes.
import { register } from 'node:module';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfficialFirestore, findOfficialFirestore, FIRESTORE_RULES_FILE } from '../tooling/firebase/official-firestore.mjs';

// The adapter (shared/src/backend/firebase) imports the SDK through a stand-in that counts its reads.
register('./typescript-hooks.mjs', import.meta.url, {
  data: {
    substitutes: [{ specifier: 'firebase/firestore', under: new URL('../shared/src/backend/firebase/', import.meta.url).href, with: new URL('./firestore-read-counter.mjs', import.meta.url).href }],
  },
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const SMOKE = args.includes('--smoke');
const ONLY = option('only', null);
const chosen = (name) => ONLY === null || new RegExp(ONLY, 'i').test(name);
const JOBS = Number(option('jobs', SMOKE ? 3 : 4));
const SHOP = {
  products: Number(option('products', 200)),
  customers: Number(option('customers', 50)),
  days: Number(option('days', 30)),
  salesPerDay: Number(option('sales-per-day', 40)),
  refundsPerDay: Number(option('refunds-per-day', 2)),
  movementsPerProduct: Number(option('movements-per-product', 30)),
};
const log = (...parts) => console.error(...parts);

// ---------------------------------------------------------------------------------------------
// The suite's own code: the domain's records and the adapter's field lists (and the adapter itself).
const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
const { doc, getDoc, getDocs, collection, deleteField, serverTimestamp, setLogLevel, writeBatch } = await import('firebase/firestore');
// The refusals the bisections provoke are expected: the SDK need not warn of each.
setLogLevel('silent');
const domain = await import('../shared/src/domain/index.ts');
const { MAX_SALE_LINES } = await import('../shared/src/domain/sale-check.ts');
const { startingStockMovement } = await import('../shared/src/domain/stock-movements.ts');
const { saleOf } = await import('../shared/src/testing/sale-of.ts');
const fields = await import('../shared/src/backend/firebase/fields.ts');
const { customerDraftToStored, productPatchToStored, refundToStored, repaymentToStored, saleToStored, stockMovementToStored } = await import('../shared/src/backend/codecs.ts');
const { shiftToStored } = await import('../shared/src/backend/codecs-shifts.ts');
const { MAX_PAYMENT_PARTS, PAYMENT_METHODS, MAX_REFUND_REASON_LENGTH } = domain;
const { pickFields, SALE_FIELDS, STOCK_MOVEMENT_FIELDS, REFUND_FIELDS, REPAYMENT_FIELDS, PRODUCT_WRITTEN_FIELDS, CUSTOMER_FIELDS, BUSINESS_FIELDS, SHIFT_FIELDS, PRODUCT_STOCK_MARK } = fields;

// ---------------------------------------------------------------------------------------------
// The rules measured.
function git(...gitArgs) {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function loadRules() {
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
function parseRules(text) {
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
const padCosts = (max) => [0, ...Array.from({ length: Math.max(0, max - 3) }, (_, i) => i + 4)];

/**
 * The rules with `target`'s statements for `method` padded by `pad` (cost), and, with `isolate`,
 * every statement of another collection allowing everything: a request then evaluates only the
 * target document's rule (each document's rule is evaluated on its own), so its coverage and its
 * budget are that document's alone.
 */
function variant(rules, { target, method = null, pad = 0, isolate = false }) {
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

// ---------------------------------------------------------------------------------------------
// The emulator and one measured request.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const HOST = '127.0.0.1';
const UID = 'owner-bench';
const PATH = (collectionName, id) => `businesses/${UID}/${collectionName}/${id}`;
const collectionOf = (docPath) => {
  const segments = docPath.split('/');
  if (segments[0] !== 'businesses') return segments[0];
  return segments.length === 2 ? 'businesses' : segments[2];
};
let PORT = 0;
let projects = 0;

async function readCoverage(projectId) {
  const response = await fetch(`http://${HOST}:${PORT}/emulator/v1/projects/${projectId}:ruleCoverage`);
  if (!response.ok) throw new Error(`ruleCoverage: ${response.status}`);
  const report = await response.json();
  return { source: report.rules?.files?.[0]?.content ?? '', nodes: report.report ?? [] };
}

// The coverage report holds, per node of the rules' syntax tree, the values it evaluated to and how
// often. A node passed over (the right of a decided && or ||) is listed with an empty value; the
// first of the emulator's two passes over a rule that reads documents gives 'undefined' for what
// depends on them. Every evaluation is counted twice.
const evaluated = (value) => value.value && Object.keys(value.value).length > 0 && !('undefined' in value.value);
const ACCESS = /^(get|exists|getAfter|existsAfter)\(/;
const pathOf = (value) => value.value?.pathValue?.segments?.map((s) => s.simple).slice(3).join('/');
const sumCounts = (values, keep = () => true) => (values ?? []).filter(keep).reduce((sum, v) => sum + v.count, 0);

/**
 * What the coverage report says of one request (`after` less `before`, the same project's report
 * before it): the inner nodes' counts, halved; each document-access call evaluated, with what it read.
 */
function coverageFigures(after, before = null) {
  const { source } = after;
  let inner = 0;
  const calls = [];
  const walk = (nodes, old) => {
    nodes.forEach((node, i) => {
      const was = old?.[i];
      const children = node.children ?? [];
      if (children.length > 0) inner += sumCounts(node.values) - sumCounts(was?.values);
      const name = ACCESS.exec(source.slice(node.sourcePosition.currentOffset))?.[1];
      if (name && children.length > 0 && !ACCESS.test(source.slice(children[0].sourcePosition.currentOffset))) {
        const times = (sumCounts(node.values, evaluated) - sumCounts(was?.values, evaluated)) / 2;
        const counted = new Map((was?.children?.[0]?.values ?? []).map((v) => [JSON.stringify(v.value), v.count]));
        const read = new Set(
          (children[0].values ?? []).filter((v) => evaluated(v) && v.count > (counted.get(JSON.stringify(v.value)) ?? 0)).map(pathOf).filter(Boolean),
        );
        if (times > 0) calls.push({ name, line: node.sourcePosition.line, times, read: [...read] });
      }
      walk(children, was?.children);
    });
  };
  walk(after.nodes, before?.nodes);
  const documents = new Set(calls.flatMap((c) => c.read));
  return { coverage: inner / 2, calls: calls.reduce((sum, c) => sum + c.times, 0), documents: documents.size, read: [...documents], callSites: calls };
}

const OVER_BUDGET = 'over the 1000-expression budget';

function refusal(error) {
  const message = String(error?.message ?? error);
  if (/maximum of 1000 expressions/.test(message)) return OVER_BUDGET;
  return message.replace(/\s+/g, ' ').slice(0, 300);
}

async function commit(db, ops) {
  const batch = writeBatch(db);
  for (const op of ops) {
    if (op.kind === 'set') batch.set(doc(db, op.path), op.data, op.options ?? {});
    else batch.update(doc(db, op.path), op.data);
  }
  await batch.commit();
}

/**
 * A project of the emulator with `rulesText` loaded (loading rules takes the emulator a second or
 * two, so a project serves many requests, its documents cleared between them). Its requests run
 * one at a time.
 */
async function openProject(rulesText) {
  const projectId = `rules-bench-${process.pid}-${projects++}`;
  const env = await initializeTestEnvironment({ projectId, firestore: { host: HOST, port: PORT, rules: rulesText } });
  const clients = new Map();
  let queue = Promise.resolve();
  const project = {
    projectId,
    env,
    /** The client of account `uid` (the owner's unless told) with these token claims (one per account and claims, kept for the project's life). */
    client(token, uid = UID) {
      const key = JSON.stringify([uid, token]);
      if (!clients.has(key)) clients.set(key, env.authenticatedContext(uid, token).firestore());
      return clients.get(key);
    },
    /**
     * One request: the scenario's earlier writes stored as the emulator's administrator (no
     * rules), then its request as the owner (or as the account `scenario.uid`, a member's).
     * Resolves to the outcome, each document's method (create or update), and with `coverage` the
     * request's coverage figures.
     */
    run(scenario, { coverage = false } = {}) {
      const result = queue.then(async () => {
        await env.clearFirestore();
        const methods = {};
        await env.withSecurityRulesDisabled(async (admin) => {
          const db = admin.firestore();
          for (const ops of scenario.seed ?? []) await commit(db, ops);
          for (const op of scenario.ops) methods[op.path] = (await getDoc(doc(db, op.path))).exists() ? 'update' : 'create';
        });
        const before = coverage ? await readCoverage(projectId) : null;
        let error = null;
        try {
          await commit(project.client(scenario.token ?? { email_verified: true }, scenario.uid ?? UID), scenario.ops);
        } catch (caught) {
          error = caught;
        }
        const figures = coverage ? coverageFigures(await readCoverage(projectId), before) : {};
        return { ok: error === null, refusal: error && refusal(error), methods, ...figures };
      });
      queue = result.catch(() => undefined);
      return result;
    },
    close: () => env.cleanup(),
  };
  return project;
}

/** One request on a project of its own (for rules used once). */
async function run(rulesText, scenario, options) {
  const project = await openProject(rulesText);
  try {
    return await project.run(scenario, options);
  } finally {
    await project.close();
  }
}

/** Runs `tasks` (functions returning promises) at most JOBS at a time, in order of results. */
async function pool(tasks, jobs = JOBS) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(jobs, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/** The largest value of `candidates` (ascending) for which `passes` holds, assuming it holds up to some point and no further; null when it never holds. */
async function largest(candidates, passes) {
  if (!(await passes(candidates[0]))) return null;
  let lo = 0;
  let hi = candidates.length;
  if (await passes(candidates[hi - 1])) return candidates[hi - 1];
  hi -= 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (await passes(candidates[mid])) lo = mid;
    else hi = mid;
  }
  return candidates[lo];
}

// ---------------------------------------------------------------------------------------------
// The writes, as the adapter makes them (each function names the adapter code it mirrors).
const CURRENCY = 'GHS';
const minutesAgo = (minutes) => new Date(Date.now() - minutes * 60_000);

/**
 * Who made a record and whose manager's PIN let it through (domain/staff.ts, StaffStamp), at their
 * longest (ids up to 128 characters, names up to MAX_STAFF_NAME_LENGTH): a shop with staff stamps
 * every sale, refund, repayment, expense and stock change its members make.
 */
const LONGEST_STAMP = { id: 'i'.repeat(128), name: 'N'.repeat(domain.MAX_STAFF_NAME_LENGTH) };
const stamped = (record, approved = true) => ({ ...record, madeBy: LONGEST_STAMP, ...(approved ? { approvedBy: LONGEST_STAMP } : {}) });

/**
 * Staff on accounts of their own (firebase/firestore.rules, isMember; docs/firebase.md, 'Staff
 * accounts'), at their longest: a uid of 128 characters (Firebase Auth's longest), a staff id of
 * 128 and a name of MAX_STAFF_NAME_LENGTH (a stamp's longest, isStamp), an invitation address of
 * 320 characters (validStaffMember's longest), lower case as Firebase Auth keeps it.
 */
function staffAccount(role) {
  const fill = (prefix, length, letter) => prefix + letter.repeat(length - prefix.length);
  const staffId = fill(`${role}-`, 128, 'i');
  const email = `${fill(`${role}.`, 64, 'e')}@${'d'.repeat(320 - 64 - 1 - 4)}.com`;
  return {
    role,
    uid: fill(`${role}-uid-`, 128, 'u'),
    staffId,
    email,
    stamp: { id: staffId, name: fill(`${role[0].toUpperCase()}${role.slice(1)} `, domain.MAX_STAFF_NAME_LENGTH, 'N') },
    // The claims the rules read: a verified address, the one the staff record holds.
    token: { email, email_verified: true },
  };
}
const MANAGER = staffAccount('manager');
const CASHIER = staffAccount('cashier');
/** A member's record: their own stamp and no approval (the rules cannot check a PIN). */
const stampedBy = (record, member) => ({ ...record, madeBy: member.stamp });
/** The account a member's record names (`accountUid`: the server judges its author by it); none on the owner's. */
const accountOf = (member) => (member ? { accountUid: member.uid } : {});

/**
 * What a member's request needs stored beforehand (written by the owner and by the member on
 * joining, so stored here past the rules): the business profile, and for each member the staff
 * record, the membership and the invitation.
 */
function staffState() {
  const business = domain.newBusinessProfile({
    ownerUid: UID,
    email: 'owner@example.com',
    businessName: 'Bench Shop',
    ownerName: 'Owner',
    businessType: 'Retail',
    phone: '',
    address: 'Accra',
    now: minutesAgo(60 * 24 * 7),
  });
  return [
    [
      { kind: 'set', path: `businesses/${UID}`, data: pickFields(business, BUSINESS_FIELDS) },
      ...[MANAGER, CASHIER].flatMap((member) => [
        { kind: 'set', path: PATH('staff', member.staffId), data: { name: member.stamp.name, role: member.role, disabled: false, createdAt: minutesAgo(60 * 24 * 7), invitationEmail: member.email } },
        { kind: 'set', path: PATH('members', member.uid), data: { staffId: member.staffId, joinedAt: minutesAgo(60 * 24 * 6) } },
        { kind: 'set', path: `invitations/${member.email}`, data: { ownerUid: UID, staffId: member.staffId } },
      ]),
    ],
  ];
}

/** The sale document as the till stores it: the owner's with the longest stamps; a member's (`member`) with their own stamp and their account's uid (sales.ts, storedSale). */
const storedSale = (sale, member = null) => pickFields(member ? { ...saleToStored(stampedBy(sale, member)), ...accountOf(member) } : saleToStored(stamped(sale)), SALE_FIELDS);

/**
 * sales.ts recordSale: the sale document alone (functions/README.md). Its stock movements,
 * roll-ups, account move, line costs and `ledger` are the server's (Admin SDK, past the rules).
 */
function saleOps(sale, member = null) {
  return [{ kind: 'set', path: PATH('sales', sale.id), data: storedSale(sale, member) }];
}

/** The server's mark on a record it applied (functions/src/ledger-mark.ts), as stored past the rules in a request's earlier state. */
const appliedAt = (at) => ({ ledger: { state: 'applied', at } });

/** credit.ts recordRepayment: the repayment alone (a member's stamped with them, naming their account); the server moves the account. */
function repaymentOps(repayment, member = null) {
  const stored = member ? { ...repaymentToStored(stampedBy(repayment, member)), ...accountOf(member) } : repaymentToStored(stamped(repayment, false));
  return [{ kind: 'set', path: PATH('repayments', repayment.id), data: pickFields(stored, REPAYMENT_FIELDS) }];
}

/**
 * sales.ts adjustOnline / adjustQueued: a delivery or count as the movement alone, stamped with who
 * asked (a member's with themselves, naming their account); the server applies it on its own stock
 * and cost (functions/README.md, 'A delivery or a count').
 */
function adjustmentOps(movement, member = null) {
  const stored = stockMovementToStored(member ? stampedBy(movement, member) : stamped(movement));
  return [{ kind: 'set', path: PATH('stockMovements', movement.id), data: { ...pickFields(stored, STOCK_MOVEMENT_FIELDS), ...accountOf(member) } }];
}

/**
 * catalogue.ts updateProduct, a product becoming Physical with a starting stock: the count movement
 * (born applied) and the product naming it, in one write.
 */
function startingStockOps(movementId, productId, quantity, at) {
  const movement = startingStockMovement(movementId, productId, quantity, at);
  return [
    { kind: 'set', path: PATH('stockMovements', movement.id), data: { ...pickFields(stockMovementToStored(movement), STOCK_MOVEMENT_FIELDS), ledger: { state: 'applied', at: serverTimestamp() } } },
    { kind: 'update', path: PATH('products', productId), data: { ...patchFields({ type: 'Physical', quantity }, PRODUCT_WRITTEN_FIELDS), [PRODUCT_STOCK_MARK]: movement.id } },
  ];
}

/** refunds.ts recordRefund: the refund alone (a member's stamped with them, naming their account); the server judges it and derives the rest. */
function refundOps(refund, member = null) {
  const stored = member ? { ...refundToStored(stampedBy(refund, member)), ...accountOf(member) } : refundToStored(stamped(refund));
  return [{ kind: 'set', path: PATH('refunds', refund.id), data: pickFields(stored, REFUND_FIELDS) }];
}

/** catalogue.ts patchFields: a patch's known fields, `undefined` meaning "remove". */
function patchFields(patch, known) {
  const update = {};
  for (const field of known) if (field !== 'createdAt' && Object.hasOwn(patch, field)) update[field] = patch[field];
  return update;
}

const productDoc = (id, overrides = {}) => ({
  kind: 'set',
  path: PATH('products', id),
  data: { name: `Product ${id}`, type: 'Physical', price: 12.5, currency: CURRENCY, description: '', imageUrl: null, imagePath: null, quantity: 1000, createdAt: minutesAgo(60 * 24), ...overrides },
});
/** A product's cost document (catalogue.ts: productCosts/{id}), at a known cost. */
const productCostDoc = (id) => ({ kind: 'set', path: PATH('productCosts', id), data: { cost: 9.87 } });
/** A product as stored with its cost document. */
const costedProduct = (id) => [productDoc(id), productCostDoc(id)];

const CUSTOMER_ID = 'customer-0001';

/**
 * A sale of `lines` lines of Physical products (each its own product), at its worst for the rules: a customer, a discount, tendered money, a known cost on every line; split in `parts` parts when given.
 * With `credit`, sold on credit ("Pay later"): 40 % of the total paid now (by one method, or in the parts), the rest on the customer's account.
 * The discount is ₵1 off unless `discount` says otherwise (`{ type, hundredths }`, as saleOf takes it).
 */
function makeSale({ lines, parts = 0, id = 'sale-0001', at = minutesAgo(10), credit = false, discount = { type: 'fixed', hundredths: 100 } }) {
  const saleLines = Array.from({ length: lines }, (_, i) => ({ id: `p${i + 1}`, name: `Product p${i + 1}`, priceMinor: 1250, quantity: 3, type: 'Physical', costMinor: 987 }));
  const customer = { id: CUSTOMER_ID, name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH) };
  const discounted = { discountType: discount.type, discountHundredths: discount.hundredths };
  // The total after the discount, as the domain works it out.
  const { totalMinor } = saleOf({ id, lines: saleLines, ...discounted, customer, at });
  const nonCash = PAYMENT_METHODS.filter((m) => m !== 'Cash');
  if (credit) {
    const paidMinor = Math.floor((totalMinor * 2) / 5);
    const dueOn = domain.defaultDueOn(domain.utcDateKey(at));
    if (parts < 2) return saleOf({ id, lines: saleLines, ...discounted, tenderedMinor: paidMinor, paymentMethod: 'Mobile Money', customer, at, credit: { dueOn } });
    // As below: the other methods take equal shares, cash (last and largest) the rest of what is paid now.
    const share = Math.floor(paidMinor / (parts + 1));
    const payments = Array.from({ length: parts - 1 }, (_, i) => ({ method: nonCash[i % nonCash.length], minor: share }));
    payments.push({ method: 'Cash', minor: paidMinor - share * (parts - 1) });
    return saleOf({ id, lines: saleLines, ...discounted, payments, customer, at, credit: { dueOn } });
  }
  if (parts < 2) return saleOf({ id, lines: saleLines, ...discounted, tenderedMinor: totalMinor + 500, paymentMethod: 'Cash', customer, at });
  // Every method but cash takes an equal share; cash, last and largest, the rest and the change.
  const share = Math.floor(totalMinor / (parts + 1));
  const payments = Array.from({ length: parts - 1 }, (_, i) => ({ method: nonCash[i % nonCash.length], minor: share }));
  payments.push({ method: 'Cash', minor: totalMinor - share * (parts - 1) + 500 });
  return saleOf({ id, lines: saleLines, ...discounted, payments, customer, at });
}

/** A refund of one unit of each of the sale's first `lines` lines, with the longest reason (domain buildRefund); of a credit sale, against the customer's balance `balanceMinor`. */
function makeRefund(sale, earlier, { lines, id, at, balanceMinor }) {
  const built = domain.buildRefund({
    balanceMinor,
    id,
    sale,
    earlier,
    returning: sale.items.slice(0, lines).map((item) => ({ productId: item.id, quantity: 1 })),
    paymentMethod: 'Mobile Money',
    reason: 'R'.repeat(MAX_REFUND_REASON_LENGTH),
    now: at,
  });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

/** The sales' customer as stored, with the largest credit limit. */
const customerDoc = () => ({ kind: 'set', path: PATH('customers', CUSTOMER_ID), data: { name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH), email: '', phone: '', creditLimit: 10_000_000, createdAt: minutesAgo(60 * 24) } });
/** The customer's account, owing `balanceMinor`, last moved by an earlier sale (the server's). */
const accountDoc = (balanceMinor) => ({ kind: 'set', path: PATH('accounts', `${CUSTOMER_ID}_${CURRENCY}`), data: { customerId: CUSTOMER_ID, currency: CURRENCY, balanceMinor, saleId: 'sale-earlier' } });
/** A repayment of `amountMinor` by the sales' customer. */
const makeRepayment = (amountMinor, at = minutesAgo(1)) => ({ id: 'repayment-0001', customer: { id: CUSTOMER_ID, name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH) }, amountMinor, currency: CURRENCY, method: 'Mobile Money', createdAt: at });

/**
 * A refund's earlier state, as the server leaves it (stored past the rules): the sale's products,
 * the sale applied, and `earlier` refunds applied, with the sale's tally and, on credit, the
 * customer and their account owing what is left.
 */
function refundedState(sale, earlier) {
  const tally = { saleId: sale.id, refundedMinor: 0, creditedMinor: 0, units: {}, moved: {} };
  for (const refund of earlier) {
    tally.refundedMinor += refund.amountMinor;
    tally.creditedMinor += refund.creditMinor ?? 0;
    for (const item of refund.items) {
      tally.units[item.id] = (tally.units[item.id] ?? 0) + item.quantity;
      tally.moved[item.id] = (tally.moved[item.id] ?? 0) + item.quantity;
    }
  }
  const credit = sale.credit ? [customerDoc(), accountDoc(sale.credit.owedMinor - tally.creditedMinor)] : [];
  return [
    sale.items.flatMap((item) => costedProduct(item.id)),
    [
      { kind: 'set', path: PATH('sales', sale.id), data: { ...storedSale(sale), ...appliedAt(sale.createdAt) } },
      ...earlier.map((refund) => ({ kind: 'set', path: PATH('refunds', refund.id), data: { ...refundOps(refund)[0].data, ...appliedAt(refund.createdAt) } })),
      ...(earlier.length ? [{ kind: 'set', path: PATH('refundTallies', sale.id), data: { ...tally, refundId: earlier[earlier.length - 1].id } }] : []),
      ...credit,
    ],
  ];
}

/** A later refund of `lines` lines of a sale of `lines` lines (on `credit`): its earlier state and the refund. */
function laterRefund({ lines, credit = false, at = minutesAgo(5) }) {
  const sale = makeSale({ lines, at: minutesAgo(20), credit });
  const owed = sale.credit?.owedMinor;
  const earlier = [makeRefund(sale, [], { lines: 1, id: 'refund-0001', at: minutesAgo(15), balanceMinor: owed })];
  const refund = makeRefund(sale, earlier, { lines, id: 'refund-0002', at, balanceMinor: credit ? owed - (earlier[0].creditMinor ?? 0) : undefined });
  return { seed: refundedState(sale, earlier), refund };
}

/** A Digital product as stored: no stock. */
function digitalProduct() {
  const { quantity: _quantity, ...data } = productDoc('p1').data;
  return { ...data, type: 'Digital' };
}

const LONG = {
  name: 'N'.repeat(domain.MAX_PRODUCT_NAME_LENGTH),
  description: 'D'.repeat(domain.MAX_DESCRIPTION_LENGTH),
  imageUrl: `https://firebasestorage.googleapis.com/${'i'.repeat(1900)}`,
  imagePath: `products/${UID}/1700000000000-photo.jpg`,
  email: `${'e'.repeat(64)}@${'d'.repeat(200)}.com`,
  phone: '+233 24 123 4567 890',
};

const delivery = (at = minutesAgo(1)) => ({ id: 'delivery-0001', productId: 'p1', adjustment: { reason: 'delivery', received: 24, unitCostMinor: 1234 }, at });
const count = (at = minutesAgo(1)) => ({ id: 'count-0001', productId: 'p1', adjustment: { reason: 'count', counted: 990 }, at });

/**
 * The requests measured, each with its earlier state. `request` groups the scenario with others
 * in the tables; `smoke` marks the few the smoke run measures. Each write the adapter makes, by the
 * owner, and by a manager and a cashier on their own accounts where their role allows it.
 */
function scenarios() {
  const list = [];
  const add = (scenario) => list.push(scenario);
  // Staff on accounts of their own: from the member's own account (uid and verified address), over
  // the staff state above. Each rule then also reads the membership and the staff record (isMember).
  const asMember = (member, built) => ({ ...built, uid: member.uid, token: member.token, seed: [...staffState(), ...(built.seed ?? [])] });
  /** The owner's request, and the members' (`roles`) of the same write, each built for its writer. */
  const each = (roles, { request, smoke = [], build }) => {
    for (const role of ['owner', ...roles]) {
      const member = { manager: MANAGER, cashier: CASHIER }[role] ?? null;
      const label = member ? `${role}: ${request[0].toLowerCase()}${request.slice(1)}` : request;
      add({ request: label, smoke: smoke.includes(role), member: member !== null, build: () => (member ? asMember(member, build(member)) : build(null)) });
    }
  };

  // A sale: the sale document alone (its roll-ups, stock and account are the server's), paid now
  // or on credit. The rules check its first line; more cost the same.
  each(['cashier'], { request: 'Sale: 1 line, cash, customer, discount', build: (m) => ({ ops: saleOps(makeSale({ lines: 1 }), m) }) });
  each(['cashier'], { request: 'Sale: 10+ lines, cash, customer, discount', build: (m) => ({ ops: saleOps(makeSale({ lines: 10 }), m) }) });
  each(['cashier'], { request: `Sale: 10+ lines, split in ${MAX_PAYMENT_PARTS} parts, customer, discount`, smoke: ['owner', 'cashier'], build: (m) => ({ ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS }), m) }) });
  // A cashier's discount at the shop's limit (the default, 10 %; the limit is the server's check), as a percentage.
  const limit = domain.DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS;
  add({
    request: `cashier: sale: 10+ lines, split in ${MAX_PAYMENT_PARTS} parts, customer, ${limit / 100} % off`,
    member: true,
    build: () => asMember(CASHIER, { ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS, discount: { type: 'percentage', hundredths: limit } }), CASHIER) }),
  });
  // On credit: a manager may sell so on their own account, a cashier may not (memberSold).
  each(['manager'], { request: 'Credit sale: 10+ lines, part paid, customer with a limit, discount', build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: saleOps(makeSale({ lines: 10, credit: true }), m) }) });
  each(['manager'], {
    request: `Credit sale: 10+ lines, ${MAX_PAYMENT_PARTS} parts paid now`,
    smoke: ['owner', 'manager'],
    build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: saleOps(makeSale({ lines: 10, parts: MAX_PAYMENT_PARTS, credit: true }), m) }),
  });
  // A refund alone (the owner's, or a manager's: a cashier's needs a PIN her account cannot take).
  each(['manager'], {
    request: 'Refund: later refund, 1 line',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 1 });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager'], {
    request: 'Refund: later refund, 10+ lines',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 10 });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager'], {
    request: 'Refund of a credit sale, credit taken off: later refund, 10+ lines',
    build: (m) => {
      const { seed, refund } = laterRefund({ lines: 10, credit: true });
      return { seed, ops: refundOps(refund, m) };
    },
  });
  each(['manager', 'cashier'], { request: 'Repayment (alone)', build: (m) => ({ seed: [[customerDoc(), accountDoc(100_000)]], ops: repaymentOps(makeRepayment(100_000), m) }) });
  // A delivery or a count: the movement alone (a cashier writes none: 'change-stock' needs a PIN).
  each(['manager'], {
    request: 'Delivery at a unit cost (movement alone)',
    build: (m) => ({ seed: [costedProduct('p1')], ops: adjustmentOps(domain.adjustmentMovement(delivery(), 1000, 987), m) }),
  });
  each(['manager'], {
    request: 'Stock count (movement alone)',
    build: (m) => ({ seed: [costedProduct('p1')], ops: adjustmentOps(domain.adjustmentMovement(count(), 1000), m) }),
  });
  each(['manager'], {
    request: 'Product created (Physical, every field) + its cost',
    smoke: ['owner'],
    build: () => ({
      ops: [
        { kind: 'set', path: PATH('products', 'new-product'), data: { ...pickFields({ name: LONG.name, type: 'Physical', price: 99_999.99, currency: CURRENCY, description: LONG.description, imageUrl: LONG.imageUrl, imagePath: LONG.imagePath, quantity: 1_000_000 }, PRODUCT_WRITTEN_FIELDS), createdAt: minutesAgo(1) } },
        { kind: 'set', path: PATH('productCosts', 'new-product'), data: { cost: 88_888.88 } },
      ],
    }),
  });
  each(['manager'], {
    request: 'Product edited (every field but the stock) + its cost',
    build: () => ({
      // A product document from before costs had documents of their own: the edit removes its `cost`.
      seed: [[productDoc('p1', { cost: 9.87 })]],
      ops: [
        { kind: 'update', path: PATH('products', 'p1'), data: { ...patchFields({ name: LONG.name, price: 99_999.99, currency: 'USD', description: LONG.description, imageUrl: LONG.imageUrl, imagePath: LONG.imagePath }, PRODUCT_WRITTEN_FIELDS), cost: deleteField() } },
        { kind: 'set', path: PATH('productCosts', 'p1'), data: { cost: 88_888.88 } },
      ],
    }),
  });
  each(['manager'], {
    request: 'Product becomes Physical with a starting stock: count movement (born applied) + product',
    smoke: ['owner'],
    build: () => ({ seed: [[{ ...productDoc('p1'), data: digitalProduct() }]], ops: startingStockOps('start-0001', 'p1', 1_000_000, minutesAgo(1)) }),
  });
  const longestCustomer = (creditLimit) => pickFields({ name: 'C'.repeat(domain.MAX_CUSTOMER_NAME_LENGTH), email: LONG.email, phone: LONG.phone, ...(creditLimit === undefined ? {} : { creditLimit }) }, CUSTOMER_FIELDS);
  each(['manager'], { request: 'Customer created (every field)', build: () => ({ ops: [{ kind: 'set', path: PATH('customers', 'new-customer'), data: { ...longestCustomer(99_999.99), createdAt: minutesAgo(1) } }] }) });
  add({
    request: 'cashier: customer created (every field, no credit limit)',
    member: true,
    build: () => asMember(CASHIER, { ops: [{ kind: 'set', path: PATH('customers', 'new-customer'), data: { ...longestCustomer(undefined), createdAt: minutesAgo(1) } }] }),
  });
  each(['manager'], {
    request: 'Customer edited (every field)',
    build: () => ({
      seed: [[{ kind: 'set', path: PATH('customers', 'c1'), data: { name: 'Ama', email: '', phone: '', createdAt: minutesAgo(60) } }]],
      ops: [{ kind: 'update', path: PATH('customers', 'c1'), data: patchFields(longestCustomer(99_999.99), CUSTOMER_FIELDS) }],
    }),
  });
  const largestExpense = (madeBy, overrides = {}) => ({
    ...pickFields({ amount: 10_000_000, currency: CURRENCY, category: "Owner's own use", method: 'Cash', fromTill: true, spentOn: '2024-05-02', note: 'N'.repeat(domain.MAX_EXPENSE_NOTE_LENGTH) }, fields.EXPENSE_FIELDS),
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(1),
    madeBy,
    ...overrides,
  });
  each(['manager'], { request: 'Expense saved (new, every field at its longest)', build: (m) => ({ ops: [{ kind: 'set', path: PATH('expenses', 'new-expense'), data: largestExpense(m?.stamp ?? LONGEST_STAMP) }] }) });
  each(['manager'], {
    request: 'Expense saved again (an edit replaces it)',
    build: (m) => ({
      seed: [[{ kind: 'set', path: PATH('expenses', 'e1'), data: largestExpense(m?.stamp ?? LONGEST_STAMP, { amount: 12.5, updatedAt: minutesAgo(60) }) }]],
      ops: [{ kind: 'set', path: PATH('expenses', 'e1'), data: largestExpense(m?.stamp ?? LONGEST_STAMP) }],
    }),
  });
  // A pay-in (a cashier's) or pay-out (the owner's and a manager's) added to the writer's own open
  // shift (staff.ts: the shift set whole), after earlier moves (the rules then compare them).
  each(['manager', 'cashier'], {
    request: 'A pay-in or pay-out added to an open shift (after 3 moves)',
    build: (m) => {
      const kind = m === CASHIER ? 'pay-in' : 'pay-out';
      const move = (i) => ({ id: `${'m'.repeat(199)}${i}`, kind, amountMinor: domain.MAX_AMOUNT_MINOR, reason: 'R'.repeat(domain.MAX_PAY_IN_OUT_REASON_LENGTH), at: minutesAgo(30 - i) });
      let shift = domain.openShift({ id: 'shift-0001', staff: m?.stamp ?? LONGEST_STAMP, currency: CURRENCY, floatMinor: domain.MAX_AMOUNT_MINOR, openedAt: minutesAgo(60) });
      for (const i of [1, 2, 3]) shift = domain.addPayInOut(shift, { ...move(i), kind: 'pay-in' });
      const stored = (s) => pickFields(shiftToStored(s), SHIFT_FIELDS);
      return {
        seed: [[{ kind: 'set', path: PATH('shifts', shift.id), data: stored(shift) }]],
        ops: [{ kind: 'set', path: PATH('shifts', shift.id), data: stored(domain.addPayInOut(shift, move(4))) }],
      };
    },
  });
  // The owner's alone: a staff member saved with their PIN's hash and an invitation (staff.ts, putStaffMember).
  add({
    request: 'Staff member saved with their PIN and an invitation',
    build: () => {
      const email = `${'e'.repeat(64)}@${'d'.repeat(320 - 64 - 1 - 4)}.com`;
      return {
        token: { email: 'owner@example.com', email_verified: true },
        ops: [
          { kind: 'set', path: PATH('staff', 'i'.repeat(128)), data: { name: 'N'.repeat(domain.MAX_STAFF_NAME_LENGTH), role: 'manager', disabled: false, createdAt: minutesAgo(1), invitationEmail: email } },
          { kind: 'set', path: PATH('staffPins', 'i'.repeat(128)), data: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32) }, options: { merge: true } },
          { kind: 'set', path: `invitations/${email}`, data: { ownerUid: UID, staffId: 'i'.repeat(128), createdAt: serverTimestamp(), shopName: 'B'.repeat(200), ownerEmail: 'owner@example.com' } },
        ],
      };
    },
  });
  add({
    request: 'Business profile created at signup (before verification)',
    build: () => {
      const business = domain.newBusinessProfile({
        ownerUid: UID,
        email: LONG.email,
        businessName: 'B'.repeat(domain.MAX_BUSINESS_NAME_LENGTH),
        ownerName: 'O'.repeat(domain.MAX_BUSINESS_NAME_LENGTH),
        businessType: 'T'.repeat(domain.MAX_BUSINESS_TYPE_LENGTH),
        phone: LONG.phone,
        address: 'A'.repeat(domain.MAX_ADDRESS_LENGTH),
        now: new Date(),
      });
      return { token: { email_verified: false }, ops: [{ kind: 'set', path: `businesses/${UID}`, data: pickFields(business, BUSINESS_FIELDS) }] };
    },
  });
  return list;
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/**
 * The padding's cost model against the engine: a rule of known cost must take exactly the padding
 * that brings it to the budget. With `quick`, only the budget of 1000 is checked (two requests).
 */
async function calibrate({ quick }) {
  const cases = [
    { condition: 'true', cost: 1 },
    { condition: 'request.resource.data.v == 1', cost: 6 },
    { condition: "request.resource.data.v == 1 && request.resource.data.keys().hasOnly(['v'])", cost: 15 },
  ].slice(0, quick ? 1 : 3);
  const scenario = { token: {}, ops: [{ kind: 'set', path: 'calibration/c1', data: { v: 1 } }] };
  return pool(
    cases.map(({ condition, cost }) => async () => {
      const rules = parseRules(`rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /calibration/{id} {\n      allow create: if ${condition};\n    }\n    match /{document=**} {\n      allow read, write: if false;\n    }\n  }\n}\n`);
      const passes = async (pad) => (await run(variant(rules, { target: 'calibration', method: 'create', pad }), scenario)).ok;
      if (quick) {
        const [under, over] = await Promise.all([passes(1000 - cost), passes(1000 - cost + 1)]);
        return { condition, cost, budget: under && !over ? 1000 : null };
      }
      const room = await largest(padCosts(1000), passes);
      return { condition, cost, budget: room === null ? null : room + cost };
    }),
  );
}

/**
 * Each scenario's request as a whole on the rules (one project), each document alone (a project
 * per collection, the others allowing everything) for its coverage and calls, and with `exact` its
 * expressions: the budget less the largest padding its rule still takes (one project per step).
 */
async function measureRequests(rules, list, budget, { exact }) {
  const wholes = [];
  const alone = new Map();
  const targets = [...new Set(list.flatMap((scenario) => scenario.build().ops.map((op) => collectionOf(op.path))))];
  await pool([
    async () => {
      const project = await openProject(rules.text);
      try {
        for (const scenario of list) wholes.push(await project.run(scenario.build(), { coverage: true }));
      } finally {
        await project.close();
      }
    },
    ...targets.map((target) => async () => {
      const project = await openProject(variant(rules, { target, isolate: true }));
      try {
        for (const [s, scenario] of list.entries()) {
          const built = scenario.build();
          for (const op of built.ops.filter((o) => collectionOf(o.path) === target)) {
            const result = await project.run(built, { coverage: true });
            alone.set(`${s} ${op.path}`, { path: op.path, collection: target, method: result.methods[op.path], ok: result.ok, refusal: result.refusal, coverage: result.coverage, calls: result.calls, documents: result.documents, read: result.read, callSites: result.callSites, expressions: null });
          }
        }
      } finally {
        await project.close();
      }
    }),
  ]);
  if (exact) {
    await pool(
      [...alone.entries()].filter(([, d]) => d.ok || d.refusal === OVER_BUDGET).map(([key, d]) => async () => {
        const scenario = list[Number(key.split(' ')[0])];
        if (!d.ok) {
          Object.assign(d, await measureInParts(rules, scenario, d, budget));
          return;
        }
        d.expressions = await expressionsOf(rules, scenario, d, budget);
      }),
    );
  }
  return list.map((scenario, s) => {
    const docs = scenario.build().ops.map((op) => alone.get(`${s} ${op.path}`));
    let whole = wholes[s];
    // A request refused for a document over the budget: its calls are its documents' (each
    // document's rule is evaluated on its own), as measured alone or in parts.
    if (!whole.ok && docs.every((d) => d.ok || d.split)) {
      whole = { ...whole, calls: docs.reduce((sum, d) => sum + d.calls, 0), documents: new Set(docs.flatMap((d) => d.read)).size, summed: true };
    }
    log(`  ${scenario.request}: ${whole.ok ? 'passes' : `REFUSED (${whole.refusal})`}; ${docs.map((d) => `${d.collection} ${d.expressions ?? (d.ok ? `~${d.coverage}` : '>1000')}`).join(', ')}`);
    return { scenario, whole, docs };
  });
}

/** A document's expressions: the budget less the largest padding its rule still takes (one project per step). */
async function expressionsOf(rules, scenario, d, budget) {
  const room = await largest(padCosts(budget), async (pad) => pad === 0 || (await run(variant(rules, { target: d.collection, method: d.method, pad, isolate: true }), scenario.build())).ok);
  return budget - room;
}

/**
 * The operands of a condition joined by && at its top level, its comments left out; null when it
 * has fewer than two, or an || at its top level.
 */
function andOperands(condition) {
  let text = '';
  for (let i = 0; i < condition.length; i++) {
    const c = condition[i];
    if (c === '/' && condition[i + 1] === '/') {
      const end = condition.indexOf('\n', i);
      i = end < 0 ? condition.length : end - 1;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      for (; j < condition.length && condition[j] !== c; j++) if (condition[j] === '\\') j++;
      text += condition.slice(i, j + 1);
      i = j;
    } else text += c;
  }
  const operands = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && text.startsWith('||', i)) return null;
    else if (depth === 0 && text.startsWith('&&', i)) {
      operands.push(text.slice(from, i).trim());
      from = i + 2;
      i++;
    }
  }
  operands.push(text.slice(from).trim());
  return operands.length >= 2 ? operands : null;
}

/** The one statement allowing `method` on `collection`, and the operands of its condition (andOperands); null when there is not one such statement. */
function statementOf(rules, collection, method) {
  const statements = rules.allows.filter((a) => a.collection === collection && (a.methods.includes(method) || a.methods.includes('write')));
  if (statements.length !== 1) return null;
  const [statement] = statements;
  return { statement, operands: andOperands(rules.text.slice(statement.condStart, statement.condEnd)) };
}

/**
 * A document whose rule is over the budget, measured in parts: the condition of the statement
 * allowing its method is split into its n operands joined by && at its top level; each operand
 * measured with the others replaced by `true`, and the n placeholders alone. The condition's count
 * is the parts' less n − 1 times the placeholders' (a passing && evaluates every operand, so its
 * count is its operands' plus what the chain itself costs, the same in every part); its calls are
 * the parts'. Checked on a document that passes (splitCheck).
 */
async function measureInParts(rules, scenario, d, budget) {
  const found = statementOf(rules, d.collection, d.method);
  if (!found?.operands) {
    log(`  ${d.collection} (${d.method}): over the budget, and its rule cannot be split at a top-level &&`);
    return {};
  }
  const { statement, operands } = found;
  const withCondition = (condition) => parseRules(rules.text.slice(0, statement.condStart) + condition + rules.text.slice(statement.condEnd));
  const conditions = [...operands.map((_, i) => operands.map((o, j) => (i === j ? `(${o})` : 'true')).join(' && ')), operands.map(() => 'true').join(' && ')];
  const parts = [];
  for (const condition of conditions) {
    const partRules = withCondition(condition);
    const seen = await run(variant(partRules, { target: d.collection, isolate: true }), scenario.build(), { coverage: true });
    parts.push({ ...seen, expressions: seen.ok ? await expressionsOf(partRules, scenario, d, budget) : null });
  }
  if (parts.some((part) => part.expressions === null)) {
    log(`  ${d.collection} (${d.method}): over the budget, and a part of its rule is too: ${parts.map((part) => part.expressions ?? part.refusal).join(', ')}`);
    return {};
  }
  const holes = parts.pop();
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0) - (parts.length - 1) * holes[key];
  const read = [...new Set(parts.flatMap((part) => part.read))];
  // Each operand's own count: its part's less the placeholders', the `true` in its place (1) added back.
  const shortened = (operand) => {
    const text = operand.replace(/\s+/g, ' ');
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  };
  // (A | in a table's cell, even in code, ends the cell unless escaped.)
  const breakdown = operands.map((operand, i) => `${shortened(operand).replaceAll('|', '\\|')} ${parts[i].expressions - holes.expressions + 1}`);
  return { split: true, parts: parts.length, breakdown, expressions: sum('expressions'), coverage: sum('coverage'), calls: sum('calls'), documents: read.length, read };
}

/**
 * The parts' sum checked against the engine: a document that passes, measured whole and in parts
 * (the largest that splits, a member's first), must count the same. Null when none splits.
 */
async function splitCheck(rules, measured, budget) {
  const candidates = measured
    .flatMap(({ scenario, docs }) => docs.map((d) => ({ scenario, d })))
    .filter(({ d }) => d.ok && d.expressions !== null && statementOf(rules, d.collection, d.method)?.operands)
    .sort((a, b) => Number(b.scenario.member ?? false) - Number(a.scenario.member ?? false) || b.d.expressions - a.d.expressions);
  if (candidates.length === 0) return null;
  const { scenario, d } = candidates[0];
  const inParts = await measureInParts(rules, scenario, d, budget);
  return { request: scenario.request, collection: d.collection, method: d.method, whole: d.expressions, inParts: inParts.expressions ?? null, parts: inParts.parts };
}

/** The largest sales and refunds that pass the real rules, by bisection (a project per shape). */
async function measureShapes(rules) {
  // The rules check the first ten lines one by one; past ten, more lines cost nothing more.
  const lines = SMOKE ? [1, 10, MAX_SALE_LINES] : Array.from({ length: MAX_SALE_LINES }, (_, i) => i + 1);
  const saleScenario = (shape) => ({ ops: saleOps(makeSale(shape)) });
  const onProject = (measure) => async () => {
    const project = await openProject(rules.text);
    try {
      return await measure(async (scenario) => (await project.run(scenario)).ok);
    } finally {
      await project.close();
    }
  };
  const partCounts = SMOKE ? [0, MAX_PAYMENT_PARTS] : [0, ...Array.from({ length: MAX_PAYMENT_PARTS - 1 }, (_, i) => i + 2)];
  const checkedUpTo = (values) => values[values.length - 1];
  return pool([
    ...partCounts.map((parts) =>
      onProject(async (passes) => ({
        shape: parts === 0 ? 'Sale lines, paid by one method' : `Sale lines, split in ${parts} parts`,
        allowed: MAX_SALE_LINES,
        checked: checkedUpTo(lines),
        largest: await largest(lines, (n) => passes(saleScenario({ lines: n, parts }))),
      })),
    ),
    onProject(async (passes) => {
      const parts = Array.from({ length: MAX_PAYMENT_PARTS - 1 }, (_, i) => i + 2);
      return { shape: `Split payment parts, at ${MAX_SALE_LINES} lines`, allowed: MAX_PAYMENT_PARTS, checked: checkedUpTo(parts), largest: await largest(parts, (k) => passes(saleScenario({ lines: MAX_SALE_LINES, parts: k }))) };
    }),
    onProject(async (passes) => ({
      shape: 'Refund lines (a later refund of the sale)',
      allowed: MAX_SALE_LINES,
      checked: checkedUpTo(lines),
      largest: await largest(lines, async (n) => {
        const { seed, refund } = laterRefund({ lines: n });
        return passes({ seed, ops: refundOps(refund) });
      }),
    })),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The adapter itself, against the same rules: it must store exactly what the requests above store.

async function adapterParts(db) {
  const { createFirebaseContext } = await import('../shared/src/backend/firebase/context.ts');
  const { createWatchers } = await import('../shared/src/backend/firebase/live.ts');
  const { createFirebaseSales } = await import('../shared/src/backend/firebase/sales.ts');
  const { createFirebaseRefunds } = await import('../shared/src/backend/firebase/refunds.ts');
  const { createFirebaseLedger } = await import('../shared/src/backend/firebase/ledger.ts');
  const { createFirebaseCatalogue } = await import('../shared/src/backend/firebase/catalogue.ts');
  const { createFirebaseCredit } = await import('../shared/src/backend/firebase/credit.ts');
  const { createPendingStock } = await import('../shared/src/backend/firebase/pending-stock.ts');
  const currentUser = { uid: UID, email: 'owner@example.com', displayName: 'Owner', emailVerified: true, providerData: [{ providerId: 'password' }] };
  // The owner, signed in for the whole run: the context follows who is signed in (context.ts).
  const auth = {
    currentUser,
    onAuthStateChanged(next) {
      next(currentUser);
      return () => {};
    },
  };
  const context = createFirebaseContext({ auth, db, storage: null, now: () => FIXED_NOW, isOnline: () => true, logError: () => {} });
  const watchers = createWatchers(context);
  const ledger = createFirebaseLedger(context);
  // firebase-backend.ts: the stock this till's own writes moved, until the server has (followed, then closed).
  const pendingStock = createPendingStock(context);
  return {
    context,
    pendingStock,
    sales: { ...createFirebaseSales(context, watchers, ledger, pendingStock), ...createFirebaseRefunds(context, watchers, ledger, pendingStock) },
    catalogue: createFirebaseCatalogue(context, watchers, pendingStock),
    credit: createFirebaseCredit(context, watchers, ledger),
  };
}
const FIXED_NOW = minutesAgo(1);

async function dump(db) {
  const state = {};
  const plain = (value) => JSON.parse(JSON.stringify(value, (_, v) => (v && typeof v === 'object' && typeof v.toMillis === 'function' ? `@${v.toMillis()}` : v)));
  for (const name of ['products', 'productCosts', 'customers', 'sales', 'dailyStats', 'productStats', 'stockMovements', 'refunds', 'refundTallies', 'accounts', 'repayments']) {
    const snapshot = await getDocs(collection(db, 'businesses', UID, name));
    for (const d of snapshot.docs) {
      // A `ledger` mark is compared by its state only: its time is the server's.
      const { ledger, ...data } = d.data();
      state[`${name}/${d.id}`] = plain(ledger === undefined ? data : { ...data, ledger: { state: ledger.state } });
    }
  }
  // A document id the SDK made (20 letters and digits: a starting stock's movement) is compared as AUTO_ID, wherever it is named.
  let text = JSON.stringify(state);
  for (const id of Object.keys(state).map((key) => key.split('/')[1]).filter((id) => /^[A-Za-z0-9]{20}$/.test(id))) text = text.replaceAll(id, AUTO_ID);
  return JSON.parse(text);
}
const AUTO_ID = 'AUTO-ID-OF-THE-SDK';

/**
 * Each operation through the adapter and through the measured requests, on the same rules, from
 * the same state: both must store the same documents. Also counts the adapter's own reads.
 */
async function crossCheck(rules, operations) {
  const { serverReads } = await import('./firestore-read-counter.mjs');
  const project = await openProject(rules.text);
  const { env } = project;
  const results = [];
  try {
    for (const operation of operations) {
      const outcomes = {};
      for (const side of ['adapter', 'requests']) {
        await env.clearFirestore();
        await env.withSecurityRulesDisabled(async (admin) => {
          for (const ops of operation.seed) await commit(admin.firestore(), ops);
        });
        // A client of its own, whose cache holds nothing of the last operation.
        const db = env.authenticatedContext(UID, { email_verified: true }).firestore();
        const readsBefore = serverReads.count;
        let error = null;
        let refused = [];
        try {
          if (side === 'adapter') {
            const parts = await adapterParts(db);
            try {
              await operation.adapter(parts);
            } finally {
              parts.pendingStock.close();
            }
            refused = parts.context.refusedWrites.list().map((w) => `${w.what}: ${w.code}`);
          } else {
            for (const ops of operation.requests) await commit(db, ops);
          }
        } catch (caught) {
          error = refusal(caught);
        }
        const reads = serverReads.count - readsBefore;
        let state = null;
        await env.withSecurityRulesDisabled(async (admin) => {
          state = await dump(admin.firestore());
        });
        outcomes[side] = { error, refused, state, reads };
      }
      const { adapter, requests } = outcomes;
      const differences = [...new Set([...Object.keys(adapter.state), ...Object.keys(requests.state)])].filter(
        (key) => JSON.stringify(adapter.state[key]) !== JSON.stringify(requests.state[key]),
      );
      results.push({ label: operation.label, adapterReads: adapter.reads, expectedReads: operation.reads, error: adapter.error ?? requests.error, refused: adapter.refused, differences });
    }
  } finally {
    await project.close();
  }
  return results;
}

function crossCheckOperations() {
  const sale = makeSale({ lines: 3, parts: 2, at: FIXED_NOW });
  const onCredit = makeSale({ lines: 3, parts: 2, at: FIXED_NOW, credit: true });
  const later = laterRefund({ lines: 3, at: FIXED_NOW });
  const creditLater = laterRefund({ lines: 3, credit: true, at: FIXED_NOW });
  const productPatch = { name: 'Renamed', priceMinor: 1500, costMinor: 1111, description: 'Now with a description' };
  const customerPatch = { name: 'Ama Mensah', email: 'ama@example.com', phone: '+233 24 000 0000', creditLimitMinor: 500_000 };
  const repayment = makeRepayment(1_000, FIXED_NOW);
  const decrements = (s) => s.items.map((i) => ({ productId: i.id, quantitySold: i.quantity }));
  // What reaches the adapter from a staff member's till: records stamped by the guard (backend/till-guard.ts).
  return [
    {
      label: 'recordSale (3 lines, split in 2)',
      seed: [sale.items.flatMap((item) => costedProduct(item.id))],
      adapter: ({ sales }) => sales.recordSale(UID, { sale: stamped(sale), stockDecrements: decrements(sale) }),
      // The sale alone (functions/README.md); its movements and roll-ups are the server's.
      requests: [saleOps(sale)],
      // The sale and its 3 products, in the transaction.
      reads: 4,
    },
    {
      label: 'recordSale (on credit, 3 lines, split in 2)',
      seed: [[...onCredit.items.flatMap((item) => costedProduct(item.id)), customerDoc(), accountDoc(100_000)]],
      adapter: ({ sales }) => sales.recordSale(UID, { sale: stamped(onCredit), stockDecrements: decrements(onCredit) }),
      requests: [saleOps(onCredit)],
      // Also the account and the customer (its limit).
      reads: 6,
    },
    {
      label: 'recordRepayment',
      seed: [[customerDoc(), accountDoc(100_000)]],
      adapter: ({ credit }) => credit.recordRepayment(UID, { repayment: stamped(repayment, false) }),
      requests: [repaymentOps(repayment)],
      // The repayment and the account.
      reads: 2,
    },
    {
      label: 'recordRefund (of a credit sale, later refund, 3 lines)',
      seed: creditLater.seed,
      adapter: ({ sales }) => sales.recordRefund(UID, { refund: stamped(creditLater.refund) }),
      requests: [refundOps(creditLater.refund)],
      // The sale's refunds (1), the customer's records the server may not have judged (credit sales 1, repayments none: 1, refunds with credit 1); the refund, the sale and the account.
      reads: 7,
    },
    {
      label: 'recordRefund (later refund, 3 lines)',
      seed: later.seed,
      adapter: ({ sales }) => sales.recordRefund(UID, { refund: stamped(later.refund) }),
      requests: [refundOps(later.refund)],
      // The sale's refunds (1); the refund and the sale.
      reads: 3,
    },
    {
      label: 'adjustStock (delivery)',
      seed: [costedProduct('p1')],
      adapter: ({ sales }) => sales.adjustStock(UID, stamped(delivery(FIXED_NOW))),
      // The product as seeded holds 1000 units at a cost of 9.87: the till's view of the cost after.
      requests: [adjustmentOps(domain.adjustmentMovement(delivery(FIXED_NOW), 1000, 987))],
      // Its cost document before the transaction (ledger.ts, readCost), the movement and the product in it.
      reads: 3,
    },
    {
      label: 'adjustStock (count)',
      seed: [costedProduct('p1')],
      adapter: ({ sales }) => sales.adjustStock(UID, stamped(count(FIXED_NOW))),
      requests: [adjustmentOps(domain.adjustmentMovement(count(FIXED_NOW), 1000))],
      reads: 2,
    },
    {
      label: 'updateProduct (no stock, its cost)',
      seed: [costedProduct('p1')],
      adapter: ({ catalogue }) => catalogue.updateProduct(UID, 'p1', productPatch),
      requests: [
        [
          { kind: 'update', path: PATH('products', 'p1'), data: { ...patchFields(productPatchToStored(productPatch), PRODUCT_WRITTEN_FIELDS), cost: deleteField() } },
          { kind: 'set', path: PATH('productCosts', 'p1'), data: { cost: productPatchToStored(productPatch).cost } },
        ],
      ],
      reads: 0,
    },
    {
      label: 'updateProduct (becomes Physical with a starting stock)',
      seed: [[{ ...productDoc('p1'), data: digitalProduct() }]],
      adapter: ({ catalogue }) => catalogue.updateProduct(UID, 'p1', { type: 'Physical', quantity: 50 }),
      // The movement's id is the SDK's (compared as AUTO_ID).
      requests: [startingStockOps(AUTO_ID, 'p1', 50, FIXED_NOW)],
      reads: 0,
    },
    {
      label: 'updateCustomer',
      seed: [[{ kind: 'set', path: PATH('customers', 'c1'), data: { name: 'Ama', email: '', phone: '', createdAt: minutesAgo(60) } }]],
      adapter: ({ catalogue }) => catalogue.updateCustomer(UID, 'c1', customerPatch),
      requests: [[{ kind: 'update', path: PATH('customers', 'c1'), data: patchFields(customerDraftToStored(customerPatch), CUSTOMER_FIELDS) }]],
      reads: 0,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The bill.

/** What each kind of request costs in rules reads, from the measurements (calls, distinct documents). */
function rulesReadsOf(measured, request) {
  const found = measured.find((m) => m.scenario.request === request);
  return found ? { calls: found.whole.calls, documents: found.whole.documents } : null;
}

function costRows(measured) {
  const reads = (request) => rulesReadsOf(measured, request);
  const plain = (label, writes, clientReads, requests, rules = { calls: 0, documents: 0 }) => ({ label, requests, writes, clientReads, rules });
  const rows = [];
  const add = (label, { requests = 1, writes, clientReads, parts }) => {
    if (parts.some((p) => p.reads === null)) return;
    rows.push({ label, requests, writes, clientReads, rules: parts.reduce((sum, p) => ({ calls: sum.calls + p.times * p.reads.calls, documents: sum.documents + p.times * p.reads.documents }), { calls: 0, documents: 0 }) });
  };
  // The till writes each record alone; the server's trigger then reads and writes what it derives
  // (functions/README.md; docs/firebase.md, 'What a sale costs now'), billed too but not counted here.
  // sales.ts recordSaleOnline: the transaction reads the sale and each product it lowers (+ the
  // account and the customer on credit).
  for (const lines of [1, 10]) {
    add(`Sale of ${lines} line${lines > 1 ? 's' : ''} (stocked products), online: the sale alone`, { writes: 1, clientReads: 1 + lines, parts: [{ times: 1, reads: reads(lines === 1 ? 'Sale: 1 line, cash, customer, discount' : 'Sale: 10+ lines, cash, customer, discount') }] });
  }
  add('Sale of 10 lines on credit, online: the sale alone', { writes: 1, clientReads: 13, parts: [{ times: 1, reads: reads('Credit sale: 10+ lines, part paid, customer with a limit, discount') }] });
  add("A cashier's sale of 10 lines, on her own account, online", { writes: 1, clientReads: 11, parts: [{ times: 1, reads: reads('cashier: sale: 10+ lines, cash, customer, discount') }] });
  // refunds.ts recordRefundOnline: the sale's refunds (a query, at least 1), then the transaction
  // reads the refund and the sale; of a credit sale also the customer's records the server may not
  // have judged (3 queries, at least 1 each) and the account.
  add('Refund of any number of lines, online: the refund alone', { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('Refund: later refund, 10+ lines') }] });
  add('Refund of a credit sale, online: the refund alone', { writes: 1, clientReads: 7, parts: [{ times: 1, reads: reads('Refund of a credit sale, credit taken off: later refund, 10+ lines') }] });
  add("A manager's refund, on their own account, online", { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('manager: refund: later refund, 10+ lines') }] });
  // credit.ts recordRepayment: the transaction reads the repayment and the account.
  add('Repayment, online: the repayment alone', { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('Repayment (alone)') }] });
  add("A cashier's repayment, on her own account, online", { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('cashier: repayment (alone)') }] });
  // sales.ts adjustOnline: a delivery at a unit cost reads the product's cost document before the
  // transaction (ledger.ts, readCost); the transaction reads the movement and the product.
  add('Delivery at a unit cost, online: the movement alone', { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('Delivery at a unit cost (movement alone)') }] });
  add('Stock count (or a delivery without a unit cost), online: the movement alone', { writes: 1, clientReads: 2, parts: [{ times: 1, reads: reads('Stock count (movement alone)') }] });
  add("A manager's delivery at a unit cost, on their own account, online", { writes: 1, clientReads: 3, parts: [{ times: 1, reads: reads('manager: delivery at a unit cost (movement alone)') }] });
  add('Product becomes Physical with a starting stock (the movement beside it)', { writes: 2, clientReads: 0, parts: [{ times: 1, reads: reads('Product becomes Physical with a starting stock: count movement (born applied) + product') }] });
  add('A staff member saved with their PIN and an invitation (a transaction: the record, the profile)', { writes: 3, clientReads: 2, parts: [{ times: 1, reads: reads('Staff member saved with their PIN and an invitation') }] });
  rows.push(plain('Product or customer created or edited (catalogue.ts)', 1, 0, 1));
  rows.push(plain('Product created or edited with its cost (catalogue.ts: the product and its cost document)', 2, 0, 1));
  rows.push(plain('Product deleted (getDoc for its image, then it and its cost document deleted, billed as 2 deletes)', 0, 1, 1));
  rows.push(plain('Business profile at an e-mail signup (auth.ts)', 1, 0, 1));
  // catalogue.ts getOrCreateBusiness: the transaction reads the profile and the invitation to the
  // address; the rules look for that invitation too (invitedElsewhere: exists, then get).
  rows.push(plain('Business profile at a first Google sign-in (getDoc, then a transaction reads the profile and the invitation, and writes)', 1, 3, 1, { calls: 2, documents: 1 }));
  return rows;
}

/**
 * The reads of opening each screen on a cold cache (or after more than 30 minutes away, when a
 * listener's resume no longer saves reads): a query costs one read per document it returns, at
 * least one; a listener shared by several components (the same query) is read once.
 */
function screenRows() {
  const sales = SHOP.days * SHOP.salesPerDay;
  const refunds = SHOP.days * SHOP.refundsPerDay;
  const q = (n) => Math.max(1, n);
  // Every signed-in page: the frame's useBusiness (getOrCreateBusiness reads the profile with
  // getDoc, then subscribeBusiness listens to it) and useSyncState (sync.ts: the newest 500 sales).
  const frame = [
    ['profile: getDoc (useBusiness → getOrCreateBusiness)', 1],
    ['profile listener (subscribeBusiness)', 1],
    ['sync state: newest 500 sales (sync.ts, WAITING_WINDOW)', q(Math.min(500, sales))],
  ];
  const screens = [
    { screen: 'Any signed-in page (the frame)', parts: frame },
    { screen: 'Till (POS)', parts: [...frame, ['profile: getDoc again (the till\'s own useBusiness)', 1], ['products (useProducts)', q(SHOP.products)], ['their costs (productCosts, one per product with a cost)', q(SHOP.products)], ['customers (useSaleCustomer, customer picker)', q(SHOP.customers)]] },
    { screen: 'All Products (inventory)', parts: [...frame, ['products', q(SHOP.products)], ['their costs', q(SHOP.products)]] },
    { screen: '… a product\'s stock history', parts: [['its stock movements (subscribeStockMovements)', q(SHOP.movementsPerProduct)]] },
    { screen: 'Customers', parts: [...frame, ['customers', q(SHOP.customers)]] },
    { screen: '… a customer\'s purchases', parts: [['every sale (useSales, no limit)', q(sales)]] },
    { screen: 'Sales History', parts: [...frame, ['first page: newest 50 sales', q(Math.min(50, sales))], ['then every sale (useSalesHistory)', sales >= 50 ? sales : 0], ['every refund (useRefunds)', q(refunds)]] },
    { screen: '… a sale\'s details', parts: [['profile: getDoc (useBusiness)', 1], ['the sale\'s refunds (subscribeSaleRefunds)', 1]] },
    { screen: 'End of Day (today)', parts: [...frame, ['profile: getDoc again (useBusiness)', 1], ['the day\'s sales', q(SHOP.salesPerDay)], ['the day\'s refunds', q(SHOP.refundsPerDay)]] },
    { screen: 'Dashboard (30 days, one currency)', parts: [...frame, ['roll-ups of the period (dailyStats)', q(Math.min(30, SHOP.days))], ['products', q(SHOP.products)], ['their costs', q(SHOP.products)], ['customers', q(SHOP.customers)]] },
  ];
  return screens.map(({ screen, parts }) => ({ screen, parts, reads: parts.reduce((sum, [, n]) => sum + n, 0) }));
}

// ---------------------------------------------------------------------------------------------
// Output.
const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function rulesTable(measured, budget) {
  const rows = [];
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  for (const { scenario, whole, docs } of measured) {
    docs.forEach((d, i) => {
      let expressions;
      let left;
      if (!d.ok && d.split) [expressions, left] = [`**${d.expressions}** (in ${d.parts} parts: ${d.breakdown.map((b) => `\`${b}\``).join(', ')})`, `**${budget - d.expressions}**: refused, ${d.refusal}`];
      else if (!d.ok) [expressions, left] = [`over ${budget}`, `refused: ${d.refusal}`];
      else if (d.expressions === null) [expressions, left] = ['(not measured)', '(not measured)'];
      else [expressions, left] = [String(d.expressions), String(budget - d.expressions)];
      const request = i === 0 ? `${whole.ok ? '' : `**refused** (${whole.refusal}); `}${whole.calls} on ${plural(whole.documents, 'doc')}${whole.summed ? ' (its documents\' summed)' : ''}` : '';
      rows.push([i === 0 ? scenario.request : '', `${d.collection} (${d.method})`, expressions, left, String(d.coverage), `${d.calls} on ${plural(d.documents, 'doc')}`, request]);
    });
  }
  return table(['Write (one request)', 'Document (rule)', 'Expressions', 'Left of the 1000', 'Coverage ÷ 2', 'get/exists calls', 'Calls in the request'], rows);
}

/** How far the coverage estimate is from the measured count, over the documents measured. */
function spread(measured) {
  const ratios = measured.flatMap((m) => m.docs.filter((d) => d.ok && d.expressions)).map((d) => d.coverage / d.expressions - 1);
  if (ratios.length === 0) return '';
  const percent = (r) => `${r > 0 ? '+' : ''}${Math.round(r * 100)} %`;
  return ` (here ${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))} of the measured count: the report lists the operands && and || pass over, leaves out literals, and for a set() creating a document also counts the update statement the engine evaluates beside it without charging it)`;
}

function shapesTable(shapes) {
  const shown = (s) => {
    if (s.largest === null) return '**none**';
    if (s.largest >= s.allowed) return `${s.largest} (all)`;
    if (s.largest >= s.checked) return `${s.largest} (all checked)`;
    return `**${s.largest}**`;
  };
  return table(['Shape', 'The domain allows', 'Largest that passes'], shapes.map((s) => [s.shape, String(s.allowed), shown(s)]));
}

function costTable(rows) {
  return table(
    ['Operation', 'Requests', 'Documents written', 'Reads by the app', 'Reads by the rules (calls; documents)', 'Billed reads'],
    rows.map((r) => [r.label, String(r.requests), String(r.writes), String(r.clientReads), `${r.rules.calls}; ${r.rules.documents}`, `${r.clientReads + r.rules.calls}`]),
  );
}

function screensTable(rows) {
  const frame = rows[0];
  const described = (r) => {
    const own = r === frame || !frame.parts.every((part) => r.parts.includes(part)) ? r.parts : r.parts.filter((part) => !frame.parts.includes(part));
    return [...(own === r.parts ? [] : [`every page's ${frame.reads}`]), ...own.map(([what, n]) => `${what}: ${n}`)].join('; ');
  };
  return table(['Screen opened', 'What it reads', 'Billed reads'], rows.map((r) => [r.screen, described(r), String(r.reads)]));
}

// ---------------------------------------------------------------------------------------------
// Main.
const found = findOfficialFirestore();
if (!found.jar) {
  // The smoke run (bench/smoke.mjs) skips, saying why, as the rules suite does; a full run fails.
  if (SMOKE) {
    console.log(`firestore-rules: skipped, the official Firestore emulator cannot run here: ${found.reason}`);
    process.exit(0);
  }
  console.error(`firestore-rules: the official Firestore emulator cannot run here: ${found.reason}`);
  process.exit(2);
}
const source = loadRules();
const rules = { ...parseRules(source.text), label: source.label };
PORT = await freePort();
const emulator = createOfficialFirestore({ jar: found.jar, host: HOST, port: PORT, rulesFile: FIRESTORE_RULES_FILE });
const started = performance.now();
log(`Starting the official Firestore emulator (Java ${found.java}) on ${HOST}:${PORT}…`);
// Stopped (only the process started here) when this run is interrupted or told to stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    emulator.stop().finally(() => process.exit(130));
  });
}
await emulator.start();
let failed = false;
try {
  log(`Rules: ${rules.label}`);
  log('Calibrating the padding against the engine…');
  const calibration = await calibrate({ quick: SMOKE });
  const budgets = new Set(calibration.map((c) => c.budget));
  if (budgets.size !== 1 || budgets.has(null)) {
    console.error(`The engine does not count as the padding model says: ${JSON.stringify(calibration)}`);
    process.exit(1);
  }
  const budget = [...budgets][0];
  log(`  every calibration rule leaves a budget of ${budget} expressions`);

  const list = scenarios().filter((s) => (!SMOKE || s.smoke) && chosen(s.request));
  log(`Measuring ${list.length} requests, each document alone…`);
  const measured = await measureRequests(rules, list, budget, { exact: !SMOKE });
  const split = measured.some((m) => m.docs.some((d) => d.split)) ? await splitCheck(rules, measured, budget) : null;
  if (split) log(`  measured in parts, ${split.collection} (${split.method}) of ${split.request}: ${split.inParts} (whole: ${split.whole})`);
  log('Bisecting the largest sale and refund that pass…');
  const shapes = ONLY === null ? await measureShapes(rules) : [];
  log('Running the adapter itself against the same rules…');
  const operations = crossCheckOperations().filter((operation) => chosen(operation.label));
  const checks = await crossCheck(rules, SMOKE ? operations.slice(0, 1) : operations);

  // Every request is a write the adapter makes at a legitimate shape: the rules must let each through.
  for (const m of measured.filter((m) => !m.scenario.member)) {
    if (!m.whole.ok) {
      console.error(`REFUSED, a write the adapter makes at a legitimate shape: ${m.scenario.request}: ${m.whole.refusal}`);
      failed = true;
    }
  }
  // A member's requests are each at a shape the rules must let through.
  for (const m of measured.filter((m) => m.scenario.member)) {
    if (!m.whole.ok) {
      console.error(`REFUSED, a member's request at its legitimate shape: ${m.scenario.request}: ${m.whole.refusal}`);
      failed = true;
    }
  }
  for (const check of checks) {
    if (check.error || check.refused.length > 0 || check.differences.length > 0) {
      const why = `${check.error ?? ''} ${check.refused.join('; ')} ${check.differences.join(', ')}`;
      console.error(`The adapter and the measured requests disagree on ${check.label}: ${why}`);
      failed = true;
    }
  }

  if (split && split.inParts !== split.whole) {
    console.error(`The engine does not count a rule as the sum of its parts: ${JSON.stringify(split)}`);
    failed = true;
  }
  const calibrationText = calibration.map((c) => `\`${c.condition}\` (${c.cost})`).join(', ');
  // Firestore's limits on document-access calls: 10 per document, 20 per request (the emulator does not enforce them).
  const nearLimit = measured.flatMap((m) => [
    ...m.docs.filter((d) => d.calls >= 8).map((d) => `${d.collection} (${m.scenario.request}) ${d.calls} of 10`),
    ...(m.whole.calls >= 16 ? [`${m.scenario.request} ${m.whole.calls} of 20`] : []),
  ]);
  const overLimit = measured.some((m) => m.whole.calls > 20 || m.docs.some((d) => d.calls > 10));
  console.log(`Rules: ${rules.label}. Emulator: ${path.basename(found.jar)} (Java ${found.java}).${SMOKE ? ' Smoke run: a few writes, no padding per document, sales and refunds of 1, 10 and 1000 lines.' : ''}\n`);
  console.log('### Rules budget per document\n');
  console.log(rulesTable(measured, budget));
  console.log(
    `\nExpressions: measured on the engine — the document's rule is padded by a known cost until it is refused (the padding's model held on ${calibrationText}: ${calibration.length > 1 ? 'each left' : 'it left'} exactly ${budget}). ` +
      `Coverage ÷ 2: the coverage report's inner-node counts halved, an estimate only${spread(measured)}. ` +
      'get/exists calls: the get/exists/getAfter/existsAfter calls the rule evaluated, counted from the coverage report\'s call nodes (evaluations, halved), and the distinct documents they read (from the calls\' path values). ' +
      `Firestore allows 10 calls per document and 20 per request, and may not count a call it answers from its cache: ${overLimit ? '**some are over**' : 'none is over'}` +
      (nearLimit.length ? `; the closest: ${nearLimit.join('; ')}.` : '.') +
      (measured.some((m) => m.scenario.member)
        ? " The requests named 'manager:' and 'cashier:' are staff members' on accounts of their own (their uid and verified address; no approval, their own stamp, a sale their account's uid), each rule also reading their membership and staff record (a sale's discount limit is the server's check now). " +
          "A document over the budget is measured in parts: its rule's condition split into its operands joined by && at its top level, each measured with the others replaced by `true`, the placeholders' own count taken off; its request's calls are then its documents' summed" +
          (split ? ` (checked on ${split.collection} (${split.method}) of "${split.request}": ${split.inParts} in ${split.parts} parts, ${split.whole} measured whole).` : '.')
        : ''),
  );
  console.log('\n### Largest shapes that pass\n');
  console.log(shapesTable(shapes));
  console.log('\n### What a shop pays: writes\n');
  console.log(costTable(costRows(measured)));
  console.log(
    '\nReads by the app: the adapter\'s transaction reads (sales.ts; checked by running it: ' +
      checks.map((c) => `${c.label} read ${c.adapterReads}${c.adapterReads === c.expectedReads ? '' : ` (expected ${c.expectedReads})`}`).join(', ') +
      '). Reads by the rules: each get/exists/getAfter/existsAfter the rules evaluate is billed as a read (calls); Firestore may serve a repeated call for one document from its cache within a request (documents). Billed reads counts the calls.',
  );
  console.log(`\n### What a shop pays: opening a screen\n\nA shop with ${SHOP.products} products, ${SHOP.customers} customers, ${SHOP.days} days of sales at ${SHOP.salesPerDay} a day (${SHOP.days * SHOP.salesPerDay} sales, ${SHOP.days} roll-ups) and ${SHOP.refundsPerDay} refunds a day, ${SHOP.movementsPerProduct} stock movements per product; a cold cache.\n`);
  console.log(screensTable(screenRows()));
  console.log(
    `\nA query is billed one read per document it returns (at least one); listeners on the same query share one. ` +
      `The adapter checked against the measured requests: ${checks.map((c) => `${c.label} ${c.differences.length === 0 && !c.error && c.refused.length === 0 ? 'same documents' : 'DIFFERS'}`).join(', ')}.`,
  );
  // The last line sums it up (bench/smoke.mjs shows it): the owner's requests, then the members'.
  const cost = (d) => (d.split ? d.expressions : !d.ok ? Infinity : (d.expressions ?? d.coverage));
  const shown = (d) => {
    if (d.split) return `${d.expressions} (over by ${d.expressions - budget}, refused)`;
    if (!d.ok) return `over ${budget} (refused)`;
    return d.expressions ?? `~${d.coverage} (coverage estimate)`;
  };
  const worst = (group) => {
    if (group.length === 0) return null;
    const docs = group.flatMap((m) => m.docs.map((d) => ({ ...d, request: m.scenario.request })));
    const tightest = docs.reduce((a, b) => (cost(b) > cost(a) ? b : a));
    const mostCalls = docs.reduce((a, b) => (b.calls > a.calls ? b : a));
    const busiest = group.reduce((a, b) => (b.whole.calls > a.whole.calls ? b : a));
    return (
      `tightest ${tightest.collection} (${tightest.method}) at ${shown(tightest)} of ${budget} expressions (${tightest.request}); ` +
      `most get/exists calls ${mostCalls.calls} in one document (${mostCalls.collection}, on ${mostCalls.documents} docs), ${busiest.whole.calls} in one request (on ${busiest.whole.documents} docs)`
    );
  };
  const owners = worst(measured.filter((m) => !m.scenario.member));
  const members = worst(measured.filter((m) => m.scenario.member));
  const short = shapes.filter((shape) => shape.largest === null || shape.largest < Math.min(shape.allowed, shape.checked));
  console.log(
    `\nRules budget: ${[owners, members && `members' requests: ${members}`].filter(Boolean).join('; ')}; ` +
      (short.length ? `short of the domain: ${short.map((shape) => `${shape.shape} ${shape.largest ?? 'none'}`).join(', ')}.` : 'every shape checked passes.'),
  );
  log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s (${projects} projects).`);
} finally {
  await emulator.stop();
}
process.exit(failed ? 1 : 0);
