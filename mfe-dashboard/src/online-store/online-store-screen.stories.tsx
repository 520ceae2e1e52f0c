import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { ONLINE_STORE_MESSAGES } from '@shop/shared/domain';
import type { OnlineStore } from '@shop/shared/domain';
import { BackendError, BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { createMemoryBackend, inContainer, onAPhone, SAMPLE_BUSINESS } from '@shop/shared/testing';
import { OnlineStoreScreen } from './online-store-screen';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import { SAMPLE_STORE, STORE_ORIGIN, STORE_PRODUCTS, STORE_TIME_ZONE } from './testing/online-store-sample';

// Settings › Online store of Ama's provisions shop in Accra, on the in-memory backend through the
// same session hooks as the app: three products in cedis; the store not set up, on or off.

/** A link another shop holds in these stories. */
const TAKEN = 'osu-market';

interface OnlineStoreStoryShop {
  /** The store as saved; none (not set up) by default. */
  store?: OnlineStore;
  /** Saving fails (the network is down). */
  saveFails?: boolean;
}

function OnlineStoreShop({ shop, children }: { shop: OnlineStoreStoryShop; children: ReactNode }) {
  const [backend] = useState<Backend>(() => {
    const { backend: memory } = createMemoryBackend({
      business: SAMPLE_BUSINESS,
      products: STORE_PRODUCTS,
      onlineStore: shop.store ?? null,
      ...(shop.saveFails ? { fail: { saveOnlineStore: new BackendError('unavailable', 'The network is down') } } : {}),
    });
    return { ...memory, isStoreNameFree: async (uid, name) => name !== TAKEN && memory.isStoreNameFree(uid, name) };
  });
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withOnlineStoreShop: Decorator = (Story, { parameters }) => (
  <OnlineStoreShop shop={(parameters.onlineStore as OnlineStoreStoryShop | undefined) ?? {}}>
    <Story />
  </OnlineStoreShop>
);

const meta = {
  title: 'Dashboard/Online store',
  component: OnlineStoreScreen,
  args: { origin: STORE_ORIGIN, timeZone: STORE_TIME_ZONE },
  decorators: [inContainer, withOnlineStoreShop],
  // Some sixty controls, which axe checks whole after each play (.storybook/story-tests.tsx).
  parameters: { testTimeoutMs: 15_000 },
} satisfies Meta<typeof OnlineStoreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = () => screen.findByRole('textbox', { name: /^Store link/ });

/** Not set up yet: the link suggested from the business name, pickup with cash on pickup. */
export const NotSetUp: Story = {
  play: async () => {
    await expect(await screen.findByText(T.notSetUp)).toBeInTheDocument();
    await expect(await nameField()).toHaveValue('amas-provisions');
    await expect(await screen.findByText(`${T.nameFree} /s/amas-provisions`)).toBeInTheDocument();
  },
};

/** On: the link with Copy link, Share on WhatsApp and the QR code for the counter; delivery to two areas. */
export const On: Story = {
  parameters: { onlineStore: { store: SAMPLE_STORE } satisfies OnlineStoreStoryShop },
  play: async () => {
    await expect(await screen.findByLabelText(`${T.title}: ${T.statusOn}`)).toBeInTheDocument();
    await expect(await screen.findByRole('img', { name: T.qrLabel(`${STORE_ORIGIN}/s/amas-provisions`) })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: T.shareOnWhatsApp })).toBeInTheDocument();
  },
};

export const OnAPhone: Story = { ...On, globals: onAPhone };

/** Off: the page is down; the settings are kept for when it is turned on again. */
export const Off: Story = {
  parameters: { onlineStore: { store: { ...SAMPLE_STORE, enabled: false } } satisfies OnlineStoreStoryShop },
  play: async () => {
    await expect(await screen.findByLabelText(`${T.title}: ${T.statusOff}`)).toBeInTheDocument();
    await expect(screen.getByRole('checkbox', { name: T.enabled })).not.toBeChecked();
    await expect(screen.queryByRole('link', { name: T.shareOnWhatsApp })).not.toBeInTheDocument();
  },
};

/** The link typed is another shop's: said as it is typed. */
export const NameTaken: Story = {
  play: async () => {
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.paste(TAKEN);
    await expect(await screen.findByText(ONLINE_STORE_MESSAGES.nameTaken)).toBeInTheDocument();
  },
};

/** Saved with the WhatsApp number, a delivery area and the hold wrong: the domain's words beside each field. */
export const InvalidFields: Story = {
  play: async () => {
    await nameField();
    const whatsApp = screen.getByRole('textbox', { name: /^WhatsApp number for orders/ });
    await userEvent.clear(whatsApp);
    await userEvent.click(screen.getByRole('checkbox', { name: T.delivery }));
    await userEvent.click(screen.getByRole('button', { name: T.addArea }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Area 1 delivery fee/ }), 'ten');
    const hold = screen.getByRole('textbox', { name: /^Hold stock/ });
    await userEvent.clear(hold);
    await userEvent.type(hold, '500');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect(await screen.findByText(ONLINE_STORE_MESSAGES.whatsAppRequired)).toBeInTheDocument();
    await expect(screen.getByText(ONLINE_STORE_MESSAGES.areaNameRequired)).toBeInTheDocument();
    await expect(screen.getByText(ONLINE_STORE_MESSAGES.feeInvalid)).toBeInTheDocument();
    await expect(screen.getByText(ONLINE_STORE_MESSAGES.holdInvalid)).toBeInTheDocument();
  },
};

/** Saving fails: said above the button, and everything typed is still there. */
export const SavingFailed: Story = {
  parameters: { onlineStore: { saveFails: true } satisfies OnlineStoreStoryShop },
  play: async () => {
    await nameField();
    await userEvent.click(screen.getByRole('textbox', { name: /^Short description/ }));
    await userEvent.paste('Fresh bread daily');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    await expect(screen.getByRole('textbox', { name: /^Short description/ })).toHaveValue('Fresh bread daily');
  },
};
