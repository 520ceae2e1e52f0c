import { defineConfig } from 'vitest/config';

// One test runner for the whole workspace, split into projects so that each layer runs in the
// environment it needs: the domain in plain Node (it must not touch the DOM), the rest in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['shared/src/domain/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'backend',
          environment: 'node',
          include: ['shared/src/backend/**/*.test.ts'],
          exclude: ['shared/src/backend/firebase/**'],
          setupFiles: ['tooling/test/setup-indexeddb.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: [
            'shared/src/{ui,session}/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
            '.storybook/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tooling/test/setup-dom.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/src/domain/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary', 'text'],
    },
  },
});
