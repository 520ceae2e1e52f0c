// Every story under mfe-landing/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-landing', import.meta.glob('../mfe-landing/src/**/*.stories.tsx'));
