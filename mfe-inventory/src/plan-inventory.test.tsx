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

  it('lets the owner of a shop moved down to Basic choose the 10 the till sells, keeping the rest', async () => {
    const twelve = [...TEN, sampleProduct({ id: 'p11', name: 'Product 11', createdAt: new Date(Date.UTC(2026, 2, 11)) }), sampleProduct({ id: 'p12', name: 'Product 12', createdAt: new Date(Date.UTC(2026, 2, 12)) })];
    const { user, fake } = renderOnMemoryBackend(<Inventory />, { products: twelve, business: { ...SAMPLE_BUSINESS, plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) } });
    expect(await screen.findByText('On Basic the till sells 10 of your 12 products (up to 10). The others are kept, hidden from the till until you upgrade to Pro. Tick the ones to sell.')).toBeInTheDocument();
    const box = (name: string) => screen.getByRole('checkbox', { name: `${name}: sellable on Basic` });
    // Until the owner chooses, the 10 oldest; an 11th cannot be ticked while 10 are.
    expect(box('Product 1')).toBeChecked();
    expect(box('Product 12')).not.toBeChecked();
    expect(box('Product 12')).toBeDisabled();
    await user.click(box('Product 1'));
    await waitFor(() => expect(fake.business()?.basicProductIds).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']));
    await waitFor(() => expect(box('Product 12')).toBeEnabled());
    await user.click(box('Product 12'));
    await waitFor(() => expect(fake.business()?.basicProductIds).toContain('p12'));
    expect(fake.products()).toHaveLength(12);
  });
});
