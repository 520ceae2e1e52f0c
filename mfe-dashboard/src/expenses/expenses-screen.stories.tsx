import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EXPENSE_MESSAGES, SCREEN_TEXT } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, inContainer, modalStoryParameters, onADesktop, onAPhone, SAMPLE_BUSINESS } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { ExpensesScreen } from './expenses-screen';
import { EXPENSES_TEXT as T } from './expenses-words';
import { EXPENSES_NOW, EXPENSES_TIME_ZONE, monthOfExpenses } from '../testing/expenses-sample';

// Expenses on a month of a provisions shop in Accra (rent, wages, transport paid from the till,
// stock bought, the owner's own lunch, a delivery in naira), served by the in-memory backend
// through the same session hooks as the app. The clock is Nov 22, 2026, so "this month" is Nov 1–22.

/** The story's shop, made once per render from `parameters.expenses`. */
function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend(options).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withMemoryShop: Decorator = (Story, { parameters }) => (
  <MemoryShop options={(parameters.expenses as MemoryBackendOptions | undefined) ?? {}}>
    <Story />
  </MemoryShop>
);

const meta = {
  title: 'Dashboard/Expenses',
  component: ExpensesScreen,
  args: { now: EXPENSES_NOW, timeZone: EXPENSES_TIME_ZONE },
  decorators: [inContainer, withMemoryShop],
  parameters: { expenses: { expenses: monthOfExpenses() } satisfies MemoryBackendOptions },
} satisfies Meta<typeof ExpensesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** A month of expenses, newest first, with the month's totals per currency. */
export const AMonthOfExpenses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 expenses')).toBeInTheDocument();
    const totals = canvas.getByRole('region', { name: T.totalsLabel });
    await expect(within(totals).getByRole('article', { name: 'Spent (GHS)' })).toHaveTextContent('₵2,090.00 counts against profit');
    await expect(canvas.getByRole('button', { name: 'Edit Transport expense of ₵20.00 on Nov 22, 2026' })).toHaveTextContent('Cash · from the till');
  },
};

export const OnAPhone: Story = { globals: onAPhone };

export const OnADesktop: Story = { globals: onADesktop };

/** Nothing recorded this month: an invitation to record the first. */
export const Empty: Story = {
  parameters: { expenses: { expenses: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: T.addFirst }));
    await expect(await screen.findByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
  },
};

/** The form: a taxi paid with the till's cash. */
export const TheForm: Story = {
  parameters: modalStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(dialog().getByLabelText(/^Amount/), '20');
    await userEvent.selectOptions(dialog().getByLabelText(/^Category/), 'Transport');
    await userEvent.click(dialog().getByRole('checkbox', { name: T.fromTill }));
    await userEvent.type(dialog().getByLabelText(/^Note/), 'Taxi to Makola market');
    await expect(dialog().getByRole('checkbox', { name: T.fromTill })).toBeChecked();
  },
};

/** Saved with nothing filled in: the domain's words under each field. */
export const TheFormRefused: Story = {
  parameters: modalStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(EXPENSE_MESSAGES.amountRequired)).toBeInTheDocument();
    await expect(dialog().getByText(EXPENSE_MESSAGES.categoryInvalid)).toBeInTheDocument();
  },
};

/** The network is down: the save fails, the form keeps what was typed and says so. */
export const AFailedSave: Story = {
  parameters: { ...modalStoryParameters, expenses: { expenses: monthOfExpenses(), fail: { saveExpense: new Error('The network is down') } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(dialog().getByLabelText(/^Amount/), '120');
    await userEvent.selectOptions(dialog().getByLabelText(/^Category/), 'Utilities');
    await userEvent.type(dialog().getByLabelText(/^Note/), 'Water bill');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.saveFailed);
    await expect(dialog().getByLabelText(/^Note/)).toHaveValue('Water bill');
  },
};

/** Editing the rent, opened from its row. */
export const Editing: Story = {
  parameters: modalStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Rent expense of ₵1,500.00 on Nov 1, 2026' }));
    await expect(await screen.findByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Note/)).toHaveValue('November rent');
  },
};

/** Delete asks 'Sure?' first. */
export const DeleteAsksSure: Story = {
  parameters: modalStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Wages expense of ₵400.00 on Nov 15, 2026' }));
    const sure = await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
    await expect(sure).toHaveTextContent('The Wages expense of ₵400.00 on Nov 15, 2026 will be deleted.');
  },
};

/** Searching the notes: "taxi". */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('8 expenses');
    await userEvent.type(canvas.getByRole('searchbox', { name: T.search }), 'taxi');
    await waitFor(() => expect(within(canvas.getByRole('list', { name: T.listLabel })).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const Loading: Story = {
  parameters: { expenses: { fail: { subscribeExpenses: 'pending' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.loading)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { expenses: { fail: { subscribeExpenses: new Error('The network is down') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.loadFailed);
  },
};

export const SignedOut: Story = {
  parameters: { expenses: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.signedOut)).toBeInTheDocument();
  },
};

/** A shop whose trial and grace ended on Nov 4: view-only, its month of expenses still read, none recorded (docs/product-rules.md, 'Plans'). */
export const ViewOnly: Story = {
  parameters: {
    expenses: {
      expenses: monthOfExpenses(),
      business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date('2026-11-01T08:00:00Z') },
    } satisfies MemoryBackendOptions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 expenses')).toBeInTheDocument();
    const note = await canvas.findByRole('status', { name: 'View-only' });
    await expect(note).toHaveTextContent('This shop is view-only since Nov 4, 2026: nothing new can be recorded.');
    await expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
  },
};
