import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_IMPORT_MESSAGES, FIELD_MESSAGES } from '@shop/shared/domain';
import { demoShop, inContainer, onAPhone, storedProducts } from '@shop/shared/testing';
import { CatalogueImport } from './import-screen';
import { IMPORT_TEXT } from './import-words';

// Inventory › Import as the remote mounts it, on a seeded shop of the real local adapter: the
// file is chosen as a person would, the preview read, the import applied and undone.

const meta = {
  title: 'Inventory/Import',
  component: CatalogueImport,
  decorators: [inContainer],
  parameters: { shop: 'busy' },
} satisfies Meta<typeof CatalogueImport>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = (...lines: string[]) => new File([['Name,Type,Price,Currency,In stock', ...lines].join('\r\n')], 'new-stock.csv', { type: 'text/csv' });
const choose = (canvasElement: HTMLElement, file: File) => userEvent.upload(within(canvasElement).getByLabelText(IMPORT_TEXT.chooseFile), file);

/** Before a file is chosen: the template and the export, in CSV or Excel. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.templateXlsx })).toBeEnabled();
    // Export is ready once the products are read.
    await waitFor(() => expect(canvas.getByRole('button', { name: IMPORT_TEXT.exportCsv })).toBeEnabled());
  },
};

/** A file with bad rows: nothing can be applied, each row says why. */
export const RowsRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = demoShop(loaded).products.length;
    await choose(canvasElement, csv('Tiger nut drink 500ml,Physical,18.00,GHS,12', ',Physical,abc,GHS,1', 'Abolo (pack of 4),Physical,9,GHS,'));
    await expect(await canvas.findByTestId('import-counts')).toHaveTextContent('2 refused');
    await expect(canvas.getByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_MESSAGES.refusedWhole(2));
    await expect(canvas.getByRole('row', { name: /^3 / })).toHaveTextContent(FIELD_MESSAGES.productNameRequired);
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.apply })).toBeDisabled();
    await expect((await storedProducts(loaded)).length).toBe(before);
  },
};

/** A good file applied, then undone: the shop's products are as they were. */
export const AppliedThenUndone: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = await storedProducts(loaded);
    await choose(canvasElement, csv('Tiger nut drink 500ml,Physical,18.00,GHS,12', 'Abolo (pack of 4),Physical,9.00,GHS,30'));
    await expect(await canvas.findByTestId('import-counts')).toHaveTextContent('2 new');
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.apply }));
    await expect(await canvas.findByText(IMPORT_TEXT.applied({ new: 2, updated: 0, unchanged: 0, refused: 0 }))).toBeInTheDocument();
    await waitFor(async () => expect((await storedProducts(loaded)).length).toBe(before.length + 2));
    await userEvent.click(await canvas.findByRole('button', { name: IMPORT_TEXT.undo }));
    await expect(await canvas.findByText(IMPORT_TEXT.undone)).toBeInTheDocument();
    await waitFor(async () => expect(await storedProducts(loaded)).toEqual(before));
  },
};

/** A file that is not the template's: the problem, in words. */
export const NotTheTemplate: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['Item,Amount\r\nMilo,4'], 'accounts.csv', { type: 'text/csv' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The file has no "Name" or "Price" column.');
  },
};

/** On a 360 px phone: the preview's table scrolls inside itself, the page does not. */
export const OnAPhone: Story = {
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, csv('Tiger nut drink 500ml,Physical,18.00,GHS,12'));
    await expect(await within(canvasElement).findByTestId('import-counts')).toHaveTextContent('1 new');
  },
};
