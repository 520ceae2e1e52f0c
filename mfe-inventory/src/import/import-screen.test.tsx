import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_IMPORT_MESSAGES, FIELD_MESSAGES } from '@shop/shared/domain';
import { renderOnMemoryBackend, sampleProduct } from '@shop/shared/testing';
import { CatalogueImport } from './import-screen';
import { IMPORT_TEXT } from './import-words';

const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 10 });

const csv = (...lines: string[]) => new File([['Name,Type,Price,Currency,In stock', ...lines].join('\r\n')], 'stock.csv', { type: 'text/csv' });

function setup() {
  const rendered = renderOnMemoryBackend(<CatalogueImport />, { products: [milo] });
  const choose = (file: File) => rendered.user.upload(screen.getByLabelText(IMPORT_TEXT.chooseFile), file);
  return { ...rendered, choose };
}

describe('Inventory › Import', () => {
  it('previews a file with bad rows, writes nothing, and says which rows and why', async () => {
    const { fake, choose } = setup();
    await choose(csv('Peak Milk,Physical,12.00,GHS,24', ',Physical,abc,GHS,1', 'Rice 5kg,Physical,80,GHS,'));
    expect(await screen.findByTestId('import-counts')).toHaveTextContent('1 new · 0 updated · 0 unchanged · 2 refused');
    expect(screen.getByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_MESSAGES.refusedWhole(2));
    expect(screen.getByRole('button', { name: IMPORT_TEXT.apply })).toBeDisabled();
    const table = within(screen.getByRole('table', { name: IMPORT_TEXT.tableCaption }));
    const row3 = table.getByRole('row', { name: /^3 / });
    expect(row3).toHaveTextContent(FIELD_MESSAGES.productNameRequired);
    expect(row3).toHaveTextContent(FIELD_MESSAGES.priceInvalid);
    expect(table.getByRole('row', { name: /^4 Rice 5kg/ })).toHaveTextContent(FIELD_MESSAGES.quantityRequired);
    expect(fake.products()).toHaveLength(1);
  });

  it('applies a good file whole, and undoes it back to the products before', async () => {
    const { fake, user, choose } = setup();
    await choose(csv('Peak Milk,Physical,12.00,GHS,24', 'milo 400G,Physical,47.00,GHS,10'));
    expect(await screen.findByTestId('import-counts')).toHaveTextContent('1 new · 1 updated · 0 unchanged · 0 refused');
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.apply }));
    expect(await screen.findByText(IMPORT_TEXT.applied({ new: 1, updated: 1, unchanged: 0, refused: 0 }))).toBeInTheDocument();
    expect(fake.products().map((p) => [p.name, p.priceMinor])).toEqual([
      ['milo 400G', 4700],
      ['Peak Milk', 1200],
    ]);

    await user.click(await screen.findByRole('button', { name: IMPORT_TEXT.undo }));
    expect(await screen.findByText(IMPORT_TEXT.undone)).toBeInTheDocument();
    await waitFor(() => expect(fake.products()).toEqual([milo]));
    expect(screen.queryByRole('button', { name: IMPORT_TEXT.undo })).not.toBeInTheDocument();
  });

  it('says what is wrong with a file it cannot use', async () => {
    const { choose } = setup();
    await choose(new File(['Product,Cost\r\nMilo,4'], 'other.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no "Name" or "Price" column.');
    await choose(new File(['not a workbook'], 'broken.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_MESSAGES.unreadable);
  });
});
