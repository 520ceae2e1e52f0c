// All Products and the shop's plan (docs/product-rules.md, 'Plans'): Basic's 11th product is
// refused in words with the way to upgrade; a view-only shop reads and exports, and writes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@shop/shared/domain';
import { renderOnMemoryBackend, SAMPLE_BUSINESS, sampleProduct } from '@shop/shared/testing';
import { Inventory } from './inventory-screen';

const DAY_MS = 86_400_000;
const TEN = Array.from({ length: 10 }, (_, i) => sampleProduct({ id: `p${i + 1}`, name: `Product ${i + 1}`, createdAt: new Date(Date.UTC(2026, 2, i + 1)) }));

afterEach(() => vi.restoreAllMocks());

describe('All Products on a plan', () => {
  it('refuses the 11th product on Basic in words, with the way to upgrade', async () => {
    // The save's failure is logged as every refused save is (save-product.ts).
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fake } = renderOnMemoryBackend(<Inventory />, { products: TEN, business: { ...SAMPLE_BUSINESS, plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) } });
    await screen.findByText('Product 1');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add product' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Peak Milk 160g');
    await user.type(dialog.getByLabelText(/^Price/), '9.5');
    await user.type(dialog.getByLabelText(/^Quantity/), '48');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Basic holds up to 10 products. Upgrade to Pro in Settings › Plan for unlimited products.')).toBeInTheDocument();
    expect(fake.products()).toHaveLength(10);
    expect(warned).toHaveBeenCalledWith(ERROR_MESSAGES.productSaveFailed, expect.objectContaining({ reason: 'product-limit' }));
  });

  it('says a view-only shop cannot add or change products, and still lists them', async () => {
    renderOnMemoryBackend(<Inventory />, { products: TEN, business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date(Date.now() - 10 * DAY_MS) } });
    const note = await screen.findByRole('status', { name: 'View-only' });
    expect(note).toHaveTextContent(/^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\./);
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Edit Product 1' })).not.toBeInTheDocument();
  });
});
