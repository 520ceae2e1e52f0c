// The order the unit step starts its test files in. Vitest's own order runs the files that took
// longest last time first, and, with no record of a last time (a fresh clone, as CI has), the
// largest files first. The story tests (.storybook/stories.*.test.tsx) are the smallest files and
// the longest to run (each renders a whole remote's stories, up to 30 s on 2 cores), so a fresh
// clone ran them last: one worker busy with the last of them while the other had nothing left.
// Here they go first whatever the record says; everything else keeps Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isStoryTest = (spec: TestSpecification) => /[\\/]\.storybook[\\/]stories\.[^\\/]+\.test\.tsx$/.test(spec.moduleId);

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isStoryTest), ...sorted.filter((spec) => !isStoryTest(spec))];
  }
}
