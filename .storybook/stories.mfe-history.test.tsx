// Every story under mfe-history/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-history', import.meta.glob('../mfe-history/src/**/*.stories.tsx'));
