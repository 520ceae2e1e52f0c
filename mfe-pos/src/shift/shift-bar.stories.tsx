import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import type { Shift } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, modalStoryParameters, onAPhone, SAMPLE_BUSINESS, sampleProduct } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { ShiftBar } from './shift-bar';

// The shift bar at the till (issue #35) on the in-memory backend, through the same session hooks as
// the app: Ama Mensah, a cashier, at the till; Kofi Boateng, a manager, approves her pay-outs.
const created = new Date('2026-01-05T09:00:00Z');
const STAFF: NonNullable<MemoryBackendOptions['staff']> = [
  { id: 'ama', name: 'Ama Mensah', role: 'cashier', pin: '4826', disabled: false, createdAt: created },
  { id: 'kofi', name: 'Kofi Boateng', role: 'manager', pin: '7391', disabled: false, createdAt: created },
];

/** Ama's shift, opened two hours ago with a ₵200.00 float. */
function amasOpenShift(): Shift {
  return {
    id: 'shift-ama',
    staff: { id: 'ama', name: 'Ama Mensah' },
    currency: 'GHS',
    openedAt: new Date(Date.now() - 2 * 60 * 60_000),
    floatMinor: 20_000,
    payInsOuts: [],
    closedAt: null,
    countedCashMinor: null,
  };
}

function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend(options).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withShop: Decorator = (Story, { parameters }) => {
  const shifts = (parameters.shifts as (() => Shift[]) | undefined)?.() ?? [];
  // Till settings on Staff: whether closing a shift counts the mobile money too (default: cash only).
  const countMobileMoneyAtClose = parameters.countMobileMoneyAtClose === true;
  return (
    <MemoryShop
      options={{
        business: { ...SAMPLE_BUSINESS, countMobileMoneyAtClose },
        products: [sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 12 })],
        staff: STAFF,
        till: { locked: false, memberId: 'ama' },
        shifts,
      }}
    >
      <Story />
    </MemoryShop>
  );
};

const meta = {
  title: 'POS/Shift bar',
  component: ShiftBar,
  args: { timeZone: 'Africa/Accra' },
  decorators: [withShop],
} satisfies Meta<typeof ShiftBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No shift open: "Open shift" asks the float counted. */
export const NoShift: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('region', { name: 'Shift' });
    await expect(within(bar).getByRole('button', { name: 'Open shift' })).toBeInTheDocument();
  },
};

/** Ama's shift open: who, since when, the float, Pay in, Pay out and Close shift. */
export const OpenShift: Story = {
  parameters: { shifts: () => [amasOpenShift()] },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('region', { name: 'Shift' });
    await expect(await within(bar).findByText("Ama Mensah's shift")).toBeInTheDocument();
    await expect(bar).toHaveTextContent('float ₵200.00');
  },
};

/** The open shift on a phone (360 px): the buttons wrap under who and since when. */
export const OpenShiftOnAPhone: Story = {
  ...OpenShift,
  globals: onAPhone,
};

/** A cashier's pay-out: after the amount and the reason, a manager's PIN. */
export const PayOutNeedsPin: Story = {
  parameters: { shifts: () => [amasOpenShift()], ...modalStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const bar = await within(canvasElement).findByRole('region', { name: 'Shift' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Pay out' }));
    const form = canvas.getByRole('dialog');
    await userEvent.type(within(form).getByLabelText(/Amount/), '20');
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Water for the shop');
    await userEvent.click(within(form).getByRole('button', { name: 'Pay out' }));
    await expect(await canvas.findByRole('dialog', { name: "Manager's PIN" })).toBeInTheDocument();
  },
};

/** Closed with ₵195.00 counted against ₵200.00 expected: the cash-up says "Short by ₵5.00". */
export const ClosedShort: Story = {
  parameters: { shifts: () => [amasOpenShift()] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const bar = await within(canvasElement).findByRole('region', { name: 'Shift' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Close shift' }));
    const form = page.getByRole('dialog');
    await userEvent.type(within(form).getByLabelText(/Cash counted/), '195');
    await userEvent.click(within(form).getByRole('button', { name: 'Close shift' }));
    const cashUp = await within(canvasElement).findByRole('region', { name: /Cash-up/ });
    await expect(within(cashUp).getByRole('status')).toHaveTextContent('Short by ₵5.00');
  },
};

/** The cash-up on a phone. */
export const ClosedShortOnAPhone: Story = {
  ...ClosedShort,
  globals: onAPhone,
};

/**
 * A shop that counts mobile money at close (Till settings): closing asks for it too, required, and
 * the cash-up shows what was expected and counted; ₵0.00 counted against ₵0.00 expected.
 */
export const ClosedCountingMobileMoney: Story = {
  parameters: { shifts: () => [amasOpenShift()], countMobileMoneyAtClose: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const bar = await within(canvasElement).findByRole('region', { name: 'Shift' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Close shift' }));
    const form = page.getByRole('dialog');
    await userEvent.type(within(form).getByLabelText(/Cash counted/), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Close shift' }));
    await expect(await within(form).findByText('Counted mobile money is required.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Mobile money counted/), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Close shift' }));
    const cashUp = await within(canvasElement).findByRole('region', { name: /Cash-up/ });
    await expect(cashUp).toHaveTextContent('Counted mobile money₵0.00');
  },
};
