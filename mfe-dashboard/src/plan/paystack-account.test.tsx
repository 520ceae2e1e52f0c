import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { STORE_GATEWAY_MESSAGES } from '@shop/shared/domain';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import { PlanScreen } from './plan-screen';
import { PAYSTACK_ACCOUNT_TEXT as T } from './paystack-account';

const NOW = new Date('2026-12-02T10:00:00Z');
const keyName = new RegExp(`^${T.keyLabel}`);
const KEY = 'sk_live_4f1c0a9e7b2d4c6e8a0b1c2d3e4f1234';

function setup(business: Partial<typeof SAMPLE_BUSINESS>) {
  const fake = testShop({ business: { ...SAMPLE_BUSINESS, ...business } });
  renderWithBackend(<PlanScreen now={() => NOW} timeZone="Africa/Accra" navigate={() => {}} />, fake.backend);
  return { fake, user: userEvent.setup() };
}

describe('Settings › Plan: your own Paystack account', () => {
  it('connects on Pro by the secret key, shows only how it ends, and disconnects', async () => {
    const { user } = setup({ plan: 'trialing', trialEndsAt: new Date('2026-12-20T10:00:00Z') });
    expect(await screen.findByText(STORE_GATEWAY_MESSAGES.notConnectedOwner)).toBeTruthy();
    const keyBox = screen.getByLabelText(keyName);
    await user.type(keyBox, 'pk_live_not_the_secret_one');
    await user.click(screen.getByRole('button', { name: T.connect }));
    expect(await screen.findByText(STORE_GATEWAY_MESSAGES.keyFormat)).toBeTruthy();
    await user.clear(keyBox);
    await user.type(keyBox, KEY);
    await user.click(screen.getByRole('button', { name: T.connect }));
    expect(await screen.findByText('Connected, ends in …1234')).toBeTruthy();
    expect(screen.queryByLabelText(keyName)).toBeNull();
    expect(document.body.textContent).not.toContain(KEY);
    await user.click(screen.getByRole('button', { name: T.disconnect }));
    expect(await screen.findByText(STORE_GATEWAY_MESSAGES.notConnectedOwner)).toBeTruthy();
    expect(screen.getByLabelText(keyName)).toBeTruthy();
  });

  it('on Basic says it is part of Pro and asks for no key', async () => {
    setup({ plan: 'basic', trialEndsAt: new Date('2026-10-01T10:00:00Z'), paidUntil: new Date('2027-01-01T10:00:00Z') });
    expect(await screen.findByText(STORE_GATEWAY_MESSAGES.notPro)).toBeTruthy();
    expect(screen.queryByLabelText(keyName)).toBeNull();
  });
});
