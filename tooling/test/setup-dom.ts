import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // What one test kept in the browser's storage (the till's sale in progress) must not reach the next.
  localStorage.clear();
  sessionStorage.clear();
});
