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

const withVariants = (...lines: string[]) =>
  new File([['Name,Price,Currency,In stock,Variant of,Option 1,Option 1 value,Option 2,Option 2 value', ...lines].join('\r\n')], 'dresses.csv', { type: 'text/csv' });

/** Variant rows with bad cells: each said with its column, in words; nothing can be applied. */
export const VariantRowsRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = demoShop(loaded).products.length;
    await choose(canvasElement, withVariants(',120.00,GHS,5,Kaba dress,Size,,Colour,Red', ',120.00,GHS,5,,Size,M,,', 'Kaba dress (L),130.00,GHS,5,Kaba dress,Size,M,Colour,Blue'));
    await expect(await canvas.findByTestId('import-counts')).toHaveTextContent('0 new · 0 updated · 0 unchanged · 3 refused');
    await expect(canvas.getByRole('row', { name: /^2 / })).toHaveTextContent(`Option 1 value: ${CATALOGUE_IMPORT_MESSAGES.choiceRequired('Size')}`);
    await expect(canvas.getByRole('row', { name: /^3 / })).toHaveTextContent(`Variant of: ${CATALOGUE_IMPORT_MESSAGES.variantOfRequired}`);
    await expect(canvas.getByRole('row', { name: /^4 / })).toHaveTextContent(`Name: ${CATALOGUE_IMPORT_MESSAGES.variantNamed('Kaba dress (M, Blue)')}`);
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.apply })).toBeDisabled();
    await expect((await storedProducts(loaded)).length).toBe(before);
  },
};

/** A product with its variants from a file: one row a variant, named by its choices, all of one product. */
export const VariantRowsApplied: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = await storedProducts(loaded);
    await choose(canvasElement, withVariants(',120.00,GHS,5,Kaba dress,Size,M,Colour,Red', '"Kaba dress (L, Red)",130.00,GHS,3,Kaba dress,Size,L,Colour,Red'));
    await expect(await canvas.findByTestId('import-counts')).toHaveTextContent('2 new · 0 updated · 0 unchanged · 0 refused');
    await expect(canvas.getByRole('row', { name: /^2 / })).toHaveTextContent('Kaba dress (M, Red)');
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.apply }));
    await expect(await canvas.findByText(IMPORT_TEXT.applied({ new: 2, updated: 0, unchanged: 0, refused: 0 }))).toBeInTheDocument();
    await waitFor(async () => expect((await storedProducts(loaded)).length).toBe(before.length + 2));
    const dresses = (await storedProducts(loaded)).filter((product) => product.variant?.productName === 'Kaba dress');
    await expect(dresses.map((product) => product.name).sort()).toEqual(['Kaba dress (L, Red)', 'Kaba dress (M, Red)']);
    await expect(new Set(dresses.map((product) => product.variant?.productId)).size).toBe(1);
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
