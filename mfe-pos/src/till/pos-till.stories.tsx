import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { BackendProvider } from '@shop/shared/session';
import { createFakePosBackend } from '../testing/fake-pos-backend';
import { PosTill } from './pos-till';

const meta = {
  title: 'POS/Till',
  component: PosTill,
  decorators: [
    (Story) => (
      <BackendProvider backend={createFakePosBackend().backend}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </BackendProvider>
    ),
  ],
} satisfies Meta<typeof PosTill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen on a fake shop: add products, see the totals follow. */
export const Interactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Milo 400g/ }));
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent('₵127.50');
  },
};

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
