import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_TEXT, STAFF_MESSAGES } from '@shop/shared/domain';
import type { StaffListing } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { renderWithBackend, SAMPLE_OWNER, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import userEvent from '@testing-library/user-event';
import { StaffScreen } from './staff-screen';
import { STAFF_TEXT as T } from './staff-words';
import { atTheTill, KOFI, OWNER_RECORD, SAMPLE_STAFF, sampleStaff, STAFF_TIME_ZONE } from './testing/staff-sample';
import type { SampleMember } from './testing/staff-sample';

afterEach(() => {
  vi.restoreAllMocks();
});

const UID = SAMPLE_OWNER.uid;

/** The sample owner's shop with these members; `wrap` changes the backend the screen sees. */
function setup({ members = SAMPLE_STAFF, shop = {}, wrap }: { members?: readonly SampleMember[]; shop?: TestShopOptions; wrap?: (backend: Backend) => Backend } = {}) {
  const fake = testShop({ staff: sampleStaff(members), ...shop });
  const backend = wrap ? wrap(fake.backend) : fake.backend;
  const user = userEvent.setup();
  renderWithBackend(<StaffScreen timeZone={STAFF_TIME_ZONE} />, backend);
  return { fake, backend, user };
}

/** What the shop holds now, as the screen reads it. */
function listed(backend: Backend): Promise<StaffListing[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.subscribeStaff(
      UID,
      (staff) => {
        queueMicrotask(() => stop());
        resolve(staff);
      },
      reject,
    );
  });
}

const list = () => screen.getByRole('list', { name: T.listLabel });
const rows = () => within(list()).getAllByRole('listitem');
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByLabelText(name);
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('Staff', () => {
  it('lists the staff oldest first: name, role, Active or Turned off, when added; the owner’s own record is "Your PIN"', async () => {
    setup({ members: [...SAMPLE_STAFF, OWNER_RECORD] });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByText(/^3 staff members/)).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      `Efua AsanteManagerActive${T.added('Mar 2, 2026')}efua@example.com${T.edit}${T.turnOff}`,
      `Kofi BoatengCashierActive${T.added('Jun 15, 2026')}${T.edit}${T.turnOff}`,
      `Yaw DarkoCashierTurned off${T.added('Jul 1, 2026')}${T.edit}${T.turnOn}`,
    ]);
    expect(rows()[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-06-15T10:30:00.000Z');
    expect(screen.queryByRole('button', { name: /Ama Mensah/ })).not.toBeInTheDocument();
    const own = screen.getByRole('region', { name: T.ownTitle });
    expect(own).toHaveTextContent(T.ownSet);
    expect(within(own).getByRole('button', { name: T.ownChangeButton })).toBeInTheDocument();
  });

  it('explains staff when there are none, and offers to add the first', async () => {
    const { user } = setup({ members: [] });
    expect(await screen.findByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(T.emptyDescription)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.ownTitle })).toHaveTextContent(T.ownNotSet);
    await user.click(screen.getByRole('button', { name: T.addFirst }));
    expect(await screen.findByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
  });

  it('adds a cashier with their PIN: the form’s fields, the new id, the list', async () => {
    const { user, backend } = setup({ members: [] });
    const saving = vi.spyOn(backend, 'saveStaffMember');
    await screen.findByRole('heading', { name: T.emptyTitle });
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Role/)).toHaveValue('');
    expect(within(field(/^Role/)).getAllByRole('option').map((option) => option.textContent)).toEqual([T.chooseRole, 'Manager', 'Cashier']);
    const pin = field(/^PIN/);
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAccessibleDescription(T.pinHintNew);
    expect(field(/^Invitation e-mail/)).toHaveAccessibleDescription(T.invitationEmailHint);

    await user.type(field(/^Name/), '  Abena Owusu ');
    await user.selectOptions(field(/^Role/), 'Cashier');
    await user.type(pin, '9051');
    await user.click(within(dialog()).getByRole('checkbox', { name: T.showPin }));
    expect(pin).toHaveAttribute('type', 'text');
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(saving).toHaveBeenCalledTimes(1);
    const [uid, id, input] = saving.mock.calls[0]!;
    expect(uid).toBe(UID);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toEqual({ name: '  Abena Owusu ', role: 'cashier', pin: '9051', invitationEmail: '' });
    expect(await screen.findByText('Abena Owusu')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Abena OwusuCashierActive');
    expect(screen.getByText(T.saved('Abena Owusu'))).toBeInTheDocument();
    expect((await listed(backend)).find((member) => member.id === id)).toMatchObject({ name: 'Abena Owusu', role: 'cashier', disabled: false });
  });

  it('shows the domain’s messages under each field, word for word, and focuses the first to fix', async () => {
    const { user, backend } = setup();
    const saving = vi.spyOn(backend, 'saveStaffMember');
    await screen.findByText(/^3 staff members/);
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await save(user);
    expect(await within(dialog()).findByText(STAFF_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(STAFF_MESSAGES.roleInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByText(STAFF_MESSAGES.pinRequired)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^Name/), 'Abena');
    await user.selectOptions(field(/^Role/), 'Manager');
    await user.type(field(/^PIN/), '123');
    await user.type(field(/^Invitation e-mail/), 'abena@');
    await save(user);
    expect(await within(dialog()).findByText(STAFF_MESSAGES.pinInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByText(STAFF_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(field(/^PIN/)).toHaveFocus();

    await user.clear(field(/^PIN/));
    await user.type(field(/^PIN/), '1234');
    await save(user);
    expect(await within(dialog()).findByText(STAFF_MESSAGES.pinGuessable)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Abena');
    expect(saving).not.toHaveBeenCalled();
  }, 15000);

  it('shows the backend’s refusal as the form’s error, keeps what was typed, and retries with the same id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const ids: string[] = [];
    const { user, backend } = setup({
      wrap: (inner) => ({
        ...inner,
        saveStaffMember: async (uid, id, input) => {
          attempts += 1;
          ids.push(id);
          if (attempts === 1) throw new BackendError('invalid-argument', STAFF_MESSAGES.pinGuessable);
          if (attempts === 2) throw new Error('The network is down');
          return inner.saveStaffMember(uid, id, input);
        },
      }),
    });
    await screen.findByText(/^3 staff members/);
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(field(/^Name/), 'Abena Owusu');
    await user.selectOptions(field(/^Role/), 'Manager');
    await user.type(field(/^PIN/), '9051');
    await user.type(field(/^Invitation e-mail/), 'abena@example.com');
    await save(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinGuessable);
    expect(field(/^Name/)).toHaveValue('Abena Owusu');
    expect(field(/^Role/)).toHaveValue('manager');
    expect(field(/^PIN/)).toHaveValue('9051');
    expect(field(/^Invitation e-mail/)).toHaveValue('abena@example.com');

    await save(user);
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(T.saveFailed));
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new Set(ids).size).toBe(1);
    expect((await listed(backend)).filter((member) => member.name === 'Abena Owusu')).toHaveLength(1);
  }, 15000);

  it('edits a member: an empty PIN keeps theirs', async () => {
    const { user, backend } = setup();
    const saving = vi.spyOn(backend, 'saveStaffMember');
    await screen.findByText(/^3 staff members/);
    await user.click(screen.getByRole('button', { name: 'Edit Kofi Boateng' }));
    await screen.findByRole('dialog', { name: T.editTitle });
    expect(field(/^Name/)).toHaveValue('Kofi Boateng');
    expect(field(/^Role/)).toHaveValue('cashier');
    expect(field(/^PIN/)).toHaveValue('');
    expect(field(/^PIN/)).toHaveAccessibleDescription(T.pinHintKeep);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Kofi Boateng Jnr');
    await user.selectOptions(field(/^Role/), 'Manager');
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saving).toHaveBeenCalledWith(UID, 'st-kofi', { name: 'Kofi Boateng Jnr', role: 'manager', pin: '', invitationEmail: '' });
    expect(await screen.findByText('Kofi Boateng Jnr')).toBeInTheDocument();
    // The PIN kept: Kofi still unlocks the till with 4821.
    await expect(atTheTill(backend, KOFI)).resolves.toBeUndefined();
  });

  it('turns a member off only after "Sure?", and on again', async () => {
    const { user, backend } = setup();
    const switching = vi.spyOn(backend, 'setStaffDisabled');
    await screen.findByText(/^3 staff members/);
    await user.click(screen.getByRole('button', { name: 'Turn off Kofi Boateng' }));
    const sure = await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
    expect(sure).toHaveAccessibleDescription(T.turnOffMessage('Kofi Boateng'));
    expect(within(sure).getByRole('button', { name: SCREEN_TEXT.confirmNo })).toHaveFocus();
    await user.click(within(sure).getByRole('button', { name: SCREEN_TEXT.confirmNo }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(switching).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn off Kofi Boateng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    expect(await screen.findByRole('button', { name: 'Turn on Kofi Boateng' })).toBeInTheDocument();
    expect(switching).toHaveBeenCalledWith(UID, 'st-kofi', true);
    expect(rows()[1]).toHaveTextContent('Turned off');
    expect(screen.getByText(T.turnedOffNotice('Kofi Boateng'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on Yaw Darko' }));
    const on = await screen.findByRole('alertdialog');
    expect(on).toHaveAccessibleDescription(T.turnOnMessage('Yaw Darko'));
    await user.click(within(on).getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    expect(await screen.findByRole('button', { name: 'Turn off Yaw Darko' })).toBeInTheDocument();
  });

  it('sets the owner’s own PIN: their record, role owner, id their uid', async () => {
    const { user, backend } = setup();
    const saving = vi.spyOn(backend, 'saveStaffMember');
    const own = await screen.findByRole('region', { name: T.ownTitle });
    expect(own).toHaveTextContent(T.ownNotSet);
    await user.click(within(own).getByRole('button', { name: T.ownSetButton }));
    await screen.findByRole('dialog', { name: T.ownFormTitle });
    expect(field(/^Name/)).toHaveValue(SAMPLE_OWNER.displayName);
    expect(within(dialog()).queryByLabelText(/^Role/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/^Invitation e-mail/)).not.toBeInTheDocument();
    await save(user);
    expect(await within(dialog()).findByText(STAFF_MESSAGES.pinRequired)).toBeInTheDocument();
    await user.type(field(/^PIN/), '1357');
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saving).toHaveBeenCalledWith(UID, UID, { name: 'Ama Mensah', role: 'owner', pin: '1357', invitationEmail: null });
    await waitFor(() => expect(screen.getByRole('region', { name: T.ownTitle })).toHaveTextContent(T.ownSet));
    expect(screen.queryByRole('button', { name: /Turn off Ama/ })).not.toBeInTheDocument();
  });

  it('tells a cashier their role cannot do this, and shows nothing else', async () => {
    const fake = testShop({ staff: sampleStaff(), till: { locked: false, memberId: KOFI.id } });
    const subscribing = vi.spyOn(fake.backend, 'subscribeStaff');
    renderWithBackend(<StaffScreen timeZone={STAFF_TIME_ZONE} />, fake.backend);
    await waitFor(() => expect(fake.backend.currentOperator()).toMatchObject({ id: KOFI.id, role: 'cashier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.notAllowed);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(subscribing).not.toHaveBeenCalled();
  });

  it('says when the staff cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({
      wrap: (inner) => ({ ...inner, subscribeStaff: (_uid, _next, onError) => (queueMicrotask(() => onError(new Error('offline'))), () => undefined) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
  });
});
