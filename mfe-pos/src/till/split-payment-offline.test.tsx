import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SPLIT_PAYMENT_MESSAGES } from '@shop/shared/domain';
import { renderTill } from '../testing/render-till';

// The split payment editor's code cannot be fetched at first (offline before it was ever used).
const network = vi.hoisted(() => ({ up: false }));
vi.mock('./split-payment-editor', async (importOriginal) => {
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('Split payment with its editor not fetched', () => {
  it('says so, keeps the sale as it was, and fetches the editor when asked again', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SPLIT_PAYMENT_MESSAGES.editorFailed);
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵85.00');
    expect(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle })).toBeChecked();

    network.up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Method of part 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
