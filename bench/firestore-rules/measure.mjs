// Measurements: the padding's calibration, each request's documents (expressions, get/exists
// calls), a rule over the budget measured in parts, the largest sales and refunds that pass.
import { OVER_BUDGET, collectionOf, largest, openProject, pool, run } from './emulator.mjs';
import { padCosts, parseRules, variant } from './rules.mjs';
import { SMOKE, log } from './options.mjs';
import { MAX_PAYMENT_PARTS, MAX_SALE_LINES } from './suite.mjs';
import { laterRefund, makeSale, refundOps, saleOps } from './writes.mjs';

/**
 * The padding's cost model against the engine: a rule of known cost must take exactly the padding
 * that brings it to the budget. With `quick`, only the budget of 1000 is checked (two requests).
 */
export async function calibrate({ quick }) {
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
export async function measureRequests(rules, list, budget, { exact }) {
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
export async function splitCheck(rules, measured, budget) {
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
export async function measureShapes(rules) {
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
