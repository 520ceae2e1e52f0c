/** The workspace's folders with stories, each run by its own `stories.<folder>.test.tsx` (story-tests.tsx). */
export const STORY_FOLDERS = ['shared', 'shell', 'mfe-landing', 'mfe-pos', 'mfe-inventory', 'mfe-customers', 'mfe-history', 'mfe-dashboard', 'mfe-store'] as const;

export type StoryFolder = (typeof STORY_FOLDERS)[number];
