import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FIELD_MESSAGES, STOCK_MESSAGES } from '@shop/shared/domain';
import { demoProduct, dialog, onAPhone, storedProducts } from '@shop/shared/testing';
import { StockModal } from './stock-modal';
import type { StockModalProps } from './stock-modal';

// A seeded product's stock on the real local adapter: its history holds the demo shop's sales, and
// a delivery or count is written to the shop.
type Args = StockModalProps & {
  /** The name of the seeded product whose stock is shown. */
  of: string;
};

const meta = {
  title: 'Inventory/Stock modal',
  component: StockModal,
  args: { product: null, onClose: fn(), of: 'Kente stole' },
  argTypes: { product: { control: false } },
  render: ({ of, ...args }, { loaded }) => <StockModal {...args} product={demoProduct(loaded, of)} />,
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
