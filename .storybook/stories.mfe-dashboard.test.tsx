// Every story under mfe-dashboard/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-dashboard', import.meta.glob('../mfe-dashboard/src/**/*.stories.tsx'));
