import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SCREEN_TEXT, STAFF_MESSAGES } from '@shop/shared/domain';
import { BackendError, BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import type { Business } from '@shop/shared/domain';
import { createMemoryBackend, inContainer, modalStoryParameters, onAPhone, SAMPLE_BUSINESS } from '@shop/shared/testing';
import { StaffScreen } from './staff-screen';
import { STAFF_TEXT as T, TILL_SETTINGS_TEXT } from './staff-words';
import { KOFI, OWNER_RECORD, SAMPLE_STAFF, sampleStaff, STAFF_TIME_ZONE } from './testing/staff-sample';
import type { SampleMember } from './testing/staff-sample';

// The Staff screen of Ama's provisions shop in Accra, on the in-memory backend through the same
// session hooks as the app: Efua the manager, Kofi at the till, and Yaw, turned off since he left.

interface StaffStoryShop {
  /** Who works the shop's tills; the sample three by default. */
  members?: readonly SampleMember[];
  /** The till unlocked by Kofi, a cashier, instead of the owner's account. */
  cashier?: boolean;
  /** The list never answers, or fails. */
  load?: 'pending' | 'failed';
  /** The shop's profile (its till settings); the sample one by default, with none set. */
  business?: Business;
  /** Saving the shop settings fails (the network is down). */
  settingsFail?: boolean;
}

function withLoad(backend: Backend, load: StaffStoryShop['load']): Backend {
  if (load === 'pending') return { ...backend, subscribeStaff: () => () => undefined };
  if (load === 'failed') {
    return {
      ...backend,
      subscribeStaff: (_uid, _onNext, onError) => {
        const failing = setTimeout(() => onError(new Error('The network is down')), 0);
        return () => clearTimeout(failing);
      },
    };
  }
  return backend;
}

/** The story's shop, made once per render from `parameters.staff`. */
function StaffShop({ shop, children }: { shop: StaffStoryShop; children: ReactNode }) {
  const [backend] = useState(() => {
    const { backend: memory } = createMemoryBackend({
      staff: sampleStaff(shop.members),
      business: shop.business ?? SAMPLE_BUSINESS,
      ...(shop.cashier ? { till: { locked: false, memberId: KOFI.id } } : {}),
      ...(shop.settingsFail ? { fail: { updateShopSettings: new BackendError('unavailable', 'The network is down') } } : {}),
    });
    return withLoad(memory, shop.load);
  });
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withStaffShop: Decorator = (Story, { parameters }) => (
  <StaffShop shop={(parameters.staff as StaffStoryShop | undefined) ?? {}}>
    <Story />
  </StaffShop>
);

const meta = {
  title: 'Dashboard/Staff',
  component: StaffScreen,
  args: { timeZone: STAFF_TIME_ZONE },
  decorators: [inContainer, withStaffShop],
  parameters: { staff: { members: [...SAMPLE_STAFF, OWNER_RECORD] } satisfies StaffStoryShop },
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** Two active members and one turned off; the owner's own PIN is set. */
export const AList: Story = {
  play: async () => {
    const list = await screen.findByRole('list', { name: T.listLabel });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Efua AsanteManagerActive');
    await expect(rows[2]).toHaveTextContent('Yaw DarkoCashierTurned off');
    await expect(screen.getByRole('region', { name: T.ownTitle })).toHaveTextContent(T.ownSet);
  },
};

export const OnAPhone: Story = { globals: onAPhone };

/** No staff yet: what staff are for, and the owner's PIN not set. */
export const Empty: Story = {
  parameters: { staff: { members: [] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
    await expect(screen.getByText(T.emptyDescription)).toBeInTheDocument();
    await expect(screen.getByRole('region', { name: T.ownTitle })).toHaveTextContent(T.ownNotSet);
  },
};

/** The form: a new cashier. */
export const TheForm: Story = {
  parameters: modalStoryParameters,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Abena Owusu');
    await userEvent.selectOptions(dialog().getByLabelText(/^Role/), 'Cashier');
    await userEvent.type(dialog().getByLabelText(/^PIN/), '9051');
    await expect(dialog().getByLabelText(/^PIN/)).toHaveAttribute('type', 'password');
  },
};

/** Saved with a name missing, no role, a guessable PIN and half an e-mail: the domain's words under each field. */
export const TheFormRefused: Story = {
  parameters: modalStoryParameters,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(dialog().getByLabelText(/^PIN/), '1111');
    await userEvent.type(dialog().getByLabelText(/^Invitation e-mail/), 'abena@');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(STAFF_MESSAGES.nameRequired)).toBeInTheDocument();
    await expect(dialog().getByText(STAFF_MESSAGES.roleInvalid)).toBeInTheDocument();
    await expect(dialog().getByText(STAFF_MESSAGES.pinGuessable)).toBeInTheDocument();
    await expect(dialog().getByText(STAFF_MESSAGES.emailInvalid)).toBeInTheDocument();
  },
};

/** Editing Kofi: an empty PIN keeps his. */
export const Editing: Story = {
  parameters: modalStoryParameters,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Kofi Boateng' }));
    await screen.findByRole('dialog', { name: T.editTitle });
    await expect(dialog().getByLabelText(/^PIN/)).toHaveAccessibleDescription(T.pinHintKeep);
  },
};

/** Turning Kofi off asks 'Sure?' first. */
export const TurnOffAsksSure: Story = {
  parameters: modalStoryParameters,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off Kofi Boateng' }));
    const sure = await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
    await expect(sure).toHaveTextContent(T.turnOffMessage('Kofi Boateng'));
  },
};

/** The owner setting their own PIN. */
export const YourPin: Story = {
  parameters: { ...modalStoryParameters, staff: { members: SAMPLE_STAFF } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.ownSetButton }));
    await expect(await screen.findByRole('dialog', { name: T.ownFormTitle })).toBeInTheDocument();
  },
};

/** Kofi, a cashier, at the till: his role cannot manage staff. */
export const NotAllowedForACashier: Story = {
  parameters: { staff: { cashier: true } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.notAllowed);
    await expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { staff: { load: 'pending' } },
  play: async () => {
    await expect(await screen.findByText('Loading staff…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { staff: { load: 'failed' } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
  },
};

const tillSettings = () => within(screen.getByRole('form', { name: TILL_SETTINGS_TEXT.title }));

/** Till settings as the shop set them: 15 % without a PIN, locked after 5 minutes, mobile money counted at close. */
export const TillSettings: Story = {
  parameters: {
    staff: {
      members: [...SAMPLE_STAFF, OWNER_RECORD],
      business: { ...SAMPLE_BUSINESS, cashierDiscountLimitHundredths: 1_500, idleLockMinutes: 5, countMobileMoneyAtClose: true },
    } satisfies StaffStoryShop,
  },
  play: async () => {
    const form = within(await screen.findByRole('form', { name: TILL_SETTINGS_TEXT.title }));
    await expect(form.getByRole('textbox', { name: /^Cashier discount limit/ })).toHaveValue('15');
    await expect(form.getByRole('textbox', { name: /^Idle lock/ })).toHaveValue('5');
    await expect(form.getByRole('checkbox', { name: TILL_SETTINGS_TEXT.countMobileMoney })).toBeChecked();
  },
};

/** The till settings on a phone (360 px): the fields one under the other. */
export const TillSettingsOnAPhone: Story = { ...TillSettings, globals: onAPhone };

/** Values the domain refuses: its words under each field, the first focused, nothing saved. */
export const TillSettingsRefused: Story = {
  play: async () => {
    await screen.findByRole('form', { name: TILL_SETTINGS_TEXT.title });
    const limit = tillSettings().getByRole('textbox', { name: /^Cashier discount limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '150');
    const minutes = tillSettings().getByRole('textbox', { name: /^Idle lock/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(tillSettings().getByRole('button', { name: TILL_SETTINGS_TEXT.save }));
    await expect(await tillSettings().findByText(STAFF_MESSAGES.discountLimitTooLarge)).toBeInTheDocument();
    await expect(tillSettings().getByText(STAFF_MESSAGES.idleLockOutOfRange)).toBeInTheDocument();
    await expect(limit).toHaveFocus();
  },
};

/** The save fails: said in the panel, what was typed kept. */
export const TillSettingsSaveFailed: Story = {
  parameters: { staff: { members: [...SAMPLE_STAFF, OWNER_RECORD], settingsFail: true } satisfies StaffStoryShop },
  play: async () => {
    await screen.findByRole('form', { name: TILL_SETTINGS_TEXT.title });
    const minutes = tillSettings().getByRole('textbox', { name: /^Idle lock/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10');
    await userEvent.click(tillSettings().getByRole('button', { name: TILL_SETTINGS_TEXT.save }));
    await expect(await tillSettings().findByText(TILL_SETTINGS_TEXT.saveFailed)).toBeInTheDocument();
    await expect(minutes).toHaveValue('10');
  },
};
