// Till settings on the owner's Staff view (domain/till-settings.ts): the defaults until the shop
// sets its own, one Save for the three, the domain's words under each field, a failed save that
// keeps what was typed, and the fields following the stored settings while untouched.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import userEvent from '@testing-library/user-event';
import { StaffScreen } from './staff-screen';
import { TILL_SETTINGS_TEXT as T } from './staff-words';
import { SAMPLE_STAFF, sampleStaff, STAFF_TIME_ZONE } from './testing/staff-sample';

afterEach(() => {
  vi.restoreAllMocks();
});

function setup({ shop = {}, wrap }: { shop?: TestShopOptions; wrap?: (backend: Backend) => Backend } = {}) {
  const fake = testShop({ business: SAMPLE_BUSINESS, staff: sampleStaff(SAMPLE_STAFF), ...shop });
  const backend = wrap ? wrap(fake.backend) : fake.backend;
  const user = userEvent.setup();
  renderWithBackend(<StaffScreen timeZone={STAFF_TIME_ZONE} />, backend);
  return { fake, backend, user };
}

const panel = () => screen.findByRole('form', { name: T.title });
const limitField = async () => within(await panel()).getByRole('textbox', { name: new RegExp(`^${T.discountLimit}`) });
const minutesField = async () => within(await panel()).getByRole('textbox', { name: new RegExp(`^${T.idleLock}`) });
const momoBox = async () => within(await panel()).getByRole('checkbox', { name: T.countMobileMoney });
const saveButton = async () => within(await panel()).getByRole('button', { name: T.save });

describe('Till settings', () => {
  it('shows the defaults until the shop sets its own: 10 %, 2 minutes, cash only', async () => {
    setup();
    expect(await limitField()).toHaveValue('10');
    expect(await minutesField()).toHaveValue('2');
    expect(await momoBox()).not.toBeChecked();
    expect(await limitField()).toHaveAccessibleDescription(expect.stringContaining(T.discountLimitHint));
    expect(await momoBox()).toHaveAccessibleDescription(T.countMobileMoneyHint);
  });

  it('saves the three together as the shop settings, and says so', async () => {
    const { fake, user } = setup();
    await user.clear(await limitField());
    await user.type(await limitField(), '12.5');
    await user.clear(await minutesField());
    await user.type(await minutesField(), '5');
    await user.click(await momoBox());
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(T.saved)).toBeInTheDocument();
    expect(fake.calls.updateShopSettings).toEqual([{ cashierDiscountLimitHundredths: 1_250, idleLockMinutes: 5, countMobileMoneyAtClose: true }]);
    expect(fake.business()).toEqual({ ...SAMPLE_BUSINESS, cashierDiscountLimitHundredths: 1_250, idleLockMinutes: 5, countMobileMoneyAtClose: true });
    // The days to pay, set on "Owed to you", is left as it was.
    expect(fake.business()?.creditDays).toBeUndefined();
    expect(await limitField()).toHaveValue('12.5');
    expect(await momoBox()).toBeChecked();
  });

  it('shows the domain’s messages under each field, focuses the first to fix, and saves nothing', async () => {
    const { fake, user } = setup();
    await user.clear(await limitField());
    await user.type(await limitField(), '101');
    await user.clear(await minutesField());
    await user.type(await minutesField(), '0');
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(STAFF_MESSAGES.discountLimitTooLarge)).toBeInTheDocument();
    expect(within(await panel()).getByText(STAFF_MESSAGES.idleLockOutOfRange)).toBeInTheDocument();
    expect(await limitField()).toHaveAttribute('aria-invalid', 'true');
    expect(await limitField()).toHaveFocus();
    expect(fake.calls.updateShopSettings).toEqual([]);

    // Fixing a field takes its message away; the other stays until it is fixed too.
    await user.clear(await limitField());
    await user.type(await limitField(), 'ten');
    expect(within(await panel()).queryByText(STAFF_MESSAGES.discountLimitTooLarge)).toBeNull();
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(STAFF_MESSAGES.discountLimitInvalid)).toBeInTheDocument();
    await user.clear(await limitField());
    await user.type(await limitField(), '15');
    await user.clear(await minutesField());
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(STAFF_MESSAGES.idleLockRequired)).toBeInTheDocument();
    expect(await minutesField()).toHaveFocus();
    expect(fake.calls.updateShopSettings).toEqual([]);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { fake, user } = setup({
      wrap: (backend) => ({
        ...backend,
        updateShopSettings: async (...args: Parameters<Backend['updateShopSettings']>) => {
          if (fail) throw new BackendError('unavailable', 'offline');
          return backend.updateShopSettings(...args);
        },
      }),
    });
    await user.clear(await minutesField());
    await user.type(await minutesField(), '15');
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(T.saveFailed)).toBeInTheDocument();
    expect(await minutesField()).toHaveValue('15');
    expect(fake.business()?.idleLockMinutes).toBeUndefined();

    fail = false;
    await user.click(await saveButton());
    expect(await within(await panel()).findByText(T.saved)).toBeInTheDocument();
    expect(fake.business()?.idleLockMinutes).toBe(15);
  });

  it('follows the stored settings live while untouched', async () => {
    const { fake } = setup({ shop: { business: { ...SAMPLE_BUSINESS, cashierDiscountLimitHundredths: 2_000 } } });
    expect(await limitField()).toHaveValue('20');
    await act(() => fake.backend.updateShopSettings(SAMPLE_BUSINESS.ownerUid, { cashierDiscountLimitHundredths: 500, countMobileMoneyAtClose: true }));
    await waitFor(async () => expect(await limitField()).toHaveValue('5'));
    expect(await momoBox()).toBeChecked();
  });

  it('is not shown to a manager (Staff is the owner’s alone)', async () => {
    setup({ shop: { till: { locked: false, memberId: 'st-efua' } } });
    expect(await screen.findByText(STAFF_MESSAGES.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: T.title })).not.toBeInTheDocument();
  });
});
