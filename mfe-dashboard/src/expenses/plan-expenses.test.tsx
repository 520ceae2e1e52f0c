// Expenses on a view-only shop (docs/product-rules.md, 'Plans'): read and exported, never recorded.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnMemoryBackend, SAMPLE_BUSINESS } from '@shop/shared/testing';
import { ExpensesScreen } from './expenses-screen';

describe('Expenses on a view-only shop', () => {
  it('says why none can be recorded, with the way to upgrade, and offers no Add', async () => {
    const now = new Date('2026-12-20T10:00:00Z');
    renderOnMemoryBackend(<ExpensesScreen now={now} timeZone="Africa/Accra" />, {
      business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date('2026-12-01T08:00:00Z') },
    });
    const note = await screen.findByRole('status', { name: 'View-only' });
    expect(note).toHaveTextContent('This shop is view-only since Dec 4, 2026: nothing new can be recorded. Upgrade in Settings › Plan to sell again.');
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});
