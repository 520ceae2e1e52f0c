import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { localDateKey } from '@shop/shared/domain';
import { END_OF_DAY_TEXT } from './end-of-day-words';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';
import { EndOfDayScreen } from './end-of-day-screen';
import { endOfDayCreditSample, endOfDayExpenses, endOfDaySample, SAMPLE_NOW, SAMPLE_TIME_ZONE } from '../testing/end-of-day-sample';

// End of Day on one day of a shop in Accra (the sample's cash, mobile money, split payment, discount
// and cash refund), served by the in-memory backend through the same session hooks as the app. The
// clock is the sample day's evening, so "today" is that day. The last story reads a seeded shop
// of the real local adapter for the real today.
const T = END_OF_DAY_TEXT;

/** The story's shop, made once per render from `parameters.endOfDay`. */
function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend(options).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withMemoryShop: Decorator = (Story, { parameters }) => {
  // 'none': the story reads the seeded shop of `parameters.shop` instead.
  const options = parameters.endOfDay as MemoryBackendOptions | 'none' | undefined;
  if (!options || options === 'none') return <Story />;
  return (
    <MemoryShop options={options}>
      <Story />
    </MemoryShop>
  );
};

const oneCurrency = endOfDaySample({ twoCurrencies: false });
const twoCurrencies = endOfDaySample();
const costed = endOfDaySample({ twoCurrencies: false, costs: true });
const onCredit = endOfDayCreditSample();

const meta = {
  title: 'History/End of Day',
  component: EndOfDayScreen,
  args: { timeZone: SAMPLE_TIME_ZONE, now: SAMPLE_NOW },
  decorators: [withMemoryShop],
  parameters: { endOfDay: { sales: oneCurrency.sales, refunds: oneCurrency.refunds } satisfies MemoryBackendOptions },
} satisfies Meta<typeof EndOfDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('region', { name });

/** Cash with change, mobile money, a split payment and a cash refund: the drawer should hold ₵97.50. */
export const ADay: Story = {
  play: async ({ canvasElement }) => {
    const cedi = await region(canvasElement, /^GHS/);
    await expect(within(cedi).getByRole('article', { name: T.net })).toHaveTextContent('₵267.50');
    await expect(within(cedi).getByRole('article', { name: T.cashExpected })).toHaveTextContent('₵97.50');
    await expect(within(cedi).getByRole('article', { name: T.sales })).toHaveTextContent('1 split payment');
    await expect(within(cedi).getByRole('rowheader', { name: 'Cash' }).closest('tr')).toHaveTextContent('₵110.00₵12.50₵97.50');
    await expect(within(canvasElement).queryByRole('region', { name: /^NGN/ })).not.toBeInTheDocument();
  },
};

/** A shop selling in cedis and naira: one block per currency, never added together. */
export const TwoCurrencies: Story = {
  parameters: { endOfDay: { sales: twoCurrencies.sales, refunds: twoCurrencies.refunds } },
  play: async ({ canvasElement }) => {
    await region(canvasElement, /^GHS/);
    const naira = await region(canvasElement, /^NGN/);
    await expect(within(naira).getByRole('article', { name: T.net })).toHaveTextContent('₦7,000.00');
    await expect(within(canvasElement).getByText('Nov 22, 2026: 4 sales, 1 refund')).toBeInTheDocument();
  },
};

/**
 * A taxi paid with ₵20.00 of the till's cash: the drawer should hold ₵77.50. The milo, bread and
 * kente had a cost price: gross profit ₵42.50, and the rice sold with none (₵100.00) is said so.
 */
export const WithExpensesAndProfit: Story = {
  parameters: { endOfDay: { sales: costed.sales, refunds: costed.refunds, expenses: endOfDayExpenses() } },
  play: async ({ canvasElement }) => {
    const cedi = await region(canvasElement, /^GHS/);
    await expect(within(cedi).getByRole('article', { name: T.expensesFromTill })).toHaveTextContent('₵20.00');
    await expect(within(cedi).getByRole('article', { name: T.cashExpected })).toHaveTextContent('₵77.50');
    await expect(within(cedi).getByRole('article', { name: T.grossProfit })).toHaveTextContent('₵42.50');
    await expect(within(cedi).getByRole('article', { name: T.grossProfit })).toHaveTextContent('₵100.00 of sales had no cost price');
  },
};

/**
 * Selling on credit: Ama pays ₵50.00 of ₵150.00 in cash and owes the rest, Kofi repays ₵30.00 in
 * cash and brings back a ₵20.00 item that comes off his account. Credit given ₵100.00 apart from
 * the takings; the drawer should hold ₵177.50 (the cash repayment in it).
 */
export const WithCredit: Story = {
  parameters: { endOfDay: { sales: onCredit.sales, refunds: onCredit.refunds, repayments: onCredit.repayments } },
  play: async ({ canvasElement }) => {
    const cedi = await region(canvasElement, /^GHS/);
    await expect(within(cedi).getByRole('article', { name: T.creditGiven })).toHaveTextContent('₵100.00');
    await expect(within(cedi).getByRole('article', { name: T.repayments })).toHaveTextContent('Cash ₵30.00');
    await expect(within(cedi).getByRole('article', { name: T.cashExpected })).toHaveTextContent('₵177.50');
    await expect(within(cedi).getByRole('article', { name: T.refunds })).toHaveTextContent('₵20.00 taken off accounts');
  },
};

/** The credit day on a phone: credit given and repayments after the takings by method, two by two. */
export const WithCreditOnAPhone: Story = {
  ...WithCredit,
  globals: onAPhone,
};

/** The same day on a phone: the expenses and the profit come after the takings by method. */
export const WithExpensesOnAPhone: Story = {
  ...WithExpensesAndProfit,
  globals: onAPhone,
};

/** The report as it prints on 58 or 80 mm paper, opened on screen. */
export const ReportAsPrinted: Story = {
  parameters: { endOfDay: { sales: twoCurrencies.sales, refunds: twoCurrencies.refunds } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await region(canvasElement, /^GHS/);
    await userEvent.click(canvas.getByRole('button', { name: 'Report as printed' }));
    const report = canvas.getByLabelText(T.reportLabel);
    await expect(report).toBeVisible();
    await expect(report.textContent).toContain('Cash expected in drawer   ₵97.50');
  },
};

/** The day before: one card sale, no refunds. */
export const AnotherDate: Story = {
  args: { initialDate: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const cedi = await region(canvasElement, /^GHS/);
    await expect(within(cedi).getByRole('article', { name: T.net })).toHaveTextContent('₵45.00');
    await expect(within(cedi).getByRole('rowheader', { name: 'Card' }).closest('tr')).toHaveTextContent('₵45.00');
  },
};

export const EmptyDay: Story = {
  args: { initialDate: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { endOfDay: { sales: oneCurrency.sales, fail: { subscribeSalesSince: 'pending' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.loading)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { endOfDay: { fail: { subscribeRefundsSince: new Error('The network is down') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T.loadFailed);
  },
};

/** The repayments cannot be read: no cash expected is shown without them. */
export const RepaymentsLoadFailed: Story = {
  parameters: { endOfDay: { sales: onCredit.sales, refunds: onCredit.refunds, fail: { subscribeRepaymentsSince: new Error('The network is down') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T.repaymentsLoadFailed);
  },
};

export const SignedOut: Story = {
  parameters: { endOfDay: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Log in to see the day's takings.")).toBeInTheDocument();
  },
};

/** On a phone: net total, cash expected, sales and refunds two by two, then the takings by method in rows under one set of labels. */
export const OnAPhone: Story = {
  parameters: { endOfDay: { sales: twoCurrencies.sales, refunds: twoCurrencies.refunds } },
  globals: onAPhone,
};

/** Today at a busy shop of the real local adapter (90 days of sales up to now), in the device's time zone. */
export const TodayAtABusyShop: Story = {
  args: { timeZone: DEVICE_TIME_ZONE, now: undefined },
  parameters: { endOfDay: 'none', shop: 'busy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Date/)).toHaveValue(localDateKey(new Date(), DEVICE_TIME_ZONE));
    await expect(await canvas.findByRole('button', { name: T.printReport }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/**
 * A Firebase shop whose server refused a cashier's sale that day: rung at ₵8.50 for ₵850.00 of
 * rice. It is listed above the figures in one sentence and counted in none of them.
 */
export const ARefusedSale: Story = {
  parameters: {
    endOfDay: {
      sales: oneCurrency.sales,
      refunds: oneCurrency.refunds,
      refusedRecords: [
        {
          kind: 'sale',
          sale: {
            ...oneCurrency.sales[0]!,
            id: '4f2a91c0',
            items: [{ id: 'rice', name: 'Rice 5kg', priceMinor: 85, currency: 'GHS', quantity: 10, costMinor: null }],
            subtotalMinor: 850,
            discountMinor: 0,
            discountHundredths: 0,
            discountType: 'fixed',
            totalMinor: 850,
            tenderedMinor: 850,
            changeMinor: 0,
            payments: undefined,
            paymentMethod: 'Cash',
            madeBy: { id: 'm1', name: 'Efua' },
          },
          refusal: { code: 'price-below-catalogue', productId: 'rice', productName: 'Rice 5kg', unitPriceMinor: 85, cataloguePriceMinor: 8500, quantity: 10, rungMinor: 850, cataloguePricedMinor: 85_000 },
        },
      ],
    } satisfies MemoryBackendOptions,
  },
  play: async ({ canvasElement }) => {
    const refused = await region(canvasElement, /^Refused by the server \(1\)/);
    await expect(refused).toHaveTextContent(/Sale #4F2A91C0 rung at ₵8\.50 for goods priced ₵850\.00 — by Efua, \d\d:\d\d/);
    const cedi = await region(canvasElement, /^GHS/);
    await expect(within(cedi).getByRole('article', { name: T.net })).toHaveTextContent('₵267.50');
  },
};
