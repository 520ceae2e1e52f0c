// Barcodes in All Products (issue #45): the till's offer to add an unknown code (a query
// parameter), the camera's scan — its reader a stand-in, as is getUserMedia — and a code saved
// that another product carries.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_PRODUCT_BARCODE_PARAM } from '@shop/shared/domain';
import { renderOnMemoryBackend, sampleProduct } from '@shop/shared/testing';
import { Inventory } from './inventory-screen';

const reads = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('../../shared/src/scanner/frame-reader', () => ({
  createFrameReader: async () => ({ kind: 'zxing-wasm', read: async () => reads.codes }),
}));

const MILO = '5000159407236';
const SHOP = [
  sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 4550, quantity: 24, barcode: MILO }),
  sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 3 }),
];
const setup = () => renderOnMemoryBackend(<Inventory />, { products: SHOP });

beforeEach(() => {
  reads.codes = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
  const track = { stop: vi.fn(), kind: 'video' };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }) as unknown as MediaStream) },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('barcodes in All Products', () => {
  it("opens Add product with the till's unknown code filled in, and takes the code off the address", async () => {
    window.history.replaceState(null, '', `/dashboard?view=inventory-all&${NEW_PRODUCT_BARCODE_PARAM}=4006381333931`);
    setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add product' }));
    expect(dialog.getByRole('textbox', { name: /^Barcode/ })).toHaveValue('4006381333931');
    expect(window.location.search).toBe('?view=inventory-all');
  });

  it('finds a scanned product, with its words, and shows it in the list', async () => {
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    reads.codes = [MILO];
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText('Found Milo 400g tin.')).toBeInTheDocument();
    reads.codes = [];
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(MILO);
    await waitFor(() => expect(screen.queryByText('Gari (1 olonka)')).not.toBeInTheDocument());
  });

  it('offers to add an unknown scanned code, and the form refuses a code another product carries', async () => {
    const { user } = setup();
    await screen.findByText('Milo 400g tin');
    reads.codes = ['96385074'];
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText('No product with barcode 96385074.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add this product' }));
    reads.codes = [];
    const dialog = within(await screen.findByRole('dialog', { name: 'Add product' }));
    const barcode = dialog.getByRole('textbox', { name: /^Barcode/ });
    expect(barcode).toHaveValue('96385074');
    await user.clear(barcode);
    await user.type(barcode, MILO);
    expect(dialog.getByText('Another product already has this barcode: Milo 400g tin.')).toBeInTheDocument();
  });
});
