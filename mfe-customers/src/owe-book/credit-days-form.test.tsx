import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_DAYS_TEXT, creditDaysMessage, MAX_CREDIT_DAYS } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { renderOnMemoryBackend, SAMPLE_BUSINESS } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { OweBook } from './owe-book-screen';

// The shop's days to pay on "Owed to you": the line "New credit sales fall due after [30] days"
// with Save, on the in-memory backend (what was asked, what is stored).
const NOW = new Date('2026-11-22T14:05:00Z');

const setup = (options: TestShopOptions = {}) => renderOnMemoryBackend(<OweBook now={NOW} timeZone="UTC" webShare={null} />, { business: SAMPLE_BUSINESS, ...options });

const settings = () => screen.findByRole('form', { name: CREDIT_DAYS_TEXT.title });
const daysField = async () => within(await settings()).getByRole('textbox', { name: CREDIT_DAYS_TEXT.lead });
const saveButton = async () => within(await settings()).getByRole('button', { name: CREDIT_DAYS_TEXT.save });

afterEach(() => vi.restoreAllMocks());

describe("the shop's days to pay on Owed to you", () => {
  it('shows 30 days until the owner sets their own, with what it does', async () => {
    setup();
    const field = await daysField();
    expect(field).toHaveValue('30');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription(`${CREDIT_DAYS_TEXT.unit} ${CREDIT_DAYS_TEXT.hint}`);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('saves the days typed with Enter, says so, and the stored profile carries them', async () => {
    const { user, fake } = setup();
    const field = await daysField();
    await user.clear(field);
    await user.type(field, '14{Enter}');
    expect(await within(await settings()).findByRole('status')).toHaveTextContent(CREDIT_DAYS_TEXT.saved(14));
    expect(fake.calls.updateShopSettings).toEqual([{ creditDays: 14 }]);
    expect(fake.business()).toEqual({ ...SAMPLE_BUSINESS, creditDays: 14 });
    expect(field).toHaveValue('14');
    // Editing again takes the "Saved" line away.
    await user.type(field, '5');
    expect(within(await settings()).getByRole('status')).toHaveTextContent('');
  });

  it('shows the stored setting, and follows a change made elsewhere while untouched', async () => {
    const { fake } = setup({ business: { ...SAMPLE_BUSINESS, creditDays: 45 } });
    const field = await daysField();
    await waitFor(() => expect(field).toHaveValue('45'));
    await act(() => fake.backend.updateShopSettings(SAMPLE_BUSINESS.ownerUid, { creditDays: 60 }));
    expect(field).toHaveValue('60');
  });

  it("refuses what is not a whole number of days from 1 to 366 with the domain's words, keeping the focus and saving nothing", async () => {
    const { user, fake } = setup();
    const field = await daysField();
    const cases: Array<[string, Parameters<typeof creditDaysMessage>[0]]> = [
      ['', 'required'],
      ['0', 'out-of-range'],
      [String(MAX_CREDIT_DAYS + 1), 'out-of-range'],
      ['1.5', 'not-whole'],
      ['two weeks', 'not-whole'],
    ];
    for (const [typed, problem] of cases) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(await saveButton());
      const message = creditDaysMessage(problem);
      expect(await within(await settings()).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(`${CREDIT_DAYS_TEXT.unit} ${message} ${CREDIT_DAYS_TEXT.hint}`);
      expect(field).toHaveFocus();
      expect(field).toHaveValue(typed);
    }
    expect(fake.calls.updateShopSettings).toEqual([]);
    expect(fake.business()?.creditDays).toBeUndefined();
    // Typing again clears the message.
    await user.clear(field);
    await user.type(field, '7');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(within(await settings()).queryByText(creditDaysMessage('not-whole'))).toBeNull();
  });

  it('keeps what was typed when the save fails and says so; Save again goes through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let tries = 0;
    const { user, fake } = setup({
      before: {
        updateShopSettings: async () => {
          tries += 1;
          if (tries === 1) throw new BackendError('unavailable');
        },
      },
    });
    const field = await daysField();
    await user.clear(field);
    await user.type(field, '21');
    await user.click(await saveButton());
    expect(await within(await settings()).findByRole('alert')).toHaveTextContent(CREDIT_DAYS_TEXT.saveFailed);
    expect(field).toHaveValue('21');
    expect(fake.business()?.creditDays).toBeUndefined();

    await user.click(await saveButton());
    expect(await within(await settings()).findByRole('status')).toHaveTextContent(CREDIT_DAYS_TEXT.saved(21));
    expect(within(await settings()).queryByRole('alert')).toBeNull();
    expect(fake.business()?.creditDays).toBe(21);
  });

  it('is shown even when nobody owes anything yet', async () => {
    setup({ sales: [] });
    expect(await screen.findByRole('heading', { name: 'Nobody owes you' })).toBeInTheDocument();
    expect(await daysField()).toHaveValue('30');
  });
});
