import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_MESSAGES, ERROR_MESSAGES, SCREEN_TEXT, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { listItemShowing, renderOnMemoryBackend, sampleProduct } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { Inventory } from './inventory-screen';

const SHOP = [
  sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 4550, quantity: 24, createdAt: new Date('2026-03-01') }),
  sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 3, createdAt: new Date('2026-03-02') }),
  sampleProduct({ id: 'indomie', name: 'Indomie Chicken 70g', priceMinor: 35000, currency: 'NGN', quantity: 0, createdAt: new Date('2026-03-03') }),
  sampleProduct({ id: 'ankara', name: 'Ankara fabric (6 yards)', priceMinor: 1250000, currency: 'NGN', type: 'Digital', quantity: undefined, createdAt: new Date('2026-03-04') }),
];

const setup = (options: MemoryBackendOptions = {}) => renderOnMemoryBackend(<Inventory />, { products: SHOP, ...options });
const row = listItemShowing;

afterEach(() => vi.restoreAllMocks());

describe('Inventory', () => {
  it('is titled "Your Inventory" and lists each product with type, price with its symbol, and stock', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TEXT.inventoryTitle })).toBeInTheDocument();
    expect(await screen.findByText('Milo 400g tin')).toBeInTheDocument();
    expect(screen.getByText('4 products')).toBeInTheDocument();
    const milo = within(row('Milo 400g tin'));
    expect(milo.getByText('Physical')).toBeInTheDocument();
    expect(milo.getByText('₵45.50')).toBeInTheDocument();
    expect(milo.getByText('24 in stock')).toBeInTheDocument();
    expect(within(row('Ankara fabric (6 yards)')).getByText('₦12,500.00')).toBeInTheDocument();
    expect(within(row('Ankara fabric (6 yards)')).getByText('No stock kept')).toBeInTheDocument();
  });

  it('offers Stock for physical products only; a delivery there shows in the row at once', async () => {
    const { user, fake } = setup();
    await screen.findByText('Milo 400g tin');
    expect(within(row('Ankara fabric (6 yards)')).queryByRole('button', { name: /^Stock of/ })).not.toBeInTheDocument();
    await user.click(within(row('Gari (1 olonka)')).getByRole('button', { name: 'Stock of Gari (1 olonka)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stock of Gari (1 olonka)' }));
    await user.type(dialog.getByLabelText(/^Units received/), '12');
    await user.click(dialog.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products().find((p) => p.id === 'gari')?.quantity).toBe(15));
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(within(row('Gari (1 olonka)')).getByText('15 in stock')).toBeInTheDocument();
  });

  it('shows the newest product first', async () => {
    setup();
    await screen.findByText('Milo 400g tin');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Ankara fabric (6 yards)');
  });

  it('makes low and empty stock visible, with a count at the top', async () => {
    setup();
    await screen.findByText('Milo 400g tin');
    expect(within(row('Gari (1 olonka)')).getByText('Low stock')).toBeInTheDocument();
    expect(within(row('Indomie Chicken 70g')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row('Milo 400g tin')).queryByText(/stock$/i, { selector: '[data-stock-level]' })).not.toBeInTheDocument();
    expect(screen.getByText(/1 low on stock, 1 out of stock/)).toBeInTheDocument();
  });

  it('filters to what needs restocking', async () => {
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Needs restocking' }));
    expect(screen.getByRole('button', { name: 'Needs restocking' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Indomie'),
      expect.stringContaining('Gari'),
    ]);
  });

  it('flags stock below zero (two tills sold the last unit) and lists it under "Needs restocking"', async () => {
    const oversold = sampleProduct({ id: 'sardines', name: 'Titus sardines', priceMinor: 1250, quantity: -1, createdAt: new Date('2026-03-05') });
    const { user } = setup({ products: [...SHOP, oversold] });
    const row = (await screen.findByText('Titus sardines')).closest('li') as HTMLElement;
    expect(within(row).getByText('-1 in stock')).toBeInTheDocument();
    expect(within(row).getByText('Stock below zero \u2014 count it')).toBeInTheDocument();
    expect(screen.getByText(/1 below zero/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Needs restocking' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Titus sardines'),
      expect.stringContaining('Indomie'),
      expect.stringContaining('Gari'),
    ]);
  });

  it('downloads what needs restocking as a CSV file for a stock-take', async () => {
    const files: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:products';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Needs restocking' }));
    const download = screen.getByRole('button', { name: 'Download CSV' });
    expect(download).toHaveAccessibleDescription('Showing 2 of 4 products');
    await user.click(download);

    expect(names).toEqual([expect.stringMatching(/^products-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Type,Price,Currency,In stock,Stock value,Description,Added,Cost,Stock value at cost');
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 6).join(','))).toEqual([
      'Indomie Chicken 70g,Physical,350.00,NGN,0,0.00',
      'Gari (1 olonka),Physical,18.00,GHS,3,54.00',
    ]);
    expect(lines).toHaveLength(4);
  });

  it('searches names case-insensitively by substring', async () => {
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'MILO');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Milo 400g tin')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 products')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    setup({ fail: { subscribeProducts: 'pending' } });
    expect(screen.getByText('Loading products…').closest('[role="status"]')).not.toBeNull();
  });

  it('says "Failed to load products." when the subscription fails', async () => {
    setup({ fail: { subscribeProducts: new Error('offline') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
  });

  it('offers Try again after a failed load, and then lists the products', async () => {
    const fail: MemoryBackendOptions['fail'] = { subscribeProducts: new Error('offline') };
    const { user } = setup({ fail });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
    // The network is back: pressing Try again loads the list.
    delete fail.subscribeProducts;
    await user.click(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain }));
    expect(await screen.findByText('Gari (1 olonka)')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('invites the owner to add a first product when there is none', async () => {
    setup({ products: [] });
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first product' })).toBeInTheDocument();
  });

  it('says "You are not logged in." without a session', async () => {
    setup({ user: null });
    expect(await screen.findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
  });

  it('follows live changes from another tab or till', async () => {
    const { fake } = setup();
    await screen.findByText('Milo 400g tin');
    act(() => fake.setProducts([...SHOP, sampleProduct({ id: 'peak', name: 'Peak Milk 160g', createdAt: new Date('2026-04-01') })]));
    expect(await screen.findByText('Peak Milk 160g')).toBeInTheDocument();
  });

  it('adds a product through the modal and it appears in the list', async () => {
    const { user, fake } = setup();
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add product' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Peak Milk 160g');
    await user.type(dialog.getByLabelText(/^Price/), '9.5');
    await user.type(dialog.getByLabelText(/^Quantity/), '48');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Peak Milk 160g')).toBeInTheDocument();
    expect(fake.products()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add product' })).toHaveFocus();
  });

  it('edits a product from its row', async () => {
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Edit Milo 400g tin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit product' }));
    await user.clear(dialog.getByLabelText(/^Price/));
    await user.type(dialog.getByLabelText(/^Price/), '47');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row('Milo 400g tin')).getByText('₵47.00')).toBeInTheDocument());
  });

  it('deletes only after "Sure?" is answered Yes', async () => {
    const { user, fake } = setup();
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Delete Gari (1 olonka)' }));
    let confirm = within(screen.getByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete }));
    await user.click(confirm.getByRole('button', { name: SCREEN_TEXT.confirmNo }));
    expect(fake.calls.deleteProduct).toEqual([]);
    expect(screen.getByText('Gari (1 olonka)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Gari (1 olonka)' }));
    confirm = within(screen.getByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete }));
    await user.click(confirm.getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    await waitFor(() => expect(screen.queryByText('Gari (1 olonka)')).not.toBeInTheDocument());
    expect(fake.calls.deleteProduct).toEqual(['gari']);
  });

  it('only logs a failed delete', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ fail: { deleteProduct: new BackendError('unavailable') } });
    await screen.findByText('Milo 400g tin');
    await user.click(screen.getByRole('button', { name: 'Delete Milo 400g tin' }));
    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Milo 400g tin')).toBeInTheDocument();
  });

  it('shows HTML and script in names as text', async () => {
    const name = '<b>bold</b><script>window.hacked = true</script>';
    setup({ products: [sampleProduct({ id: 'x', name })] });
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders only a window of 10 000 products', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => sampleProduct({ id: `p${i}`, name: `Product ${i}`, createdAt: new Date(1_700_000_000_000 + i) }));
    setup({ products: many });
    expect(await screen.findByText('10,000 products')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
  });
});

describe('Inventory: cost prices (the owner\'s eyes only)', () => {
  const COSTED = [
    sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 1250, costMinor: 900, quantity: 10, createdAt: new Date('2026-03-01') }),
    sampleProduct({ id: 'kalyppo', name: 'Kalyppo 200ml', priceMinor: 400, costMinor: 440, quantity: 24, createdAt: new Date('2026-03-02') }),
    sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 3000, quantity: 5, createdAt: new Date('2026-03-03') }),
    sampleProduct({ id: 'shito', name: 'Shito 250ml', priceMinor: 2500, quantity: 0, createdAt: new Date('2026-03-04') }),
    sampleProduct({ id: 'airtime', name: 'MTN airtime ₵10', type: 'Digital', priceMinor: 1000, costMinor: 950, quantity: undefined, createdAt: new Date('2026-03-05') }),
    sampleProduct({ id: 'ankara', name: 'Ankara fabric (6 yards)', priceMinor: 1850000, costMinor: 1500000, currency: 'NGN', quantity: 2, createdAt: new Date('2026-03-06') }),
  ];

  it('shows each product\'s margin (price − cost, and % of price), or that its cost is unknown', async () => {
    renderOnMemoryBackend(<Inventory />, { products: COSTED });
    await screen.findByText('Milo 400g tin');
    expect(row('Milo 400g tin')).toHaveTextContent(`${COST_MESSAGES.margin} ₵3.50 · 28%`);
    expect(row('MTN airtime ₵10')).toHaveTextContent('Margin ₵0.50 · 5%');
    expect(row('Ankara fabric (6 yards)')).toHaveTextContent('Margin ₦3,500.00 · 19%');
    expect(within(row('Gari (1 olonka)')).getByText(COST_MESSAGES.costUnknown)).toBeInTheDocument();
    expect(within(row('Shito 250ml')).getByText('Cost unknown')).toBeInTheDocument();
  });

  it('highlights a margin below cost like negative money', async () => {
    renderOnMemoryBackend(<Inventory />, { products: COSTED });
    await screen.findByText('Milo 400g tin');
    const kalyppo = row('Kalyppo 200ml');
    expect(kalyppo).toHaveTextContent('Margin -₵0.40 · -10%');
    const loss = within(kalyppo).getByText('-₵0.40');
    const gain = within(row('Milo 400g tin')).getByText('₵3.50');
    // The design system's negative money, on the loss only; its percentage in the same colour.
    expect(loss.className).toMatch(/negative/);
    expect(gain.className).not.toMatch(/negative/);
    expect(within(kalyppo).getByText('· -10%', { exact: false }).className).toMatch(/loss/);
    expect(within(row('Milo 400g tin')).getByText('· 28%', { exact: false }).className).not.toMatch(/loss/);
  });

  it('sums the stock\'s value at price and at cost per currency, saying how many in stock have no cost', async () => {
    renderOnMemoryBackend(<Inventory />, { products: COSTED });
    await screen.findByText('Milo 400g tin');
    const cedis = document.querySelector('[data-currency="GHS"] strong')?.parentElement;
    // At price: 10 × 12.50 + 24 × 4.00 + 5 × 30.00; at cost: 10 × 9.00 + 24 × 4.40 (Gari has none, Shito is sold out).
    expect(cedis).toHaveTextContent('Stock value: ₵371.00 at price · ₵195.60 at cost (1 product in stock has no cost price).');
    expect(document.querySelector('[data-currency="NGN"] strong')?.parentElement).toHaveTextContent('Stock value: ₦37,000.00 at price · ₦30,000.00 at cost.');
  });

  it('says the value at cost is unknown rather than zero when no product in stock has a cost', async () => {
    renderOnMemoryBackend(<Inventory />, { products: [COSTED[2]!, sampleProduct({ id: 'sugar', name: 'Sugar cubes', priceMinor: 2200, quantity: 3 })] });
    await screen.findByText('Sugar cubes');
    expect(screen.getByText(/^Stock value/).parentElement).toHaveTextContent('Stock value: ₵216.00 at price (2 products in stock have no cost price).');
    expect(screen.queryByText(/at cost/)).not.toBeInTheDocument();
  });

  it('shows no stock value when nothing is on the shelves', async () => {
    renderOnMemoryBackend(<Inventory />, { products: [COSTED[4]!] });
    await screen.findByText('MTN airtime ₵10');
    expect(screen.queryByText(/^Stock value/)).not.toBeInTheDocument();
  });

  it('follows a delivery at a unit cost: the row\'s margin and the value at cost move with it', async () => {
    const { user, fake } = renderOnMemoryBackend(<Inventory />, { products: COSTED });
    await screen.findByText('Gari (1 olonka)');
    await user.click(within(row('Gari (1 olonka)')).getByRole('button', { name: 'Stock of Gari (1 olonka)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stock of Gari (1 olonka)' }));
    await user.type(dialog.getByLabelText(/^Units received/), '5');
    await user.type(dialog.getByLabelText(/^Unit cost/), '24');
    expect(dialog.getByText('Cost becomes ₵24.00 a unit.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products().find((p) => p.id === 'gari')).toMatchObject({ quantity: 10, costMinor: 2400 }));
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(row('Gari (1 olonka)')).toHaveTextContent('Margin ₵6.00 · 20%');
    expect(document.querySelector('[data-currency="GHS"] strong')?.parentElement).toHaveTextContent('Stock value: ₵521.00 at price · ₵435.60 at cost.');
  });
});
