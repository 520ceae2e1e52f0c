import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, FIELD_MESSAGES, MAX_IMAGE_BYTES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { ProductModal } from './product-modal';
import { createFakeInventoryBackend } from './testing/fake-backend';
import type { FakeInventoryOptions } from './testing/fake-backend';
import { SAMPLE_PRODUCTS } from './testing/sample-shop';

interface DemoProps {
  product: Product | null;
  options: FakeInventoryOptions;
  onClose: () => void;
}

function ProductModalDemo({ product, options, onClose }: DemoProps) {
  const [fake] = useState(() => createFakeInventoryBackend({ latencyMs: 400, products: SAMPLE_PRODUCTS, ...options }));
  return (
    <BackendProvider backend={fake.backend}>
      <ProductModal open product={product} onClose={onClose} />
    </BackendProvider>
  );
}

const meta = {
  title: 'Inventory/Product modal',
  component: ProductModalDemo,
  args: { product: null, options: {}, onClose: fn() },
} satisfies Meta<typeof ProductModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

async function fillMilo() {
  const form = dialog();
  await userEvent.type(form.getByLabelText(/^Name/), 'Milo 400g tin');
  await userEvent.type(form.getByLabelText(/^Price/), '45.50');
  await userEvent.type(form.getByLabelText(/^Quantity/), '12');
}

function pngOfSize(name: string, size: number): File {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const Add: Story = {};

export const EditPhysicalWithImage: Story = { args: { product: SAMPLE_PRODUCTS[0] ?? null } };

export const EditNairaFabric: Story = { args: { product: SAMPLE_PRODUCTS[5] ?? null } };

export const EditDigital: Story = { args: { product: SAMPLE_PRODUCTS[6] ?? null } };

export const RequiredFields: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(FIELD_MESSAGES.productNameRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.quantityRequired)).toBeInTheDocument();
  },
};

export const BadNumbers: Story = {
  play: async () => {
    const form = dialog();
    await userEvent.type(form.getByLabelText(/^Name/), 'Gari (1 olonka)');
    await userEvent.type(form.getByLabelText(/^Price/), '-3');
    await userEvent.type(form.getByLabelText(/^Quantity/), '2.5');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(FIELD_MESSAGES.priceInvalid)).toBeInTheDocument();
    await expect(form.getByText(FIELD_MESSAGES.quantityInvalid)).toBeInTheDocument();
  },
};

export const ImageTooLarge: Story = {
  play: async () => {
    await userEvent.upload(dialog().getByLabelText(/^Image/), pngOfSize('shelf-photo.png', MAX_IMAGE_BYTES + 1));
    await expect(await dialog().findByText(VALIDATION_MESSAGES.imageTooLarge)).toBeInTheDocument();
  },
};

export const UploadFailed: Story = {
  args: { options: { failUpload: true, latencyMs: 0 } },
  play: async () => {
    await fillMilo();
    await userEvent.upload(dialog().getByLabelText(/^Image/), pngOfSize('milo.png', 4096));
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(ERROR_MESSAGES.imageUploadFailed)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  args: { options: { failSave: true, latencyMs: 0 } },
  play: async () => {
    await fillMilo();
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(ERROR_MESSAGES.productSaveFailed)).toBeInTheDocument();
  },
};

export const NotLoggedIn: Story = {
  args: { options: { user: null } },
  play: async () => {
    await fillMilo();
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
  },
};
