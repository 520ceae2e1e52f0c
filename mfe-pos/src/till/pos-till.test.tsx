import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CART_MESSAGES, ERROR_MESSAGES, SCREEN_TEXT } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import type { Backend } from '@shop/shared/session';
import { sampleProduct } from '@shop/shared/testing';
import { renderTill, SAMPLE_PRODUCTS, discountField, customerSearch } from '../testing/render-till';
import { ALREADY_RECORDED_TEXT } from './receipt-modal';

const productButton = (name: string | RegExp) => screen.getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${escape(name)}`) : name });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const saleLines = () => screen.queryByRole('list', { name: 'Items in this sale' });
const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sales waiting to sync', () => {
  it('says in the till how many sales the server has not confirmed, and nothing once they have arrived', async () => {
    const { fake } = renderTill({ syncState: { waitingSales: ['s1', 's2'], waitingRefunds: [], refused: [] } });
    expect(await screen.findByText('2 sales waiting to sync')).toBeInTheDocument();
    act(() => fake.setSyncState({ waitingSales: [], waitingRefunds: [], refused: [] }));
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
  });

  it('counts the refunds made offline too, in the same words, until the server has them', async () => {
    const { fake } = renderTill({ syncState: { waitingSales: [], waitingRefunds: ['r1'], refused: [] } });
    expect(await screen.findByText('1 refund waiting to sync')).toBeInTheDocument();
    act(() => fake.setSyncState({ waitingSales: ['s1', 's2'], waitingRefunds: ['r1'], refused: [] }));
    expect(await screen.findByText('2 sales and 1 refund waiting to sync')).toBeInTheDocument();
    act(() => fake.setSyncState({ waitingSales: [], waitingRefunds: [], refused: [] }));
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
  });
});

describe('Products panel', () => {
  it('lists live products with type, price with its symbol, and stock for Physical ones', async () => {
    renderTill();
    await screen.findByRole('heading', { name: SCREEN_TEXT.posProductsPanel });
    const rice = await screen.findByRole('button', { name: /^Rice \(5kg\)/ });
    expect(rice).toHaveTextContent('Physical');
    expect(rice).toHaveTextContent('₵85.00');
    expect(rice).toHaveTextContent('12 in stock');
    const airtime = productButton('MTN Airtime Voucher');
    expect(airtime).toHaveTextContent('Digital');
    expect(airtime).not.toHaveTextContent('in stock');
  });

  it('shows an out-of-stock product as disabled, and refuses it with the reason', async () => {
    const { user } = renderTill();
    const oil = await screen.findByRole('button', { name: /^Frytol Cooking Oil/ });
    expect(oil).toHaveAttribute('aria-disabled', 'true');
    expect(oil).toHaveTextContent('Out of stock');
    await user.click(oil);
    expect(await screen.findByText(CART_MESSAGES['out-of-stock'])).toBeInTheDocument();
    expect(saleLines()).not.toBeInTheDocument();
  });

  it('searches names case-insensitively', async () => {
    const { user } = renderTill();
    await screen.findByRole('button', { name: /^Rice/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'mIlO');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Rice/ })).not.toBeInTheDocument());
    expect(productButton('Milo 400g')).toBeInTheDocument();
    expect(screen.getByText('1 product found')).toBeInTheDocument();
  });

  it('adds the single match on Enter, as a scanner does, and clears the search', async () => {
    const { user } = renderTill();
    await screen.findByRole('button', { name: /^Rice/ });
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'rice (5KG){Enter}');
    expect(quantityOf('Rice (5kg)')).toHaveValue('1');
    expect(search).toHaveValue('');
  });

  it('says so when Enter finds no single product', async () => {
    const { user } = renderTill({ products: [sampleProduct({ name: 'Milo 400g', priceMinor: 4000 }), sampleProduct({ name: 'Milo 900g', priceMinor: 8000 })] });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'milo{Enter}');
    expect(screen.getByText(/No single product matches “milo”/)).toBeInTheDocument();
    expect(saleLines()).not.toBeInTheDocument();
  });

  it('shows HTML in a product name as text', async () => {
    renderTill({ products: [sampleProduct({ name: '<img src=x onerror=alert(1)> Tea', priceMinor: 500 })] });
    expect(await screen.findByText('<img src=x onerror=alert(1)> Tea')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the catalogue message when products cannot load', async () => {
    renderTill({ fail: { subscribeProducts: new Error('offline') } });
    expect(await screen.findByText(ERROR_MESSAGES.productsLoadFailed)).toBeInTheDocument();
  });
});

describe('Cart rules through the screen', () => {
  it('cannot add beyond the stock: the extra tap is refused with the reason', async () => {
    const { user } = renderTill();
    const milo = await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.click(milo);
    await user.click(milo);
    await user.click(milo);
    expect(quantityOf('Milo 400g')).toHaveValue('2');
    expect(screen.getByText(CART_MESSAGES['stock-limit'])).toBeInTheDocument();
  });

  it('the + button stops at the stock too', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Milo 400g/ }));
    const plus = screen.getByRole('button', { name: 'Add one more Milo 400g' });
    await user.click(plus);
    await user.click(plus);
    expect(quantityOf('Milo 400g')).toHaveValue('2');
    expect(screen.getByText(CART_MESSAGES['stock-limit'])).toBeInTheDocument();
  });

  it('a typed quantity above the stock is capped at the stock, with the reason', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    const quantity = quantityOf('Rice (5kg)');
    await user.clear(quantity);
    await user.type(quantity, '50{Enter}');
    expect(quantityOf('Rice (5kg)')).toHaveValue('12');
    expect(screen.getByText(CART_MESSAGES['stock-limit'])).toBeInTheDocument();
  });

  it('below 1 removes the line: with −, with a typed 0, and with Remove', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Remove one Rice \(5kg\)/ }));
    expect(saleLines()).not.toBeInTheDocument();

    await user.click(productButton('Rice (5kg)'));
    const quantity = quantityOf('Rice (5kg)');
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(saleLines()).not.toBeInTheDocument();

    await user.click(productButton('Rice (5kg)'));
    await user.click(screen.getByRole('button', { name: 'Remove Rice (5kg) from the sale' }));
    expect(saleLines()).not.toBeInTheDocument();
  });

  it('clearing the quantity box to type a new number removes nothing', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    const quantity = quantityOf('Rice (5kg)');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(quantityOf('Rice (5kg)')).toHaveValue('3');
  });

  it('Digital and Ticket products have no stock limit', async () => {
    const { user } = renderTill();
    const ticket = await screen.findByRole('button', { name: /^Chale Wote/ });
    for (let i = 0; i < 15; i += 1) await user.click(ticket);
    expect(quantityOf('Chale Wote Festival Ticket')).toHaveValue('15');
  });

  it('keeps a sale in one currency', async () => {
    const { user } = renderTill({
      products: [sampleProduct({ name: 'Garri', priceMinor: 2000 }), sampleProduct({ name: 'Indomie (carton)', priceMinor: 900_000, currency: 'NGN' })],
    });
    await user.click(await screen.findByRole('button', { name: /^Garri/ }));
    await user.click(productButton('Indomie (carton)'));
    expect(screen.getByText(CART_MESSAGES['currency-mismatch'])).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Indomie (carton)' })).not.toBeInTheDocument();
  });

  it('follows live stock: a line is capped when stock falls and dropped when it runs out', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: 'Add one more Rice (5kg)' }));
    await user.click(screen.getByRole('button', { name: 'Add one more Rice (5kg)' }));
    act(() => fake.setProducts(fake.products().map((p) => (p.id === 'rice' ? { ...p, quantity: 1 } : p))));
    await waitFor(() => expect(quantityOf('Rice (5kg)')).toHaveValue('1'));
    expect(screen.getByText(/updated to match the current stock/)).toBeInTheDocument();
    act(() => fake.setProducts(fake.products().map((p) => (p.id === 'rice' ? { ...p, quantity: 0 } : p))));
    await waitFor(() => expect(saleLines()).not.toBeInTheDocument());
  });
});

describe('Totals, discount and change', () => {
  it('computes subtotal, a fixed discount capped at the subtotal, total and change', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Milo 400g/ }));
    await user.click(productButton('Milo 400g'));
    const panel = screen.getByRole('region', { name: SCREEN_TEXT.posCurrentSalePanel });
    // With no discount, the total stands alone; a discount brings the subtotal and what it takes off.
    expect(within(panel).queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵85.00');

    await user.type(await discountField(user), '100');
    expect(screen.getByText(/Capped at the subtotal/)).toBeInTheDocument();
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵0.00');

    await user.clear(await discountField(user));
    await user.type(await discountField(user), '5.50');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵79.50');
    expect(within(panel).getByText('Subtotal').nextSibling).toHaveTextContent('₵85.00');

    await user.type(screen.getByRole('textbox', { name: /^Amount tendered/ }), '100');
    expect(screen.getByTestId('change-due')).toHaveTextContent('₵20.50');
  });

  it('applies a percentage of the subtotal, and caps it at 100%', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await discountField(user);
    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    await user.type(await discountField(user), '10');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵76.50');
    await user.clear(await discountField(user));
    await user.type(await discountField(user), '150');
    expect(screen.getByText(/cannot exceed 100%/)).toBeInTheDocument();
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵0.00');
  });

  it('change is 0 while the tendered amount is missing or short', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    expect(screen.getByTestId('change-due')).toHaveTextContent('₵0.00');
    await user.type(screen.getByRole('textbox', { name: /^Amount tendered/ }), '50');
    expect(screen.getByTestId('change-due')).toHaveTextContent('₵0.00');
    expect(screen.getByText(/short of the total/)).toBeInTheDocument();
  });

  it('explains bad amounts, keeps what was typed and does not record the sale', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    const tendered = screen.getByRole('textbox', { name: /^Amount tendered/ });
    await user.type(tendered, 'abc');
    expect(tendered).toHaveAccessibleDescription(/Enter an amount/);
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    expect(fake.calls.recordSale).toHaveLength(0);
    expect(tendered).toHaveFocus();
    expect(tendered).toHaveValue('abc');
  });

  it('refuses an amount above the maximum with a message that says the maximum', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    const tendered = screen.getByRole('textbox', { name: /^Amount tendered/ });
    await user.type(tendered, '10000000.01');
    expect(tendered).toHaveAccessibleDescription(/Enter an amount of at most 10,000,000\.00\./);
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    expect(fake.calls.recordSale).toHaveLength(0);
    expect(tendered).toHaveValue('10000000.01');
  });
});

describe('Completing a sale', () => {
  it('records the sale built from the cart, shows the receipt and clears the cart', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(productButton('Milo 400g'));
    await user.type(await discountField(user), '7.5');
    await user.type(screen.getByRole('textbox', { name: /^Amount tendered/ }), '150');
    await user.click(screen.getByRole('radio', { name: 'Mobile Money' }));
    await user.click(screen.getByRole('button', { name: 'Complete sale · ₵120.00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()).toHaveLength(1);
    const sale = fake.sales()[0] as Sale;
    expect(sale).toMatchObject({
      subtotalMinor: 12_750,
      discountHundredths: 750,
      discountType: 'fixed',
      discountMinor: 750,
      totalMinor: 12_000,
      tenderedMinor: 15_000,
      changeMinor: 3000,
      currency: 'GHS',
      paymentMethod: 'Mobile Money',
      customer: null,
    });
    expect(sale.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Rice (5kg)', 1],
      ['Milo 400g', 1],
    ]);
    expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent("Ama's Provisions");
    expect(within(dialog).getByText('₵30.00')).toBeInTheDocument();
    expect(saleLines()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount tendered/ })).toHaveValue('');
    expect(fake.products().find((p) => p.id === 'milo')?.quantity).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.newSale }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the receipt to the clipboard and confirms for 2 seconds', async () => {
    const { user } = renderTill();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Rice (5kg)'));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('prints through window.print', async () => {
    const { user } = renderTill();
    const print = vi.fn();
    window.print = print;
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: SCREEN_TEXT.printReceipt }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a processing state that cannot be submitted twice', async () => {
    let finish: () => void = () => {};
    const { user, fake } = renderTill({ before: { recordSale: () => new Promise<void>((resolve) => (finish = resolve)) } });
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    const busy = screen.getByRole('button', { name: 'Recording sale…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.click(productButton('Rice (5kg)'));
    expect(fake.calls.recordSale).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add one more Rice (5kg)' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
  });

  it('keeps the cart when recording fails, logs it, and retries the same sale', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { user, fake } = renderTill({ before: { recordSale: () => (fail ? Promise.reject(new Error('network down')) : Promise.resolve()) } });
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.type(await discountField(user), '5');
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sale was not recorded.');
    expect(error).toHaveBeenCalledWith('Recording the sale failed', expect.any(Error));
    expect(quantityOf('Rice (5kg)')).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Discount' })).toHaveValue('5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
    expect(fake.calls.recordSale).toHaveLength(2);
    expect(fake.calls.recordSale[1]?.id).toBe(fake.calls.recordSale[0]?.id);
    expect(fake.sales()).toHaveLength(1);
  });
});

describe('A sale recorded once', () => {
  // The server commits the sale, then the connection drops before the till hears so: the till sees
  // a failure, and the live stock falls by the sale it thinks failed.
  function committingThenFailing(backend: Backend): Backend {
    let calls = 0;
    return Object.assign(Object.create(backend) as Backend, {
      async recordSale(...args: Parameters<Backend['recordSale']>) {
        calls += 1;
        const result = await backend.recordSale(...args);
        if (calls === 1) throw new Error('The connection dropped after the server committed.');
        return result;
      },
    });
  }

  it('keeps the attempt through the stock drop its own commit causes, so Try again records nothing twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lastTins = sampleProduct({ id: 'milo-last', name: 'Milo tin (last two)', priceMinor: 4000, quantity: 2 });
    const { user, fake } = renderTill({ products: [lastTins] }, committingThenFailing);
    await user.click(await screen.findByRole('button', { name: /^Milo tin \(last two\)/ }));
    await user.click(productButton('Milo tin (last two)'));
    expect(quantityOf('Milo tin (last two)')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sale was not recorded.');

    // The committed sale reaches the live list: none left. The cart the cashier tried to sell stays as it was.
    await waitFor(() => expect(fake.products()[0]?.quantity).toBe(0));
    await screen.findByText(/out of stock/i);
    expect(quantityOf('Milo tin (last two)')).toHaveValue('2');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const receipt = await screen.findByRole('dialog', { name: 'Sale complete' });
    // The backend answers the replay "already recorded", and the receipt says so.
    expect(within(receipt).getByRole('status')).toHaveTextContent(ALREADY_RECORDED_TEXT);
    expect(fake.calls.recordSale.map((sale) => sale.id)).toEqual([fake.calls.recordSale[0]?.id, fake.calls.recordSale[0]?.id]);
    expect(fake.sales()).toHaveLength(1);
    expect(fake.products()[0]?.quantity).toBe(0);
  });

  it('makes a new sale once the cashier changes the cart after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { user, fake } = renderTill({ before: { recordSale: () => (fail ? Promise.reject(new Error('network down')) : Promise.resolve()) } });
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await screen.findByRole('alert');
    fail = false;
    await user.click(productButton('Rice (5kg)'));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
    const [first, second] = fake.calls.recordSale;
    expect(second?.id).not.toBe(first?.id);
    expect(fake.sales()).toHaveLength(1);
    expect(fake.sales()[0]?.items[0]?.quantity).toBe(2);
  });
});

describe('A reload', () => {
  it('brings back the sale being built: its lines and discount', async () => {
    const first = renderTill();
    await first.user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await first.user.click(productButton('Rice (5kg)'));
    await first.user.type(await discountField(first.user), '5');
    first.unmount();

    renderTill();
    expect(await screen.findByRole('textbox', { name: 'Quantity of Rice (5kg)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Discount' })).toHaveValue('5');
  });

  it('after a failed sale keeps its id: Try again after the reload records it once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderTill({ fail: { recordSale: new Error('network down') } });
    await first.user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await first.user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await screen.findByRole('alert');
    const triedId = first.fake.calls.recordSale[0]?.id;
    first.unmount();

    const second = renderTill();
    await screen.findByRole('textbox', { name: 'Quantity of Rice (5kg)' });
    await second.user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
    expect(second.fake.calls.recordSale.map((sale) => sale.id)).toEqual([triedId]);
    // Done: the next reload starts an empty sale.
    second.unmount();
    renderTill();
    await screen.findByRole('button', { name: /^Rice \(5kg\)/ });
    expect(screen.queryByRole('textbox', { name: 'Quantity of Rice (5kg)' })).not.toBeInTheDocument();
  });
});

describe('Customer', () => {
  it('finds an existing customer by phone and records them on the sale', async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.type(await customerSearch(user), '0244123');
    await user.click(await screen.findByRole('button', { name: /^Kofi Boateng/ }));
    expect(screen.getByRole('button', { name: 'Change customer (Kofi Boateng)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    await screen.findByRole('dialog');
    expect(fake.sales()[0]?.customer).toEqual({ id: 'c-1', name: 'Kofi Boateng' });
  });

  it('adds a new customer inline, with the domain’s validation', async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await customerSearch(user);
    await user.click(screen.getByRole('button', { name: '+ New customer' }));
    const group = screen.getByRole('group', { name: 'New customer' });
    await user.click(within(group).getByRole('button', { name: 'Save customer' }));
    expect(within(group).getByText('Customer name is required.')).toBeInTheDocument();
    await user.type(within(group).getByRole('textbox', { name: /^Name/ }), 'Esi Mensah');
    await user.click(within(group).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByRole('button', { name: 'Change customer (Esi Mensah)' })).toBeInTheDocument();
  });

  it('only logs a failure to add a customer, keeping what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderTill({ before: { addCustomer: () => Promise.reject(new Error('quota')) } });
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await customerSearch(user);
    await user.click(screen.getByRole('button', { name: '+ New customer' }));
    const group = screen.getByRole('group', { name: 'New customer' });
    await user.type(within(group).getByRole('textbox', { name: /^Name/ }), 'Esi Mensah');
    await user.click(within(group).getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Adding the customer failed', expect.any(Error)));
    expect(within(group).getByRole('textbox', { name: /^Name/ })).toHaveValue('Esi Mensah');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('sample data covers every product type', () => {
  expect(new Set(SAMPLE_PRODUCTS.map((p) => p.type))).toEqual(new Set(['Physical', 'Digital', 'Ticket']));
});
