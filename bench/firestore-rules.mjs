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
//
// The modules, by job (bench/firestore-rules/): options.mjs (this command line), suite.mjs (the
// suite's own code), rules.mjs (the rules measured and their padding), emulator.mjs (driving the
// emulator, one measured request), writes.mjs (the adapter's writes as requests), measure.mjs
// (calibration, per-document figures, largest shapes), cross-check.mjs (the adapter itself),
// bill.mjs (what a shop pays), report.mjs (the tables); this file runs them.
import { register } from 'node:module';
import path from 'node:path';
import { createOfficialFirestore, findOfficialFirestore, FIRESTORE_RULES_FILE } from '../tooling/firebase/official-firestore.mjs';
import { chosen, log, ONLY, SHOP, SMOKE } from './firestore-rules/options.mjs';

// The adapter (shared/src/backend/firebase) imports the SDK through a stand-in that counts its reads.
register('./typescript-hooks.mjs', import.meta.url, {
  data: {
    substitutes: [{ specifier: 'firebase/firestore', under: new URL('../shared/src/backend/firebase/', import.meta.url).href, with: new URL('./firestore-read-counter.mjs', import.meta.url).href }],
  },
});

// Imported once the hooks above are registered: they load the suite's TypeScript (suite.mjs).
const { loadRules, parseRules } = await import('./firestore-rules/rules.mjs');
const emulatorModule = await import('./firestore-rules/emulator.mjs');
const { choosePort, HOST } = emulatorModule;
const { scenarios } = await import('./firestore-rules/writes.mjs');
const { calibrate, measureRequests, measureShapes, splitCheck } = await import('./firestore-rules/measure.mjs');
const { crossCheck, crossCheckOperations } = await import('./firestore-rules/cross-check.mjs');
const { costRows, screenRows } = await import('./firestore-rules/bill.mjs');
const { costTable, rulesTable, screensTable, shapesTable, spread } = await import('./firestore-rules/report.mjs');

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
const PORT = await choosePort();
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
  log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s (${emulatorModule.projects} projects).`);
} finally {
  await emulator.stop();
}
process.exit(failed ? 1 : 0);
