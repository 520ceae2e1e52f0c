// Sales › Online orders (issue #43 point 3) on the memory backend: an order placed on the store's
// page arrives live (and beeps when the sound is on); Confirm reserves its stock; Mark paid makes
// it exactly one sale and says which; Cancel order needs a reason and then offers the customer's
// WhatsApp message; a cashier is offered only what ORDER_PERMISSIONS lets them do; a refusal of
// the backend and an order the stock can no longer fill are said in words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { displayOrderId, formatMinor, ORDER_ACTION_MESSAGES, REFUSED_PAYMENT_WORDS, SHORTFALL_WORDS } from '@shop/shared/domain';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { MANAGER_PIN_TEXT, NEW_ORDER_SOUND_KEY } from '@shop/shared/ui';
import { PRODUCTS, RICE, sampleOrders, STORE } from '../testing/online-orders';
import { ONLINE_ORDERS_TEXT as T } from './online-orders-words';
import { OnlineOrdersScreen } from './online-orders-screen';

const EFUA = { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const KOJO = { id: 'staff-kojo', name: 'Kojo Asante', role: 'manager', pin: '4826', disabled: false, createdAt: new Date('2026-01-06T09:00:00Z') } as const;

async function shop(options: TestShopOptions = {}, member: { id: string; pin: string } | null = null, playSound = vi.fn()) {
  const fake = testShop({ business: SAMPLE_BUSINESS, products: PRODUCTS, onlineStore: STORE, staff: [EFUA, KOJO], ...options });
  if (member) await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, member.id, member.pin);
  renderWithBackend(<OnlineOrdersScreen playSound={playSound} />, fake.backend);
  return { fake, user: userEvent.setup(), playSound };
}

const orderCard = (id: string) => screen.findByRole('article', { name: `Order ${displayOrderId(id)}` });
const show = async (user: ReturnType<typeof userEvent.setup>, filter: RegExp) => user.click(await screen.findByRole('radio', { name: filter }));

describe('Online orders', () => {
  it('shows an order placed on the page as it arrives, counted in New, and beeps once when the sound is on', async () => {
    localStorage.removeItem(NEW_ORDER_SOUND_KEY);
    const { fake, user, playSound } = await shop();
    expect(await screen.findByRole('heading', { name: 'No new orders' })).toBeInTheDocument();
    const sound = screen.getByRole('switch', { name: T.soundLabel });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(localStorage.getItem(NEW_ORDER_SOUND_KEY)).toBe('on');

    const placed = await fake.backend.placeOnlineOrder(STORE.name, {
      lines: [{ productId: RICE.id, quantity: 2 }],
      checkout: { name: 'Abena Osei', phone: '024 412 9999', method: 'delivery', areaId: 'osu', address: '3 Ring Road', paymentOption: 'mobile-money', note: 'Gate is blue' },
      expectedTotalMinor: 18500,
    });
    if (!placed.placed) throw new Error('The order was refused');
    const card = await orderCard(placed.order.id);
    expect(card).toHaveTextContent('2 × Rice (5kg)₵170.00');
    expect(card).toHaveTextContent('Delivery to 3 Ring Road, Osu · Delivery fee ₵15.00');
    expect(card).toHaveTextContent('Total₵185.00');
    expect(card).toHaveTextContent('Abena Osei, +233244129999');
    expect(card).toHaveTextContent('Customer pays by mobile money');
    expect(card).toHaveTextContent('Gate is blue');
    expect(card).toHaveTextContent(T.notHeld);
    expect(screen.getByRole('radio', { name: 'New (1)' })).toBeChecked();
    expect(await screen.findByText(T.arrived(placed.order.id))).toHaveAttribute('role', 'status');
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('link', { name: /Message customer Abena Osei/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/233244129999'));
    localStorage.removeItem(NEW_ORDER_SOUND_KEY);
  });

  it('stays quiet by default, and does not beep for the orders already there', async () => {
    localStorage.removeItem(NEW_ORDER_SOUND_KEY);
    const orders = sampleOrders(new Date());
    const { fake, playSound } = await shop({ onlineOrders: [orders.fresh] });
    await orderCard(orders.fresh.id);
    await fake.backend.placeOnlineOrder(STORE.name, {
      lines: [{ productId: RICE.id, quantity: 1 }],
      checkout: { name: 'Abena Osei', phone: '024 412 9999', method: 'pickup', paymentOption: 'cash-on-pickup', note: '' },
      expectedTotalMinor: 8500,
    });
    expect(await screen.findByRole('radio', { name: 'New (2)' })).toBeInTheDocument();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('confirms an order: its stock is reserved and it moves to In progress with the hold’s lapse', async () => {
    const orders = sampleOrders(new Date());
    const { fake, user } = await shop({ onlineOrders: [orders.fresh] });
    const card = await orderCard(orders.fresh.id);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(T.done(orders.fresh.id, 'Confirmed', null))).toBeInTheDocument();
    await show(user, /^In progress/);
    const confirmed = await orderCard(orders.fresh.id);
    expect(confirmed).toHaveTextContent('Confirmed');
    expect(confirmed).toHaveTextContent(/Stock reserved until/);
    expect(confirmed).toHaveTextContent(T.confirmed);
    const reserved = await new Promise<ReadonlyMap<string, number>>((resolve) => {
      const stop = fake.backend.subscribeReservedStock(SAMPLE_BUSINESS.ownerUid, (next) => {
        resolve(next);
        queueMicrotask(() => stop());
      }, () => undefined);
    });
    expect(Object.fromEntries(reserved)).toEqual({ 'p-rice': 2, 'p-palm-oil': 1 });
  });

  it('marks an order paid: it becomes exactly one sale, which it names, and cannot be paid again', async () => {
    const orders = sampleOrders(new Date());
    const { fake, user } = await shop({ onlineOrders: [orders.confirmed] });
    await show(user, /^In progress/);
    const card = await orderCard(orders.confirmed.id);
    await user.click(within(card).getByRole('button', { name: 'Mark paid' }));
    const form = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(within(form).getByRole('combobox', { name: T.method })).toHaveValue('Cash');
    expect(within(form).getByRole('textbox', { name: T.amount })).toHaveValue('85.00');
    await user.click(within(form).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark paid' })).not.toBeInTheDocument());
    const paid = await orderCard(orders.confirmed.id);
    expect(paid).toHaveTextContent('Paid ₵85.00 by cash');
    expect(within(paid).getByRole('status')).toHaveTextContent(T.becameSale(orders.confirmed.id));
    expect(screen.getByText(T.done(orders.confirmed.id, 'Confirmed', orders.confirmed.id))).toHaveTextContent(`is paid: recorded as sale ${displayOrderId(orders.confirmed.id)}`);
    expect(within(paid).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(fake.sales()).toHaveLength(1);
    expect(fake.sales()[0]).toMatchObject({ id: orders.confirmed.id, totalMinor: 8500, paymentMethod: 'Cash' });
  });

  it('tells the owner, in words, of a payment through their Paystack account that the order did not take', async () => {
    const orders = sampleOrders(new Date());
    const refused = { reference: 'store-9c1d2e3f', amountMinor: 21000, currency: 'GHS' as const, method: 'Mobile Money' as const, at: new Date(), reason: 'already-paid' };
    const { user } = await shop({ onlineOrders: [{ ...orders.paid, refusedPayments: [refused] }] });
    await show(user, /^In progress/);
    const card = await orderCard(orders.paid.id);
    expect(within(card).getByRole('alert')).toHaveTextContent(REFUSED_PAYMENT_WORDS.owner(formatMinor(21000, 'GHS'), 'already-paid', 'store-9c1d2e3f'));
    expect(within(card).getByRole('alert')).toHaveTextContent('the order was already paid');
  });

  it('says the backend’s refusal in words: less than the total is not paid', async () => {
    const orders = sampleOrders(new Date());
    const { fake, user } = await shop({ onlineOrders: [orders.confirmed] });
    await show(user, /^In progress/);
    await user.click(within(await orderCard(orders.confirmed.id)).getByRole('button', { name: 'Mark paid' }));
    const form = await screen.findByRole('dialog', { name: 'Mark paid' });
    const amount = within(form).getByRole('textbox', { name: T.amount });
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await within(form).findByText(ORDER_ACTION_MESSAGES.amountShort('₵85.00'))).toBeInTheDocument();
    expect(fake.sales()).toHaveLength(0);
  });

  it('cancels an order only with a reason, then offers the customer the message on WhatsApp', async () => {
    const orders = sampleOrders(new Date());
    const { user } = await shop({ onlineOrders: [orders.fresh] });
    await user.click(within(await orderCard(orders.fresh.id)).getByRole('button', { name: 'Cancel order' }));
    const form = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    expect(await within(form).findByText(ORDER_ACTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: T.reason }), 'Palm oil ran out');
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order' })).not.toBeInTheDocument());
    // Said above the list, where New no longer shows it, with the message to send.
    const said = (await screen.findByText(T.done(orders.fresh.id, 'Cancelled', null))).closest('[role="status"]') as HTMLElement;
    expect(within(said).getByRole('link', { name: T.tellCustomer })).toHaveAttribute('href', expect.stringContaining('https://wa.me/233244123456'));
    await show(user, /^Cancelled/);
    const cancelled = await orderCard(orders.fresh.id);
    expect(cancelled).toHaveTextContent(T.cancelledBecause('Palm oil ran out'));
    const link = within(cancelled).getByRole('link', { name: T.tellCustomer });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Reason: Palm oil ran out');
  });

  it('offers a cashier what their role may do, and asks a manager’s PIN before cancelling', async () => {
    const orders = sampleOrders(new Date());
    const { user } = await shop({ onlineOrders: [orders.fresh] }, EFUA);
    const card = await orderCard(orders.fresh.id);
    const actions = within(card).getByRole('group', { name: T.actions(orders.fresh.id) });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm', 'Cancel order']);
    const cancel = within(actions).getByRole('button', { name: 'Cancel order' });
    expect(cancel).toHaveAccessibleDescription(T.needsManagerPin);
    await user.click(cancel);
    const form = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.type(within(form).getByRole('textbox', { name: T.reason }), 'Out of stock');
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title })).toBeInTheDocument();
  });

  it('flags an order the stock can no longer fill, and will not confirm it', async () => {
    const orders = sampleOrders(new Date());
    await shop({ onlineOrders: [orders.short] });
    const card = await orderCard(orders.short.id);
    const flag = within(card).getByRole('alert');
    expect(flag).toHaveTextContent(SHORTFALL_WORDS.flag);
    expect(flag).toHaveTextContent(SHORTFALL_WORDS.line('Palm oil (1L)', 3, 2));
    const confirm = within(card).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(ORDER_ACTION_MESSAGES.short));
  });
});
