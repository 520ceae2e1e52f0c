import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  COST_MESSAGES,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  SCREEN_TEXT,
  VALIDATION_MESSAGES,
  createProductIndex,
  formatMinor,
  stockLevel,
  stockSummary,
  stockSummaryText,
} from '@shop/shared/domain';
import {
  answerSure,
  askToDelete,
  demoProduct,
  demoShop,
  dialog,
  inContainer,
  listItemShowing,
  onADesktop,
  onAPhone,
  openDialog,
  productDraft,
  pressSave,
  saveAndClose,
  searchFor,
  seededShop,
  storedProducts,
} from '@shop/shared/testing';
import { productMargin, stockValues } from './cost';
import { Inventory } from './inventory-screen';

// The screen as the remote mounts it (measured by its own width), on a seeded shop of the real
// local adapter, through the same session hooks as the app.

const meta = {
  title: 'Inventory/All Products',
  component: Inventory,
  decorators: [inContainer],
  parameters: { shop: 'busy' },
} satisfies Meta<typeof Inventory>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (canvasElement: HTMLElement, query: string) => searchFor(canvasElement, 'Search products', query);

const needsRestocking = (products: Parameters<typeof stockSummary>[0]) =>
  products.filter((product) => stockLevel(product) === 'low' || stockLevel(product) === 'out').length;

// ------------------------------------------------------------------ the shop's list

/** Akosua's Provisions in Accra: 26 products in cedis, a few low or sold out, digital items and tickets. */
export const BusyShop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const products = demoShop(loaded).products;
    await expect(await canvas.findByText(`${products.length} products`)).toBeInTheDocument();
    // The newest product is at the top, with its price in cedis.
    const newest = products[products.length - 1];
    await expect(canvas.getByText(newest?.name ?? '')).toBeInTheDocument();
    await expect(canvas.getAllByText(formatMinor(newest?.priceMinor ?? 0, 'GHS')).length).toBeGreaterThan(0);
    await expect(canvas.getByText(`${stockSummaryText(stockSummary(products))}.`)).toBeInTheDocument();
  },
};

/** Mama Chi Stores in Lagos: the same screen in naira. */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const products = demoShop(loaded).products;
    await expect(await canvas.findByText(`${products.length} products`)).toBeInTheDocument();
    const dstv = demoProduct(loaded, 'DStv Compact subscription');
    await expect(canvas.getByText(formatMinor(dstv.priceMinor, 'NGN'))).toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  globals: onAPhone,
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByText(`${demoShop(loaded).products.length} products`)).toBeInTheDocument();
  },
};

export const OnADesktop: Story = { globals: onADesktop };

/** Names as long as shop owners type them, and markup in a name shown as plain text. */
export const LongNames: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    await backend.addProduct(uid, productDraft({ name: 'Golden Tree Kingsbite milk chocolate, family-size gift box of twenty-four bars (assorted)', priceMinor: 124999, quantity: 2, description: '' }));
    await backend.addProduct(uid, productDraft({ name: '<img src=x onerror=alert(1)> <b>Bold</b> shito', priceMinor: 2500, quantity: 12, description: '' }));
    await backend.addProduct(uid, productDraft({ name: 'Nkwanta-Abetifi-Kwahu-Mpraeso express bus ticket, Saturday 6 a.m. departure from Kantamanto', type: 'Ticket', priceMinor: 18000, quantity: undefined, description: '' }));
  },
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror=alert(1)> <b>Bold</b> shito')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** A product with variants (variants.ts): its heading — options, stock of all, 'from' its lowest price — and each variant's own row, stock and actions under it. */
export const WithVariants: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    const dress = (size: string, priceMinor: number, quantity: number) =>
      backend.addProduct(uid, productDraft({ name: `Summer dress (${size})`, priceMinor, quantity, description: '', variant: { productId: 'summer-dress', productName: 'Summer dress', options: ['Size'], values: [size] } }));
    await dress('M', 12_000, 5);
    await dress('L', 13_000, 2);
  },
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'Search products', 'Summer dress');
    const heading = await canvas.findByText(/2 variants \(Size\)/);
    await expect(heading).toHaveTextContent('Summer dress · 2 variants (Size) · 7 in stock · from ₵120.00');
    await expect(await canvas.findByRole('button', { name: 'Stock of Summer dress (M)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Summer dress (L)' })).toBeInTheDocument();
  },
};

/** Add a variant to the dress: its Size typed (M again is refused in words), starting from the variant listed first (L, ₵130.00); saved, it joins the product. */
export const AddAVariant: Story = {
  beforeEach: WithVariants.beforeEach,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'Search products', 'Summer dress');
    await canvas.findByRole('button', { name: 'Add a variant of Summer dress' });
    const form = within(await openDialog(canvasElement, 'Add a variant of Summer dress'));
    await expect(form.getByLabelText(/^Price/)).toHaveValue(130);
    await userEvent.type(form.getByLabelText(/^Size/), 'M');
    await pressSave();
    await expect(await form.findByText('This product already has a variant M.')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/^Size/));
    await userEvent.type(form.getByLabelText(/^Size/), 'XL');
    await userEvent.clear(form.getByLabelText(/^Quantity/));
    await userEvent.type(form.getByLabelText(/^Quantity/), '3');
    await saveAndClose();
    const xl = (await storedProducts(loaded)).find((p) => p.name === 'Summer dress (XL)');
    await expect(xl).toMatchObject({ priceMinor: 13_000, quantity: 3, variant: { productId: 'summer-dress', productName: 'Summer dress', options: ['Size'], values: ['XL'] } });
  },
};

/** Ten thousand products: the list stays windowed and the search stays instant. */
export const TenThousandProducts: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 products')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(100);
    await search(canvasElement, 'Golden Tree carton');
    const expected = createProductIndex(demoShop(loaded).products).search('Golden Tree carton').length;
    await expect(await canvas.findByText(`Showing ${expected.toLocaleString('en-US')} of 10,000 products`)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ loading, empty, failing

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first product' }));
    await expect(await screen.findByRole('dialog', { name: 'Add product' })).toBeInTheDocument();
  },
};

/** The list failed to load: the message with Try again (the screen also retries on its own and when the network returns). */
export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
    await expect(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain })).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { shop: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page to log in' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ search and filters

export const SearchByName: Story = {
  play: async ({ canvasElement, loaded }) => {
    const products = demoShop(loaded).products;
    await search(canvasElement, 'MILK');
    const found = createProductIndex(products).search('MILK');
    await expect(await within(canvasElement).findByText(`Showing ${found.length} of ${products.length} products`)).toBeInTheDocument();
    for (const product of found) await expect(within(canvasElement).getByText(product.name)).toBeInTheDocument();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'bicycle pump');
    await expect(await within(canvasElement).findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
  },
};

export const NeedsRestocking: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const products = demoShop(loaded).products;
    const toggle = await canvas.findByRole('button', { name: 'Needs restocking' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText(`Showing ${needsRestocking(products)} of ${products.length} products`)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ adding, editing, deleting

/** Save refused with every required field empty, then the product saved and written to the shop. */
export const AddProduct: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await openDialog(canvasElement, 'Add product');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.productNameRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.quantityRequired)).toBeInTheDocument();
    // Focus went to the first field to fix.
    await expect(dialog().getByLabelText(/^Name/)).toHaveFocus();

    await userEvent.type(dialog().getByLabelText(/^Name/), 'Fan Ice vanilla (carton)');
    await userEvent.type(dialog().getByLabelText(/^Price/), '-2');
    await userEvent.type(dialog().getByLabelText(/^Quantity/), '10');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.priceInvalid)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Fan Ice vanilla (carton)');

    await userEvent.clear(dialog().getByLabelText(/^Price/));
    await userEvent.type(dialog().getByLabelText(/^Price/), '96.50');
    await saveAndClose();
    await expect(await canvas.findByText('Fan Ice vanilla (carton)')).toBeInTheDocument();
    await expect(canvas.getByText(`${demoShop(loaded).products.length + 1} products`)).toBeInTheDocument();

    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Fan Ice vanilla (carton)');
    await expect(saved).toMatchObject({ type: 'Physical', priceMinor: 9650, currency: 'GHS', quantity: 10, imageUrl: null });
  },
};

/** A ticket needs no quantity; its photo is stored with it. */
export const AddTicketWithPhoto: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await openDialog(canvasElement, 'Add product');
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Homowo festival ticket');
    await userEvent.selectOptions(dialog().getByLabelText(/^Type/), 'Ticket');
    await expect(dialog().queryByLabelText(/^Quantity/)).not.toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText(/^Price/), '150');
    // A 1×1 PNG: product images are JPEG, PNG, WebP or GIF (an SVG could carry script).
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5ThPwAHgwKuPPvt0QAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    const poster = new File([png], 'homowo.png', { type: 'image/png' });
    await userEvent.upload(dialog().getByLabelText(/^Image/), poster);
    await saveAndClose();
    await expect(await canvas.findByText('Homowo festival ticket')).toBeInTheDocument();

    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Homowo festival ticket');
    await expect(saved).toMatchObject({ type: 'Ticket', priceMinor: 15000 });
    await expect(saved?.quantity).toBeUndefined();
    await expect(saved?.imagePath).toMatch(/^products\/.+_homowo\.png$/);
  },
};

export const EditProduct: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Peak Milk');
    await openDialog(canvasElement, 'Edit Peak Milk 160g', 'Edit product');
    const price = dialog().getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '9.50');
    await saveAndClose();
    await expect(await canvas.findByText('₵9.50')).toBeInTheDocument();

    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Peak Milk 160g');
    await expect(saved?.priceMinor).toBe(950);
  },
};

/** A stock-take from the row's Stock button: the count becomes the stock, on screen and in the shop. */
export const CountStock: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Peak Milk');
    await openDialog(canvasElement, 'Stock of Peak Milk 160g', 'Stock of Peak Milk 160g');
    await userEvent.click(dialog().getByRole('radio', { name: 'Set count' }));
    await userEvent.type(dialog().getByLabelText(/^Units counted/), '48');
    await userEvent.click(dialog().getByRole('button', { name: 'Set count' }));
    await expect(await dialog().findByText('Stock count: 48 on the shelf')).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByText('48 in stock')).toBeInTheDocument();

    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Peak Milk 160g');
    await expect(saved?.quantity).toBe(48);
  },
};

/** 'Sure?' → No: the product stays, on screen and in the shop. */
export const DeleteAnsweredNo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Kente');
    const confirm = await askToDelete(canvasElement, 'Kente stole');
    await expect(within(confirm).getByText('Kente stole will be deleted from your inventory.')).toBeInTheDocument();
    await expect(within(confirm).getByRole('button', { name: SCREEN_TEXT.confirmNo })).toHaveFocus();
    await answerSure(confirm, 'no');
    await expect(canvas.getByText('Kente stole')).toBeInTheDocument();
    await expect((await storedProducts(loaded)).some((product) => product.name === 'Kente stole')).toBe(true);
  },
};

/** 'Sure?' → Yes: the product is gone, on screen and in the shop. */
export const DeleteAnsweredYes: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Kente');
    await answerSure(await askToDelete(canvasElement, 'Kente stole'), 'yes');
    await expect(await canvas.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    const stored = await storedProducts(loaded);
    await expect(stored.some((product) => product.name === 'Kente stole')).toBe(false);
    await expect(stored).toHaveLength(demoShop(loaded).products.length - 1);
  },
};

/** A failed delete is only logged (docs/product-rules.md); the product stays. */
export const DeleteFails: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' }, expectedConsoleErrors: ['Failed to delete product'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Kente');
    await answerSure(await askToDelete(canvasElement, 'Kente stole'), 'yes');
    await expect(canvas.getByText('Kente stole')).toBeInTheDocument();
  },
};

/** The list loads but the save is refused: the message is shown and nothing typed is lost. */
export const SaveFails: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, 'Add product');
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Fan Ice vanilla (carton)');
    await userEvent.type(dialog().getByLabelText(/^Price/), '96.50');
    await userEvent.type(dialog().getByLabelText(/^Quantity/), '10');
    await pressSave();
    await expect(await dialog().findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productSaveFailed);
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Fan Ice vanilla (carton)');
    await expect(dialog().getByLabelText(/^Price/)).toHaveValue(96.5);
  },
};

// ------------------------------------------------------------------ cost prices

/** Costs the owner typed in (the demo shop keeps none): a margin, one sold below cost; the rest unknown. */
const COSTS: Readonly<Record<string, number>> = { 'Milo 400g tin': 3_600, 'Kalyppo 200ml': 440, 'MTN airtime voucher ₵10': 950 };

const withCosts = async ({ loaded }: { loaded: Record<string, unknown> }) => {
  const { backend, uid } = seededShop(loaded);
  for (const [name, costMinor] of Object.entries(COSTS)) await backend.updateProduct(uid, demoProduct(loaded, name).id, { costMinor });
};

/** The margin in each row (price − cost, and % of price; "Cost unknown" where there is none) and the stock's value at cost. */
export const Margins: Story = {
  beforeEach: withCosts,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const stored = await storedProducts(loaded);
    const [value] = stockValues(stored);
    const line = await canvas.findByText(`${COST_MESSAGES.stockValue}:`);
    await expect(line.parentElement).toHaveTextContent(COST_MESSAGES.atPrice(formatMinor(value?.atPriceMinor ?? 0, 'GHS')));
    await expect(line.parentElement).toHaveTextContent(COST_MESSAGES.atCost(formatMinor(value?.atCostMinor ?? 0, 'GHS')));
    await expect(line.parentElement).toHaveTextContent(COST_MESSAGES.uncosted(value?.uncosted ?? 0));

    await search(canvasElement, 'Milo');
    const milo = stored.find((product) => product.name === 'Milo 400g tin');
    const margin = milo ? productMargin(milo) : null;
    await canvas.findByText('Milo 400g tin');
    const miloRow = listItemShowing('Milo 400g tin');
    await expect(miloRow).toHaveTextContent(`${COST_MESSAGES.margin} ${formatMinor(margin?.marginMinor ?? 0, 'GHS')} · ${margin?.percent}%`);

    await search(canvasElement, 'Gari');
    await canvas.findByText('Gari (1 olonka)');
    const gariRow = listItemShowing('Gari (1 olonka)');
    await expect(within(gariRow).getByText(COST_MESSAGES.costUnknown)).toBeInTheDocument();
  },
};

/** Sold below cost: the row's margin is negative, in the colour of negative money. */
export const BelowCost: Story = {
  beforeEach: withCosts,
  play: async ({ canvasElement, loaded }) => {
    await search(canvasElement, 'Kalyppo');
    const kalyppo = demoProduct(loaded, 'Kalyppo 200ml');
    const loss = productMargin({ ...kalyppo, costMinor: COSTS['Kalyppo 200ml'] ?? null });
    await expect(await within(canvasElement).findByText(formatMinor(loss?.marginMinor ?? 0, 'GHS'))).toBeInTheDocument();
  },
};

export const MarginsOnAPhone: Story = { beforeEach: withCosts, globals: onAPhone };

/** Past the trial and its grace: view-only. The products are listed and exported; none is added or changed (docs/product-rules.md, 'Plans'). */
export const ViewOnly: Story = {
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 35 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('status', { name: 'View-only' });
    await expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
  },
};

/** A shop moved down to Basic: every product kept, the 10 the till sells ticked (until the owner chooses, the 10 oldest physical ones), the rest hidden from the till. */
export const OnBasic: Story = {
  parameters: { shop: { seed: 'busy', paidPlan: { plan: 'basic', daysLeft: 20 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^On Basic the till sells 10 of your \d+ products/)).toBeInTheDocument();
  },
};
