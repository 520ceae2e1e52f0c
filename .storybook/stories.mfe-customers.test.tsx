// Every story under mfe-customers/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-customers', import.meta.glob('../mfe-customers/src/**/*.stories.tsx'));
