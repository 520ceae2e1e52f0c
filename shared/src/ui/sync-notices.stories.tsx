import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SYNC_MESSAGES } from '../domain/messages';
import { RefusedWrites, WaitingToSync } from './sync-notices';

// What a Firebase till shows after selling offline: the sales waiting to sync, and a write the
// server refused when the network returned.
interface Args {
  waiting: number;
  refunds?: number;
  refused: { id: string; what: string }[];
}

const REFUSED = { id: 'r1', what: 'The stock change of a product in sale #1A2B3C4D' };

function Notices({ waiting, refunds = 0, refused }: Args) {
  const [shown, setShown] = useState(refused);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <WaitingToSync sales={waiting} refunds={refunds} />
      <RefusedWrites refused={shown} onDismiss={(id) => setShown((list) => list.filter((write) => write.id !== id))} />
    </div>
  );
}

const meta = {
  title: 'Shared UI/Sync notices',
  args: { waiting: 2, refused: [REFUSED] },
  render: (args) => <Notices {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingAndRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SYNC_MESSAGES.waitingSales(2))).toBeInTheDocument();
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(SYNC_MESSAGES.refused(REFUSED.what));
    await userEvent.click(within(banner).getByRole('button', { name: `Dismiss: ${REFUSED.what}` }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const OneSaleWaiting: Story = { args: { waiting: 1, refused: [] } };

/** A refund made offline waits as a sale does. */
export const SalesAndARefundWaiting: Story = {
  args: { waiting: 2, refunds: 1, refused: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SYNC_MESSAGES.waiting(2, 1));
  },
};

/** Everything on the server: nothing shows. */
export const AllSynced: Story = {
  args: { waiting: 0, refused: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
