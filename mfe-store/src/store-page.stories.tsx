import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { formatMinor, ONLINE_STORE_TEXT, ORDER_REFUSAL_MESSAGES } from '@shop/shared/domain';
import { StoreFront, StorePage } from './store-page';
import { SAMPLE_LOGO_URL } from '@shop/shared/testing';
import { STOREFRONT_TEXT } from './storefront-words';
import { CLOSED_TIME, OPEN_TIME, sampleOrder, sampleProducts, sampleStore, storeApiStandIn } from './testing/sample-store';

/** A storage of the story's own, so that no story's basket reaches another's. */
function storyStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value), removeItem: (key) => void kept.delete(key) };
}

const meta = {
  title: 'Store/Store page',
  component: StoreFront,
  args: { store: sampleStore(), api: storeApiStandIn(), now: OPEN_TIME },
  render: (args) => <StoreFront {...args} storage={storyStorage()} />,
} satisfies Meta<typeof StoreFront>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The shop's logo beside its name and its brand colour on the header's band and the main buttons (Settings › Online store › Logo and colour). */
export const Branded: Story = {
  args: { store: sampleStore({ logoUrl: SAMPLE_LOGO_URL, brandColour: '#1f6f43' }) },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('header img');
    await expect(logo).toHaveAttribute('width', '48');
    await expect(logo).toHaveAttribute('height', '48');
    await expect((canvasElement.querySelector('header')?.parentElement as HTMLElement).style.getPropertyValue('--brand')).toBe('#1f6f43');
  },
};

export const EmptyShop: Story = {
  args: { store: sampleStore({ products: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STOREFRONT_TEXT.noProducts)).toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  args: { store: sampleStore({ products: sampleProducts().map((product) => ({ ...product, orderableUnits: 0 })) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(ONLINE_STORE_TEXT.soldOut)).toHaveLength(3);
  },
};

export const Closed: Story = {
  args: { now: CLOSED_TIME },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ONLINE_STORE_TEXT.closedNow)).toBeInTheDocument();
  },
};

export const OrderPlaced: Story = {
  args: { placedOrder: sampleOrder() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: ONLINE_STORE_TEXT.sendToShop })).toBeInTheDocument();
  },
};

async function checkOut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
  await userEvent.click(canvas.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
  await userEvent.type(canvas.getByLabelText(STOREFRONT_TEXT.name), 'Kofi Boateng');
  await userEvent.type(canvas.getByLabelText(STOREFRONT_TEXT.phone), '024 412 3457');
  await userEvent.click(canvas.getByRole('radio', { name: STOREFRONT_TEXT.pickup }));
  await userEvent.click(canvas.getByRole('radio', { name: 'Cash on pickup' }));
  await userEvent.click(canvas.getByRole('button', { name: /Place order/ }));
  return canvas;
}

/** The price changed since the page opened: the new total in words, and the basket kept. */
export const Refusal: Story = {
  args: { api: storeApiStandIn({ place: () => ({ placed: false, refusal: { code: 'prices-changed', totalMinor: 13050, currency: 'GHS' } }) }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkOut(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ORDER_REFUSAL_MESSAGES.pricesChanged(formatMinor(13050, 'GHS')));
    await expect(canvas.getByRole('list', { name: STOREFRONT_TEXT.basket })).toBeInTheDocument();
  },
};

export const CheckoutMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: STOREFRONT_TEXT.add('Kente cloth') }));
    await userEvent.click(canvas.getByRole('button', { name: STOREFRONT_TEXT.checkout }));
    await userEvent.click(canvas.getByRole('button', { name: /Place order/ }));
    await expect(canvas.getByLabelText(STOREFRONT_TEXT.name)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Slow network: the order is on its way and the button says so, busy, until the backend answers. */
export const PlacingOnSlowNetwork: Story = {
  args: { api: { ...storeApiStandIn(), placeOnlineOrder: () => new Promise(() => undefined) } },
  play: async ({ canvasElement }) => {
    const canvas = await checkOut(canvasElement);
    const button = await canvas.findByRole('button', { name: STOREFRONT_TEXT.placing });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** The network dropped while placing: said in words, the basket kept to try again. */
export const PlaceFailed: Story = {
  args: { api: storeApiStandIn({ place: () => 'fail' }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkOut(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.placeFailed);
    await expect(canvas.getByRole('list', { name: STOREFRONT_TEXT.basket })).toBeInTheDocument();
  },
};

/** Slow network: the store is still being read. */
export const Loading: Story = {
  render: () => <StorePage name="amas-fabrics" api={storeApiStandIn({ store: 'never' })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STOREFRONT_TEXT.loading);
  },
};

export const NotFound: Story = {
  render: () => <StorePage name="nobody" api={storeApiStandIn()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.notFound);
  },
};

export const LoadFailed: Story = {
  render: () => <StorePage name="amas-fabrics" api={storeApiStandIn({ store: 'fail' })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.loadFailed);
  },
};
