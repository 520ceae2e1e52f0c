import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, SCREEN_TEXT, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { Inventory } from './inventory-screen';
import { createFakeInventoryBackend } from './testing/fake-backend';
import type { FakeInventoryOptions } from './testing/fake-backend';
import { SAMPLE_PRODUCTS, manyProducts } from './testing/sample-shop';

function InventoryDemo({ options }: { options: FakeInventoryOptions }) {
  const [fake] = useState(() => createFakeInventoryBackend({ latencyMs: 300, ...options }));
  return (
    <BackendProvider backend={fake.backend}>
      <div style={{ padding: 16, containerType: 'inline-size' }}>
        <Inventory />
      </div>
    </BackendProvider>
  );
}

const meta = {
  title: 'Inventory/All Products',
  component: InventoryDemo,
  args: { options: { products: SAMPLE_PRODUCTS } },
} satisfies Meta<typeof InventoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Milo 400g tin')).toBeInTheDocument();
    await expect(canvas.getByText(/2 low on stock, 1 out of stock/)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { options: { loadPending: true } } };

export const LoadFailed: Story = {
  args: { options: { loadError: new Error('offline') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
  },
};

export const Empty: Story = {
  args: { options: { products: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  },
};

export const NotLoggedIn: Story = {
  args: { options: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.notLoggedIn);
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Milo 400g tin');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'in');
    await expect(await canvas.findByText('Showing 2 of 8 products')).toBeInTheDocument();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Milo 400g tin');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'yam');
    await expect(await canvas.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
  },
};

export const NeedsRestocking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Milo 400g tin');
    await userEvent.click(canvas.getByRole('button', { name: 'Needs restocking' }));
    await expect(canvas.getByText('Showing 3 of 8 products')).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Kente stole');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kente stole' }));
    const dialog = await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
    await expect(within(dialog).getByText('Kente stole will be deleted from your inventory.')).toBeInTheDocument();
  },
};

export const TenThousandProducts: Story = {
  args: { options: { products: manyProducts(10_000) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('10,000 products')).toBeInTheDocument();
  },
};
