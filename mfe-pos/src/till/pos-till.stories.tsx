import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CART_MESSAGES,
  CREDIT_MESSAGES,
  creditLimitOf,
  defaultDueOn,
  formatDayKey,
  localDateKey,
  ERROR_MESSAGES,
  SCREEN_TEXT,
  STAFF_MESSAGES,
  buildSale,
  cartTotals,
  createProductIndex,
  displayOrderId,
  formatMinor,
  newSaleId,
  plainMinor,
  stockAfterSale,
} from '@shop/shared/domain';
import type { CurrencyCode, StaffRole } from '@shop/shared/domain';
import { cartOf, demoShop, onADesktop, onAPhone, ringUp, searchFor, seededShop, storedSales } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';
import { inStockProduct, lowStockProduct, soldOutProduct, startsWith, storedProduct, unlimitedProduct } from '../testing/pos-story-shop';
import { DEVICE_TIME_ZONE, MANAGER_PIN_TEXT } from '@shop/shared/ui';
import { PosTill } from './pos-till';

// The whole New Sale (POS) screen on a seeded shop of the real local adapter, through the same
// session hooks as the app: what a play function rings up is really recorded, and checked there.
/** The discount's field or the customer's search, unfolded first where it is folded away (sale-options.tsx). */
async function unfolded(canvas: ReturnType<typeof within>, option: 'Discount' | 'Customer'): Promise<HTMLElement> {
  const find = () =>
    option === 'Discount' ? canvas.queryByRole('textbox', { name: 'Discount' }) : canvas.queryByRole('searchbox', { name: 'Find a customer by name or phone' });
  if (!find()) await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${option}`) }));
  return find() as HTMLElement;
}

const meta = {
  title: 'POS/Till',
  component: PosTill,
  parameters: { shop: 'busy' },
} satisfies Meta<typeof PosTill>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const quantityOf = (canvasElement: HTMLElement, name: string) => canvasOf(canvasElement).getByRole('textbox', { name: `Quantity of ${name}` });
const saleTotal = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByTestId('sale-total');

/** Narrows the product list to `name` and returns its row (the list is windowed: a row far down is not in the page until searched). */
async function findProductRow(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  await searchProducts(canvasElement, name);
  return canvasOf(canvasElement).findByRole('button', { name: startsWith(name) });
}

const searchProducts = (canvasElement: HTMLElement, query: string) => searchFor(canvasElement, 'Search products', query);

async function tapProduct(canvasElement: HTMLElement, name: string, times = 1) {
  const row = await findProductRow(canvasElement, name);
  for (let n = 0; n < times; n += 1) await userEvent.click(row);
}

const money = (minor: number, currency: CurrencyCode = 'GHS') => formatMinor(minor, currency);

// ------------------------------------------------------------------ the shop's till

/** Akosua's Provisions in Accra: 26 products in cedis, a few low or sold out, airtime, data and tickets. */
export const BusyShop: Story = {
  globals: onADesktop,
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const products = demoShop(loaded).products;
    await expect(await canvas.findByText(`${products.length} products`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: SCREEN_TEXT.posProductsPanel })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: SCREEN_TEXT.posCurrentSalePanel })).toBeInTheDocument();
    await expect(canvas.getByText('No items yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
    const sold = soldOutProduct(loaded);
    const row = await findProductRow(canvasElement, sold.name);
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).toHaveTextContent('Out of stock');
    await expect(row).toHaveTextContent(money(sold.priceMinor));
  },
};

/** Mama Chi Stores in Lagos: the same till in naira. */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const products = demoShop(loaded).products;
    await expect(await canvas.findByText(`${products.length} products`)).toBeInTheDocument();
    const product = inStockProduct(loaded, 3);
    await tapProduct(canvasElement, product.name, 3);
    const { totalMinor } = cartTotals({ lines: cartOf([{ product, quantity: 3 }]).lines, discountType: 'fixed' });
    await expect(saleTotal(canvasElement)).toHaveTextContent(money(totalMinor, 'NGN'));
    await expect(canvas.getByRole('button', { name: `Complete sale · ${money(totalMinor, 'NGN')}` })).toBeEnabled();
  },
};

/** Ten thousand products: the list stays windowed and the search answers at once. */
export const TenThousandProducts: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText('10,000 products')).toBeInTheDocument();
    const list = canvas.getByRole('region', { name: 'Products to add' });
    await expect(within(list).getAllByRole('button').length).toBeLessThan(100);
    const query = 'Golden Tree carton';
    await searchProducts(canvasElement, query);
    const found = createProductIndex(demoShop(loaded).products).search(query);
    await expect(await canvas.findByText(`${found.length.toLocaleString('en-US')} products found`)).toBeInTheDocument();
    // The first match goes into the sale.
    const first = found[0];
    if (!first) throw new Error('Nothing in the huge shop matches the search.');
    await userEvent.click(within(list).getAllByRole('button', { name: startsWith(first.name) })[0] as HTMLElement);
    await expect(quantityOf(canvasElement, first.name)).toHaveValue('1');
  },
};

/** A 390-px phone: the panels stack, and once something is in the sale a bar at the bottom leads to it. */
export const OnAPhone: Story = {
  globals: onAPhone,
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = inStockProduct(loaded);
    await tapProduct(canvasElement, product.name, 2);
    await expect(quantityOf(canvasElement, product.name)).toHaveValue('2');
    // The sale panel is below the list, off screen: the bar shows the sale's size and total, and leads to it.
    const { totalMinor } = cartTotals({ lines: cartOf([{ product, quantity: 2 }]).lines, discountType: 'fixed' });
    const bar = await canvas.findByRole('button', { name: /^View sale \(2 items\)/ });
    await expect(bar).toHaveTextContent(money(totalMinor));
    await userEvent.click(bar);
    await waitFor(() => expect(canvas.getByRole('heading', { name: SCREEN_TEXT.posCurrentSalePanel })).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Loading products…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  },
};

/** Products cannot be loaded: the catalogue's message, and the customers' one in the picker. */
export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
    // The customers' failure shows where they are chosen, once the customer is unfolded.
    await unfolded(canvas, 'Customer');
    await expect(await canvas.findByText(ERROR_MESSAGES.customersLoadFailed)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ the designers' flows

/** A product low on stock added tap by tap: the tap past the stock is refused with the reason, the quantity stays at the stock. */
export const AddUpToTheStockLimit: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = lowStockProduct(loaded);
    const row = await findProductRow(canvasElement, product.name);
    await expect(row).toHaveTextContent(`${product.quantity} in stock`);
    for (let n = 0; n < product.quantity; n += 1) await userEvent.click(row);
    await expect(quantityOf(canvasElement, product.name)).toHaveValue(String(product.quantity));
    await expect(canvas.queryByText(CART_MESSAGES['stock-limit'])).not.toBeInTheDocument();

    await userEvent.click(row);
    await expect(await canvas.findByText(CART_MESSAGES['stock-limit'])).toBeInTheDocument();
    await expect(quantityOf(canvasElement, product.name)).toHaveValue(String(product.quantity));

    // The + beside the line stops there too, and a typed quantity above the stock is capped.
    await userEvent.click(canvas.getByRole('button', { name: `Add one more ${product.name}` }));
    await expect(quantityOf(canvasElement, product.name)).toHaveValue(String(product.quantity));
    const quantity = quantityOf(canvasElement, product.name);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, `${product.quantity + 10}{Enter}`);
    await expect(quantityOf(canvasElement, product.name)).toHaveValue(String(product.quantity));
    const { totalMinor } = cartTotals({ lines: cartOf([{ product, quantity: product.quantity }]).lines, discountType: 'fixed' });
    await expect(saleTotal(canvasElement)).toHaveTextContent(money(totalMinor));
  },
};

/** A sold-out product is refused at once, with the reason, and nothing is added. */
export const SoldOutRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = soldOutProduct(loaded);
    await tapProduct(canvasElement, product.name);
    await expect(await canvas.findByText(CART_MESSAGES['out-of-stock'])).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Items in this sale' })).not.toBeInTheDocument();
  },
};

/** A fixed discount larger than the subtotal is capped at the subtotal: nothing is left to pay. */
export const CappedDiscount: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = inStockProduct(loaded);
    await tapProduct(canvasElement, product.name, 2);
    const lines = cartOf([{ product, quantity: 2 }]).lines;
    const { subtotalMinor } = cartTotals({ lines, discountType: 'fixed' });
    // Twice the subtotal, typed as the owner would (12.50).
    const discountHundredths = subtotalMinor * 2;
    const capped = cartTotals({ lines, discountType: 'fixed', discountHundredths });
    await expect(capped.discountMinor).toBe(subtotalMinor);

    await userEvent.type(await unfolded(canvas, 'Discount'), plainMinor(discountHundredths));
    await expect(await canvas.findByText(`Capped at the subtotal: ${money(capped.discountMinor)} taken off.`)).toBeInTheDocument();
    await expect(saleTotal(canvasElement)).toHaveTextContent(money(capped.totalMinor));
    await expect(saleTotal(canvasElement)).toHaveTextContent(money(0));
    await expect(canvas.getByRole('button', { name: `Complete sale · ${money(0)}` })).toBeEnabled();
  },
};

/**
 * Items added (a product with stock and an airtime voucher), a regular found by name, paid by
 * Mobile Money: the receipt modal, the sale stored and the stock lowered, then New Sale.
 */
export const CompleteSaleToReceipt: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const { profile } = seededShop(loaded);
    const stocked = inStockProduct(loaded);
    const voucher = unlimitedProduct(loaded);
    const regular = demoShop(loaded).customers[0];
    if (!regular) throw new Error('The seeded shop has no customers.');

    await tapProduct(canvasElement, stocked.name, 2);
    await tapProduct(canvasElement, voucher.name);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile Money' }));
    await userEvent.type(await unfolded(canvas, 'Customer'), regular.name);
    await userEvent.click(await canvas.findByRole('button', { name: startsWith(regular.name) }));
    await expect(canvas.getByRole('button', { name: `Change customer (${regular.name})` })).toBeInTheDocument();

    // What the domain makes of this cart.
    const cart = cartOf([
      { product: stocked, quantity: 2 },
      { product: voucher, quantity: 1 },
    ]);
    const expected = buildSale({ id: newSaleId(), cart, discountType: 'fixed', paymentMethod: 'Mobile Money', customer: regular, now: new Date() }).sale;
    await userEvent.click(canvas.getByRole('button', { name: `Complete sale · ${money(expected.totalMinor)}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    for (const label of [SCREEN_TEXT.copyReceipt, SCREEN_TEXT.printReceipt, SCREEN_TEXT.newSale]) {
      await expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
    const receipt = within(dialog).getByLabelText('Receipt');
    await expect(receipt).toHaveTextContent(profile.businessName);
    await expect(receipt).toHaveTextContent(stocked.name);
    await expect(receipt).toHaveTextContent(regular.name);

    // Stored: one more sale, this one, and the stock lowered by what was sold.
    const sales = await storedSales(loaded);
    await expect(sales).toHaveLength(demoShop(loaded).sales.length + 1);
    const recorded = sales[0];
    if (!recorded) throw new Error('No sale was stored.');
    await expect(dialog).toHaveAccessibleDescription(new RegExp(displayOrderId(recorded.id)));
    await expect(recorded).toMatchObject({
      totalMinor: expected.totalMinor,
      subtotalMinor: expected.subtotalMinor,
      paymentMethod: 'Mobile Money',
      currency: 'GHS',
      customer: { id: regular.id, name: regular.name },
    });
    await expect(recorded.items.map((item) => [item.name, item.quantity])).toEqual([
      [stocked.name, 2],
      [voucher.name, 1],
    ]);
    await expect((await storedProduct(loaded, stocked.id)).quantity).toBe(stockAfterSale(stocked.quantity, 2));

    // New Sale closes the receipt on an empty cart; the list shows the lowered stock.
    await userEvent.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.newSale }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('No items yet')).toBeInTheDocument();
    await expect(await findProductRow(canvasElement, stocked.name)).toHaveTextContent(
      `${stockAfterSale(stocked.quantity, 2)} in stock`,
    );
  },
};

/**
 * Pay later on the seeded shop: a regular with no credit limit pays part of an airtime voucher by
 * Mobile Money now, the rest goes on their account, due in 30 days; the receipt says so and the
 * stored sale carries it.
 */
export const PayLaterPartPaid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const voucher = unlimitedProduct(loaded);
    const regular = demoShop(loaded).customers.find((customer) => creditLimitOf(customer) === null);
    if (!regular) throw new Error('The seeded shop has no customer without a credit limit.');
    await tapProduct(canvasElement, voucher.name, 2);
    await userEvent.type(await unfolded(canvas, 'Customer'), regular.name);
    await userEvent.click(await canvas.findByRole('button', { name: startsWith(regular.name) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile Money' }));
    const totalMinor = voucher.priceMinor * 2;
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${CREDIT_MESSAGES.paidNowLabel}`) }), plainMinor(voucher.priceMinor));
    const due = defaultDueOn(localDateKey(new Date(), DEVICE_TIME_ZONE));
    await expect(await canvas.findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater(money(totalMinor - voucher.priceMinor), formatDayKey(due)));
    await userEvent.click(canvas.getByRole('button', { name: `Complete sale · ${money(totalMinor)}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    await expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent(`${CREDIT_MESSAGES.receiptOwed}: ${money(totalMinor - voucher.priceMinor)}`);
    const [recorded] = await storedSales(loaded);
    await expect(recorded).toMatchObject({
      totalMinor,
      tenderedMinor: voucher.priceMinor,
      changeMinor: 0,
      customer: { id: regular.id, name: regular.name },
      credit: { owedMinor: totalMinor - voucher.priceMinor, dueOn: due },
    });
  },
};

/**
 * The shop gives its customers 14 days to pay (set on "Owed to you"): Pay later's due date is 14
 * days after today, said in the line of what goes on the account; the cashier may pick another.
 */
export const PayLaterShopDaysToPay: Story = {
  parameters: { shop: { seed: 'busy', creditDays: 14 } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const voucher = unlimitedProduct(loaded);
    const regular = demoShop(loaded).customers.find((customer) => creditLimitOf(customer) === null);
    if (!regular) throw new Error('The seeded shop has no customer without a credit limit.');
    await tapProduct(canvasElement, voucher.name);
    await userEvent.type(await unfolded(canvas, 'Customer'), regular.name);
    await userEvent.click(await canvas.findByRole('button', { name: startsWith(regular.name) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater }));
    const due = defaultDueOn(localDateKey(new Date(), DEVICE_TIME_ZONE), 14);
    const dueField = await canvas.findByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`));
    await waitFor(() => expect(dueField).toHaveValue(due));
    await expect(await canvas.findByTestId('credit-owed')).toHaveTextContent(CREDIT_MESSAGES.toPayLater(money(voucher.priceMinor), formatDayKey(due)));
  },
};

/** The sale cannot be recorded (writes fail): the error with "Try again", and the cart, discount and payment kept. */
export const FailedSaleKeepsTheCart: Story = {
  parameters: {
    shop: { seed: 'busy', fail: 'writes' },
    // A failed sale is only logged (docs/product-rules.md).
    expectedConsoleErrors: ['Recording the sale failed'],
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = inStockProduct(loaded);
    await tapProduct(canvasElement, product.name, 2);
    await userEvent.type(await unfolded(canvas, 'Discount'), '5');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile Money' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Complete sale/ }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The sale was not recorded.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(quantityOf(canvasElement, product.name)).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Discount' })).toHaveValue('5');
    await expect(canvas.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();

    // Trying again while the connection is still down keeps everything as it was.
    await userEvent.click(retry);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The sale was not recorded.');
    await expect(quantityOf(canvasElement, product.name)).toHaveValue('2');

    // Nothing was stored, and the stock is untouched.
    await expect(await storedSales(loaded)).toHaveLength(demoShop(loaded).sales.length);
    await expect((await storedProduct(loaded, product.id)).quantity).toBe(product.quantity);
  },
};

/** Typing a product's full name and pressing Enter adds it, as a scanner that types names does. */
export const ScanByName: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = inStockProduct(loaded);
    const search = await canvas.findByRole('searchbox', { name: 'Search products' });
    await canvas.findByText(`${demoShop(loaded).products.length} products`);
    await userEvent.type(search, `${product.name.toUpperCase()}{Enter}`);
    await expect(quantityOf(canvasElement, product.name)).toHaveValue('1');
    await expect(search).toHaveValue('');
  },
};

/** Another till sells the last units of a product in this sale: the line follows the live stock. */
export const StockSoldElsewhere: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const product = lowStockProduct(loaded);
    await tapProduct(canvasElement, product.name, product.quantity);
    await expect(quantityOf(canvasElement, product.name)).toHaveValue(String(product.quantity));

    // The other till sells all but one.
    await ringUp(loaded, { lines: [{ product, quantity: product.quantity - 1 }], paymentMethod: 'Cash', discountHundredths: null });
    await waitFor(() => expect(quantityOf(canvasElement, product.name)).toHaveValue('1'));
    await expect(canvas.getByText('The sale was updated to match the current stock and prices.')).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ staff at the till (issue #35)

// The shop's staff, added by the owner's account before the story renders; a cashier then unlocks the till.
const STORY_STAFF: readonly { id: string; name: string; role: StaffRole; pin: string }[] = [
  { id: 'staff-kofi', name: 'Kofi Boateng', role: 'manager', pin: '3690' },
  { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580' },
];
const MANAGER = STORY_STAFF[0] as (typeof STORY_STAFF)[number];
const CASHIER = STORY_STAFF[1] as (typeof STORY_STAFF)[number];

/** A `beforeEach` that gives the story's shop its staff and puts the cashier at the till. */
async function cashierAtTill({ loaded }: { loaded: Loaded }) {
  const { backend, uid } = seededShop(loaded);
  for (const member of STORY_STAFF) await backend.saveStaffMember(uid, member.id, { name: member.name, role: member.role, pin: member.pin });
  backend.lockTill();
  await backend.unlockTill(uid, CASHIER.id, CASHIER.pin);
}

/** Two of a product in the sale with 20 % off (the shop's cashier limit is 10 %), then Complete. */
async function discountAboveTheLimit(canvasElement: HTMLElement, loaded: Loaded) {
  const canvas = canvasOf(canvasElement);
  const product = inStockProduct(loaded);
  await tapProduct(canvasElement, product.name, 2);
  await unfolded(canvas, 'Discount');
  await userEvent.click(canvas.getByRole('radio', { name: 'Percent' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Discount/ }), '20');
  await userEvent.click(canvas.getByRole('button', { name: /^Complete sale/ }));
  return product;
}

/** A cashier's discount above the limit asks for a manager's PIN; Kofi's lets the sale through, stamped with both names. */
export const ManagerApprovesDiscount: Story = {
  globals: onADesktop,
  beforeEach: cashierAtTill,
  play: async ({ canvasElement, loaded }) => {
    const before = (await storedSales(loaded)).length;
    await discountAboveTheLimit(canvasElement, loaded);
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    await expect(dialog).toHaveTextContent(STAFF_MESSAGES.needsManagerPin);
    await expect(dialog).toHaveTextContent('(20% of the subtotal; the limit is 10%)');
    // Kofi is the only manager: the pad starts on him.
    await userEvent.type(await within(dialog).findByLabelText('PIN'), MANAGER.pin);
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
    await expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
    const sales = await storedSales(loaded);
    await expect(sales).toHaveLength(before + 1);
    await expect(sales[0]).toMatchObject({ madeBy: { id: CASHIER.id, name: CASHIER.name }, approvedBy: { id: MANAGER.id, name: MANAGER.name } });
  },
};

/** The same on a phone: the dialog fits, its number pad in reach. */
export const ManagerApprovesDiscountOnAPhone: Story = { ...ManagerApprovesDiscount, globals: onAPhone };

/** Cancel in the Manager's PIN dialog: nothing recorded, the sale exactly as it was, and why it waits. */
export const ManagerPinCancelled: Story = {
  globals: onADesktop,
  beforeEach: cashierAtTill,
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    const before = (await storedSales(loaded)).length;
    const product = await discountAboveTheLimit(canvasElement, loaded);
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument());
    await expect(canvas.getByText(STAFF_MESSAGES.needsManagerPin)).toBeInTheDocument();
    await expect(quantityOf(canvasElement, product.name)).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: /^Discount/ })).toHaveValue('20');
    await expect(await storedSales(loaded)).toHaveLength(before);
  },
};

// ------------------------------------------------------------------ the shop's plan (issue #44)

/** Past the trial and its grace the shop is view-only: the till sells nothing and says why, with the way to upgrade. */
export const ViewOnly: Story = {
  globals: onAPhone,
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 35 } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const note = await canvas.findByRole('status', { name: 'View-only' });
    await expect(note).toHaveTextContent(/nothing new can be recorded\. Upgrade in Settings › Plan to sell again\./);
    await expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Complete sale' })).not.toBeInTheDocument();
  },
};

/** On Basic the till shows the 10 products sellable on Basic (until the owner chooses, the 10 oldest); the rest are kept, hidden here. */
export const OnBasic: Story = {
  globals: onADesktop,
  parameters: { shop: { seed: 'busy', paidPlan: { plan: 'basic', daysLeft: 20 } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('10 products')).toBeInTheDocument();
  },
};
