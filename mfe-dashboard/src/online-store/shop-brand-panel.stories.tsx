import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { SHOP_BRAND_MESSAGES } from '@shop/shared/shop-brand';
import type { Business } from '@shop/shared/domain';
import { BackendError, BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { createMemoryBackend, inContainer, onAPhone, SAMPLE_BUSINESS, SAMPLE_LOGO_URL } from '@shop/shared/testing';
import { ShopBrandPanel } from './shop-brand-panel';
import { SHOP_BRAND_TEXT as T } from './shop-brand-words';
import { SAMPLE_STORE, STORE_PRODUCTS } from './testing/online-store-sample';

// Settings › Online store › Logo and colour of Ama's provisions shop, on the in-memory backend with
// its store on: no logo yet, a logo and colour set, a colour too light for white words, a failed save.

function BrandShop({ saveFails, children }: { saveFails: boolean; children: ReactNode }) {
  const [backend] = useState<Backend>(
    () =>
      createMemoryBackend({
        business: SAMPLE_BUSINESS,
        products: STORE_PRODUCTS,
        onlineStore: SAMPLE_STORE,
        ...(saveFails ? { fail: { updateShopSettings: new BackendError('unavailable', 'The network is down') } } : {}),
      }).backend,
  );
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withBrandShop: Decorator = (Story, { parameters }) => (
  <BrandShop saveFails={parameters.saveFails === true}>
    <Story />
  </BrandShop>
);

const BRANDED: Pick<Business, 'businessName' | 'logoUrl' | 'brandColour'> = { ...SAMPLE_BUSINESS, logoUrl: SAMPLE_LOGO_URL, brandColour: '#1f6f43' };

const meta = {
  title: 'Dashboard/Online store/Logo and colour',
  component: ShopBrandPanel,
  // The stories pick no real file: the chosen picture is drawn as the sample logo.
  args: { business: SAMPLE_BUSINESS, published: true, drawLogo: async () => SAMPLE_LOGO_URL },
  decorators: [inContainer, withBrandShop],
} satisfies Meta<typeof ShopBrandPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const colourField = () => screen.getByRole('textbox', { name: /^Brand colour/ });

/** No logo or colour yet: the preview shows the name on the page's own look. */
export const NoLogoYet: Story = {
  play: async () => {
    await expect(screen.getByText(T.noLogo, { exact: false })).toBeInTheDocument();
    await expect(screen.getByRole('figure', { name: T.preview }).querySelector('img')).toBeNull();
  },
};

/** A logo and a dark green: the preview's band and button in it, under white words; Remove logo offered. */
export const Branded: Story = {
  args: { business: BRANDED },
  play: async () => {
    await expect(colourField()).toHaveValue('#1f6f43');
    await expect(screen.getByRole('button', { name: T.removeLogo })).toBeInTheDocument();
    await expect(screen.getByRole('figure', { name: T.preview }).querySelector('img')).toHaveAttribute('src', SAMPLE_LOGO_URL);
  },
};

export const BrandedOnAPhone: Story = { ...Branded, globals: onAPhone };

/** Gold under white words cannot be read: refused in words beside the field, nothing saved. */
export const ColourTooLight: Story = {
  play: async () => {
    await userEvent.type(colourField(), '#FFD700');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect(await screen.findByText(SHOP_BRAND_MESSAGES.colourTooLight)).toBeInTheDocument();
    await expect(colourField()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The network is down: said in the panel, which keeps what was chosen. */
export const SaveFailed: Story = {
  parameters: { saveFails: true },
  play: async () => {
    await userEvent.type(colourField(), '#1F6F43');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    await expect(colourField()).toHaveValue('#1F6F43');
  },
};
