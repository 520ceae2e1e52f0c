// The till and the shop's plan (docs/product-rules.md, 'Plans'): view-only sells nothing and says
// why with the way to upgrade; on Basic the till shows only the products sellable on Basic.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CREDIT_MESSAGES } from '@shop/shared/domain';
import { SAMPLE_BUSINESS } from '@shop/shared/testing';
import { renderTill } from '../testing/render-till';

const DAY_MS = 86_400_000;

describe('The till on a plan', () => {
  it('sells nothing once the shop is view-only, saying why with the way to upgrade', async () => {
    renderTill({ business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date(Date.now() - 10 * DAY_MS) } });
    const note = await screen.findByRole('status', { name: 'View-only' });
    expect(note).toHaveTextContent(/^This shop is view-only since .+: nothing new can be recorded\. Upgrade in Settings › Plan to sell again\./);
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
    expect(screen.queryByRole('button', { name: /^Rice \(5kg\)/ })).not.toBeInTheDocument();
  });

  it('sells as before in the grace', async () => {
    renderTill({ business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date(Date.now() - DAY_MS) } });
    expect(await screen.findByRole('button', { name: /^Rice \(5kg\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'View-only' })).not.toBeInTheDocument();
  });

  it('shows on Basic only the physical products chosen as sellable, keeping the rest out of the till', async () => {
    renderTill({ business: { ...SAMPLE_BUSINESS, plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS), basicProductIds: ['milo', 'ticket'] } });
    expect(await screen.findByRole('button', { name: /^Milo 400g/ })).toBeInTheDocument();
    // Once the shop's profile is read, the till keeps to Basic's products.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Rice \(5kg\)/ })).not.toBeInTheDocument());
    // A ticket is Pro's: never sellable on Basic, even when chosen.
    expect(screen.queryByRole('button', { name: /^Chale Wote Festival Ticket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^MTN Airtime Voucher/ })).not.toBeInTheDocument();
  });

  it('offers Pay later on Pro, and not on Basic, whose plan has no credit (docs/product-rules.md, CRM)', async () => {
    const { user } = renderTill({ business: { ...SAMPLE_BUSINESS, plan: 'basic', paidUntil: new Date(Date.now() + 30 * DAY_MS) } });
    await user.click(await screen.findByRole('button', { name: /^Milo 400g/ }));
    // Wherever the till folds its sale's options away, they are unfolded first.
    const fold = screen.queryByRole('button', { name: /^Customer/ });
    if (fold) await user.click(fold);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: CREDIT_MESSAGES.payLater })).not.toBeInTheDocument());
  });

  it('offers Pay later on Pro', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Milo 400g/ }));
    if (!screen.queryByRole('checkbox', { name: CREDIT_MESSAGES.payLater })) await user.click(screen.getByRole('button', { name: /^Customer/ }));
    expect(await screen.findByRole('checkbox', { name: CREDIT_MESSAGES.payLater })).toBeInTheDocument();
  });
});
