import type { Meta, StoryObj } from '@storybook/react';
import { useCallback, useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CART_MESSAGES, ERROR_MESSAGES, SCREEN_TEXT, createProductIndex, formatMinor } from '@shop/shared/domain';
import { useProducts } from '@shop/shared/session';
import { demoShop, onAPhone, seededShop } from '@shop/shared/testing';
import type { CartRefusal } from '@shop/shared/domain';
import type { Loaded } from '@shop/shared/testing';
import { inStockProduct, lowStockProduct, soldOutProduct, startsWith } from '../testing/pos-story-shop';
import { heldRefusalWords, NOTHING_HELD, sellableProduct, sellableProducts } from './held-stock';
import type { ReservedStock } from './held-stock';
import { ProductsPanel } from './products-panel';
import { useTill } from './use-till';

/**
 * The panel as the till shows it: the shop's live products, and the sale it adds to; `reserved`:
 * units held for confirmed online orders, sold as PosTill sells them (held-stock.ts).
 */
function ShopProductsPanel({ listHeight, reserved = NOTHING_HELD }: { listHeight?: number; reserved?: ReservedStock }) {
  const products = useProducts();
  const sellable = useMemo(() => (products.data ? sellableProducts(products.data, reserved) : undefined), [products.data, reserved]);
  const refusalWords = useCallback((productId: string, refused: CartRefusal) => heldRefusalWords(reserved.get(productId) ?? 0, refused), [reserved]);
  const till = useTill(sellable, { refusalWords });
  return (
    <ProductsPanel
      products={products}
      reserved={reserved}
      cart={till.cart}
      locked={till.locked}
      notice={till.notice}
      onAdd={(product, origin, pack) => till.add(sellableProduct(product, reserved), origin, pack)}
      listHeight={listHeight}
    />
  );
}

/** Two confirmed online orders' holds on the seeded shop: 2 of a product in stock, and all of one low on stock. */
const heldCache = new WeakMap<Loaded, ReservedStock>();
function heldIn(loaded: Loaded): ReservedStock {
  const known = heldCache.get(loaded);
  if (known) return known;
  const held: ReservedStock = new Map([
    [inStockProduct(loaded, 5).id, 2],
    [lowStockProduct(loaded).id, lowStockProduct(loaded).quantity],
  ]);
  heldCache.set(loaded, held);
  return held;
}

const meta = {
  title: 'POS/Products',
  component: ShopProductsPanel,
  args: { listHeight: 420 },
  parameters: { shop: 'busy' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopProductsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, query: string) {
  const box = await within(canvasElement).findByRole('searchbox', { name: 'Search products' });
  await userEvent.clear(box);
  await userEvent.type(box, query);
  return box;
}

/** Akosua's Provisions: each product with its type, price in cedis and stock. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const products = demoShop(loaded).products;
    await expect(await canvas.findByText(`${products.length} products`)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: SCREEN_TEXT.posProductsPanel })).toBeInTheDocument();
    const first = products[0];
    if (!first) throw new Error('The seeded shop has no products.');
    await search(canvasElement, first.name);
    const row = await canvas.findByRole('button', { name: startsWith(first.name) });
    await expect(row).toHaveTextContent(formatMinor(first.priceMinor, 'GHS'));
    await expect(row).toHaveTextContent(first.type);
  },
};

/** Mama Chi Stores: the same list in naira. */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    const products = demoShop(loaded).products;
    await expect(await within(canvasElement).findByText(`${products.length} products`)).toBeInTheDocument();
  },
};

/** A sold-out product stays focusable to say why, and tapping it is refused with the reason. */
export const OutOfStock: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const product = soldOutProduct(loaded);
    await search(canvasElement, product.name);
    const row = await canvas.findByRole('button', { name: startsWith(product.name) });
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).toHaveTextContent('Out of stock');
    await userEvent.click(row);
    await expect(await canvas.findByText(CART_MESSAGES['out-of-stock'])).toBeInTheDocument();
  },
};

/**
 * Stock held for confirmed online orders: a row shows what is available and how many are held; a
 * product whose stock is all held is refused with why.
 */
export const HeldForOnlineOrders: Story = {
  render: (args, { loaded }) => <ShopProductsPanel {...args} reserved={heldIn(loaded)} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const stocked = inStockProduct(loaded, 5);
    await search(canvasElement, stocked.name);
    const row = await canvas.findByRole('button', { name: startsWith(stocked.name) });
    await expect(row).toHaveTextContent(`${((stocked.quantity ?? 0) - 2).toLocaleString('en-US')} available`);
    await expect(row).toHaveTextContent('2 held for online orders');
    const low = lowStockProduct(loaded);
    await search(canvasElement, low.name);
    const allHeld = await canvas.findByRole('button', { name: startsWith(low.name) });
    await expect(allHeld).toHaveTextContent('0 available');
    await expect(allHeld).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(allHeld);
    await expect(await canvas.findByText(heldRefusalWords(low.quantity, 'out-of-stock') as string)).toBeInTheDocument();
  },
};

/** Enter with a search that designates no single product says so, and adds nothing. */
export const ScanWithSeveralMatches: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const query = 'milk';
    const matches = createProductIndex(demoShop(loaded).products).search(query);
    await expect(matches.length).toBeGreaterThan(1);
    const box = await search(canvasElement, query);
    await expect(await canvas.findByText(`${matches.length} products found`)).toBeInTheDocument();
    await userEvent.type(box, '{Enter}');
    await expect(await canvas.findByText(`No single product matches “${query}”. Choose one from the list.`)).toBeInTheDocument();
    await expect(box).toHaveValue(query);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'bicycle pump');
    await expect(await within(canvasElement).findByText('No products match your search.')).toBeInTheDocument();
  },
};

/** Names as owners type them: very long, and markup shown as plain text. */
export const LongNamesAndMarkup: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    const base = { type: 'Physical', currency: 'GHS', description: '', imageUrl: null, imagePath: null } as const;
    await backend.addProduct(uid, { ...base, name: 'Golden Tree Kingsbite milk chocolate, family-size gift box of twenty-four bars (assorted)', priceMinor: 124_999, quantity: 2 });
    await backend.addProduct(uid, { ...base, name: '<img src=x onerror=alert(1)> <b>Bold</b> shito', priceMinor: 2500, quantity: 7 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'shito');
    await expect(await canvas.findByText('<img src=x onerror=alert(1)> <b>Bold</b> shito')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Malta, sold by the bottle and by the Carton of 24 (packs.ts): the carton has its own price and barcode. */
async function addMalta(loaded: Loaded) {
  const { backend, uid } = seededShop(loaded);
  await backend.addProduct(uid, {
    type: 'Physical',
    currency: 'GHS',
    description: '',
    imageUrl: null,
    imagePath: null,
    name: 'Malta Guinness 330ml',
    priceMinor: 500,
    quantity: 60,
    packs: [{ name: 'Carton', size: 24, priceMinor: 11_000, barcode: '5012345678900' }],
  });
}

/** A product sold in packs: its row adds a bottle; the unit switch under it adds a carton in one tap, and the carton's barcode adds one too. */
export const SoldByThePack: Story = {
  beforeEach: async ({ loaded }) => addMalta(loaded),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Malta');
    await userEvent.click(await canvas.findByRole('button', { name: 'Carton of 24 · ₵110.00, Malta Guinness 330ml' }));
    await expect(await canvas.findByText('Added Malta Guinness 330ml (Carton of 24).')).toBeInTheDocument();
    const box = await search(canvasElement, '5012345678900');
    await userEvent.type(box, '{Enter}');
    await expect(await canvas.findByText('Malta Guinness 330ml (Carton of 24): 2 in the sale.')).toBeInTheDocument();
    await search(canvasElement, 'Malta');
    await expect(await canvas.findByText('48 in sale')).toBeInTheDocument();
  },
};

/** The unit switch on a 360-px phone: the pack's choice wraps under the row, a full-size target. */
export const SoldByThePackOnAPhone: Story = {
  globals: onAPhone,
  beforeEach: async ({ loaded }) => addMalta(loaded),
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Malta');
    const carton = await within(canvasElement).findByRole('button', { name: 'Carton of 24 · ₵110.00, Malta Guinness 330ml' });
    await expect(carton.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Ten thousand products: only the rows on screen are in the page. */
export const TenThousandProducts: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 products')).toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Products to add' })).getAllByRole('button').length).toBeLessThan(100);
  },
};

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
  },
};

export const NoProducts: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  },
};

/** A Summer dress in M, Red (5 at ₵120.00, barcode 2000000000015) and L, Red (none left, ₵130.00): variants.ts. */
async function addDress(loaded: Loaded) {
  const { backend, uid } = seededShop(loaded);
  const dress = (values: string[], priceMinor: number, quantity: number, barcode?: string) =>
    backend.addProduct(uid, {
      type: 'Physical',
      currency: 'GHS',
      description: '',
      imageUrl: null,
      imagePath: null,
      name: `Summer dress (${values.join(', ')})`,
      priceMinor,
      quantity,
      ...(barcode ? { barcode } : {}),
      variant: { productId: 'summer-dress', productName: 'Summer dress', options: ['Size', 'Colour'], values },
    });
  await dress(['M', 'Red'], 12_000, 5, '2000000000015');
  await dress(['L', 'Red'], 13_000, 0);
}

/** The product's row opens its variants; one tap on 'M, Red' adds that variant, L (none left) is refused; its barcode adds it too. */
export const PickAVariant: Story = {
  beforeEach: async ({ loaded }) => addDress(loaded),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Summer');
    const row = await canvas.findByRole('button', { name: /^Summer dress/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    await userEvent.click(await canvas.findByRole('button', { name: 'M, Red · ₵120.00, Summer dress' }));
    await expect(await canvas.findByText('Added Summer dress (M, Red).')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'L, Red · ₵130.00, out of stock, Summer dress' })).toHaveAttribute('aria-disabled', 'true');
    const box = await search(canvasElement, '2000000000015');
    await userEvent.type(box, '{Enter}');
    await expect(await canvas.findByText('Summer dress (M, Red): 2 in the sale.')).toBeInTheDocument();
  },
};

/** The variant picker inside a 360-px phone: each choice (a 44-px tap, products-panel.module.css .unit) within the screen. */
export const PickAVariantOnAPhone: Story = {
  globals: onAPhone,
  beforeEach: async ({ loaded }) => addDress(loaded),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Summer');
    await userEvent.click(await canvas.findByRole('button', { name: /^Summer dress/ }));
    const choice = await canvas.findByRole('button', { name: 'M, Red · ₵120.00, Summer dress' });
    await expect(choice.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
