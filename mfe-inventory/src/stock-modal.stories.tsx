import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { averageCostAfterDelivery, COST_MESSAGES, FIELD_MESSAGES, formatMinor, plainMinor } from '@shop/shared/domain';
import { demoProduct, dialog, onAPhone, seededShop, storedProducts } from '@shop/shared/testing';
import { StockModal } from './stock-modal';
import type { StockModalProps } from './stock-modal';
import { STOCK_MESSAGES } from './stock-words';

// A seeded product's stock on the real local adapter: its history holds the demo shop's sales, and
// a delivery or count is written to the shop.
type Args = StockModalProps & {
  /** The name of the seeded product whose stock is shown. */
  of: string;
  /** A cost price (minor units) given to that product in the shop before the story opens it. */
  cost?: number;
};

const meta = {
  title: 'Inventory/Stock modal',
  component: StockModal,
  args: { product: null, onClose: fn(), of: 'Kente stole' },
  argTypes: { product: { control: false } },
  render: ({ of, cost, ...args }, { loaded }) => <StockModal {...args} product={{ ...demoProduct(loaded, of), ...(cost === undefined ? {} : { costMinor: cost }) }} />,
  // The demo shop keeps no costs: a story that names one writes it to the shop first.
  beforeEach: async ({ args, loaded }) => {
    if (args.cost === undefined) return;
    const { backend, uid } = seededShop(loaded);
    await backend.updateProduct(uid, demoProduct(loaded, args.of).id, { costMinor: args.cost });
  },
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stock with its history of sales, newest first. */
export const WithHistory: Story = {
  play: async () => {
    await expect((await dialog().findAllByText(/^Sale #/)).length).toBeGreaterThan(0);
  },
};

export const OnAPhone: Story = { globals: onAPhone };

/** A delivery of 24 raises the stock and heads the history. */
export const AddDelivery: Story = {
  play: async ({ loaded }) => {
    const before = (await storedProducts(loaded)).find((p) => p.name === 'Kente stole')?.quantity ?? 0;
    await userEvent.type(dialog().getByLabelText(/^Units received/), '24');
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await waitFor(async () => expect((await storedProducts(loaded)).find((p) => p.name === 'Kente stole')?.quantity).toBe(before + 24));
    await expect(await dialog().findByText('+24')).toBeInTheDocument();
  },
};

/** A product sold in packs (packs.ts) takes a delivery by the pack: 2 bales of 10 add 20 pieces. */
export const DeliveryByThePack: Story = {
  beforeEach: async ({ args, loaded }) => {
    const { backend, uid } = seededShop(loaded);
    await backend.updateProduct(uid, demoProduct(loaded, args.of).id, { packs: [{ name: 'Bale', size: 10, priceMinor: 300_000 }] });
  },
  play: async ({ loaded }) => {
    const before = (await storedProducts(loaded)).find((p) => p.name === 'Kente stole')?.quantity ?? 0;
    await userEvent.selectOptions(await dialog().findByLabelText(/^Counted in/), 'Bale');
    await userEvent.type(dialog().getByLabelText(/^Units received/), '2');
    await expect(dialog().getByText('20 pieces.')).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await waitFor(async () => expect((await storedProducts(loaded)).find((p) => p.name === 'Kente stole')?.quantity).toBe(before + 20));
  },
};

/** A count sets the stock; the history keeps what went missing. */
export const SetCount: Story = {
  play: async ({ loaded }) => {
    await userEvent.click(dialog().getByRole('radio', { name: 'Set count' }));
    await userEvent.type(dialog().getByLabelText(/^Units counted/), '3');
    await userEvent.click(dialog().getByRole('button', { name: 'Set count' }));
    await waitFor(async () => expect((await storedProducts(loaded)).find((p) => p.name === 'Kente stole')?.quantity).toBe(3));
    await expect(await dialog().findByText('Stock count: 3 on the shelf')).toBeInTheDocument();
  },
};

export const RefusedFigure: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Units received/), '0');
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await expect(await dialog().findByText(FIELD_MESSAGES.receivedInvalid)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Units received/), '6');
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await expect(await dialog().findByText(STOCK_MESSAGES.saveFailed)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Units received/)).toHaveValue('6');
  },
};

/**
 * A delivery at a unit cost: Unit cost starts from the product's cost, the result line says the
 * weighted average before saving, and the history lists the delivery's unit cost and the cost after.
 */
export const DeliveryAtUnitCost: Story = {
  args: { of: 'Milo 400g tin', cost: 3_800 },
  play: async ({ args, loaded }) => {
    const before = (await storedProducts(loaded)).find((p) => p.name === 'Milo 400g tin');
    const onHand = before?.quantity ?? 0;
    const unitCost = dialog().getByLabelText(/^Unit cost/);
    await expect(unitCost).toHaveValue(plainMinor(args.cost ?? 0));
    await userEvent.type(dialog().getByLabelText(/^Units received/), '24');
    await userEvent.clear(unitCost);
    await userEvent.type(unitCost, '41.00');
    const after = averageCostAfterDelivery(onHand, args.cost ?? null, 24, 4_100) ?? 0;
    await expect(await dialog().findByText(COST_MESSAGES.costBecomes(formatMinor(after, 'GHS')))).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await waitFor(async () => expect((await storedProducts(loaded)).find((p) => p.name === 'Milo 400g tin')).toMatchObject({ quantity: onHand + 24, costMinor: after }));
    await expect(await dialog().findByText(COST_MESSAGES.deliveryAt(formatMinor(4_100, 'GHS')))).toBeInTheDocument();
    await expect(dialog().getByText(COST_MESSAGES.costAfter(formatMinor(after, 'GHS')))).toBeInTheDocument();
  },
};

export const DeliveryAtUnitCostOnAPhone: Story = { args: { of: 'Milo 400g tin', cost: 3_800 }, globals: onAPhone };

/** The cost unknown: Unit cost starts empty, and the delivery's unit cost becomes the cost. */
export const FirstUnitCost: Story = {
  args: { of: 'Gari (1 olonka)' },
  play: async ({ loaded }) => {
    await expect(dialog().getByLabelText(/^Unit cost/)).toHaveValue('');
    await userEvent.type(dialog().getByLabelText(/^Unit cost/), '22.50');
    await expect(await dialog().findByText(COST_MESSAGES.costBecomes(formatMinor(2_250, 'GHS')))).toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText(/^Units received/), '10');
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await waitFor(async () => expect((await storedProducts(loaded)).find((p) => p.name === 'Gari (1 olonka)')?.costMinor).toBe(2_250));
  },
};

export const UnitCostRefused: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Units received/), '6');
    await userEvent.type(dialog().getByLabelText(/^Unit cost/), 'twelve');
    await userEvent.click(dialog().getByRole('button', { name: 'Add stock' }));
    await expect(await dialog().findByText(FIELD_MESSAGES.costInvalid)).toBeInTheDocument();
  },
};
