import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, displayOrderId, formatMinor, ONLINE_STORE_TEXT, ORDER_REFUSAL_MESSAGES, type PublishedProduct } from '@shop/shared/domain';
import { readBasket } from './basket';
import { CARDS_PER_PAGE, StoreFront, StorePage } from './store-page';
import { SAMPLE_LOGO_URL } from '@shop/shared/testing';
import { STOREFRONT_TEXT } from './storefront-words';
import { CLOSED_TIME, OPEN_TIME, sampleOrder, sampleStore, storeApiStandIn } from './testing/sample-store';

function renderStore(options: Parameters<typeof storeApiStandIn>[0] = {}, now = OPEN_TIME) {
  const api = storeApiStandIn(options);
  const store = options.store && typeof options.store === 'object' ? options.store : sampleStore();
  render(<StoreFront store={store} api={api} now={now} />);
  return { api, user: userEvent.setup() };
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(STOREFRONT_TEXT.name), 'Kofi Boateng');
  await user.type(screen.getByLabelText(STOREFRONT_TEXT.phone), '024 412 3457');
  await user.click(screen.getByRole('radio', { name: STOREFRONT_TEXT.delivery }));
  await user.selectOptions(screen.getByLabelText(STOREFRONT_TEXT.area), 'osu');
  await user.type(screen.getByLabelText(STOREFRONT_TEXT.address), '12 Oxford Street');
  await user.click(screen.getByRole('radio', { name: 'Mobile money' }));
}

describe('the store page', () => {
  it("shows the shop, open or closed on its own clock, prices in its currency and sold out as such", () => {
    renderStore();
    expect(screen.getByRole('heading', { level: 1, name: "Ama's Fabrics" })).toBeInTheDocument();
    expect(screen.getByText(ONLINE_STORE_TEXT.openNow)).toBeInTheDocument();
    expect(screen.getByText(formatMinor(12050, 'GHS'))).toBeInTheDocument();
    const shea = screen.getByRole('heading', { name: 'Shea butter 250g' }).closest('li')!;
    expect(within(shea).getByText(ONLINE_STORE_TEXT.soldOut)).toBeInTheDocument();
    expect(within(shea).queryByRole('button')).toBeNull();
  });

  it("shows the shop's logo in a fixed box beside its name, and its brand colour on the page, only when it has them", () => {
    const { unmount } = render(<StoreFront store={sampleStore({ logoUrl: SAMPLE_LOGO_URL, brandColour: '#1f6f43' })} api={storeApiStandIn()} now={OPEN_TIME} />);
    const header = screen.getByRole('banner');
    const logo = header.querySelector('img')!;
    expect(logo).toHaveAttribute('src', SAMPLE_LOGO_URL);
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['48', '48', '']);
    expect((header.parentElement as HTMLElement).style.getPropertyValue('--brand')).toBe('#1f6f43');
    unmount();
    renderStore();
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
    expect((screen.getByRole('banner').parentElement as HTMLElement).style.getPropertyValue('--brand')).toBe('');
  });

  it('says a closed shop is closed now, and still takes orders', () => {
    renderStore({}, CLOSED_TIME);
    expect(screen.getByText(ONLINE_STORE_TEXT.closedNow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') })).toBeEnabled();
  });

  it('keeps the basket on the phone as it changes, and reads it back on the next visit', async () => {
    const { user } = renderStore();
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getAllByRole('button', { name: STOREFRONT_TEXT.more('Kente cloth') })[0]!);
    expect(readBasket('amas-fabrics')).toEqual({ kente: 2 });
    expect(screen.getByRole('heading', { name: STOREFRONT_TEXT.basketButton(2) })).toBeInTheDocument();
  });

  it('searches the products as typed, a page of cards at a time', async () => {
    const products: PublishedProduct[] = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i}`, name: `Cloth ${String(i).padStart(4, '0')}`, type: 'Physical', priceMinor: 100 + i, description: '', imageUrl: `/img/${i}.webp`, orderableUnits: 3 }));
    const { user } = renderStore({ store: sampleStore({ products }) });
    expect(screen.getAllByRole('listitem')).toHaveLength(CARDS_PER_PAGE);
    const photo = screen.getAllByRole('img')[0]!;
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    await user.type(screen.getByLabelText(STOREFRONT_TEXT.search), '0999');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Cloth 0999' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(STOREFRONT_TEXT.search), 'x');
    expect(screen.getByText(STOREFRONT_TEXT.noMatch('0999x'))).toBeInTheDocument();
  });
});

describe('checking out', () => {
  it("shows the domain's messages beside the fields and sends nothing until they are right", async () => {
    const { api, user } = renderStore();
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByLabelText(STOREFRONT_TEXT.name)).toHaveAccessibleDescription(CHECKOUT_MESSAGES.nameRequired);
    expect(screen.getByLabelText(STOREFRONT_TEXT.phone)).toHaveAccessibleDescription(CHECKOUT_MESSAGES.phoneRequired);
    expect(screen.getByText(CHECKOUT_MESSAGES.methodRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: STOREFRONT_TEXT.delivery }));
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByLabelText(STOREFRONT_TEXT.area)).toHaveAccessibleDescription(CHECKOUT_MESSAGES.areaRequired);
    expect(screen.getByLabelText(STOREFRONT_TEXT.address)).toHaveAccessibleDescription(CHECKOUT_MESSAGES.addressRequired);
    expect(screen.getByText(CHECKOUT_MESSAGES.paymentRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(STOREFRONT_TEXT.phone), '12');
    expect(screen.getByLabelText(STOREFRONT_TEXT.phone)).toHaveAccessibleDescription(CHECKOUT_MESSAGES.phoneInvalid);
    expect(api.requests).toEqual([]);
  });

  it('offers the ways to pay of the way of getting the goods', async () => {
    const { user } = renderStore();
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await user.click(screen.getByRole('radio', { name: STOREFRONT_TEXT.pickup }));
    expect(screen.getByRole('radio', { name: 'Cash on pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: STOREFRONT_TEXT.delivery }));
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash on pickup' })).toBeNull();
  });

  it('places the order with ids, quantities, the checkout and the total shown, then shows its number, how to pay and the WhatsApp button', async () => {
    const { api, user } = renderStore();
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await fillDelivery(user);
    expect(screen.getByRole('button', { name: STOREFRONT_TEXT.placeOrder(formatMinor(13550, 'GHS')) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(api.requests).toEqual([
      {
        lines: [{ productId: 'kente', quantity: 1 }],
        checkout: { name: 'Kofi Boateng', phone: '024 412 3457', method: 'delivery', areaId: 'osu', address: '12 Oxford Street', paymentOption: 'mobile-money', note: '' },
        expectedTotalMinor: 13550,
      },
    ]);
    const placed = await screen.findByRole('heading', { name: STOREFRONT_TEXT.placed(displayOrderId(sampleOrder().id)) });
    const panel = placed.closest('section')!;
    expect(within(panel).getByText(`Pay ${formatMinor(13550, 'GHS')} by mobile money to +233244123456 (Ama Mensah).`)).toBeInTheDocument();
    const whatsApp = within(panel).getByRole('link', { name: ONLINE_STORE_TEXT.sendToShop });
    expect(whatsApp.getAttribute('href')).toMatch(/233244123456/);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain(`/s/amas-fabrics/o/${sampleOrder().id}`);
    expect(readBasket('amas-fabrics')).toEqual({});
  });

  it('says a refusal in words and keeps the basket: the price changed, with the new total', async () => {
    const { api, user } = renderStore({ place: () => ({ placed: false, refusal: { code: 'prices-changed', totalMinor: 14550, currency: 'GHS' } }) });
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_REFUSAL_MESSAGES.pricesChanged(formatMinor(14550, 'GHS')));
    expect(api.requests).toHaveLength(1);
    expect(readBasket('amas-fabrics')).toEqual({ kente: 1 });
    expect(within(screen.getByRole('list', { name: STOREFRONT_TEXT.basket })).getByText(/Kente cloth/)).toBeInTheDocument();
    expect(screen.getByLabelText(STOREFRONT_TEXT.name)).toHaveValue('Kofi Boateng');
  });

  it('keeps the basket when the order cannot be sent', async () => {
    const { user } = renderStore({ place: () => 'fail' });
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.placeFailed);
    expect(readBasket('amas-fabrics')).toEqual({ kente: 1 });
  });
});

describe('reading the store', () => {
  it('says when there is no such store, and when it could not be read (with Try again)', async () => {
    render(<StorePage name="nobody" api={storeApiStandIn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.notFound);
  });

  it('says a failed read in words', async () => {
    render(<StorePage name="amas-fabrics" api={storeApiStandIn({ store: 'fail' })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.loadFailed);
    expect(screen.getByRole('button', { name: STOREFRONT_TEXT.tryAgain })).toBeInTheDocument();
  });
});
