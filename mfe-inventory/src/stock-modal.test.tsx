import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRefund, COST_MESSAGES, FIELD_MESSAGES, GONE_MESSAGES } from '@shop/shared/domain';
import type { Product, StockMovement } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { renderOnMemoryBackend, SAMPLE_OWNER, saleOf, sampleProduct } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { StockModal } from './stock-modal';
import { STOCK_MESSAGES } from './stock-words';

const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 10 });

function setup(options: MemoryBackendOptions = {}, product: Product = milo) {
  const onClose = vi.fn();
  const rendered = renderOnMemoryBackend(<StockModal product={product} onClose={onClose} />, { products: [product], ...options });
  const form = within(screen.getByRole('dialog', { name: `Stock of ${product.name}` }));
  return { ...rendered, onClose, form };
}

afterEach(() => vi.restoreAllMocks());

describe('StockModal', () => {
  it('adds a delivery: the stock rises, the movement is listed, the field empties for the next one', async () => {
    const { fake, user, form } = setup();
    expect(await form.findByText('No stock changes yet.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Units received/), '24');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products()[0]?.quantity).toBe(34));
    expect(await form.findByText('Delivery')).toBeInTheDocument();
    expect(form.getByText('+24')).toBeInTheDocument();
    expect(form.getByText('34')).toBeInTheDocument();
    expect(form.getByLabelText(/^Units received/)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Added 24 to Milo 400g.');
  });

  it('sets a count: the stock becomes what was counted and the history keeps the difference', async () => {
    const { fake, user, form } = setup();
    await user.click(form.getByRole('radio', { name: 'Set count' }));
    await user.type(form.getByLabelText(/^Units counted/), '7');
    await user.click(form.getByRole('button', { name: 'Set count' }));
    await waitFor(() => expect(fake.products()[0]?.quantity).toBe(7));
    expect(await form.findByText('Stock count: 7 on the shelf')).toBeInTheDocument();
    expect(form.getByText('\u22123')).toBeInTheDocument();
  });

  it('lists sales with their order number, newest first, following other tills live', async () => {
    const { fake, form } = setup();
    await fake.backend.recordSale(SAMPLE_OWNER.uid, {
      sale: saleOf({ id: 'abcd1234-other-till', at: new Date('2026-11-24T10:00:00Z'), lines: [{ id: 'milo', priceMinor: 4500, quantity: 2, type: 'Physical' }] }),
      stockDecrements: [{ productId: 'milo', quantitySold: 2 }],
    });
    expect(await form.findByText('Sale #ABCD1234')).toBeInTheDocument();
    expect(form.getByText('8')).toBeInTheDocument();
  });

  it('lists a refund\'s units coming back, with the order they were sold on', async () => {
    const { fake, form } = setup();
    const sale = saleOf({ id: 'abcd1234-refunded', at: new Date('2026-11-24T10:00:00Z'), lines: [{ id: 'milo', priceMinor: 4500, quantity: 2, type: 'Physical' }] });
    await fake.backend.recordSale(SAMPLE_OWNER.uid, { sale, stockDecrements: [{ productId: 'milo', quantitySold: 2 }] });
    const built = buildRefund({ id: 'refund-1', sale, earlier: [], returning: [{ productId: 'milo', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date('2026-11-24T11:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    await fake.backend.recordRefund(SAMPLE_OWNER.uid, { refund: built.refund });
    expect(await form.findByText('Refund of #ABCD1234')).toBeInTheDocument();
    expect(form.getByText('+1')).toBeInTheDocument();
    expect(form.getByText('9')).toBeInTheDocument();
  });

  it('refuses a figure that is not a whole number of units, writing nothing', async () => {
    const { fake, user, form } = setup();
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText(FIELD_MESSAGES.receivedRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Units received/), '2.5');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText(FIELD_MESSAGES.receivedInvalid)).toBeInTheDocument();
    expect(form.getByLabelText(/^Units received/)).toHaveFocus();
    expect(fake.calls.adjustStock).toEqual([]);
  });

  it('says the product was deleted, keeping the figure, when another device deleted it first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, form } = setup({ products: [] });
    await user.type(form.getByLabelText(/^Units received/), '6');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText(GONE_MESSAGES.product)).toBeInTheDocument();
    expect(form.getByLabelText(/^Units received/)).toHaveValue('6');
  });

  it('keeps the figure after a failed save, and a retry sends the same movement id, recorded once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, user, form } = setup();
    // The backend commits the first attempt, and its answer is lost on the way back.
    const realAdjust = fake.backend.adjustStock.bind(fake.backend);
    let calls = 0;
    fake.backend.adjustStock = async (uid, input) => {
      const result = await realAdjust(uid, input);
      calls += 1;
      if (calls === 1) throw new BackendError('unavailable');
      return result;
    };
    await user.type(form.getByLabelText(/^Units received/), '6');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText(STOCK_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(form.getByLabelText(/^Units received/)).toHaveValue('6');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(form.getByLabelText(/^Units received/)).toHaveValue(''));
    const ids = fake.calls.adjustStock.map((input) => input.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(fake.products()[0]?.quantity).toBe(16);
    expect(fake.stockMovements().filter((m: StockMovement) => m.reason === 'delivery')).toHaveLength(1);
  });

  it('names who made a delivery or count, and whose manager\'s PIN let it through; nothing on the owner\'s own', async () => {
    const EFUA = { id: 'staff-efua', name: 'Efua Owusu' };
    const KOFI = { id: 'staff-kofi', name: 'Kofi Boateng' };
    const moved = (id: string, at: string, rest: Partial<StockMovement>): StockMovement => ({ id, productId: 'milo', change: 5, reason: 'delivery', counted: null, saleId: null, createdAt: new Date(at), ...rest });
    const stockMovements = [
      moved('m-count', '2026-11-24T12:00:00Z', { reason: 'count', change: -2, counted: 8, madeBy: KOFI }),
      moved('m-cashier', '2026-11-24T11:00:00Z', { madeBy: EFUA, approvedBy: KOFI }),
      moved('m-owner', '2026-11-24T10:00:00Z', { change: 7 }),
    ];
    const { form } = setup({ stockMovements });
    const items = await form.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Stock count: 8 on the shelfBy Kofi Boateng.*\u22122$/),
      expect.stringMatching(/^DeliveryBy Efua Owusu · Approved by Kofi Boateng.*\+5$/),
      expect.not.stringContaining('By '),
    ]);
  });

  it('says so when the history cannot be loaded', async () => {
    const { form } = setup({ fail: { subscribeStockMovements: new Error('offline') } });
    expect(await form.findByText(STOCK_MESSAGES.historyLoadFailed)).toBeInTheDocument();
  });
});

describe('StockModal: a delivery at a unit cost', () => {
  // 10 on hand at ₵38.00 a unit.
  const costed = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, costMinor: 3800, quantity: 10 });

  it('prefills Unit cost with the product\'s cost; optional, in its currency, for deliveries only', async () => {
    const { user, form } = setup({}, costed);
    const unitCost = form.getByLabelText(/^Unit cost/);
    expect(unitCost).toHaveValue('38.00');
    expect(unitCost).not.toBeRequired();
    expect(form.getByText('₵')).toBeInTheDocument();
    expect(form.getByText(COST_MESSAGES.unitCostHint)).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Set count' }));
    expect(form.queryByLabelText(/^Unit cost/)).not.toBeInTheDocument();
  });

  it('is empty when the cost is unknown', () => {
    const { form } = setup();
    expect(form.getByLabelText(/^Unit cost/)).toHaveValue('');
  });

  it('says the new average cost before saving, live and tied to the fields, then records it', async () => {
    const { fake, user, form } = setup({}, costed);
    const units = form.getByLabelText(/^Units received/);
    const unitCost = form.getByLabelText(/^Unit cost/);
    // Nothing typed yet: the cost stays as it is.
    expect(form.getByText('Cost stays ₵38.00 a unit.')).toBeInTheDocument();
    await user.type(units, '30');
    await user.clear(unitCost);
    await user.type(unitCost, '40');
    // (10 × 38.00 + 30 × 40.00) ÷ 40 = 39.50
    const result = form.getByText('Cost becomes ₵39.50 a unit.');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(units.getAttribute('aria-describedby')?.split(' ')).toContain(result.id);
    expect(unitCost.getAttribute('aria-describedby')?.split(' ')).toContain(result.id);

    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products()[0]).toMatchObject({ quantity: 40, costMinor: 3950 }));
    expect(fake.calls.adjustStock[0]?.adjustment).toEqual({ reason: 'delivery', received: 30, unitCostMinor: 4000 });
    // The history lists the delivery's unit cost and the cost after it.
    expect(await form.findByText('Delivery at ₵40.00 a unit')).toBeInTheDocument();
    expect(form.getByText('Cost after: ₵39.50 a unit')).toBeInTheDocument();
    // The next delivery starts from the cost this one made.
    expect(unitCost).toHaveValue('39.50');
    expect(units).toHaveValue('');
  });

  it('a delivery with Unit cost left empty keeps the cost, and its history line says no cost', async () => {
    const { fake, user, form } = setup({}, costed);
    await user.clear(form.getByLabelText(/^Unit cost/));
    await user.type(form.getByLabelText(/^Units received/), '5');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products()[0]).toMatchObject({ quantity: 15, costMinor: 3800 }));
    expect(fake.calls.adjustStock[0]?.adjustment).toEqual({ reason: 'delivery', received: 5 });
    expect(await form.findByText('Delivery')).toBeInTheDocument();
    expect(form.queryByText(/^Cost after/)).not.toBeInTheDocument();
  });

  it('with the cost unknown, the unit cost becomes the cost', async () => {
    const { fake, user, form } = setup();
    expect(form.queryByText(/^Cost (stays|becomes)/)).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/^Unit cost/), '36.40');
    expect(form.getByText('Cost becomes ₵36.40 a unit.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Units received/), '12');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(fake.products()[0]).toMatchObject({ quantity: 22, costMinor: 3640 }));
  });

  it('refuses a unit cost that is not an amount, on that field, writing nothing', async () => {
    const { fake, user, form } = setup({}, costed);
    const unitCost = form.getByLabelText(/^Unit cost/);
    await user.type(form.getByLabelText(/^Units received/), '6');
    await user.clear(unitCost);
    await user.type(unitCost, '-2');
    expect(form.queryByText(/^Cost becomes/)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText(FIELD_MESSAGES.costInvalid)).toBeInTheDocument();
    expect(unitCost).toHaveAttribute('aria-invalid', 'true');
    expect(unitCost).toHaveFocus();
    expect(form.getByLabelText(/^Units received/)).not.toHaveAttribute('aria-invalid');
    expect(fake.calls.adjustStock).toEqual([]);
  });

  it('a count never changes the cost', async () => {
    const { fake, user, form } = setup({}, costed);
    await user.click(form.getByRole('radio', { name: 'Set count' }));
    expect(form.queryByText(/^Cost (stays|becomes)/)).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/^Units counted/), '4');
    await user.click(form.getByRole('button', { name: 'Set count' }));
    await waitFor(() => expect(fake.products()[0]).toMatchObject({ quantity: 4, costMinor: 3800 }));
  });
});
