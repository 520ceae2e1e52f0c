import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_BRAND_MESSAGES } from '@shop/shared/shop-brand';
import { renderWithBackend, SAMPLE_BUSINESS, SAMPLE_LOGO_URL, testShop } from '@shop/shared/testing';
import { ShopBrandPanel } from './shop-brand-panel';
import { SHOP_BRAND_TEXT as T } from './shop-brand-words';
import { SAMPLE_STORE, STORE_PRODUCTS } from './testing/online-store-sample';

function setup(business = SAMPLE_BUSINESS, drawLogo = async () => SAMPLE_LOGO_URL) {
  const fake = testShop({ business, products: STORE_PRODUCTS, onlineStore: SAMPLE_STORE });
  const user = userEvent.setup();
  renderWithBackend(<ShopBrandPanel business={business} published={SAMPLE_STORE.enabled} drawLogo={drawLogo} />, fake.backend);
  return { fake, user };
}

const logoPng = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('Logo and colour', () => {
  it('keeps the chosen logo and colour on the profile, shows them in the preview, and publishes the page again', async () => {
    const { fake, user } = setup();
    await user.upload(screen.getByLabelText(/^Logo(?! and)/), logoPng());
    const preview = screen.getByRole('figure', { name: T.preview });
    await waitFor(() => expect(preview.querySelector('img')).toHaveAttribute('src', SAMPLE_LOGO_URL));
    await user.type(screen.getByRole('textbox', { name: /^Brand colour/ }), '1F6F43');
    expect(preview.style.getPropertyValue('--brand')).toBe('#1f6f43');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    const published = await fake.backend.readPublishedStore(SAMPLE_STORE.name);
    expect(published).toMatchObject({ logoUrl: SAMPLE_LOGO_URL, brandColour: '#1f6f43' });
    expect(fake.calls.updateShopSettings).toEqual([{ logoUrl: SAMPLE_LOGO_URL, brandColour: '#1f6f43' }]);
  });

  it('refuses a colour white words cannot be read on, in words beside the field, and saves nothing', async () => {
    const { fake, user } = setup();
    const colour = screen.getByRole('textbox', { name: /^Brand colour/ });
    await user.type(colour, '#FFD700');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(SHOP_BRAND_MESSAGES.colourTooLight)).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.updateShopSettings).toEqual([]);
  });

  it('says a picture it cannot read, and takes a logo away with Remove logo', async () => {
    const { fake, user } = setup({ ...SAMPLE_BUSINESS, logoUrl: SAMPLE_LOGO_URL }, vi.fn().mockRejectedValue(new Error('not a picture')));
    await user.upload(screen.getByLabelText(/^Logo(?! and)/), logoPng());
    expect(await screen.findByText(T.logoUnreadable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.removeLogo }));
    expect(screen.getByRole('figure', { name: T.preview }).querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(fake.calls.updateShopSettings).toEqual([{ logoUrl: null }]);
  });
});
