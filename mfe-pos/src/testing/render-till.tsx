// Renders the till the way the shell shows it, on the shared in-memory backend holding the till's
// sample shop (each option replaces its part of the shop).
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryBackend, renderWithBackend } from '@shop/shared/testing';
import type { MemoryBackend, MemoryBackendOptions } from '@shop/shared/testing';
import type { Backend } from '@shop/shared/session';
import { PosTill } from '../till/pos-till';
import { BUSINESS, OWNER, SAMPLE_CUSTOMERS, SAMPLE_PRODUCTS } from './pos-sample-shop';

export interface RenderedTill extends RenderResult {
  fake: MemoryBackend;
  user: ReturnType<typeof userEvent.setup>;
}

/** `wrap` puts a backend of the test's own in front of the in-memory one (one that commits, then fails, say). */
export function renderTill(options: MemoryBackendOptions = {}, wrap: (backend: Backend) => Backend = (backend) => backend): RenderedTill {
  const fake = createMemoryBackend({ account: OWNER, business: BUSINESS, products: SAMPLE_PRODUCTS, customers: SAMPLE_CUSTOMERS, ...options });
  const user = userEvent.setup();
  const result = renderWithBackend(<PosTill />, wrap(fake.backend));
  return { ...result, fake, user };
}
