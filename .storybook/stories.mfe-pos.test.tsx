// Every story under mfe-pos/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-pos', import.meta.glob('../mfe-pos/src/**/*.stories.tsx'));
