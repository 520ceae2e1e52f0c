import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayOrderId, ERROR_MESSAGES, formatMinor, newSaleId } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { createLocalBackend, testShop } from '@shop/shared/testing';
import { seedLocalAccount } from '@shop/shared/testing';
import type { LocalBackend } from '@shop/shared/testing';
import { BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { HistoryScreen } from './history-screen';
import { saleDateTime } from './sale-time';
import { manySales, sampleSales } from '../testing/sales';
import { FIRST_PAGE_SIZE } from './use-sales-history';

function renderHistory(backend: Backend) {
  return render(
    <BackendProvider backend={backend}>
      <HistoryScreen />
    </BackendProvider>,
  );
}

const rows = () => within(screen.getByRole('region', { name: 'Sales, newest first' })).getAllByRole('button');

describe('Sales History', () => {
  it('marks a sale the server has not confirmed yet as waiting to sync', async () => {
    const sales = sampleSales();
    renderHistory(testShop({ sales, syncState: { waitingSales: [sales[1]!.id], waitingRefunds: [], refused: [] } }).backend);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    await waitFor(() => expect(second).toHaveTextContent('Waiting to sync'));
    expect(first).not.toHaveTextContent('Waiting to sync');
  });

  it('lists sales newest first with date and time, order id, items, customer, payment and total', async () => {
    const sales = sampleSales();
    renderHistory(testShop({ sales }).backend);
    expect(screen.getByRole('heading', { level: 1, name: 'Sales History' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(saleDateTime(sales[0]!.createdAt));
    expect(first).toHaveTextContent('#A1B2C3D4');
    expect(first).toHaveTextContent('Sugar bread ×2, Peak milk (tin) +1 more');
    expect(first).toHaveTextContent('Kofi Boateng');
    expect(first).toHaveTextContent('Cash');
    expect(first).toHaveTextContent('₵70.87');
    expect(second).toHaveTextContent('Walk-in customer');
    expect(second).toHaveTextContent('Mobile Money');
    expect(third).toHaveTextContent('₦10,500.00');
    expect(screen.getByRole('status')).toHaveTextContent('3 sales');
  });

  it('searches by item name and by order id, ignoring case', async () => {
    const user = userEvent.setup();
    renderHistory(testShop({ sales: sampleSales() }).backend);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search sales' });

    await user.type(search, 'KENTE');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Kente cloth (6 yards)');
    expect(screen.getByRole('status')).toHaveTextContent('1 sale found');

    await user.clear(search);
    await user.type(search, '#0badc0');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('#0BADC0DE');

    await user.clear(search);
    await user.type(search, 'f9e8d7c6-0000');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('#F9E8D7C6');

    await user.clear(search);
    await user.type(search, 'milk');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(await screen.findByRole('heading', { name: 'No sales match your search' })).toBeInTheDocument();
    expect(screen.getByText(/containing “no such thing”/)).toBeInTheDocument();

    await user.clear(search);
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('says "Failed to load sales history." when the subscription fails', async () => {
    renderHistory(testShop({ fail: { subscribeSales: new Error('unavailable') } }).backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  });

  it('shows a loading state, then an empty state when there are no sales', async () => {
    const { unmount } = renderHistory(testShop({ fail: { subscribeSales: 'pending' } }).backend);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sales…');
    unmount();
    renderHistory(testShop({ sales: [] }).backend);
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('asks to log in when nobody is signed in', async () => {
    renderHistory(testShop({ signedIn: false }).backend);
    expect(await screen.findByRole('heading', { name: 'You are not logged in.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
  });

  it('shows the newest page first while the full list loads', async () => {
    renderHistory(testShop({ sales: manySales(500), firstPageOnly: true }).backend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Newest ${FIRST_PAGE_SIZE} sales shown; loading older sales…`));
    expect(rows().length).toBeGreaterThan(0);
    expect(rows()[0]).toHaveTextContent('#10000000');
  });

  it('keeps a long list windowed', async () => {
    renderHistory(testShop({ sales: manySales(20_000) }).backend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('20,000 sales'));
    const items = within(screen.getByRole('region', { name: 'Sales, newest first' })).getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '20000');
  });

  it('downloads the sales shown as a CSV file, the search applied', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const names: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:sales';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderHistory(testShop({ sales: sampleSales() }).backend);
      await waitFor(() => expect(rows()).toHaveLength(3));
      const download = screen.getByRole('button', { name: 'Download CSV' });
      expect(download).toHaveAccessibleDescription('3 sales');

      await user.type(screen.getByRole('searchbox', { name: 'Search sales' }), 'kente');
      await waitFor(() => expect(rows()).toHaveLength(1));
      await waitFor(() => expect(download).toBeEnabled());
      await user.click(download);

      expect(names).toEqual([expect.stringMatching(/^sales-\d{4}-\d{2}-\d{2}\.csv$/)]);
      const text = await files[0]!.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Order,Date,Items,Units,Subtotal,Discount,Total,Tendered,Change,Currency,Payment method,Customer,Payments,Refund of,Paid now,On account,Due,Sold by');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('Kente cloth (6 yards)');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  });

  it('offers the download only once every sale is in', async () => {
    renderHistory(testShop({ sales: manySales(500), firstPageOnly: true }).backend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('loading older sales'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('shows HTML in names as text', async () => {
    const [sale] = sampleSales();
    const hostile: Sale = { ...sale!, items: [{ ...sale!.items[0]!, name: '<img src=x onerror="alert(1)">' }], customer: { id: 'c', name: '<b>Bold</b>' } };
    renderHistory(testShop({ sales: [hostile] }).backend);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('<img src=x onerror="alert(1)"> ×2');
    expect(rows()[0]).toHaveTextContent('<b>Bold</b>');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Sale Details', () => {
  it('opens from a row with every field of the sale, and closes back to the row', async () => {
    const user = userEvent.setup();
    const sales = sampleSales();
    renderHistory(testShop({ sales }).backend);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = rows()[0]!;
    await user.click(row);

    const dialog = screen.getByRole('dialog', { name: 'Sale Details' });
    const details = within(dialog);
    expect(dialog).toHaveAccessibleDescription('Order #A1B2C3D4');
    const fact = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Order ID')).toHaveTextContent('#A1B2C3D4');
    expect(fact('Date and time')).toHaveTextContent(saleDateTime(sales[0]!.createdAt));
    expect(fact('Customer')).toHaveTextContent('Kofi Boateng');
    expect(fact('Payment method')).toHaveTextContent('Cash');

    const table = details.getByRole('table', { name: 'Items (4 units)' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((line) => [...line.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Sugar bread', '2', '₵12.50', '₵25.00'],
      ['Peak milk (tin)', '1', '₵8.75', '₵8.75'],
      ['Milo 400g', '1', '₵45.00', '₵45.00'],
    ]);

    expect(fact('Subtotal')).toHaveTextContent('₵78.75');
    expect(fact('Discount type')).toHaveTextContent('Percentage');
    expect(fact('Discount')).toHaveTextContent('10%');
    expect(fact('Discount amount')).toHaveTextContent('-₵7.88');
    expect(fact('Total')).toHaveTextContent('₵70.87');
    expect(fact('Amount tendered')).toHaveTextContent('₵100.00');
    expect(fact('Change due')).toHaveTextContent('₵29.13');

    await user.click(details.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveFocus();
  });

  it('shows a fixed discount, a missing tender and a walk-in customer; Escape closes', async () => {
    const user = userEvent.setup();
    renderHistory(testShop({ sales: sampleSales() }).backend);
    await waitFor(() => expect(rows()).toHaveLength(3));
    rows()[1]!.focus();
    await user.keyboard('{Enter}');
    const details = within(screen.getByRole('dialog', { name: 'Sale Details' }));
    const fact = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Customer')).toHaveTextContent('Walk-in customer');
    expect(fact('Discount type')).toHaveTextContent('Fixed amount');
    expect(fact('Discount')).toHaveTextContent('₵50.00');
    expect(fact('Amount tendered')).toHaveTextContent('Not recorded');
    expect(fact('Change due')).toHaveTextContent('₵0.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Sales History on the local backend', () => {
  let backend: LocalBackend | null = null;
  afterEach(() => {
    backend?.close();
    backend = null;
  });

  it('shows recorded sales live, newest first, and finds them by order id', async () => {
    backend = createLocalBackend({ dbName: `history-${newSaleId()}`, passwordIterations: 1000 });
    const owner = await seedLocalAccount(backend, { email: 'kojo@example.com', password: 'Adinkra-2026' });
    await backend.signIn(owner.email, 'Adinkra-2026');
    const [first, second] = sampleSales();
    const record = (sale: Sale) => backend!.recordSale(owner.uid, { sale: { ...sale, id: newSaleId() }, stockDecrements: [] });
    await record({ ...first!, createdAt: new Date('2026-11-20T08:00:00Z') });

    const user = userEvent.setup();
    renderHistory(backend);
    await waitFor(() => expect(rows()).toHaveLength(1));

    const later = { ...second!, id: newSaleId(), createdAt: new Date('2026-11-21T08:00:00Z') };
    await act(async () => {
      await backend!.recordSale(owner.uid, { sale: later, stockDecrements: [] });
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent(displayOrderId(later.id));
    expect(rows()[0]).toHaveTextContent(formatMinor(later.totalMinor, 'GHS'));

    await user.type(screen.getByRole('searchbox', { name: 'Search sales' }), displayOrderId(later.id).slice(1).toLowerCase());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Kente cloth');
  });
});
