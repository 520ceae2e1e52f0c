import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { ThemeRoot } from '@shop/shared/ui';

/** Renders inside the providers the landing page has in the suite: a theme root and a backend. */
export function renderWithBackend(ui: ReactElement, backend: Backend): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <ThemeRoot>{ui}</ThemeRoot>
    </BackendProvider>,
  );
}
