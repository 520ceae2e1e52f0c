import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES, VALIDATION_MESSAGES, createSaleIndex, displayOrderId, formatMinor } from '@shop/shared/domain';
import { demoShop, onADesktop, onAPhone, ringUp, searchFor } from '@shop/shared/testing';
import { HistoryScreen } from './history-screen';

// The remote's root on a seeded shop of the real local adapter: the first page of sales, then the
// whole list, through the same session hooks as the app.
const meta = {
  title: 'History/Sales History',
  component: HistoryScreen,
  parameters: { shop: 'busy' },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const salesWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'sale' : 'sales'}`;

/** Waits for the whole list: the summary then counts every sale. */
async function allLoaded(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(salesWord(count)), { timeout: 5000 });
}

const search = (canvasElement: HTMLElement, query: string) => searchFor(canvasElement, 'Search sales', query);

const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Sales, newest first' })).getAllByRole('button');

// ------------------------------------------------------------------ the shop's sales

/** Akosua's 400 sales over 90 days, newest first, mostly Mobile Money and Cash. */
export const BusyShop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const sales = demoShop(loaded).sales;
    await allLoaded(canvasElement, sales.length);
    const newest = sales[sales.length - 1];
    await expect(rows(canvasElement)[0]).toHaveTextContent(formatMinor(newest?.totalMinor ?? 0, 'GHS'));
  },
};

/** Mama Chi Stores' sales in naira. */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    const sales = demoShop(loaded).sales;
    await allLoaded(canvasElement, sales.length);
    await expect(rows(canvasElement)[0]).toHaveTextContent(formatMinor(sales[sales.length - 1]?.totalMinor ?? 0, 'NGN'));
  },
};

/** On a phone each sale is a card. */
export const OnAPhone: Story = { globals: onAPhone };

export const OnADesktop: Story = { globals: onADesktop };

/** Long item and customer names, and markup in them shown as plain text. */
export const LongNames: Story = {
  beforeEach: async ({ loaded }) => {
    await ringUp(loaded, {
      lines: [
        { product: { id: 'long-1', name: 'Golden Tree Kingsbite milk chocolate, family-size gift box of twenty-four bars', type: 'Digital', priceMinor: 24950, currency: 'GHS' }, quantity: 2 },
        { product: { id: 'markup', name: '<img src=x onerror=alert(1)> sachet water', type: 'Digital', priceMinor: 1200, currency: 'GHS' }, quantity: 1 },
        { product: { id: 'long-2', name: 'Nkwanta-Abetifi-Kwahu-Mpraeso express bus ticket, Saturday departure', type: 'Ticket', priceMinor: 18000, currency: 'GHS' }, quantity: 1 },
      ],
      paymentMethod: 'Bank Transfer',
      customer: { id: 'long-customer', name: 'Nana Akosua Serwaa Adjoa Mensah-Bonsu Owusu-Ansah <b>VIP</b>' },
    });
  },
  globals: onAPhone,
  play: async ({ canvasElement, loaded }) => {
    await allLoaded(canvasElement, demoShop(loaded).sales.length + 1);
    await expect(rows(canvasElement)[0]).toHaveTextContent('Nana Akosua Serwaa Adjoa Mensah-Bonsu Owusu-Ansah <b>VIP</b>');
    await expect(canvasElement.querySelector('img[src="x"], b')).toBeNull();
  },
};

/** 3 000 sales: a first page at once, then the rest, windowed. */
export const ThousandsOfSales: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement }) => {
    await allLoaded(canvasElement, 3000);
    await expect(rows(canvasElement).length).toBeLessThan(100);
  },
};

// ------------------------------------------------------------------ loading, empty, failing

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading sales…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  },
};

export const SignedOut: Story = {
  parameters: { shop: 'signed-out' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ search and details

export const SearchByItemName: Story = {
  play: async ({ canvasElement, loaded }) => {
    const sales = demoShop(loaded).sales;
    await allLoaded(canvasElement, sales.length);
    await search(canvasElement, 'KENTE');
    const found = createSaleIndex(sales).search('KENTE').length;
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${salesWord(found)} found`));
  },
};

/** A sale rung up at the till a moment ago, found by its order ID and opened. */
export const SearchByOrderId: Story = {
  beforeEach: async ({ loaded }) => {
    await ringUp(loaded, {
      lines: [
        { product: { id: 'demo-gh-p0', name: 'Milo 400g tin', type: 'Physical', priceMinor: 4500, currency: 'GHS', quantity: 36 }, quantity: 2 },
        { product: { id: 'demo-gh-p2', name: 'Indomie Chicken 70g', type: 'Physical', priceMinor: 450, currency: 'GHS', quantity: 240 }, quantity: 5 },
      ],
      paymentMethod: 'Cash',
      tenderedMinor: 15000,
      customer: { id: 'demo-gh-c0', name: 'Ama Owusu' },
    });
  },
  play: async ({ canvasElement, loaded }) => {
    await allLoaded(canvasElement, demoShop(loaded).sales.length + 1);
    const newest = rows(canvasElement)[0];
    const orderId = newest?.querySelector('span')?.textContent ?? '';
    await expect(orderId).toMatch(/^#[0-9A-Z]{8}$/);
    await search(canvasElement, orderId.toLowerCase());
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 sale found'));
    await userEvent.click(rows(canvasElement)[0] as HTMLElement);
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    await expect(details).toHaveTextContent(`Order ${orderId}`);
    await expect(details).toHaveTextContent('Ama Owusu');
    await expect(details).toHaveTextContent(formatMinor(11250, 'GHS'));
    await expect(details).toHaveTextContent(formatMinor(3750, 'GHS'));
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement, loaded }) => {
    await allLoaded(canvasElement, demoShop(loaded).sales.length);
    await search(canvasElement, 'bicycle');
    await expect(await within(canvasElement).findByRole('heading', { name: 'No sales match your search' })).toBeInTheDocument();
  },
};

/** The newest sale opens in Sale Details, and Close brings the list back with focus on it. */
export const OpenSaleDetails: Story = {
  play: async ({ canvasElement, loaded }) => {
    const sales = demoShop(loaded).sales;
    await allLoaded(canvasElement, sales.length);
    const newest = sales[sales.length - 1];
    const row = rows(canvasElement)[0] as HTMLElement;
    await userEvent.click(row);
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    await expect(details).toHaveTextContent(`Order ${displayOrderId(newest?.id ?? '')}`);
    await expect(details).toHaveTextContent(newest?.paymentMethod ?? '');
    await expect(details).toHaveTextContent(formatMinor(newest?.totalMinor ?? 0, 'GHS'));
    await userEvent.click(within(details).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveFocus());
  },
};
