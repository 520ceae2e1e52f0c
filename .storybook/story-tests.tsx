// Every story in the workspace is also a test: it must render, its play function must pass, it
// must log no console error, and axe must find no accessibility violation of any impact.
// Stories with `parameters.shop` run on the real local adapter, here over fake-indexeddb.
// One test file per folder of the workspace (stories.<folder>.test.tsx calls testStories with its
// own glob), so that Vitest's workers share them; stories.test.ts checks every story has its file.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as FileUrl } from 'node:url';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from './preview';
import type { StoryFolder } from './story-folders';

type StoriesModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run: () => Promise<void>;
  parameters: {
    shop?: unknown;
    /** Errors the screen logs on purpose in this story (some failures are only logged: docs/product-rules.md); matched by prefix. */
    expectedConsoleErrors?: readonly string[];
    /** The story's own test time, in milliseconds (a long form that axe checks whole). */
    testTimeoutMs?: number;
  };
}

// Seeding a shop in fake-indexeddb takes a moment; ten thousand products take a few seconds. A story
// may ask for its own time (`parameters.testTimeoutMs`: a long form that axe checks whole).
const SHOP_STORY_TIMEOUT_MS = 30_000;

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

// Vitest serves CSS empty; the design tokens go in as a real stylesheet so that stories reading
// them (the tokens page) see what the browser sees.
beforeAll(() => {
  const tokens = document.createElement('style');
  tokens.textContent = readFileSync(fileURLToPath(new FileUrl('../shared/src/ui/tokens.css', import.meta.url)), 'utf8');
  document.head.append(tokens);
});

const AXE_OPTIONS: axe.RunOptions = {
  resultTypes: ['violations'],
  rules: {
    // happy-dom computes no layout or painted colours, so contrast cannot be measured here; the
    // tokens were chosen for WCAG AA and Storybook's browser view is where contrast is reviewed.
    'color-contrast': { enabled: false },
    // A story is a fragment, not a page: page-level landmark rules do not apply.
    region: { enabled: false },
  },
};

// Every finding counts, whatever its impact: the Accessibility panel designers read must be clean.
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, AXE_OPTIONS);
  return results.violations
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Every story of one folder as a test. `loaders`: that folder's `import.meta.glob` of
 * `*.stories.tsx`, loaded lazily, after fake-indexeddb is in place (an eager glob's imports would
 * be hoisted above it, and the IndexedDB library would start without a database).
 */
export async function testStories(folder: StoryFolder, loaders: Record<string, () => Promise<StoriesModule>>): Promise<void> {
  const storyModules: Record<string, StoriesModule> = {};
  for (const [path, load] of Object.entries(loaders)) storyModules[path] = await load();

  it(`finds the stories of ${folder}`, () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  for (const [path, storyModule] of Object.entries(storyModules)) {
    describe(path.replace(/^\.\.\//, ''), () => {
      for (const [name, story] of Object.entries(composeStories(storyModule)) as [string, RunnableStory][]) {
        const expected = story.parameters.expectedConsoleErrors ?? [];
        it(
          name,
          async () => {
            await story.run();
            expect(consoleErrors.filter((logged) => !expected.some((prefix) => logged.startsWith(prefix)))).toEqual([]);
            for (const prefix of expected) expect(consoleErrors.some((logged) => logged.startsWith(prefix)), `logged "${prefix}"`).toBe(true);
            expect(await axeViolations()).toEqual([]);
          },
          story.parameters.testTimeoutMs ?? (story.parameters.shop ? SHOP_STORY_TIMEOUT_MS : undefined),
        );
      }
    });
  }
}
