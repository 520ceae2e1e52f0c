// The till's own test helper (specific to this remote: it renders the POS till): the till the way
// the shell shows it, on the shared seeded shop (`testShop`) holding the till's sample goods, a few
// products of every type (one low on stock, one sold out), and two regular customers; each option
// replaces its part of the shop. The records come from the shared builders (`@shop/shared/testing`).
import { screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend, SAMPLE_BUSINESS, sampleCustomer, sampleProduct, testShop } from '@shop/shared/testing';
import type { MemoryBackend, TestShopOptions } from '@shop/shared/testing';
import type { Customer, Product } from '@shop/shared/domain';
import type { Backend } from '@shop/shared/session';
import { PosTill } from '../till/pos-till';

export const SAMPLE_PRODUCTS: Product[] = [
  sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 12 }),
  sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4250, quantity: 2 }),
  sampleProduct({ id: 'oil', name: 'Frytol Cooking Oil 1L', priceMinor: 3800, quantity: 0 }),
  sampleProduct({ id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, type: 'Digital' }),
  sampleProduct({ id: 'ticket', name: 'Chale Wote Festival Ticket', priceMinor: 15000, type: 'Ticket' }),
];

export const SAMPLE_CUSTOMERS: Customer[] = [
  sampleCustomer({ id: 'c-1', name: 'Kofi Boateng', email: 'kofi@example.com', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') }),
  sampleCustomer({ id: 'c-2', name: 'Adaeze Okafor', phone: '+234 803 555 0101', createdAt: new Date('2026-01-08T10:00:00Z') }),
];

export interface RenderedTill extends RenderResult {
  fake: MemoryBackend;
  user: ReturnType<typeof userEvent.setup>;
}

/** `wrap` puts a backend of the test's own in front of the in-memory one (one that commits, then fails, say). */
export function renderTill(options: TestShopOptions = {}, wrap: (backend: Backend) => Backend = (backend) => backend): RenderedTill {
  const fake = testShop({ business: SAMPLE_BUSINESS, products: SAMPLE_PRODUCTS, customers: SAMPLE_CUSTOMERS, ...options });
  const user = userEvent.setup();
  const result = renderWithBackend(<PosTill />, wrap(fake.backend));
  return { ...result, fake, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** The sale's discount field, unfolded first if it is folded away (sale-options.tsx). */
export async function discountField(user: User): Promise<HTMLElement> {
  const open = screen.queryByRole('textbox', { name: /^Discount/ });
  if (open) return open;
  await user.click(screen.getByRole('button', { name: /^Discount/ }));
  return screen.getByRole('textbox', { name: /^Discount/ });
}

/** The sale's customer search, unfolded first if it is folded away (sale-options.tsx). */
export async function customerSearch(user: User): Promise<HTMLElement> {
  const name = 'Find a customer by name or phone';
  const open = screen.queryByRole('searchbox', { name });
  if (open) return open;
  await user.click(screen.getByRole('button', { name: /^Customer/ }));
  return screen.getByRole('searchbox', { name });
}
