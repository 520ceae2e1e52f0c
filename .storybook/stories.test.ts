// Every story of the workspace has a test file: its folder is one of STORY_FOLDERS, and each of
// those has its stories.<folder>.test.tsx (story-tests.tsx).
import { existsSync } from 'node:fs';
import { fileURLToPath, URL as FileUrl } from 'node:url';
import { expect, it } from 'vitest';
import { STORY_FOLDERS } from './story-folders';

// Not loaded: only the paths are read.
const stories = Object.keys(import.meta.glob('../{shared,shell,mfe-*}/src/**/*.stories.tsx'));

it('runs every story of the workspace in a test file of its folder', () => {
  expect(stories.length).toBeGreaterThan(0);
  const folders = new Set(stories.map((path) => path.split('/')[1]));
  expect([...folders].filter((folder) => !(STORY_FOLDERS as readonly string[]).includes(folder ?? ''))).toEqual([]);
  for (const folder of STORY_FOLDERS) expect(existsSync(fileURLToPath(new FileUrl(`./stories.${folder}.test.tsx`, import.meta.url))), `stories.${folder}.test.tsx`).toBe(true);
});
