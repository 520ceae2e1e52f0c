// jest-dom's matchers on Vitest's expect, for every package's tests (installed by tooling/test/setup-dom.ts).
/// <reference types="@testing-library/jest-dom/vitest" />
