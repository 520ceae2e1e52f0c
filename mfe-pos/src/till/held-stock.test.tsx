import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@shop/shared/session';
import { renderTill, SAMPLE_PRODUCTS } from '../testing/render-till';
import { heldOrder as heldOrderIn, sampleStore } from '@shop/shared/testing';
import type { Product } from '@shop/shared/domain';

const RICE = SAMPLE_PRODUCTS.find((product) => product.id === 'rice')!;
const MILO = SAMPLE_PRODUCTS.find((product) => product.id === 'milo')!;
const HELD_STORE = sampleStore('ama-provisions');
const heldOrder = (id: string, product: Product, quantity: number) => heldOrderIn(id, HELD_STORE.name, product, quantity);
const saleLines = () => screen.queryByRole('list', { name: 'Items in this sale' });

describe('Stock held for online orders at the till', () => {
  it('shows what is available after the units a confirmed order holds, and how many are held', async () => {
    renderTill({ onlineStore: HELD_STORE, onlineOrders: [heldOrder('o-1', RICE, 2)] });
    const rice = await screen.findByRole('button', { name: /^Rice \(5kg\)/ });
    await waitFor(() => expect(rice).toHaveTextContent('10 available'));
    expect(rice).toHaveTextContent('2 held for online orders');
    expect(rice).not.toHaveTextContent('in stock');
    // A product nothing holds reads as before.
    expect(screen.getByRole('button', { name: /^Milo 400g/ })).toHaveTextContent('2 in stock');
  });

  it('refuses a product whose stock is all held, saying it is held for online orders', async () => {
    const { user } = renderTill({ onlineStore: HELD_STORE, onlineOrders: [heldOrder('o-1', MILO, 2)] });
    const milo = await screen.findByRole('button', { name: /^Milo 400g/ });
    await waitFor(() => expect(milo).toHaveTextContent('0 available'));
    expect(milo).toHaveAttribute('aria-disabled', 'true');
    await user.click(milo);
    expect(await screen.findByText('None of this product is available: 2 are held for online orders.')).toBeInTheDocument();
    expect(saleLines()).not.toBeInTheDocument();
  });

  it('sells up to what is available and no more, saying why', async () => {
    const { user } = renderTill({ onlineStore: HELD_STORE, onlineOrders: [heldOrder('o-1', MILO, 1)] });
    const milo = await screen.findByRole('button', { name: /^Milo 400g/ });
    await waitFor(() => expect(milo).toHaveTextContent('1 available'));
    await user.click(milo);
    await user.click(milo);
    expect(await screen.findByText('You have added all that is available of this product: 1 is held for online orders.')).toBeInTheDocument();
    expect(within(saleLines()!).getByRole('textbox', { name: 'Quantity of Milo 400g' })).toHaveValue('1');
    // The line says what the till may sell of it, not the shelf's count.
    expect(within(saleLines()!).getByText(/Milo 400g/).closest('li')).toHaveTextContent('1 available');
    expect(within(saleLines()!).getByText(/Milo 400g/).closest('li')).not.toHaveTextContent('in stock');
  });

  it('sells the stock as before when the backend cannot tell what is held (it answers with an error)', async () => {
    const refusing = (backend: Backend): Backend => ({
      ...backend,
      subscribeReservedStock: (_uid, _onNext, onError) => {
        queueMicrotask(() => onError(new Error('server functions are not built yet')));
        return () => {};
      },
    });
    const { user } = renderTill({ onlineStore: HELD_STORE, onlineOrders: [heldOrder('o-1', MILO, 2)] }, refusing);
    const milo = await screen.findByRole('button', { name: /^Milo 400g/ });
    expect(milo).toHaveTextContent('2 in stock');
    expect(milo).not.toHaveAttribute('aria-disabled');
    await user.click(milo);
    expect(within(saleLines()!).getByRole('textbox', { name: 'Quantity of Milo 400g' })).toHaveValue('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
