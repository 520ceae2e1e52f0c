// Every story under mfe-inventory/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-inventory', import.meta.glob('../mfe-inventory/src/**/*.stories.tsx'));
