// Driving the official Firestore emulator: a project per rules text, one measured request (its
// refusal, its coverage figures), a pool of requests at a time, bisection.
import { freePort } from '../../tooling/firebase/emulator-process.mjs';
import { doc, getDoc, initializeTestEnvironment, writeBatch } from './suite.mjs';
import { JOBS } from './options.mjs';

/** Chooses this run's emulator port (PORT), before the emulator starts. */
export async function choosePort() {
  PORT = await freePort();
  return PORT;
}

export const HOST = '127.0.0.1';
export const UID = 'owner-bench';
export const PATH = (collectionName, id) => `businesses/${UID}/${collectionName}/${id}`;
export const collectionOf = (docPath) => {
  const segments = docPath.split('/');
  if (segments[0] !== 'businesses') return segments[0];
  return segments.length === 2 ? 'businesses' : segments[2];
};
export let PORT = 0;
export let projects = 0;

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

export const OVER_BUDGET = 'over the 1000-expression budget';

export function refusal(error) {
  const message = String(error?.message ?? error);
  if (/maximum of 1000 expressions/.test(message)) return OVER_BUDGET;
  return message.replace(/\s+/g, ' ').slice(0, 300);
}

export async function commit(db, ops) {
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
export async function openProject(rulesText) {
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
export async function run(rulesText, scenario, options) {
  const project = await openProject(rulesText);
  try {
    return await project.run(scenario, options);
  } finally {
    await project.close();
  }
}

/** Runs `tasks` (functions returning promises) at most JOBS at a time, in order of results. */
export async function pool(tasks, jobs = JOBS) {
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
export async function largest(candidates, passes) {
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
