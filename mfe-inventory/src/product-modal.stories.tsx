import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ERROR_MESSAGES, FIELD_MESSAGES, MAX_IMAGE_BYTES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { demoProduct, dialog, onAPhone, pressSave, storedProducts } from '@shop/shared/testing';
import { ProductModal } from './product-modal';
import type { ProductModalProps } from './product-modal';
import { fileOfSize } from './testing/files';

// The modal on a seeded shop: edit mode opens one of the shop's own products, and a save goes
// through the real local adapter.
type Args = ProductModalProps & {
  /** The name of the seeded product to edit; none to add one. */
  editing?: string;
};

const meta = {
  title: 'Inventory/Product modal',
  component: ProductModal,
  args: { open: true, onClose: fn(), onSaved: fn() },
  argTypes: { product: { control: false } },
  render: ({ editing, ...args }, { loaded }) => <ProductModal {...args} product={editing ? demoProduct(loaded, editing) : null} />,
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
