// jest-dom's matchers on Vitest's expect, for the design system's tests (installed by tooling/test/setup-dom.ts).
/// <reference types="@testing-library/jest-dom/vitest" />
