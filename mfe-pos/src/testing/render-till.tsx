// Renders the till on a fake backend, the way the shell shows it.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendProvider } from '@shop/shared/session';
import { ThemeRoot } from '@shop/shared/ui';
import { PosTill } from '../till/pos-till';
import { createFakePosBackend } from './fake-pos-backend';
import type { FakePosBackend, FakePosOptions } from './fake-pos-backend';

export interface RenderedTill extends RenderResult {
  fake: FakePosBackend;
  user: ReturnType<typeof userEvent.setup>;
}

export function renderTill(options: FakePosOptions = {}): RenderedTill {
  const fake = createFakePosBackend(options);
  const user = userEvent.setup();
  const result = render(
    <BackendProvider backend={fake.backend}>
      <ThemeRoot>
        <PosTill />
      </ThemeRoot>
    </BackendProvider>,
  );
  return { ...result, fake, user };
}
