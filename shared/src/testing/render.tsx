// Renders a piece of a screen the way the suite runs it: inside the theme, reading the given
// backend through the session hooks.
import { render, screen, within } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Backend } from '../backend/port';
import { BackendProvider } from '../session/backend-context';
import { ThemeRoot } from '../ui/theme-root';
import type { MemoryBackend } from '../backend/memory/index';
import { testShop } from './test-shop';
import type { TestShopOptions } from './test-shop';

export function renderWithBackend(ui: ReactElement, backend: Backend): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <ThemeRoot>{ui}</ThemeRoot>
    </BackendProvider>,
  );
}

/**
 * A screen on its own seeded shop (`testShop(options)`), with a user-event session: what a
 * screen test starts from. `fake` is the backend's handle (what was asked, what is stored).
 */
export function renderOnMemoryBackend(ui: ReactElement, options: TestShopOptions = {}): { fake: MemoryBackend; user: UserEvent } {
  const fake = testShop(options);
  const user = userEvent.setup();
  renderWithBackend(ui, fake.backend);
  return { fake, user };
}

/** The list item on screen that shows `text`. */
export function listItemShowing(text: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((item) => within(item).queryByText(text));
  if (!found) throw new Error(`No list item shows ${text}`);
  return found;
}
