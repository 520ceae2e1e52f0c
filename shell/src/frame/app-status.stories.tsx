import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onAPhone } from '@shop/shared/testing';
import { INSTALL_APP_LABEL, InstallAppButton, RELOAD_LABEL, UPDATE_READY_TEXT, UpdateReadyNotice } from './app-status';

// What the installable, offline app says in the dashboard frame: a newer version of the suite is
// ready (the bar above the header, until the owner reloads), and the browser's offer to install
// the app (a button in the header, only while the browser makes the offer). In the suite they are
// driven by the service worker (shell/src/offline); here by the story's arguments.
interface Args {
  updateReady: boolean;
  canInstall: boolean;
  onReload: () => void;
  onInstall: () => void;
}

function FrameTop({ updateReady, canInstall, onReload, onInstall }: Args) {
  const [offered, setOffered] = useState(canInstall);
  return (
    <div style={{ background: 'var(--shop-color-bg)', minHeight: 160 }}>
      <UpdateReadyNotice ready={updateReady} onReload={onReload} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px', background: 'var(--shop-color-surface)', borderBottom: '1px solid var(--shop-color-border)' }}>
        <strong style={{ fontSize: 'var(--shop-text-lg)' }}>Hello, Akosua Mensah!</strong>
        <span style={{ marginLeft: 'auto' }}>
          {offered ? (
            <InstallAppButton
              onInstall={() => {
                onInstall();
                setOffered(false);
              }}
            />
          ) : null}
        </span>
      </div>
    </div>
  );
}

const meta = {
  title: 'Dashboard frame/App status',
  args: { updateReady: true, canInstall: true, onReload: fn(), onInstall: fn() },
  render: (args) => <FrameTop {...args} />,
  parameters: { canvasPadding: false },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer version was fetched whole while the owner worked: Reload when it suits (the cart is kept). */
export const NewVersionReady: Story = {
  args: { canInstall: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(`${UPDATE_READY_TEXT} — ${RELOAD_LABEL}`);
    await userEvent.click(within(status).getByRole('button', { name: RELOAD_LABEL }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The browser offers to install the app: one quiet button, gone once used. */
export const InstallOffered: Story = {
  args: { updateReady: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: INSTALL_APP_LABEL }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
  },
};

/** Nothing to say: no newer version, no offer. */
export const Quiet: Story = {
  args: { updateReady: false, canInstall: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Both, on a 390 × 844 phone. */
export const BothOnAPhone: Story = { globals: onAPhone };
