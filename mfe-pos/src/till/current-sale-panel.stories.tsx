import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { CART_MESSAGES, CREDIT_MESSAGES, addDaysToKey, createCustomerIndex, defaultDueOn, formatDayKey, formatMinor, localDateKey, SPLIT_PAYMENT_MESSAGES } from '@shop/shared/domain';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';
import { demoShop } from '@shop/shared/testing';
import { SAMPLE_PRODUCTS } from '../testing/render-till';
import { startsWith } from '../testing/pos-story-shop';
import { storyTill } from '../testing/story-till';
import { CurrentSalePanel } from './current-sale-panel';

type SampleProduct = (typeof SAMPLE_PRODUCTS)[number];
const [rice, milo, , airtime] = SAMPLE_PRODUCTS as [SampleProduct, SampleProduct, SampleProduct, SampleProduct];

// The panel in each state, given as props (a Till); its customer picker searches the seeded
// shop's own customers.
const meta = {
  title: 'POS/Current Sale',
  component: CurrentSalePanel,
  parameters: { shop: 'busy' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrentSalePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: { till: storyTill() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  },
};

export const WithItems: Story = {
  args: {
    till: storyTill({
      products: [
        { product: rice, quantity: 2 },
        { product: milo, quantity: 1 },
        { product: airtime, quantity: 3 },
      ],
      tenderedText: '250',
      paymentMethod: 'Mobile Money',
      customer: { id: 'c-1', name: 'Kofi Boateng' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { totals } = args.till;
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent(formatMinor(totals.totalMinor, 'GHS'));
    await expect(canvas.getByTestId('change-due')).toHaveTextContent(formatMinor(totals.changeMinor, 'GHS'));
    await expect(canvas.getByText('Kofi Boateng')).toBeInTheDocument();
  },
};

/** The customer search finds the shop's regulars by name (the first few shown). */
export const FindACustomer: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 1 }] }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const query = 'ama';
    const matches = createCustomerIndex(demoShop(loaded).customers).search(query);
    await expect(matches.length).toBeGreaterThan(0);
    // Folded away until asked for: one tap opens it, its search focused.
    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));
    const search = canvas.getByRole('searchbox', { name: 'Find a customer by name or phone' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, query);
    const list = await canvas.findByRole('list', { name: 'Matching customers' });
    for (const customer of matches.slice(0, 6)) {
      await expect(await within(list).findByRole('button', { name: startsWith(customer.name) })).toBeInTheDocument();
    }
  },
};

export const OutOfStockRefused: Story = {
  args: {
    till: storyTill({
      products: [{ product: milo, quantity: 2 }],
      notice: { id: 1, text: CART_MESSAGES['stock-limit'], tone: 'refused', origin: 'sale' },
    }),
  },
};

export const DiscountCapped: Story = {
  args: { till: storyTill({ products: [{ product: milo, quantity: 1 }], discountText: '100' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Capped at the subtotal/)).toBeInTheDocument();
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent(formatMinor(0, 'GHS'));
  },
};

export const PercentageDiscount: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 2 }], discountType: 'percentage', discountText: '15' }) },
};

export const InvalidAmount: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 1 }], tenderedText: '12,5x' }) },
};

export const Processing: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 1 }], checkout: { status: 'processing' } }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Recording sale…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    till: storyTill({
      products: [
        { product: rice, quantity: 1 },
        { product: milo, quantity: 1 },
      ],
      discountText: '5',
      checkout: { status: 'failed', error: new Error('network down') },
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The sale was not recorded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

// Split payment (docs/product-rules.md, 'Split payment'): ₵70.00 of airtime paid in parts.
const seventy = [{ product: airtime, quantity: 7 }];
const completeButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Complete sale/ });

/** Split payment just turned on: two parts, no amounts yet, everything still to pay. */
export const SplitPaymentEmpty: Story = {
  args: { till: storyTill({ products: seventy, splitParts: [{ method: 'Mobile Money', amountText: '' }, { method: 'Cash', amountText: '' }] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle })).toBeChecked();
    await expect(await canvas.findByTestId('split-status')).toHaveTextContent('₵70.00 still to pay.');
    await expect(canvas.getByRole('button', { name: 'Remove part 1' })).toBeDisabled();
    await expect(completeButton(canvasElement)).toBeDisabled();
  },
};

/** ₵50.00 Mobile Money and ₵25.00 cash cover ₵70.00, with ₵5.00 change from the cash. */
export const SplitPaymentCovered: Story = {
  args: { till: storyTill({ products: seventy, splitParts: [{ method: 'Mobile Money', amountText: '50' }, { method: 'Cash', amountText: '25' }] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('split-status')).toHaveTextContent('Change (from cash): ₵5.00');
    await expect(canvas.getByTestId('change-due')).toHaveTextContent('₵5.00');
    await expect(completeButton(canvasElement)).toBeEnabled();
  },
};

/** The parts fall ₵20.00 short: Complete is held back and says so. */
export const SplitPaymentNotCovered: Story = {
  args: { till: storyTill({ products: seventy, splitParts: [{ method: 'Mobile Money', amountText: '50' }, { method: 'Cash', amountText: '' }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('split-status')).toHaveTextContent('₵20.00 still to pay.');
    await expect(completeButton(canvasElement)).toBeDisabled();
    await expect(completeButton(canvasElement)).toHaveAccessibleDescription('₵20.00 still to pay.');
  },
};

/** Mobile Money and card come to ₵80.00 for ₵70.00: only cash gives change. */
export const SplitPaymentNonCashOver: Story = {
  args: { till: storyTill({ products: seventy, splitParts: [{ method: 'Mobile Money', amountText: '50' }, { method: 'Card', amountText: '30' }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('split-status')).toHaveTextContent(SPLIT_PAYMENT_MESSAGES.nonCashOver('₵10.00'));
    await expect(completeButton(canvasElement)).toBeDisabled();
  },
};

/** The most parts a split may have: Add part is disabled. */
export const SplitPaymentMostParts: Story = {
  args: {
    till: storyTill({
      products: seventy,
      splitParts: [
        { method: 'Cash', amountText: '10' },
        { method: 'Mobile Money', amountText: '20' },
        { method: 'Card', amountText: '10' },
        { method: 'Bank Transfer', amountText: '20' },
        { method: 'Other', amountText: '10' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add part' })).toBeDisabled();
  },
};

/** Recording a split failed: the parts are still there for Try again. */
export const SplitPaymentFailed: Story = {
  args: {
    till: storyTill({
      products: seventy,
      splitParts: [{ method: 'Mobile Money', amountText: '50' }, { method: 'Cash', amountText: '25' }],
      checkout: { status: 'failed', error: new Error('network down') },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sale was not recorded.');
    await expect(canvas.getByRole('textbox', { name: /^Amount of part 1/ })).toHaveValue('50');
  },
};

// Pay later (docs/product-rules.md, 'Credit'): ₵70.00 of airtime for Kofi, part or none paid now.
const kofi = { id: 'c-1', name: 'Kofi Boateng' };
const today = localDateKey(new Date(), DEVICE_TIME_ZONE);
const due = defaultDueOn(today);
const payLaterSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: CREDIT_MESSAGES.payLater });

/** Pay later on with ₵20.00 paid now by Mobile Money: ₵50.00 goes on Kofi's account, due in 30 days. */
export const PayLaterPartPaid: Story = {
  args: { till: storyTill({ products: seventy, customer: kofi, paymentMethod: 'Mobile Money', tenderedText: '20', credit: { dueOn: due } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(payLaterSwitch(canvasElement)).toBeChecked();
    await expect(await canvas.findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵50.00', formatDayKey(due)));
    await expect(canvas.getByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`))).toHaveValue(due);
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${CREDIT_MESSAGES.paidNowLabel}`) })).toHaveValue('20');
    await expect(canvas.queryByTestId('change-due')).not.toBeInTheDocument();
    await expect(completeButton(canvasElement)).toBeEnabled();
  },
};

/** Nothing paid now: all ₵70.00 goes on the account. */
export const PayLaterNothingPaid: Story = {
  args: { till: storyTill({ products: seventy, customer: kofi, credit: { dueOn: due } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵70.00', formatDayKey(due)));
  },
};

/** A split on credit: ₵10.00 cash and ₵15.00 card now, ₵45.00 on the account. */
export const PayLaterSplit: Story = {
  args: {
    till: storyTill({
      products: seventy,
      customer: kofi,
      splitParts: [{ method: 'Cash', amountText: '10' }, { method: 'Card', amountText: '15' }],
      credit: { dueOn: due },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('split-status')).toHaveTextContent(`${CREDIT_MESSAGES.owedLabel}: ₵45.00`);
    await expect(await canvas.findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵45.00', formatDayKey(due)));
    await expect(completeButton(canvasElement)).toBeEnabled();
  },
};

/** Past Kofi's credit limit: refused with his balance and limit, the cart kept. */
export const PayLaterOverLimit: Story = {
  args: {
    till: storyTill({
      products: seventy,
      customer: kofi,
      tenderedText: '10',
      credit: { dueOn: due },
      checkout: { status: 'refused', message: CREDIT_MESSAGES.overLimit('Kofi Boateng', '₵60.00', '₵30.00', '₵60.00') },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CREDIT_MESSAGES.overLimit('Kofi Boateng', '₵60.00', '₵30.00', '₵60.00'));
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent('₵70.00');
  },
};

/** A due date more than a year ahead: said under the field, and Complete waits. */
export const PayLaterDueDateTooLate: Story = {
  args: { till: storyTill({ products: seventy, customer: kofi, credit: { dueOn: addDaysToKey(today, 400) } }) },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`));
    await expect(field).toHaveAccessibleDescription(CREDIT_MESSAGES.dueDate);
    await expect(completeButton(canvasElement)).toBeDisabled();
  },
};

/** A walk-in customer cannot buy on credit: ticking Pay later opens the customer's search and says why. */
export const PayLaterWalkIn: Story = {
  args: { till: storyTill({ products: seventy }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(payLaterSwitch(canvasElement));
    await expect(payLaterSwitch(canvasElement)).toHaveAccessibleDescription(CREDIT_MESSAGES.walkIn);
    await expect(canvas.getByRole('searchbox', { name: 'Find a customer by name or phone' })).toHaveFocus();
  },
};

/** The partner widget without its pay-later attribute: no Pay later at all. */
export const PayLaterNotOffered: Story = {
  args: { till: storyTill({ products: seventy, customer: kofi, payLaterOffered: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox', { name: CREDIT_MESSAGES.payLater })).not.toBeInTheDocument();
  },
};
