import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SCREEN_TEXT } from '../domain/messages';
import { Spinner } from './spinner';

const meta = {
  title: 'Shared UI/Spinner',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ChartLoading: Story = { args: { label: SCREEN_TEXT.chartLoading, showLabel: true } };

export const DashboardLoading: Story = { args: { label: SCREEN_TEXT.dashboardLoading, showLabel: true, size: 'lg', centered: true } };

export const Small: Story = { args: { size: 'sm', label: 'Saving…', showLabel: true } };
