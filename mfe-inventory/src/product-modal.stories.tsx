import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { COST_MESSAGES, ERROR_MESSAGES, FIELD_MESSAGES, formatMinor, MAX_IMAGE_BYTES, PACK_MESSAGES, plainMinor, VALIDATION_MESSAGES, VARIANT_MESSAGES } from '@shop/shared/domain';
import { demoProduct, dialog, onAPhone, pressSave, seededShop, storedProducts } from '@shop/shared/testing';
import { ProductModal } from './product-modal';
import type { ProductModalProps } from './product-modal';
import { fileOfSize } from './testing/files';

// The modal on a seeded shop: edit mode opens one of the shop's own products, and a save goes
// through the real local adapter.
type Args = ProductModalProps & {
  /** The name of the seeded product to edit; none to add one. */
  editing?: string;
  /** A cost price (minor units) given to that product in the shop before the story opens it. */
  cost?: number;
};

const meta = {
  title: 'Inventory/Product modal',
  component: ProductModal,
  args: { open: true, onClose: fn(), onSaved: fn() },
  argTypes: { product: { control: false } },
  render: ({ editing, cost, ...args }, { loaded }) => (
    <ProductModal {...args} product={editing ? { ...demoProduct(loaded, editing), ...(cost === undefined ? {} : { costMinor: cost }) } : null} />
  ),
  // The demo shop keeps no costs: a story that names one writes it to the shop first.
  beforeEach: async ({ args, loaded }) => {
    if (!args.editing || args.cost === undefined) return;
    const { backend, uid } = seededShop(loaded);
    await backend.updateProduct(uid, demoProduct(loaded, args.editing).id, { costMinor: args.cost });
  },
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillMilo() {
  await userEvent.type(dialog().getByLabelText(/^Name/), 'Milo 400g tin (promo pack)');
  await userEvent.type(dialog().getByLabelText(/^Price/), '45.50');
  await userEvent.type(dialog().getByLabelText(/^Quantity/), '12');
}

// ------------------------------------------------------------------ add and edit views

export const Add: Story = {
  play: async () => {
    await expect(dialog().getByLabelText(/^Currency/)).toHaveValue('GHS');
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('');
  },
};

export const AddOnAPhone: Story = { globals: onAPhone };

/** Packs (packs.ts): a product kept in stock may be sold by the carton too, with its pieces, price and barcode. */
async function addCarton(size: string) {
  await userEvent.click(dialog().getByRole('button', { name: 'Add a pack' }));
  const pack = dialog().getByRole('group', { name: 'Pack 1' });
  await userEvent.type(within(pack).getByLabelText(/^Pack name/), 'Carton');
  await userEvent.type(within(pack).getByLabelText(/^Pieces/), size);
  await userEvent.type(within(pack).getByLabelText(/^Pack price/), '110');
}

export const AddWithAPack: Story = {
  play: async ({ args }) => {
    await fillMilo();
    await addCarton('24');
    await expect(dialog().getByRole('button', { name: 'Remove pack Carton' })).toBeInTheDocument();
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Milo 400g tin (promo pack)'));
  },
};

/** A pack of one piece is refused under its own field, in words; nothing is saved. */
export const PackRefused: Story = {
  play: async ({ args }) => {
    await fillMilo();
    await addCarton('1');
    await pressSave();
    await expect(await dialog().findByText(PACK_MESSAGES.sizeInvalid)).toBeInTheDocument();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const PacksOnAPhone: Story = {
  globals: onAPhone,
  play: async () => {
    await addCarton('24');
  },
};

/** Variants (variants.ts): a new product's options and each combination's own price, cost, stock and barcode. */
async function addSizes(choices: string) {
  await userEvent.type(dialog().getByLabelText(/^Name/), 'Summer dress');
  await userEvent.type(dialog().getByLabelText(/^Price/), '120');
  await userEvent.type(dialog().getByLabelText(/^Cost/), '70');
  await userEvent.click(dialog().getByRole('button', { name: 'Add an option' }));
  const option = dialog().getByRole('group', { name: 'Option 1' });
  await userEvent.type(within(option).getByLabelText(/^Option/), 'Size');
  await userEvent.type(within(option).getByLabelText(/^Choices/), choices);
}

/** Size M and L: L at its own price, each with its own stock; saved as two products the till picks between. */
export const AddWithVariants: Story = {
  play: async ({ args, loaded }) => {
    await addSizes('M, L');
    await expect(dialog().queryByLabelText(/^Quantity/)).not.toBeInTheDocument();
    const m = dialog().getByRole('group', { name: 'Variant M' });
    await userEvent.type(within(m).getByLabelText(/^In stock/), '5');
    const l = dialog().getByRole('group', { name: 'Variant L' });
    await userEvent.type(within(l).getByLabelText(/^Price/), '130');
    await userEvent.type(within(l).getByLabelText(/^In stock/), '2');
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Summer dress'));
    const saved = (await storedProducts(loaded)).filter((p) => p.variant?.productName === 'Summer dress');
    await expect(saved.map((p) => [p.name, p.priceMinor, p.costMinor, p.quantity]).sort()).toEqual([
      ['Summer dress (L)', 13_000, 7_000, 2],
      ['Summer dress (M)', 12_000, 7_000, 5],
    ]);
  },
};

/** A choice typed twice is refused under the option, in words; nothing is saved. */
export const VariantsRefused: Story = {
  play: async ({ args }) => {
    await addSizes('M, m');
    await pressSave();
    await expect(await dialog().findByText(VARIANT_MESSAGES.valueTwice)).toBeInTheDocument();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The Variants section inside a 360-px phone. */
export const VariantsOnAPhone: Story = {
  globals: onAPhone,
  play: async () => {
    await addSizes('S, M, L');
    await expect(dialog().getByRole('group', { name: 'Variant L' })).toBeInTheDocument();
  },
};

export const EditPhysical: Story = {
  args: { editing: 'Kente stole' },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Edit product' })).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Kente stole');
    await expect(dialog().getByLabelText(/^Price/)).toHaveValue(350);
    await expect(dialog().getByLabelText(/^Description/)).toHaveValue('Hand-woven in Bonwire, 2 m.');
  },
};

export const EditOnAPhone: Story = { args: { editing: 'Shea butter 250g' }, globals: onAPhone };

export const EditDigital: Story = {
  args: { editing: 'Vodafone data bundle 5GB' },
  play: async () => {
    await expect(dialog().getByLabelText(/^Type/)).toHaveValue('Digital');
    await expect(dialog().queryByLabelText(/^Quantity/)).not.toBeInTheDocument();
  },
};

export const EditTicket: Story = { args: { editing: 'Chale Wote festival ticket' } };

export const EditInNaira: Story = {
  args: { editing: 'Ankara fabric (6 yards)' },
  parameters: { shop: 'busy-naira' },
  play: async () => {
    await expect(dialog().getByLabelText(/^Currency/)).toHaveValue('NGN');
    await expect(dialog().getByLabelText(/^Price/)).toHaveValue(18500);
  },
};

/** The edit is written to the seeded shop. */
export const EditAndSave: Story = {
  args: { editing: 'Titus sardines 125g' },
  play: async ({ args, loaded }) => {
    const price = dialog().getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '17.25');
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Titus sardines 125g'));
    await expect(args.onClose).toHaveBeenCalled();
    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Titus sardines 125g');
    await expect(saved?.priceMinor).toBe(1725);
  },
};

// ------------------------------------------------------------------ refused input

export const RequiredFields: Story = {
  play: async () => {
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.productNameRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.quantityRequired)).toBeInTheDocument();
  },
};

export const BadNumbers: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Gari (1 olonka)');
    await userEvent.type(dialog().getByLabelText(/^Price/), '-3');
    await userEvent.type(dialog().getByLabelText(/^Quantity/), '2.5');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.priceInvalid)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.quantityInvalid)).toBeInTheDocument();
  },
};

export const ImageTooLarge: Story = {
  play: async () => {
    await userEvent.upload(dialog().getByLabelText(/^Image/), fileOfSize('shelf-photo.png', 'image/png', MAX_IMAGE_BYTES + 1));
    await expect(await dialog().findByText(VALIDATION_MESSAGES.imageTooLarge)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ failures

export const UploadFailed: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async ({ args }) => {
    await fillMilo();
    await userEvent.upload(dialog().getByLabelText(/^Image/), fileOfSize('milo.png', 'image/png', 4096));
    await pressSave();
    await expect(await dialog().findByText(ERROR_MESSAGES.imageUploadFailed)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Milo 400g tin (promo pack)');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async () => {
    await fillMilo();
    await pressSave();
    await expect(await dialog().findByText(ERROR_MESSAGES.productSaveFailed)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Quantity/)).toHaveValue(12);
  },
};

export const NotLoggedIn: Story = {
  parameters: { shop: 'signed-out' },
  play: async () => {
    await fillMilo();
    await pressSave();
    await expect(await dialog().findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ cost price

/** A product with a margin: the cost is prefilled beside the price, and no warning. */
export const EditWithMargin: Story = {
  args: { editing: 'Kente stole', cost: 26_000 },
  play: async ({ args }) => {
    await expect(dialog().getByLabelText(/^Cost price/)).toHaveValue(Number(plainMinor(args.cost ?? 0)));
    await expect(dialog().getByText(COST_MESSAGES.costHint)).toBeInTheDocument();
    await expect(dialog().queryByText(/^Price is below cost/)).not.toBeInTheDocument();
  },
};

/** Sold below cost: a warning (not a refusal) said as the owner types; Save still saves. */
export const PriceBelowCost: Story = {
  args: { editing: 'Kalyppo 200ml', cost: 440 },
  play: async ({ args, loaded }) => {
    const product = demoProduct(loaded, 'Kalyppo 200ml');
    const loss = (args.cost ?? 0) - product.priceMinor;
    const warning = await dialog().findByText(COST_MESSAGES.priceBelowCost(formatMinor(loss, product.currency)));
    await expect(warning).toHaveAttribute('aria-live', 'polite');
    await expect(dialog().getByLabelText(/^Price/).getAttribute('aria-describedby')).toContain(warning.id);
    await expect(dialog().getByLabelText(/^Price/)).not.toHaveAttribute('aria-invalid');
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Kalyppo 200ml'));
  },
};

/** Typing a price under the cost on a new product: the warning appears, then goes once the price covers it. */
export const PriceBelowCostAsTyped: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Cost price/), '12.40');
    await userEvent.type(dialog().getByLabelText(/^Price/), '10');
    await expect(await dialog().findByText(COST_MESSAGES.priceBelowCost(formatMinor(240, 'GHS')))).toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText(/^Price/), '5');
    await expect(dialog().queryByText(/^Price is below cost/)).not.toBeInTheDocument();
  },
};

/** Cost unknown: the field is empty, there is no warning, and saving keeps it unknown. */
export const CostUnknown: Story = {
  args: { editing: 'Gari (1 olonka)' },
  play: async ({ args, loaded }) => {
    await expect(dialog().getByLabelText(/^Cost price/)).toHaveValue(null);
    await expect(dialog().queryByText(/^Price is below cost/)).not.toBeInTheDocument();
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Gari (1 olonka)'));
    const saved = (await storedProducts(loaded)).find((product) => product.name === 'Gari (1 olonka)');
    await expect(saved?.costMinor ?? null).toBeNull();
  },
};

export const CostRefused: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Cost price/), '-4');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.costInvalid)).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ barcodes (issue #45)

const TAKEN_CODE = '5000159407236';

/** A wrong check digit is said as it is typed, under the field, naming the digit it should be. */
export const BarcodeWrongCheckDigit: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Barcode/), '5000159407237');
    await expect(await dialog().findByText("This EAN-13 barcode's last digit should be 6: check the number.")).toBeVisible();
    await expect(dialog().getByLabelText(/^Barcode/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A code another product carries is said as it is typed, naming that product; Save refuses it under the field. */
export const BarcodeTaken: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    await backend.updateProduct(uid, demoProduct(loaded, 'Kalyppo 200ml').id, { barcode: TAKEN_CODE });
  },
  play: async () => {
    await fillMilo();
    await userEvent.type(dialog().getByLabelText(/^Barcode/), TAKEN_CODE);
    await expect(await dialog().findByText('Another product already has this barcode: Kalyppo 200ml.')).toBeVisible();
    await pressSave();
    await expect(dialog().getByLabelText(/^Barcode/)).toHaveFocus();
  },
};

/** Make an in-store code fills the field with the shop's next EAN-13 of the 20 prefix. */
export const InStoreCode: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Make an in-store code' }));
    await expect(dialog().getByLabelText(/^Barcode/)).toHaveValue('2000000000015');
  },
};

/** Opened from a scan of an unknown code: the barcode is filled in. */
export const AddScannedCode: Story = {
  args: { initialBarcode: '4006381333931' },
  play: async () => {
    await expect(dialog().getByLabelText(/^Barcode/)).toHaveValue('4006381333931');
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('');
  },
};
