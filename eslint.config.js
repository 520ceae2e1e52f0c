// One lint setup for the workspace. Besides the usual checks it enforces the layering of the
// architecture: domain ← backend ← session; ui ← remotes; a remote never imports another remote.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTES as SUITE_REMOTES, STOREFRONT } from './tooling/rspack/suite-apps.mjs';
import { localRules } from './tooling/lint/no-import-cycle.mjs';

// The storefront (mfe-store) is a remote too, built and served on its own: the same layering.
const REMOTES = [...SUITE_REMOTES, STOREFRONT].map((remote) => remote.key);

const sharedInternals = {
  group: ['@shop/shared/src/*', '**/shared/src/*', '../shared/*', '../../shared/*'],
  message: 'Import @shop/shared through its entry points (domain, backend, session, ui).',
};
// Remotes and the shell reach the backend through the session (its types too); tests reach the
// embedded backend through @shop/shared/testing.
const backendInternals = {
  group: ['@shop/shared/backend', '@shop/shared/backend/*'],
  message: 'Remotes and the shell use @shop/shared/{ui,session,domain,mfe} only: the backend through @shop/shared/session, and in tests @shop/shared/testing.',
};
const remoteFiles = (except) => ({
  group: [
    ...REMOTES.filter((r) => r !== except).flatMap((r) => [`@shop/mfe-${r}`, `@shop/mfe-${r}/*`, `**/mfe-${r}/*`]),
    '**/shell/*',
    '@shop/shell',
  ],
  message: 'A remote never imports another remote or the shell: they meet only through module federation.',
});
// Test support (`@shop/shared/testing`: the in-memory backend of shared/src/backend/memory/,
// renderWithBackend) is for tests, stories and testing/ folders only, so it never reaches a
// production bundle.
// The Backend contract (shared/src/testing/contract*) is a test suite that adapters' tests run.
/** The files that turn stored two-decimal amounts into minor units and back, or minor units into text. */
const MONEY_CONVERTERS = ['shared/src/domain/money.ts', 'shared/src/domain/money.test.ts', 'shared/src/records/codecs.ts', 'shared/src/backend/codecs.test.ts', 'shared/src/backend/expense-codec.ts', 'shared/src/backend/codecs-shifts.ts', 'mfe-pos/src/widget/sale-event.ts'];
const NOT_PRODUCTION = ['**/*.test.*', '**/*.stories.*', '**/testing/**', '.storybook/**'];
const testSupport = (extraGroup = []) => ({
  group: ['@shop/shared/testing', '@shop/shared/testing/*', '@shop/shared/printer/testing', '**/shared/src/testing', '**/shared/src/testing/*', ...extraGroup],
  message: 'Production code never imports @shop/shared/testing or the memory backend (backend/memory/): only *.test.*, *.stories.* and testing/ folders may.',
});
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'fetch'].map(
  (name) => ({ name, message: 'The domain is plain TypeScript: no DOM, no browser APIs.' }),
);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '*/build/**', 'functions/lib/**', '**/node_modules/**', 'storybook-static/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The domain: no React, no Firebase, no storage library, no DOM; and no import cycle inside it,
  // type-only imports counted (tooling/lint/no-import-cycle.mjs): records in entities.ts, rules
  // over them, words over both.
  {
    files: ['shared/src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    plugins: { local: localRules },
    rules: {
      'local/no-import-cycle': ['error', { folder: 'shared/src/domain' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The domain has no React.' },
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'The domain has no Firebase.' },
            { group: ['dexie', 'dexie-*'], message: 'The domain knows no storage.' },
            { group: ['../backend/*', '../session/*', '../ui/*', '../backend', '../session', '../ui'], message: 'The domain depends on nothing above it.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  // The stored shapes: the domain below them, nothing else (the server reads them too).
  {
    files: ['shared/src/records/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'firebase', 'firebase/*', '@firebase/*', 'dexie'], message: 'The stored shapes are plain TypeScript over the domain.' },
            { group: ['../backend/*', '../session/*', '../ui/*', '../testing/*', '../backend', '../session', '../ui', '../testing'], message: 'The stored shapes depend only on the domain.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  // The server (functions/src): the domain and the stored shapes, Firebase's server SDKs; never the
  // UI, the session or a browser adapter. (Its tests play the till with the browser SDK.)
  {
    files: ['functions/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/shared/*', '!@shop/shared/domain', '!@shop/shared/records'], message: 'The server imports @shop/shared/domain and @shop/shared/records only.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'firebase', 'firebase/*', '@firebase/*', 'dexie', '**/shared/src/*', '../shared/*', '../../shared/*'], message: 'The server runs Firebase\'s server SDKs over the domain: no browser SDK, no UI, no internals.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  // The backend: domain below it; no React, no session or UI above it.
  {
    files: ['shared/src/backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The backend has no React.' },
            { group: ['../session/*', '../ui/*', '../session', '../ui', '../../session/*', '../../ui/*'], message: 'The backend depends only on the domain.' },
          ],
        },
      ],
    },
  },
  // The session: domain and backend below it; never the UI.
  {
    files: ['shared/src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../ui/*', '../ui'], message: 'The session does not depend on the UI.' }] },
      ],
    },
  },
  // The design system: domain only; it reaches data through props, never through the backend or
  // the session (a relative import of the session would bundle a second copy of it into the
  // design system's chunk, beside the federation's shared one, and find no session there).
  {
    files: ['shared/src/ui/**/*.{ts,tsx}', 'shared/src/scanner/**/*.{ts,tsx}', 'shared/src/printer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../backend/*', '../backend', 'firebase', 'firebase/*', 'dexie'], message: 'UI components take data through props.' },
            { group: ['../session/*', '../session', '@shop/shared/session'], message: 'UI components take data through props: the caller reads the session.' },
          ],
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`mfe-${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedInternals, backendInternals, remoteFiles(remote), { group: ['firebase', 'firebase/*', 'dexie'], message: 'Remotes reach data through @shop/shared/session.' }] },
      ],
    },
  })),
  // Test support stays out of production code. Its own rule id, so that it adds to the layer rules
  // above instead of replacing them.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [...NOT_PRODUCTION, 'shared/src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testSupport()] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: NOT_PRODUCTION,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [testSupport(['../testing', '../testing/*', '../../testing', '../../testing/*', './memory', './memory/*', '../memory', '../memory/*', '**/backend/memory', '**/backend/memory/*'])] },
      ],
    },
  },
  // Money speaks minor units (shared/src/domain/money.ts): only the adapters' codecs turn the stored
  // two-decimal amounts into minor units and back, and only money.ts writes minor units as text.
  // Everything else, tests and stories too, counts in minor units and formats with money.ts.
  {
    files: ['shared/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: MONEY_CONVERTERS,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportSpecifier[imported.name=/^(toMinor|fromMinor)$/]', message: 'Only the codecs (shared/src/records/codecs.ts) convert stored amounts; the domain and the screens speak minor units.' },
        { selector: "BinaryExpression[operator=/^[*\\/]$/][right.value=100]", message: 'Minor units are not divided or multiplied by 100 here: format with formatMinor/plainMinor, read with parseMoneyInput (money.ts).' },
        { selector: "CallExpression[callee.property.name='toFixed']", message: 'Money is written by formatMinor/plainMinor (money.ts), not toFixed.' },
      ],
    },
  },
  // Storybook's setup reaches the suite as any importer does: through the entry points.
  {
    files: ['.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedInternals] }] },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedInternals, backendInternals, { group: REMOTES.flatMap((r) => [`@shop/mfe-${r}`, `@shop/mfe-${r}/*`, `**/mfe-${r}/*`]), message: 'The shell loads remotes through module federation only.' }] },
      ],
    },
  },
);
