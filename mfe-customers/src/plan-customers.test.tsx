// All Customers on a view-only shop (docs/product-rules.md, 'Plans'): listed, never added.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnMemoryBackend, SAMPLE_BUSINESS, sampleCustomer } from '@shop/shared/testing';
import { Customers } from './customers-screen';

describe('All Customers on a view-only shop', () => {
  it('lists the customers, says why none can be added, and offers the way to upgrade', async () => {
    renderOnMemoryBackend(<Customers />, {
      customers: [sampleCustomer({ id: 'c-1', name: 'Kofi Boateng' })],
      business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date(Date.now() - 10 * 86_400_000) },
    });
    expect(await screen.findByText('Kofi Boateng')).toBeInTheDocument();
    const note = await screen.findByRole('status', { name: 'View-only' });
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument());
  });
});
