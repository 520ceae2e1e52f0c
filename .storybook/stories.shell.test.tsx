// Every story under shell/ as a test (story-tests.tsx).
import { testStories } from './story-tests';

await testStories('shell', import.meta.glob('../shell/src/**/*.stories.tsx'));
