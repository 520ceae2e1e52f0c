// Every story in the workspace is also a test: it must render, its play function must pass, it
// must log no console error, and axe must find no serious or critical accessibility violation.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from './preview';

type StoriesModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run: () => Promise<void>;
}

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

const storyModules = import.meta.glob<StoriesModule>('../{shared,shell,mfe-*}/src/**/*.stories.tsx', { eager: true });

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

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, AXE_OPTIONS);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
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

it('finds the stories of the workspace', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0);
});

for (const [path, storyModule] of Object.entries(storyModules)) {
  describe(path.replace(/^\.\.\//, ''), () => {
    for (const [name, story] of Object.entries(composeStories(storyModule)) as [string, RunnableStory][]) {
      it(name, async () => {
        await story.run();
        expect(consoleErrors).toEqual([]);
        expect(await seriousViolations()).toEqual([]);
      });
    }
  });
}
