import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SCREEN_TEXT } from '@shop/shared/domain';
import { TillPanel } from './till-panel';

const meta = {
  title: 'POS/Panel',
  component: TillPanel,
  args: { title: SCREEN_TEXT.posCurrentSalePanel, count: '3 items', children: <p>The panel’s content.</p> },
} satisfies Meta<typeof TillPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card both halves of the till sit in: a region named by its heading, with a count beside it. */
export const WithCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: SCREEN_TEXT.posCurrentSalePanel })).toHaveTextContent('3 items');
  },
};

/** While the products load there is nothing to count yet. */
export const WithoutCount: Story = {
  args: { title: SCREEN_TEXT.posProductsPanel, count: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: SCREEN_TEXT.posProductsPanel });
    await expect(region.querySelector('h2 + p')).toBeNull();
  },
};
