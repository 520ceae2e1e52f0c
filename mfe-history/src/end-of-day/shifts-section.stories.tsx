import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { EndOfDayScreen } from './end-of-day-screen';
import { endOfDayShiftsSample } from './shifts-sample';
import { SAMPLE_NOW, SAMPLE_TIME_ZONE } from '../testing/end-of-day-sample';

// End of Day's Shifts section (issue #35): the sample day worked by two cashiers, Ama short by
// ₵5.00 and Esi exact (shifts-sample.ts), on the in-memory backend.
function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend(options).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withShop: Decorator = (Story) => (
  <MemoryShop options={endOfDayShiftsSample()}>
    <Story />
  </MemoryShop>
);

const meta = {
  title: 'History/End of Day/Shifts',
  component: EndOfDayScreen,
  args: { timeZone: SAMPLE_TIME_ZONE, now: SAMPLE_NOW },
  decorators: [withShop],
} satisfies Meta<typeof EndOfDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cashiers: each shift's cash-up, then a row per cashier; Ama is short by ₵5.00. */
export const TwoCashiersOneShort: Story = {
  play: async ({ canvasElement }) => {
    const shifts = await within(canvasElement).findByRole('region', { name: 'Shifts' });
    const table = within(shifts).getByRole('table', { name: 'By cashier' });
    await expect(within(table).getByRole('rowheader', { name: 'Ama Mensah' }).closest('tr')).toHaveTextContent('Short by ₵5.00');
    await expect(within(table).getByRole('rowheader', { name: 'Esi Owusu' }).closest('tr')).toHaveTextContent('Exact');
  },
};

/** The same day on a phone (360 px). */
export const TwoCashiersOnAPhone: Story = {
  ...TwoCashiersOneShort,
  globals: onAPhone,
};
