import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SYNC_MESSAGES } from '../domain/messages';
import type { SyncState } from '../session';
import { BackendProvider } from '../session';
import { createMemoryBackend } from '../testing/memory-backend';
import { RefusedWrites, WaitingToSync } from './sync-notices';

// What a Firebase till shows after selling offline: the sales waiting to sync, and a write the
// server refused when the network returned. On a memory backend that reports that state.
interface Args {
  state: SyncState;
}

const REFUSED = { id: 'r1', what: 'The stock change of a product in sale #1A2B3C4D', at: new Date('2026-11-25T09:00:00Z'), code: 'not-found' as const };

const meta = {
  title: 'Shared UI/Sync notices',
  args: { state: { waitingSales: ['a', 'b'], refused: [REFUSED] } },
  render: ({ state }) => (
    <BackendProvider backend={createMemoryBackend({ syncState: state }).backend}>
      <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
        <WaitingToSync />
        <RefusedWrites />
      </div>
    </BackendProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingAndRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SYNC_MESSAGES.waitingSales(2))).toBeInTheDocument();
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(SYNC_MESSAGES.refused(REFUSED.what));
    await userEvent.click(within(banner).getByRole('button', { name: `Dismiss: ${REFUSED.what}` }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const OneSaleWaiting: Story = { args: { state: { waitingSales: ['a'], refused: [] } } };

/** Everything on the server: nothing shows. */
export const AllSynced: Story = {
  args: { state: { waitingSales: [], refused: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
