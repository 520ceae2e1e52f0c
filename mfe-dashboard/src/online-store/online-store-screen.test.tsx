import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_STORE_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { OnlineStoreScreen } from './online-store-screen';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import { SAMPLE_STORE, STORE_ORIGIN, STORE_PRODUCTS, STORE_TIME_ZONE } from './testing/online-store-sample';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Another shop holds this link. */
const TAKEN = 'osu-market';

function setup({ shop = {}, wrap }: { shop?: TestShopOptions; wrap?: (backend: Backend) => Backend } = {}) {
  const fake = testShop({ business: SAMPLE_BUSINESS, products: STORE_PRODUCTS, ...shop });
  const base: Backend = { ...fake.backend, isStoreNameFree: async (uid, name) => name !== TAKEN && fake.backend.isStoreNameFree(uid, name) };
  const backend = wrap ? wrap(base) : base;
  const user = userEvent.setup();
  renderWithBackend(<OnlineStoreScreen origin={STORE_ORIGIN} timeZone={STORE_TIME_ZONE} />, backend);
  return { fake, backend, user };
}

const nameField = () => screen.findByRole('textbox', { name: /^Store link/ });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: T.save }));

describe('Online store settings', () => {
  it('checks the link as it is typed: its shape at once, then whether another shop has it', async () => {
    const { user } = setup();
    const name = await nameField();
    expect(name).toHaveValue('amas-provisions');
    expect(await screen.findByText(`${T.nameFree} /s/amas-provisions`)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'ab');
    expect(screen.getByText(ONLINE_STORE_MESSAGES.nameLength)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.paste('admin');
    expect(screen.getByText(ONLINE_STORE_MESSAGES.nameReserved)).toBeInTheDocument();
    await user.clear(name);
    await user.paste('Ama--shop');
    expect(screen.getByText(ONLINE_STORE_MESSAGES.nameShape)).toBeInTheDocument();
    await user.clear(name);
    await user.paste(TAKEN);
    expect(await screen.findByText(ONLINE_STORE_MESSAGES.nameTaken)).toBeInTheDocument();
    await user.clear(name);
    await user.paste('Amas-Osu');
    expect(await screen.findByText(`${T.nameFree} /s/amas-osu`)).toBeInTheDocument();
    expect(screen.queryByText(ONLINE_STORE_MESSAGES.nameTaken)).not.toBeInTheDocument();
  }, 15000);

  it('saves a new store and publishes it: the link, Share on WhatsApp and the QR code appear', async () => {
    const { fake, backend, user } = setup();
    expect(await screen.findByText(T.notSetUp)).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.title}: ${T.statusNotSetUp}`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Provisions in Osu');
    await save(user);
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(fake.onlineStore()).toMatchObject({ enabled: true, name: 'amas-provisions', currency: 'GHS', description: 'Provisions in Osu', pickup: true, whatsAppNumber: '233241234567', holdHours: 24 });
    const published = await backend.readPublishedStore('amas-provisions');
    expect(published?.products.map((product) => product.name)).toEqual(['Milo 400g', 'Palm oil 1L', 'Rice 5kg']);
    const link = `${STORE_ORIGIN}/s/amas-provisions`;
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByRole('link', { name: T.shareOnWhatsApp })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(T.shareText(link))}`);
    expect(await screen.findByRole('img', { name: T.qrLabel(link) })).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.title}: ${T.statusOn}`)).toBeInTheDocument();
  }, 15000);

  it('turned off and saved, takes the page down at once', async () => {
    const { backend, user } = setup({ shop: { onlineStore: SAMPLE_STORE } });
    expect(await backend.readPublishedStore('amas-provisions')).not.toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: T.enabled }));
    await save(user);
    expect(await screen.findByText(T.savedOff)).toBeInTheDocument();
    expect(await backend.readPublishedStore('amas-provisions')).toBeNull();
    expect(screen.queryByRole('link', { name: T.shareOnWhatsApp })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, user } = setup({ shop: { fail: { saveOnlineStore: new BackendError('unavailable', 'The network is down') } } });
    await nameField();
    const description = screen.getByRole('textbox', { name: /^Short description/ });
    await user.click(description);
    await user.paste('Fresh bread daily');
    const name = await nameField();
    await user.clear(name);
    await user.paste('ama-bakes');
    await save(user);
    expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    expect(description).toHaveValue('Fresh bread daily');
    expect(name).toHaveValue('ama-bakes');
    expect(fake.onlineStore()).toBeNull();
  }, 15000);

  it('reads each area’s delivery fee exactly into minor units, and says in words a fee that is not one', async () => {
    const { fake, user } = setup();
    await nameField();
    await user.click(screen.getByRole('checkbox', { name: T.delivery }));
    await user.click(screen.getByRole('button', { name: T.addArea }));
    await user.click(screen.getByRole('button', { name: T.addArea }));
    await user.type(screen.getByRole('textbox', { name: /^Area 1 name/ }), 'Osu');
    await user.type(screen.getByRole('textbox', { name: /^Area 1 delivery fee/ }), '12.5.0');
    await user.type(screen.getByRole('textbox', { name: /^Area 2 name/ }), 'East Legon');
    await user.type(screen.getByRole('textbox', { name: /^Area 2 delivery fee/ }), '0');
    await save(user);
    const fee = screen.getByRole('textbox', { name: /^Area 1 delivery fee/ });
    expect(await screen.findByText(ONLINE_STORE_MESSAGES.feeInvalid)).toBeInTheDocument();
    await waitFor(() => expect(fee).toHaveFocus());
    expect(fake.onlineStore()).toBeNull();
    await user.clear(fee);
    await user.paste('1,234.56');
    await save(user);
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(fake.onlineStore()?.deliveryAreas.map(({ name, feeMinor }) => ({ name, feeMinor }))).toEqual([
      { name: 'Osu', feeMinor: 123_456 },
      { name: 'East Legon', feeMinor: 0 },
    ]);
    await user.click(screen.getByRole('button', { name: T.removeArea('East Legon', 2) }));
    expect(within(screen.getByRole('list', { name: T.areasList })).getAllByRole('listitem')).toHaveLength(1);
  }, 15000);

  it('refuses anyone but the owner, reading nothing', async () => {
    const subscribe = vi.fn();
    setup({
      shop: { staff: [{ id: 'staff-efua', name: 'Efua Owusu', role: 'manager', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') }], till: { locked: false, memberId: 'staff-efua' } },
      wrap: (backend) => ({ ...backend, subscribeOnlineStore: (...args) => (subscribe(), backend.subscribeOnlineStore(...args)) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.notAllowed);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
