// Renders a piece of the inventory the way the remote runs it: inside the theme, reading the
// given backend through the session hooks.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { ThemeRoot } from '@shop/shared/ui';

export function renderWithBackend(ui: ReactElement, backend: Backend): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <ThemeRoot>{ui}</ThemeRoot>
    </BackendProvider>,
  );
}
