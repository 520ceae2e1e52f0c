import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREDIT_MESSAGES, defaultDueOn, formatDayKey, localDateKey } from '@shop/shared/domain';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';
import { renderTill, customerSearch } from '../testing/render-till';

// The Pay later panel's code cannot be fetched at first (offline before it was ever used).
const network = vi.hoisted(() => ({ up: false }));
vi.mock('./pay-later-panel', async (importOriginal) => {
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('Pay later with its panel not fetched', () => {
  it('says so and offers to fetch it again, and the sale can still go on the account', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.type(await customerSearch(user), 'Kofi');
    await user.click(await screen.findByRole('button', { name: /^Kofi Boateng/ }));
    await user.click(screen.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CREDIT_MESSAGES.panelFailed);
    // Nothing holds the sale back meanwhile: it would go on the account on the day Pay later started with.
    expect(screen.getByRole('button', { name: /^Complete sale/ })).toBeEnabled();
    network.up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const due = defaultDueOn(localDateKey(new Date(), DEVICE_TIME_ZONE));
    expect(await screen.findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵85.00', formatDayKey(due)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()[0]?.credit).toEqual({ owedMinor: 8500, dueOn: due });
  });
});
