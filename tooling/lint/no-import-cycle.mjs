// A local lint rule: no file of a folder reaches itself again through the folder's own imports.
// Every import counts — `import type` and `export … from` as much as a value import, and a lazy
// `import()` too — because a circle closed only by types is still two files that cannot be read
// (or moved) one without the other. Only relative imports that stay inside `folder` are followed.
//
// The file being linted is read from the linter (so an unsaved edit counts); the others from disk,
// each parsed once per lint run unless it changed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/**
 * The relative module names a source imports or re-exports, where each is written: TypeScript's
 * import scanner (every `import`, `import type`, `export … from`, `import()` and `import('…')`
 * type, never one in a comment or a string).
 */
function importsOf(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((entry) => entry.fileName.startsWith('.'))
    .map((entry) => ({ name: entry.fileName, start: entry.pos, end: entry.end }));
}

/** The file a relative import names, if it is a script file that exists. */
function resolve(fromFile, name) {
  const base = path.resolve(path.dirname(fromFile), name);
  const stem = base.replace(/\.(m?js)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && isFile(file));
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const parsed = new Map();

/** The files inside `folder` that `file` (read from disk) imports. */
function edgesOnDisk(file, folder) {
  const stamp = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const cached = parsed.get(file);
  if (cached && cached.stamp === stamp) return cached.edges;
  const text = stamp === undefined ? '' : fs.readFileSync(file, 'utf8');
  const edges = targetsInside(file, importsOf(text), folder).map((edge) => edge.target);
  parsed.set(file, { stamp, edges });
  return edges;
}

function inside(file, folder) {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function targetsInside(file, imports, folder) {
  return imports
    .map((entry) => ({ ...entry, target: resolve(file, entry.name) }))
    .filter((entry) => entry.target && inside(entry.target, folder));
}

/** The shortest chain of imports from `start` back to `home`, as files (start first), or null. */
function pathBack(start, home, folder) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edgesOnDisk(file, folder)) {
      if (next === home) {
        const chain = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file of a folder imports itself again through other files of the folder (type-only imports count).' },
    schema: [
      {
        type: 'object',
        properties: { folder: { type: 'string', description: 'The folder kept free of cycles, relative to the lint working directory.' } },
        required: ['folder'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle in {{folder}}: {{chain}}. Move what both sides need (a record type to entities.ts, words to a words module) so that imports run one way.',
    },
  },
  create(context) {
    const folder = path.resolve(context.cwd, context.options[0].folder);
    const file = path.resolve(context.cwd, context.filename);
    if (!inside(file, folder)) return {};
    return {
      Program() {
        const reported = new Set();
        for (const entry of targetsInside(file, importsOf(context.sourceCode.text), folder)) {
          if (reported.has(entry.target)) continue;
          const chain = entry.target === file ? [] : pathBack(entry.target, file, folder);
          if (chain === null) continue;
          reported.add(entry.target);
          const names = [file, ...chain, file].map((f) => path.relative(folder, f)).join(' → ');
          const loc = { start: context.sourceCode.getLocFromIndex(entry.start), end: context.sourceCode.getLocFromIndex(entry.end) };
          context.report({ loc, messageId: 'cycle', data: { folder: path.relative(context.cwd, folder) || '.', chain: names } });
        }
      },
    };
  },
};

/** The project's own lint rules, as a plugin (eslint.config.js names it `local`). */
export const localRules = { meta: { name: 'local' }, rules: { 'no-import-cycle': noImportCycle } };
