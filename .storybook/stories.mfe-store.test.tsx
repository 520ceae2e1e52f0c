// Every story under mfe-store/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('mfe-store', import.meta.glob('../mfe-store/src/**/*.stories.tsx'));
