import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ACCOUNT_TEXT, CREDIT_DAYS_TEXT, creditDaysMessage, OWE_BOOK_TEXT } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { inContainer, onADesktop, onAPhone, SAMPLE_BUSINESS, searchFor } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { CREDIT_NOW, CREDIT_REPAYMENTS, CREDIT_SALES, CREDIT_TIME_ZONE } from '../testing/credit-sample';
import { withCreditShop } from '../testing/credit-story-shop';
import { OweBookScreen } from './owe-book-screen';

// "Owed to you" on the credit sample's shop (testing/credit-sample.ts) on Nov 22, 2026: Kwame's
// oldest sale is 104 days overdue, Abena's 63, Ama's 21 (and she owes naira, not yet due), Chinedu's
// naira is not yet due; Kofi paid everything back and is not listed.
const meta = {
  title: 'Customers/Owed to you',
  component: OweBookScreen,
  args: { now: CREDIT_NOW, timeZone: CREDIT_TIME_ZONE },
  decorators: [inContainer, withCreditShop],
} satisfies Meta<typeof OweBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: OWE_BOOK_TEXT.caption });
  return within(table).getAllByRole('row').slice(1);
};

/** Everyone who owes, most overdue first, with the ageing columns and the totals per currency. */
export const WithAgeing: Story = {
  play: async ({ canvasElement }) => {
    const shown = await rows(canvasElement);
    await expect(shown.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Kwame Asante020 555 0133',
      'Abena Darko055 123 9876',
      'Ama Owusu024 412 3456',
      'Chinedu Okafor+234 803 555 0102',
      'Ama Owusu024 412 3456',
    ]);
    await expect(shown[0]).toHaveTextContent('104 days overdue');
    const totals = within(canvasElement).getByRole('region', { name: OWE_BOOK_TEXT.totalsLabel });
    await expect(within(totals).getByRole('article', { name: OWE_BOOK_TEXT.total('GHS') })).toHaveTextContent('₵490.50');
  },
};

export const OnAPhone: Story = { globals: onAPhone };

export const OnADesktop: Story = { globals: onADesktop };

/** Found by phone number. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await searchFor(canvasElement, OWE_BOOK_TEXT.search, '9876');
    await expect(await within(canvasElement).findByText(OWE_BOOK_TEXT.showing(1, 5))).toBeInTheDocument();
  },
};

/** A row opens the customer's account. */
export const OpenAccount: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: ACCOUNT_TEXT.openLabel('Kwame Asante') }));
    await expect(await screen.findByRole('dialog', { name: ACCOUNT_TEXT.openLabel('Kwame Asante') })).toBeInTheDocument();
  },
};

/** Every account paid up (or no sale on credit yet). */
export const Empty: Story = {
  parameters: { credit: { sales: CREDIT_SALES.filter((sale) => sale.customer?.id === 'kofi'), repayments: CREDIT_REPAYMENTS } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: OWE_BOOK_TEXT.emptyTitle })).toBeInTheDocument();
  },
};

const daysToPay = async (canvasElement: HTMLElement) => {
  const form = await within(canvasElement).findByRole('form', { name: CREDIT_DAYS_TEXT.title });
  return { form: within(form), field: within(form).getByRole('textbox', { name: CREDIT_DAYS_TEXT.lead }) };
};

/** The shop's days to pay: the owner gives new credit sales 14 days, from the keyboard. */
export const DaysToPaySaved: Story = {
  play: async ({ canvasElement }) => {
    const { form, field } = await daysToPay(canvasElement);
    await expect(field).toHaveValue('30');
    await userEvent.clear(field);
    await userEvent.type(field, '14{Enter}');
    await expect(await form.findByRole('status')).toHaveTextContent(CREDIT_DAYS_TEXT.saved(14));
  },
};

/** A shop that set its own days to pay shows them. */
export const DaysToPaySet: Story = {
  parameters: { credit: { business: { ...SAMPLE_BUSINESS, creditDays: 45 } } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    const { field } = await daysToPay(canvasElement);
    await expect(field).toHaveValue('45');
  },
};

/** More than a year is refused with the domain's words, under the field. */
export const DaysToPayRefused: Story = {
  play: async ({ canvasElement }) => {
    const { form, field } = await daysToPay(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '400');
    await userEvent.click(form.getByRole('button', { name: CREDIT_DAYS_TEXT.save }));
    await expect(await form.findByText(creditDaysMessage('out-of-range'))).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The save fails: it says so, and what was typed stays for Save again. */
export const DaysToPaySaveFails: Story = {
  parameters: { credit: { fail: { updateShopSettings: new BackendError('unavailable') } } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    const { form, field } = await daysToPay(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '21');
    await userEvent.click(form.getByRole('button', { name: CREDIT_DAYS_TEXT.save }));
    await expect(await form.findByRole('alert')).toHaveTextContent(CREDIT_DAYS_TEXT.saveFailed);
    await expect(field).toHaveValue('21');
  },
};

export const Loading: Story = {
  parameters: { credit: { fail: { subscribeBalances: 'pending' } } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(OWE_BOOK_TEXT.loading)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { credit: { fail: { subscribeAccountRecords: new BackendError('unavailable') } } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(OWE_BOOK_TEXT.loadFailed);
  },
};

export const SignedOut: Story = {
  parameters: { credit: { user: null } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(OWE_BOOK_TEXT.signedOut)).toBeInTheDocument();
  },
};
