import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_MESSAGES, ERROR_MESSAGES, FIELD_MESSAGES, GONE_MESSAGES, MAX_IMAGE_BYTES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { createMemoryBackend, renderWithBackend, saleOf, SAMPLE_OWNER, sampleProduct } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { fileOfSize } from './testing/files';
import { ProductModal } from './product-modal';
import type { Product } from '@shop/shared/domain';

function setup(options: MemoryBackendOptions = {}, product: Product | null = null) {
  const fake = createMemoryBackend(options);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithBackend(<ProductModal open product={product} onClose={onClose} onSaved={onSaved} />, fake.backend);
  const dialog = screen.getByRole('dialog', { name: product ? 'Edit product' : 'Add product' });
  const form = within(dialog);
  const save = () => user.click(form.getByRole('button', { name: 'Save' }));
  return { fake, onClose, onSaved, user, dialog, form, save };
}

afterEach(() => vi.restoreAllMocks());

describe('ProductModal: validation (nothing is written until everything is right)', () => {
  it('asks for the name, the price and, for a physical product, the quantity', async () => {
    const { fake, form, save, onClose } = setup();
    await save();
    expect(await form.findByText(FIELD_MESSAGES.productNameRequired)).toBeInTheDocument();
    expect(form.getByText(FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(form.getByText(FIELD_MESSAGES.quantityRequired)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveFocus());
    expect(fake.calls.addProduct).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not ask for a quantity for digital goods and tickets', async () => {
    const { user, form, save } = setup();
    await user.selectOptions(form.getByLabelText('Type'), 'Ticket');
    expect(form.queryByLabelText(/^Quantity/)).not.toBeInTheDocument();
    await save();
    expect(await form.findByText(FIELD_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(form.queryByText(FIELD_MESSAGES.quantityRequired)).not.toBeInTheDocument();
  });

  it('refuses a name of 10 000 characters and keeps it as typed', async () => {
    const { user, form, save, fake } = setup();
    const longName = 'Milo '.repeat(2000);
    await user.click(form.getByLabelText(/^Name/));
    await user.paste(longName);
    await user.type(form.getByLabelText(/^Price/), '25');
    await user.type(form.getByLabelText(/^Quantity/), '3');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.productNameTooLong)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveValue(longName);
    expect(fake.calls.addProduct).toEqual([]);
  });

  it.each([
    ['a negative price', '-5', FIELD_MESSAGES.priceInvalid],
    ['a price too large to count', '99999999999999999', FIELD_MESSAGES.priceTooLarge],
  ])('refuses %s', async (_, typed, message) => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Peak Milk 160g');
    await user.type(form.getByLabelText(/^Price/), typed);
    await user.type(form.getByLabelText(/^Quantity/), '4');
    await save();
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(fake.calls.addProduct).toEqual([]);
  });

  it('says a price the browser cannot read as a number is not a number, rather than missing', async () => {
    const { user, form, save } = setup();
    const price = form.getByLabelText(/^Price/) as HTMLInputElement;
    Object.defineProperty(price, 'validity', { value: { ...price.validity, badInput: true }, configurable: true });
    await user.type(form.getByLabelText(/^Name/), 'Gari (1 olonka)');
    await user.type(price, '1');
    await user.clear(price);
    await save();
    expect(await form.findByText(FIELD_MESSAGES.priceInvalid)).toBeInTheDocument();
  });

  it.each([
    ['a fraction', '2.5'],
    ['a negative number', '-1'],
  ])('refuses %s as a quantity', async (_, typed) => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Indomie Chicken 70g');
    await user.type(form.getByLabelText(/^Price/), '6.5');
    await user.type(form.getByLabelText(/^Quantity/), typed);
    await save();
    expect(await form.findByText(FIELD_MESSAGES.quantityInvalid)).toBeInTheDocument();
    expect(fake.calls.addProduct).toEqual([]);
  });

  it('refuses a description over 2000 characters', async () => {
    const { user, form, save } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Kente stole');
    await user.type(form.getByLabelText(/^Price/), '350');
    await user.type(form.getByLabelText(/^Quantity/), '2');
    await user.click(form.getByLabelText(/^Description/));
    await user.paste('x'.repeat(2001));
    await save();
    expect(await form.findByText(FIELD_MESSAGES.descriptionTooLong)).toBeInTheDocument();
  });

  it('refuses an image over 5MB at once, before any upload', async () => {
    const { user, form, save, fake } = setup();
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('big.png', 'image/png', MAX_IMAGE_BYTES + 1));
    expect(await form.findByText(VALIDATION_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(form.queryByRole('img')).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/^Name/), 'Kente stole');
    await user.type(form.getByLabelText(/^Price/), '350');
    await user.type(form.getByLabelText(/^Quantity/), '2');
    await save();
    expect(fake.calls.uploadProductImage).toEqual([]);
    // The refused file was not kept: the product is saved without an image.
    await waitFor(() => expect(fake.products()).toHaveLength(1));
    expect(fake.products()[0]?.imagePath).toBeNull();
  });

  it('accepts an image of exactly 5MB', async () => {
    const { user, form } = setup();
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('ok.png', 'image/png', MAX_IMAGE_BYTES));
    expect(form.queryByText(VALIDATION_MESSAGES.imageTooLarge)).not.toBeInTheDocument();
    expect(form.getByText(/Chosen: ok\.png/)).toBeInTheDocument();
  });

  it('accepts only images', async () => {
    const { user, form, fake } = setup();
    const input = form.getByLabelText(/^Image/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, fileOfSize('prices.txt', 'text/plain', 200));
    expect(await form.findByText(FIELD_MESSAGES.imageNotAnImage)).toBeInTheDocument();
    expect(fake.calls.uploadProductImage).toEqual([]);
    // An SVG is an image that can carry script: refused before anything is uploaded.
    await user.upload(input, fileOfSize('logo.svg', 'image/svg+xml', 200));
    expect(await form.findByText(FIELD_MESSAGES.imageNotAnImage)).toBeInTheDocument();
    expect(fake.calls.uploadProductImage).toEqual([]);
  });

  it('says "You are not logged in." without a session, and writes nothing', async () => {
    const { user, form, save, fake } = setup({ user: null });
    await user.type(form.getByLabelText(/^Name/), 'Milo 400g tin');
    await user.type(form.getByLabelText(/^Price/), '45');
    await user.type(form.getByLabelText(/^Quantity/), '12');
    await save();
    expect(await form.findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(fake.calls.addProduct).toEqual([]);
  });
});

describe('ProductModal: saving', () => {
  async function fillMilo(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
    await user.type(form.getByLabelText(/^Name/), 'Milo 400g tin');
    await user.type(form.getByLabelText(/^Price/), '45.50');
    await user.type(form.getByLabelText(/^Quantity/), '12');
    await user.type(form.getByLabelText(/^Description/), 'Chocolate malt drink');
  }

  it('adds a product with its image, GHS by default, and closes', async () => {
    const { user, form, save, fake, onClose, onSaved } = setup();
    expect(form.getByLabelText('Currency')).toHaveValue('GHS');
    await fillMilo(user, form);
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('milo.png', 'image/png', 2048));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [stored] = fake.products();
    expect(stored).toMatchObject({
      name: 'Milo 400g tin',
      type: 'Physical',
      priceMinor: 4550,
      currency: 'GHS',
      description: 'Chocolate malt drink',
      quantity: 12,
      imagePath: expect.stringMatching(/milo\.png$/),
      imageUrl: expect.stringMatching(/^data:image/),
    });
    expect(onSaved).toHaveBeenCalledWith('Milo 400g tin');
  });

  it('keeps the form as typed and says so when the upload fails; no product is written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, form, save, fake, onClose } = setup({ fail: { uploadProductImage: new BackendError('storage/unknown') } });
    await fillMilo(user, form);
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('milo.png', 'image/png', 2048));
    await save();
    expect(await form.findByText(ERROR_MESSAGES.imageUploadFailed)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveValue('Milo 400g tin');
    expect(form.getByLabelText(/^Price/)).toHaveValue(45.5);
    expect(form.getByText(/Chosen: milo\.png/)).toBeInTheDocument();
    expect(fake.products()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes the uploaded image again when the product cannot be saved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, form, save, fake, onClose } = setup({ fail: { addProduct: new BackendError('unavailable') } });
    await fillMilo(user, form);
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('milo.png', 'image/png', 2048));
    await save();
    expect(await form.findByText(ERROR_MESSAGES.productSaveFailed)).toBeInTheDocument();
    expect(fake.calls.uploadProductImage).toEqual(['milo.png']);
    expect(fake.images()).toEqual([]);
    expect(form.getByLabelText(/^Description/)).toHaveValue('Chocolate malt drink');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the product was deleted, keeping what was typed, when another device deleted it first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gari = sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 30 });
    const { user, form, save, onClose } = setup({ products: [] }, gari);
    await user.clear(form.getByLabelText(/^Price/));
    await user.type(form.getByLabelText(/^Price/), '19');
    await save();
    expect(await form.findByText(GONE_MESSAGES.product)).toBeInTheDocument();
    expect(form.getByLabelText(/^Price/)).toHaveValue(19);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a product: fields start from it, and a product that stops being physical loses its stock', async () => {
    const gari = sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 30 });
    const { user, form, save, fake, onClose } = setup({ products: [gari] }, gari);
    expect(form.getByLabelText(/^Name/)).toHaveValue('Gari (1 olonka)');
    expect(form.getByLabelText(/^Price/)).toHaveValue(18);
    expect(form.getByLabelText(/^Quantity/)).toHaveValue(30);
    await user.selectOptions(form.getByLabelText('Type'), 'Digital');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct[0]?.patch).toHaveProperty('quantity', undefined);
    expect(fake.products()[0]).toMatchObject({ id: 'gari', type: 'Digital' });
    expect(fake.products()[0]).not.toHaveProperty('quantity');
  });

  it('saving a new price does not write the stock back: units sold by another till meanwhile stay sold', async () => {
    const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 10 });
    const { user, form, save, fake, onClose } = setup({ products: [milo] }, milo);
    // Another till sells 2 while the form is open.
    await fake.backend.recordSale(SAMPLE_OWNER.uid, {
      sale: saleOf({ id: 'other-till-1', lines: [{ id: 'milo', priceMinor: 4500, quantity: 2, type: 'Physical' }] }),
      stockDecrements: [{ productId: 'milo', quantitySold: 2 }],
    });
    await user.clear(form.getByLabelText(/^Price/));
    await user.type(form.getByLabelText(/^Price/), '47.50');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'milo', patch: { priceMinor: 4750 } }]);
    expect(fake.products()[0]).toMatchObject({ priceMinor: 4750, quantity: 8 });
  });

  it('shows the stock of a physical product read-only: it changes with Stock, not with an edit', async () => {
    const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 10 });
    const { user, form, save, fake, onClose } = setup({ products: [milo] }, milo);
    const quantity = form.getByLabelText(/^Quantity/);
    expect(quantity).toHaveAttribute('readonly');
    expect(form.getByText('Change it with Stock, in the product’s row.')).toBeInTheDocument();
    await user.type(quantity, '5');
    expect(quantity).toHaveValue(10);
    await user.type(form.getByLabelText(/^Name/), ' tin');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'milo', patch: { name: 'Milo 400g tin' } }]);
  });

  it('asks a product that becomes physical for its starting stock', async () => {
    const pass = sampleProduct({ id: 'pass', name: 'Gym pass', type: 'Ticket', priceMinor: 2000, quantity: undefined });
    const { user, form, save, fake, onClose } = setup({ products: [pass] }, pass);
    await user.selectOptions(form.getByLabelText('Type'), 'Physical');
    const quantity = form.getByLabelText(/^Quantity/);
    expect(quantity).not.toHaveAttribute('readonly');
    await user.type(quantity, '7');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'pass', patch: { type: 'Physical', quantity: 7 } }]);
  });

  it('replacing an image deletes the old one from storage', async () => {
    const kente = sampleProduct({ id: 'kente', name: 'Kente stole', imagePath: 'products/owner-ama/1_old.png', imageUrl: 'data:image/png;base64,AA==' });
    const { user, form, save, fake, onClose } = setup({ products: [kente] }, kente);
    expect(form.getByRole('img', { name: 'Current product image' })).toBeInTheDocument();
    await user.upload(form.getByLabelText(/^Image/), fileOfSize('new.png', 'image/png', 100));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.deleteImage).toEqual(['products/owner-ama/1_old.png']);
    expect(fake.products()[0]?.imagePath).toMatch(/new\.png$/);
  });

  it('stores HTML and script as plain text', async () => {
    const { user, form, save, fake, onClose } = setup();
    const name = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await user.click(form.getByLabelText(/^Name/));
    await user.paste(name);
    await user.type(form.getByLabelText(/^Price/), '1');
    await user.type(form.getByLabelText(/^Quantity/), '1');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.products()[0]?.name).toBe(name);
  });
});

describe('ProductModal: cost price (only the owner sees it)', () => {
  it('saves an optional cost beside the price, in the same currency; empty is unknown', async () => {
    const { user, form, save, fake, onClose } = setup();
    const cost = form.getByLabelText(/^Cost price/);
    expect(cost).not.toBeRequired();
    expect(form.getByText(COST_MESSAGES.costHint)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Name/), 'Milo 400g tin');
    await user.type(form.getByLabelText(/^Price/), '45.50');
    await user.type(cost, '38.20');
    await user.type(form.getByLabelText(/^Quantity/), '12');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.products()[0]).toMatchObject({ name: 'Milo 400g tin', priceMinor: 4550, costMinor: 3820 });
  });

  it('leaves the cost unknown when the field is left empty', async () => {
    const { user, form, save, fake, onClose } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Gari (1 olonka)');
    await user.type(form.getByLabelText(/^Price/), '30');
    await user.type(form.getByLabelText(/^Quantity/), '4');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.products()[0]?.costMinor ?? null).toBeNull();
  });

  it.each([
    ['a negative cost', '-1', FIELD_MESSAGES.costInvalid],
    ['a cost too large to count', '99999999999999999', FIELD_MESSAGES.costTooLarge],
  ])('refuses %s with the domain\'s words, writing nothing', async (_, typed, message) => {
    const { user, form, save, fake } = setup();
    await user.type(form.getByLabelText(/^Name/), 'Peak Milk 160g');
    await user.type(form.getByLabelText(/^Price/), '12');
    await user.type(form.getByLabelText(/^Cost price/), typed);
    await user.type(form.getByLabelText(/^Quantity/), '4');
    await save();
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText(/^Cost price/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText(/^Cost price/)).toHaveFocus());
    expect(fake.calls.addProduct).toEqual([]);
  });

  it('says a cost the browser cannot read as a number is not a number', async () => {
    const { user, form, save } = setup();
    const cost = form.getByLabelText(/^Cost price/) as HTMLInputElement;
    Object.defineProperty(cost, 'validity', { value: { ...cost.validity, badInput: true }, configurable: true });
    await user.type(form.getByLabelText(/^Name/), 'Gari (1 olonka)');
    await user.type(form.getByLabelText(/^Price/), '30');
    await user.type(form.getByLabelText(/^Quantity/), '4');
    await save();
    expect(await form.findByText(FIELD_MESSAGES.costInvalid)).toBeInTheDocument();
  });

  it('warns, live and tied to both fields, when the price is below the cost; Save still saves', async () => {
    const { user, form, save, fake, onClose } = setup();
    const price = form.getByLabelText(/^Price/);
    const cost = form.getByLabelText(/^Cost price/);
    await user.type(form.getByLabelText(/^Name/), 'Kalyppo 200ml');
    await user.type(form.getByLabelText(/^Quantity/), '24');
    await user.type(cost, '4.40');
    await user.type(price, '4');
    const warning = form.getByText('Price is below cost: each sale loses ₵0.40.');
    expect(warning).toHaveAttribute('aria-live', 'polite');
    expect(price.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    expect(cost.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    expect(price).not.toHaveAttribute('aria-invalid');
    // As the owner types on, the warning follows: gone once the price covers the cost.
    await user.type(price, '.5');
    expect(form.queryByText(/^Price is below cost/)).not.toBeInTheDocument();
    expect(warning).toBeEmptyDOMElement();
    expect(price.getAttribute('aria-describedby') ?? '').not.toContain(warning.id);
    await user.clear(price);
    await user.type(price, '3.90');
    expect(form.getByText('Price is below cost: each sale loses ₵0.50.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.products()[0]).toMatchObject({ priceMinor: 390, costMinor: 440 });
  });

  it('says the loss in the product\'s currency', async () => {
    const { user, form } = setup();
    await user.selectOptions(form.getByLabelText(/^Currency/), 'NGN');
    await user.type(form.getByLabelText(/^Cost price/), '1500');
    await user.type(form.getByLabelText(/^Price/), '1200');
    expect(form.getByText('Price is below cost: each sale loses ₦300.00.')).toBeInTheDocument();
  });

  it('starts an edit from the stored cost, and writes only a changed cost', async () => {
    const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, costMinor: 3850, quantity: 10 });
    const { user, form, save, fake, onClose } = setup({ products: [milo] }, milo);
    expect(form.getByLabelText(/^Cost price/)).toHaveValue(38.5);
    await user.clear(form.getByLabelText(/^Cost price/));
    await user.type(form.getByLabelText(/^Cost price/), '39');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'milo', patch: { costMinor: 3900 } }]);
  });

  it('clearing the cost makes it unknown again', async () => {
    const milo = sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4500, costMinor: 3850, quantity: 10 });
    const { user, form, save, fake, onClose } = setup({ products: [milo] }, milo);
    await user.clear(form.getByLabelText(/^Cost price/));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'milo', patch: { costMinor: null } }]);
    expect(fake.products()[0]?.costMinor ?? null).toBeNull();
  });

  it('an edit that does not touch the cost does not write it, and a product without one opens empty', async () => {
    const gari = sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 30 });
    const { user, form, save, fake, onClose } = setup({ products: [gari] }, gari);
    expect(form.getByLabelText(/^Cost price/)).toHaveValue(null);
    await user.clear(form.getByLabelText(/^Price/));
    await user.type(form.getByLabelText(/^Price/), '19');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.updateProduct).toEqual([{ id: 'gari', patch: { priceMinor: 1900 } }]);
  });
});
