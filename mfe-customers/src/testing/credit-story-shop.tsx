// Specific to this remote: the account's and the owe book's stories run on the in-memory backend,
// seeded with the credit sample's sales on account and repayments (credit-sample.ts) as changed by
// `parameters.credit`, through the same session hooks as the app.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { creditShop } from './credit-sample';

/** The story's shop, made once per render. */
function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend(options).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

/** Runs the story on the credit sample's shop, changed by `parameters.credit`. */
export const withCreditShop: Decorator = (Story, { parameters }) => (
  <MemoryShop options={creditShop((parameters.credit as MemoryBackendOptions | undefined) ?? {})}>
    <Story />
  </MemoryShop>
);
