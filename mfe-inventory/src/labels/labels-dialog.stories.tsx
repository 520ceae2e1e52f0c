import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct } from '@shop/shared/testing';
import { LABEL_LAYOUTS } from './label-layouts';
import { LabelsDialog, LABELS_TEXT } from './labels-dialog';

// Print labels (issue #45): the paper and the copies, then the browser's print (a stand-in here:
// e2e/specs/labels.spec.mjs measures what Chromium prints).
const PRODUCTS = [
  sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4250, barcode: '5000159407236' }),
  sampleProduct({ id: 'kenkey', name: 'Kenkey (3 balls)', priceMinor: 1500, barcode: '2000000000015' }),
  sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500 }),
];

const meta = {
  title: 'Inventory/Labels',
  component: LabelsDialog,
  args: { open: true, onClose: fn(), products: PRODUCTS, print: fn(async () => undefined) },
} satisfies Meta<typeof LabelsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: LABELS_TEXT.title }));

/** Two of the three products have a barcode: their labels print on the roll, three of each. */
export const OnARoll: Story = {
  play: async ({ args }) => {
    await expect(dialog().getByText(LABELS_TEXT.count(2))).toBeVisible();
    await userEvent.selectOptions(dialog().getByLabelText(/^Paper/), LABEL_LAYOUTS['roll-40x30'].name);
    await userEvent.clear(dialog().getByLabelText(/^Labels of each product/));
    await userEvent.type(dialog().getByLabelText(/^Labels of each product/), '3');
    await userEvent.click(dialog().getByRole('button', { name: LABELS_TEXT.print }));
    await waitFor(() => expect(args.print).toHaveBeenCalledWith([PRODUCTS[0], PRODUCTS[1]], LABEL_LAYOUTS['roll-40x30'], 3));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No copies asked for: said under the field, nothing printed. */
export const NoCopies: Story = {
  play: async ({ args }) => {
    await userEvent.clear(dialog().getByLabelText(/^Labels of each product/));
    await userEvent.type(dialog().getByLabelText(/^Labels of each product/), '0');
    await expect(dialog().getByText(LABELS_TEXT.copiesInvalid)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: LABELS_TEXT.print }));
    await expect(args.print).not.toHaveBeenCalled();
  },
};

/** The print failed (bwip-js did not load): said in the dialog, which stays open. */
export const PrintFailed: Story = {
  args: { print: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: LABELS_TEXT.print }));
    await expect(await dialog().findByText(LABELS_TEXT.failed)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
