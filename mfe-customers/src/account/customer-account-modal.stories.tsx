import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_TEXT } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { modalStoryParameters, onAPhone } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { CREDIT_NOW, CREDIT_TIME_ZONE, creditCustomer } from '../testing/credit-sample';
import { withCreditShop } from '../testing/credit-story-shop';
import { CustomerAccountModal } from './customer-account-modal';
import type { CustomerAccountModalProps } from './customer-account-modal';

// A customer's account on the credit sample's shop (testing/credit-sample.ts): the clock is Nov 22,
// 2026; Ama owes in cedis and naira, part of it three weeks late; Kwame's oldest sale is 104 days
// late; Kofi paid everything back; Efua never bought on credit.
type Args = Omit<CustomerAccountModalProps, 'holder'> & {
  /** The sample customer whose account is open. */
  name: string;
};

const meta = {
  title: 'Customers/Account',
  args: { name: 'Ama Owusu', onClose: fn(), now: CREDIT_NOW, timeZone: CREDIT_TIME_ZONE },
  render: ({ name, ...args }) => <CustomerAccountModal holder={creditCustomer(name)} {...args} />,
  decorators: [withCreditShop],
  parameters: modalStoryParameters,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const account = (name = 'Ama Owusu') => within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.openLabel(name) }));
const payForm = (name = 'Ama Owusu') => within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.payTitle(name) }));

/** Ama owes in two currencies: ₵130.00 and ₦5,000.00, the oldest part 21 days overdue; her limit is ₵500.00. */
export const DebtsInTwoCurrencies: Story = {
  play: async () => {
    const owes = (await account().findByText(ACCOUNT_TEXT.owes)).closest('div') as HTMLElement;
    await expect(within(owes).getByText('₵130.00')).toBeInTheDocument();
    await expect(within(owes).getByText('₦5,000.00')).toBeInTheDocument();
    const unpaid = account().getByRole('list', { name: ACCOUNT_TEXT.unpaidCaption });
    await expect(within(unpaid).getAllByRole('listitem')[0]).toHaveTextContent('21 days overdue');
  },
};

export const DebtsOnAPhone: Story = { globals: onAPhone };

/** Kwame's oldest sale on account is 104 days overdue, his newest 48. */
export const LongOverdue: Story = {
  args: { name: 'Kwame Asante' },
  play: async () => {
    const unpaid = await account('Kwame Asante').findByRole('list', { name: ACCOUNT_TEXT.unpaidCaption });
    const rows = within(unpaid).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('104 days overdue');
    await expect(rows[1]).toHaveTextContent('48 days overdue');
  },
};

/** Kofi bought on credit and paid it all back: paid up, nothing to record, the statement still there to send. */
export const PaidUp: Story = {
  args: { name: 'Kofi Boateng' },
  play: async () => {
    await expect(await account('Kofi Boateng').findByText(ACCOUNT_TEXT.paidUpNote('Kofi Boateng'))).toBeInTheDocument();
    await expect(account('Kofi Boateng').queryByRole('button', { name: ACCOUNT_TEXT.recordPayment })).toBeNull();
    await expect(account('Kofi Boateng').getByRole('list', { name: ACCOUNT_TEXT.statementLabel('Kofi Boateng') })).toHaveTextContent('Payment by Mobile Money');
  },
};

/** Efua never bought on credit, and has no limit. */
export const NothingOnAccount: Story = {
  args: { name: 'Efua Mensah' },
  play: async () => {
    await expect(await account('Efua Mensah').findByRole('heading', { name: ACCOUNT_TEXT.statementEmptyTitle })).toBeInTheDocument();
    await expect(account('Efua Mensah').getByText(ACCOUNT_TEXT.noLimit)).toBeInTheDocument();
  },
};

/** The statement chosen to send instead of the reminder. */
export const SendTheStatement: Story = {
  play: async () => {
    await userEvent.click(await account().findByRole('radio', { name: ACCOUNT_TEXT.statement }));
    await expect(account().getByLabelText(ACCOUNT_TEXT.messageLabel)).toHaveTextContent('Statement for Ama Owusu');
  },
};

/** ₵50.00 in cash: it pays off the rice sale (₵40.00) and ₵10.00 of the oil; then its own receipt. */
export const RecordPayment: Story = {
  play: async () => {
    await userEvent.click(await account().findByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await userEvent.type(payForm().getByLabelText(/^Amount/), '50');
    await expect(payForm().getByText('#C0000004: ₵40.00, paid off')).toBeInTheDocument();
    await userEvent.click(payForm().getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    const receipt = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.recordedTitle });
    await expect(within(receipt).getByLabelText(ACCOUNT_TEXT.receiptLabel)).toHaveTextContent('Still owed: ₵80.00');
  },
};

/** More than Ama owes in cedis: refused before saving, with her balance; what was typed stays. */
export const PaymentOverBalance: Story = {
  play: async () => {
    await userEvent.click(await account().findByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await userEvent.type(payForm().getByLabelText(/^Amount/), '200');
    await userEvent.click(payForm().getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await expect(await payForm().findByText(ACCOUNT_TEXT.overBalance('Ama Owusu', '₵130.00'))).toBeInTheDocument();
    await expect(payForm().getByLabelText(/^Amount/)).toHaveValue('200');
  },
};

/** Another till took a payment first: the backend refuses it as over the balance, in the same words. */
export const PaymentRefusedOverBalance: Story = {
  parameters: { credit: { fail: { recordRepayment: new BackendError('failed-precondition', 'This payment is more than the customer owes.') } } satisfies MemoryBackendOptions },
  play: async () => {
    await userEvent.click(await account().findByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await userEvent.type(payForm().getByLabelText(/^Amount/), '100');
    await userEvent.click(payForm().getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await expect(await payForm().findByText(ACCOUNT_TEXT.overBalance('Ama Owusu', '₵130.00'))).toBeInTheDocument();
  },
};

/** The save fails: the form says so and keeps what was typed, for Try again. */
export const PaymentFails: Story = {
  parameters: { credit: { fail: { recordRepayment: new BackendError('unavailable') } } satisfies MemoryBackendOptions },
  play: async () => {
    await userEvent.click(await account().findByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await userEvent.type(payForm().getByLabelText(/^Amount/), '20');
    await userEvent.click(payForm().getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await expect(await payForm().findByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.payFailed);
    await waitFor(() => expect(payForm().getByLabelText(/^Amount/)).toHaveValue('20'));
  },
};

export const Loading: Story = {
  parameters: { credit: { fail: { subscribeAccountRecords: 'pending' } } satisfies MemoryBackendOptions },
  play: async () => {
    await expect(await account().findByText(ACCOUNT_TEXT.loading)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { credit: { fail: { subscribeBalances: new BackendError('unavailable') } } satisfies MemoryBackendOptions },
  play: async () => {
    await expect(await account().findByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.loadFailed);
  },
};
