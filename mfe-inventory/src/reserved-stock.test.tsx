import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldOrder, listItemShowing, renderOnMemoryBackend, renderWithBackend, sampleProduct, sampleStore, testShop } from '@shop/shared/testing';
import type { Backend } from '@shop/shared/session';
import { Inventory } from './inventory-screen';

const MILO = sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 4550, quantity: 24 });
const GARI = sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 3 });
const STORE = sampleStore('ama-provisions');
const HELD = { products: [MILO, GARI], onlineStore: STORE, onlineOrders: [heldOrder('o-1', STORE.name, MILO, 4), heldOrder('o-2', STORE.name, GARI, 5)] };

describe('Inventory: stock reserved for confirmed online orders', () => {
  it('shows beside the stock what the orders reserve and what is available (in stock − reserved)', async () => {
    renderOnMemoryBackend(<Inventory />, HELD);
    await screen.findByText('Milo 400g tin');
    const milo = within(listItemShowing('Milo 400g tin'));
    await waitFor(() => expect(milo.getByText('4 reserved')).toBeInTheDocument());
    expect(milo.getByText('24 in stock')).toBeInTheDocument();
    expect(milo.getByText('20 available')).toBeInTheDocument();
  });

  it('never shows less than nothing available when the orders hold more than is in stock', async () => {
    renderOnMemoryBackend(<Inventory />, HELD);
    await screen.findByText('Gari (1 olonka)');
    const gari = within(listItemShowing('Gari (1 olonka)'));
    await waitFor(() => expect(gari.getByText('5 reserved')).toBeInTheDocument());
    expect(gari.getByText('3 in stock')).toBeInTheDocument();
    expect(gari.getByText('0 available')).toBeInTheDocument();
  });

  it('shows the stock alone, with no error, when the backend cannot tell what is reserved', async () => {
    const fake = testShop(HELD);
    let refused = 0;
    const backend: Backend = {
      ...fake.backend,
      subscribeReservedStock: (_uid, _onNext, onError) => {
        queueMicrotask(() => {
          refused += 1;
          onError(new Error('server functions are not built yet'));
        });
        return () => {};
      },
    };
    renderWithBackend(<Inventory />, backend);
    await screen.findByText('Milo 400g tin');
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    const milo = within(listItemShowing('Milo 400g tin'));
    expect(milo.getByText('24 in stock')).toBeInTheDocument();
    expect(milo.queryByText(/reserved|available/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
