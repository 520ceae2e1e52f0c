import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';

// A query that finds nothing shows what it searched. Testing Library's own message can't print a
// shadow root (the partner widget's tests search inside one): it threw a TypeError from its timer
// instead, outside the test, so print what the shadow root holds.
configure({
  getElementError(message, container) {
    const shown = container instanceof ShadowRoot ? container.innerHTML : prettyDOM(container);
    const error = new Error([message, shown].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  // What one test kept in the browser's storage (the till's sale in progress) must not reach the next.
  localStorage.clear();
  sessionStorage.clear();
});
