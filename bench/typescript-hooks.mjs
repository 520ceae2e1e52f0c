// Module hooks (node:module `register`) that let a benchmark run in plain Node import the suite's
// TypeScript as it is: shared/src/domain, shared/src/backend/firebase. Each .ts file is stripped of
// its types by the workspace's own TypeScript compiler (transpileModule: no type checking), an
// extensionless relative import finds its .ts file or folder index as the bundlers do, a JSON
// import becomes a module, and a bare import (firebase/firestore, @firebase/rules-unit-testing)
// made from bench/ resolves from shared/, where the Firebase SDK is installed, so the benchmark and
// the adapter share one copy of it.
// Usage: register('./typescript-hooks.mjs', import.meta.url, { data }) before importing any .ts
// module. `data.substitutes` ({ specifier, under, with }[]) has a bare import made by a file under
// the folder `under` load the module `with` instead (a benchmark's instrumented stand-in).
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = new URL('./', import.meta.url);
const sharedPackage = new URL('../shared/package.json', import.meta.url);
const benchDir = fileURLToPath(here);
let ts = null;
let substitutes = [];

export function initialize(data) {
  substitutes = data?.substitutes ?? [];
}

const isFile = (url) => existsSync(url) && statSync(url).isFile();

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  const substitute = parent && substitutes.find((s) => s.specifier === specifier && parent.startsWith(s.under));
  if (substitute) return { url: substitute.with, shortCircuit: true };
  if (parent?.startsWith('file:') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    const target = new URL(specifier, parent);
    if (!isFile(target)) {
      for (const suffix of ['.ts', '.tsx', '/index.ts']) {
        const candidate = new URL(`${target.href}${suffix}`);
        if (isFile(candidate)) return { url: candidate.href, shortCircuit: true };
      }
    }
  }
  // A bare specifier from bench/ resolves as shared/ would resolve it.
  if (parent && fileURLToPath(parent).startsWith(benchDir) && !specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('file:')) {
    try {
      return await nextResolve(specifier, { ...context, parentURL: sharedPackage.href });
    } catch {
      // Fall through to Node's own resolution from the benchmark's folder.
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.tsx?$/.test(url)) {
    ts ??= createRequire(import.meta.url)('typescript');
    const source = await readFile(new URL(url), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: fileURLToPath(url),
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true, jsx: ts.JsxEmit.ReactJSX },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  if (url.startsWith('file:') && url.endsWith('.json') && !context.importAttributes?.type) {
    const source = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${source};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

