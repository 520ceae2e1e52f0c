// Barcodes at the till (issue #45): a code typed or sent by a USB scanner (the code and Enter), and
// the camera — its picture read by a stand-in for the frame reader, the camera by a stand-in for
// getUserMedia (happy-dom has neither camera nor video).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SCANNER_TEXT } from '@shop/shared/scanner';
import { sampleProduct } from '@shop/shared/testing';
import { renderTill, SAMPLE_PRODUCTS } from '../testing/render-till';

const reads = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('../../../shared/src/scanner/frame-reader', () => ({
  createFrameReader: async () => ({ kind: 'zxing-wasm', read: async () => reads.codes }),
}));

const MILO_CODE = '5000159407236';
const products = [...SAMPLE_PRODUCTS.filter((p) => p.id !== 'milo'), sampleProduct({ id: 'milo', name: 'Milo 400g', priceMinor: 4250, quantity: 20, barcode: MILO_CODE }), sampleProduct({ id: 'sugar', name: 'Sugar 1kg', priceMinor: 1500, quantity: 20, barcode: '036000291452' })];
const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });
const search = () => screen.getByRole('searchbox', { name: 'Search products' });

function fakeCamera(outcome: { refuse?: string } = {}) {
  const stop = vi.fn();
  const track = { stop, kind: 'video', getCapabilities: () => ({ torch: true }), applyConstraints: vi.fn(async () => undefined) };
  const getUserMedia = vi.fn(async () => {
    if (outcome.refuse) throw new DOMException('refused', outcome.refuse);
    return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { getUserMedia, stop, track };
}

beforeEach(() => {
  reads.codes = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.singleSpaNavigate;
});

describe('a barcode typed or sent by a USB scanner', () => {
  it('adds the product that carries it, a UPC-A also by its EAN-13 reading', async () => {
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.type(search(), `${MILO_CODE}{Enter}`);
    expect(quantityOf('Milo 400g')).toHaveValue('1');
    await user.type(search(), '0036000291452{Enter}');
    expect(quantityOf('Sugar 1kg')).toHaveValue('1');
    expect(search()).toHaveValue('');
  });

  it('says an unknown code in words, and offers to add it only to someone who may add products, in the suite', async () => {
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.type(search(), '4006381333931{Enter}');
    expect(screen.getByText('No product with barcode 4006381333931.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add this product' })).not.toBeInTheDocument();
  });

  it('opens All Products with the code filled in when the owner adds it', async () => {
    const navigate = vi.fn();
    window.singleSpaNavigate = navigate;
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.type(search(), '4006381333931{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add this product' }));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/view=inventory-all&newProductBarcode=4006381333931$/));
  });
});

describe('the camera', () => {
  it('adds a product read in frame after frame once, with the outcome in words, and stops the camera on Done', async () => {
    const camera = fakeCamera();
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    reads.codes = [MILO_CODE];
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const dialog = await screen.findByRole('dialog', { name: SCANNER_TEXT.title });
    expect(await within(dialog).findByText('Added Milo 400g.')).toBeInTheDocument();
    // Many more frames read the same code while it stays in view: still one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(quantityOf('Milo 400g')).toHaveValue('1');
    expect(camera.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));

    // Scanned again on purpose: a second unit.
    await user.click(within(dialog).getByRole('button', { name: SCANNER_TEXT.scanAgain }));
    await waitFor(() => expect(quantityOf('Milo 400g')).toHaveValue('2'));

    // The torch, where the camera has one.
    await user.click(within(dialog).getByRole('button', { name: SCANNER_TEXT.torchOn }));
    expect(camera.track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(within(dialog).getByRole('button', { name: SCANNER_TEXT.torchOff })).toHaveAttribute('aria-pressed', 'true');

    reads.codes = [];
    await user.click(within(dialog).getByRole('button', { name: SCANNER_TEXT.done }));
    expect(camera.stop).toHaveBeenCalled();
  });

  it('says an unknown code under the picture', async () => {
    fakeCamera();
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    reads.codes = ['96385074'];
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const dialog = await screen.findByRole('dialog', { name: SCANNER_TEXT.title });
    expect(await within(dialog).findByText('No product with barcode 96385074.')).toBeInTheDocument();
    reads.codes = [];
  });

  it('says a refused camera in words, and the search box still adds products', async () => {
    fakeCamera({ refuse: 'NotAllowedError' });
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const dialog = await screen.findByRole('dialog', { name: SCANNER_TEXT.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCANNER_TEXT.refused);
    await user.click(within(dialog).getByRole('button', { name: SCANNER_TEXT.done }));
    await user.type(search(), `${MILO_CODE}{Enter}`);
    expect(quantityOf('Milo 400g')).toHaveValue('1');
  });

  it('says so where there is no camera', async () => {
    fakeCamera({ refuse: 'NotFoundError' });
    const { user } = renderTill({ products });
    await screen.findByRole('button', { name: /^Milo 400g/ });
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.noCamera);
  });
});
