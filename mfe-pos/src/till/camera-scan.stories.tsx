import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SCANNER_TEXT } from '@shop/shared/scanner';
import { CameraScan } from './camera-scan';

// The till's Scan with camera when the camera cannot be had (issue #45): each says why in words,
// and Done goes back to the till, whose search box and USB scanner still add products. The
// camera's answer is a stand-in for getUserMedia, put back after the story.
function cameraAnswering(answer: (() => Promise<MediaStream>) | null) {
  return () => {
    const had = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: answer ? { getUserMedia: answer } : undefined });
    return () => {
      if (had) Object.defineProperty(navigator, 'mediaDevices', had);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  };
}

const refusedWith = (name: string) => cameraAnswering(() => Promise.reject(new DOMException('The camera was not given', name)));

const meta = {
  title: 'POS/Camera scan',
  component: CameraScan,
  args: { products: [], onAdd: fn(() => true) },
} satisfies Meta<typeof CameraScan>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openScanner(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scan with camera' }));
  return screen.findByRole('dialog', { name: SCANNER_TEXT.title });
}

/** The camera permission refused: said in words, with Try again and Done. */
export const CameraRefused: Story = {
  beforeEach: refusedWith('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const dialog = within(await openScanner(canvasElement));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.refused);
    await expect(dialog.getByRole('button', { name: SCANNER_TEXT.tryAgain })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: SCANNER_TEXT.done }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A device without a camera. */
export const NoCamera: Story = {
  beforeEach: refusedWith('NotFoundError'),
  play: async ({ canvasElement }) => {
    const dialog = within(await openScanner(canvasElement));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.noCamera);
    await expect(dialog.queryByRole('button', { name: SCANNER_TEXT.tryAgain })).not.toBeInTheDocument();
  },
};

/** A page without camera access at all (an insecure address, an old browser). */
export const NoCameraAccess: Story = {
  beforeEach: cameraAnswering(null),
  play: async ({ canvasElement }) => {
    const dialog = within(await openScanner(canvasElement));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(SCANNER_TEXT.unsupported);
  },
};
