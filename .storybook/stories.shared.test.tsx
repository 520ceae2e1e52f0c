// Every story under shared/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('shared', import.meta.glob('../shared/src/**/*.stories.tsx'));
