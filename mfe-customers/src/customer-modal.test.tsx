import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, FIELD_MESSAGES, GONE_MESSAGES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { BackendError, isBackendError } from '@shop/shared/session';
import { createMemoryBackend, renderWithBackend, SAMPLE_OWNER, sampleCustomer } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { CustomerModal } from './customer-modal';

function setup(options: MemoryBackendOptions = {}, customer: Customer | null = null) {
  const fake = createMemoryBackend(options);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithBackend(<CustomerModal open customer={customer} onClose={onClose} onSaved={onSaved} />, fake.backend);
  const form = within(screen.getByRole('dialog', { name: customer ? 'Edit customer' : 'Add customer' }));
  const save = () => user.click(form.getByRole('button', { name: 'Save' }));
  return { fake, onClose, onSaved, user, form, save };
}

afterEach(() => vi.restoreAllMocks());

describe('CustomerModal', () => {
  it('requires the name and writes nothing without it', async () => {
    const { form, save, fake } = setup();
    await save();
    expect(await form.findByText(FIELD_MESSAGES.customerNameRequired)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveFocus());
    expect(fake.calls.addCustomer).toEqual([]);
  });

  it('treats a name of spaces as missing', async () => {
    const { user, form, save } = setup();
    await user.type(form.getByLabelText(/^Name/), '    ');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.customerNameRequired)).toBeInTheDocument();
  });

  it('adds a customer with the name alone: e-mail and phone are optional', async () => {
    const { user, form, save, fake, onClose, onSaved } = setup();
    await user.type(form.getByLabelText(/^Name/), '  Kofi Boateng ');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.addCustomer).toEqual([{ name: 'Kofi Boateng', email: '', phone: '' }]);
    expect(onSaved).toHaveBeenCalledWith('Kofi Boateng');
  });

  it('says when an e-mail does not look like one', async () => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Ama Owusu');
    await user.type(form.getByLabelText(/^Email/), 'ama.owusu@');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText(/^Email/)).toHaveFocus());
    expect(fake.calls.addCustomer).toEqual([]);
  });

  it('says when a phone number has letters in it', async () => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Ama Owusu');
    await user.type(form.getByLabelText(/^Phone/), '024 CALL ME');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(fake.calls.addCustomer).toEqual([]);
  });

  it('keeps the form as typed and says "Failed to save customer. Please try again." when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, form, save, onClose } = setup({ fail: { addCustomer: new BackendError('unavailable') } });
    await user.type(form.getByLabelText(/^Name/), 'Chinedu Okafor');
    await user.type(form.getByLabelText(/^Email/), 'chinedu@example.ng');
    await user.type(form.getByLabelText(/^Phone/), '+234 803 555 0102');
    await save();
    expect(await form.findByText(ERROR_MESSAGES.customerSaveFailed)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveValue('Chinedu Okafor');
    expect(form.getByLabelText(/^Email/)).toHaveValue('chinedu@example.ng');
    expect(form.getByLabelText(/^Phone/)).toHaveValue('+234 803 555 0102');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the customer was deleted, keeping what was typed, when another device deleted them first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ngozi = sampleCustomer({ id: 'ngozi', name: 'Ngozi Adeyemi' });
    // The form was opened on Ngozi; the backend no longer has her.
    const { user, form, save, onClose } = setup({ customers: [] }, ngozi);
    await user.type(form.getByLabelText(/^Phone/), '0803 555 0199');
    await save();
    expect(await form.findByText(GONE_MESSAGES.customer)).toBeInTheDocument();
    expect(form.queryByText(ERROR_MESSAGES.customerSaveFailed)).toBeNull();
    expect(form.getByLabelText(/^Phone/)).toHaveValue('0803 555 0199');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "You are not logged in." without a session', async () => {
    const { user, form, save, fake } = setup({ user: null });
    await user.type(form.getByLabelText(/^Name/), 'Ama Owusu');
    await save();
    expect(await form.findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(fake.calls.addCustomer).toEqual([]);
  });

  it('edits a customer, starting from what is stored', async () => {
    const ngozi = sampleCustomer({ id: 'ngozi', name: 'Ngozi Adeyemi', email: 'ngozi@example.ng' });
    const { user, form, save, fake, onClose } = setup({ customers: [ngozi] }, ngozi);
    expect(form.getByLabelText(/^Email/)).toHaveValue('ngozi@example.ng');
    await user.type(form.getByLabelText(/^Phone/), '0803 555 0199');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.customers()[0]).toMatchObject({ name: 'Ngozi Adeyemi', phone: '0803 555 0199' });
  });

  it('adds a customer with a credit limit, read as an amount', async () => {
    const { user, form, save, fake, onClose } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Kofi Boateng');
    await user.type(form.getByLabelText(/^Credit limit/), '1,500.50');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.addCustomer).toEqual([{ name: 'Kofi Boateng', email: '', phone: '', creditLimitMinor: 150050 }]);
    expect(fake.customers()[0]?.creditLimitMinor).toBe(150050);
  });

  it('shows the stored credit limit and changes it', async () => {
    const ama = sampleCustomer({ id: 'ama', name: 'Ama Owusu', creditLimitMinor: 50000 });
    const first = setup({ customers: [ama] }, ama);
    const limit = first.form.getByLabelText(/^Credit limit/);
    expect(limit).toHaveValue('500.00');
    await first.user.clear(limit);
    await first.user.type(limit, '750');
    await first.save();
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(first.fake.calls.updateCustomer).toEqual([{ id: 'ama', patch: { name: 'Ama Owusu', email: '', phone: '', creditLimitMinor: 75000 } }]);
    expect(first.fake.customers()[0]?.creditLimitMinor).toBe(75000);
  });

  it('takes a credit limit away when the field is emptied', async () => {
    const ama = sampleCustomer({ id: 'ama', name: 'Ama Owusu', creditLimitMinor: 50000 });
    const { user, form, save, fake, onClose } = setup({ customers: [ama] }, ama);
    await user.clear(form.getByLabelText(/^Credit limit/));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateCustomer[0]?.patch.creditLimitMinor).toBeNull();
    expect(fake.customers()[0]?.creditLimitMinor ?? null).toBeNull();
  });

  it('refuses a credit limit that is not an amount, or too large, keeping it as typed and saving nothing', async () => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Kofi Boateng');
    const limit = form.getByLabelText(/^Credit limit/);
    await user.type(limit, '-200');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.creditLimitInvalid)).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(limit).toHaveFocus());
    expect(limit).toHaveValue('-200');
    await user.clear(limit);
    await user.type(limit, '10000000.01');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.creditLimitTooLarge)).toBeInTheDocument();
    expect(fake.calls.addCustomer).toEqual([]);
  });

  it('is refused by the backend too when a limit is not whole cents, whoever calls it', async () => {
    const fake = createMemoryBackend();
    const refused = await fake.backend.addCustomer(SAMPLE_OWNER.uid, { name: 'Kofi', email: '', phone: '', creditLimitMinor: 12.5 }).catch((error: unknown) => error);
    expect(isBackendError(refused, 'invalid-argument')).toBe(true);
    expect(fake.customers()).toEqual([]);
  });

  it('keeps HTML in a name exactly as text', async () => {
    const { user, form, save, fake, onClose } = setup();
    const name = '<script>alert(1)</script> Ama <b>Mensah</b>';
    await user.click(form.getByLabelText(/^Name/));
    await user.paste(name);
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.customers()[0]?.name).toBe(name);
  });

  it('refuses a 10 000-character name with a clear message and keeps it as typed, saving nothing', async () => {
    const { user, form, save, fake, onClose } = setup();
    const name = 'Ama '.repeat(2500).trim();
    await user.click(form.getByLabelText(/^Name/));
    await user.paste(name);
    await save();
    expect(await form.findByText(FIELD_MESSAGES.customerNameTooLong)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveValue(name);
    expect(onClose).not.toHaveBeenCalled();
    expect(fake.customers()).toEqual([]);
  });
});
