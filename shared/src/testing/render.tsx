// Renders a piece of a screen the way the suite runs it: inside the theme, reading the given
// backend through the session hooks.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Backend } from '../backend/port';
import { BackendProvider } from '../session/backend-context';
import { ThemeRoot } from '../ui/theme-root';

export function renderWithBackend(ui: ReactElement, backend: Backend): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <ThemeRoot>{ui}</ThemeRoot>
    </BackendProvider>,
  );
}
