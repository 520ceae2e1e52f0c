import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { HistoryScreen } from './history-screen';
import { historyStubBackend } from './testing/stub-backend';
import type { HistoryStubOptions } from './testing/stub-backend';
import { manySales, sampleSales } from './testing/sales';

interface StoryArgs {
  stub: HistoryStubOptions;
}

const meta = {
  title: 'History/Sales History',
  render: ({ stub }) => (
    <BackendProvider backend={historyStubBackend(stub)}>
      <HistoryScreen />
    </BackendProvider>
  ),
  args: { stub: { sales: sampleSales() } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 sales'));
    await expect(canvas.getByRole('button', { name: /#A1B2C3D4/ })).toHaveTextContent('Kofi Boateng');
  },
};

export const Loading: Story = { args: { stub: { sales: 'loading' } } };

export const Empty: Story = {
  args: { stub: { sales: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { stub: { sales: new Error('unavailable') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  },
};

export const FirstPageWhileLoadingTheRest: Story = { args: { stub: { sales: manySales(300), fullListPending: true } } };

export const ThousandsOfSales: Story = { args: { stub: { sales: manySales(5_000) } } };

export const SearchByItemName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 sales'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search sales' }), 'kente');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 sale found'));
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 sales'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search sales' }), 'bicycle');
    await expect(await canvas.findByRole('heading', { name: 'No sales match your search' })).toBeInTheDocument();
  },
};

export const SignedOut: Story = { args: { stub: { sales: [], user: null } } };
