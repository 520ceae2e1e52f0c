import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import type { CurrencyCode, Repayment, Sale, SaleCustomer } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone, saleOf, sampleDailyStats } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { DashboardScreen } from './dashboard-screen';
import { OWED_CARD_TEXT } from './dashboard-words';

// The dashboard's "Owed to you" figure beside revenue (docs/product-rules.md, 'Credit'): what
// customers' balances add up to, one currency per figure as revenue, on the in-memory backend with
// 30 days of roll-ups and a few sales put on customers' accounts.
const NOW = new Date('2026-11-22T10:30:00Z');
const AMA: SaleCustomer = { id: 'c-ama', name: 'Ama Mensah' };
const KOFI: SaleCustomer = { id: 'c-kofi', name: 'Kofi Boateng' };

function onCredit(id: string, customer: SaleCustomer, priceMinor: number, paidMinor: number, currency: CurrencyCode = 'GHS'): Sale {
  return saleOf({ id, lines: [{ id: `p-${id}`, name: 'Provisions', priceMinor, quantity: 1, currency }], tenderedMinor: paidMinor, customer, credit: { dueOn: '2026-12-22' }, at: new Date('2026-11-20T10:00:00Z') });
}

const kofiPaid: Repayment = { id: 'r-kofi', customer: KOFI, amountMinor: 3000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-11-21T10:00:00Z') };

function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend({ dailyStats: sampleDailyStats(30, NOW), ...options }).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withMemoryShop: Decorator = (Story, { parameters }) => (
  <MemoryShop options={(parameters.owed as MemoryBackendOptions | undefined) ?? {}}>
    <Story />
  </MemoryShop>
);

const meta = {
  title: 'Dashboard/Owed to you',
  component: DashboardScreen,
  args: { now: NOW, timeZone: 'Africa/Accra' },
  decorators: [withMemoryShop],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const owedCard = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: OWED_CARD_TEXT.title });

/** Ama owes ₵100.00, Kofi ₵50.00 (after paying ₵30.00) and ₦4,000.00: cedis lead, naira beside them, never added. */
export const OwedInTwoCurrencies: Story = {
  parameters: {
    owed: {
      sales: [onCredit('s1', AMA, 15000, 5000), onCredit('s2', KOFI, 8000, 0), onCredit('s3', KOFI, 500_000, 100_000, 'NGN')],
      repayments: [kofiPaid],
    } satisfies MemoryBackendOptions,
  },
  play: async ({ canvasElement }) => {
    const card = await owedCard(canvasElement);
    await waitFor(() => expect(card).toHaveTextContent('₵150.00'));
    await expect(card).toHaveTextContent('By 2 customers');
    await expect(card).toHaveTextContent('Also ₦4,000.00');
  },
};

/** The same on a phone: the figure sits with the other cards, one under another. */
export const OwedOnAPhone: Story = { ...OwedInTwoCurrencies, globals: onAPhone };

/** Nobody owes anything: ₵0.00, and it says so. */
export const NothingOwed: Story = {
  play: async ({ canvasElement }) => {
    const card = await owedCard(canvasElement);
    await waitFor(() => expect(card).toHaveTextContent('₵0.00'));
    await expect(card).toHaveTextContent(OWED_CARD_TEXT.nothingOwed);
  },
};

/** The balances cannot be read: the banner says so with Try again, and the card shows no figure. */
export const OwedLoadFailed: Story = {
  parameters: { owed: { fail: { subscribeBalances: new Error('The network is down') } } satisfies MemoryBackendOptions },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(OWED_CARD_TEXT.loadFailed);
  },
};
