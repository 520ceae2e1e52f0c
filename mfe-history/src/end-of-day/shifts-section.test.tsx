import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { BackendProvider } from '@shop/shared/session';
import type * as SharedUi from '@shop/shared/ui';
import { EndOfDayScreen } from './end-of-day-screen';
import { endOfDayShiftsSample } from './shifts-sample';
import { SHIFTS_CSV_COLUMNS } from './shifts-report';
import { downloadCsv } from '@shop/shared/ui';
import { endOfDaySample, SAMPLE_NOW, SAMPLE_TIME_ZONE } from '../testing/end-of-day-sample';

vi.mock('@shop/shared/ui', async (importOriginal) => ({ ...(await importOriginal<typeof SharedUi>()), downloadCsv: vi.fn(), printReceipt: vi.fn() }));

function renderEndOfDay(options: MemoryBackendOptions) {
  render(
    <BackendProvider backend={createMemoryBackend(options).backend}>
      <EndOfDayScreen timeZone={SAMPLE_TIME_ZONE} now={SAMPLE_NOW} />
    </BackendProvider>,
  );
}

describe('End of Day: shifts', () => {
  it('lists each shift and each cashier, one of them short by ₵5.00, on screen and in the report', async () => {
    renderEndOfDay(endOfDayShiftsSample());
    const shifts = await screen.findByRole('region', { name: 'Shifts' });

    const list = within(shifts).getByRole('list', { name: 'Shifts' });
    const [ama, esi] = within(list).getAllByRole('listitem');
    expect(ama).toHaveTextContent('Ama Mensah · 08:00–13:00');
    expect(ama).toHaveTextContent('Float₵200.00');
    expect(ama).toHaveTextContent('Short by ₵5.00');
    expect(esi).toHaveTextContent('Esi Owusu · 13:00–17:30');
    expect(esi).toHaveTextContent('Exact');

    const table = within(shifts).getByRole('table', { name: 'By cashier' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(row('Ama Mensah')).toHaveTextContent('Short by ₵5.00');
    expect(row('Ama Mensah')).toHaveTextContent('2');
    expect(row('Esi Owusu')).toHaveTextContent('Exact');

    await userEvent.click(screen.getByRole('button', { name: 'Report as printed' }));
    const report = screen.getByLabelText(/report/i, { selector: 'pre' }).textContent ?? '';
    expect(report).toContain('Shifts');
    expect(report).toContain('By cashier');
    expect(report).toContain('Short by ₵5.00');
    for (const line of report.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('downloads the shifts as a CSV of their own, a row per shift with its whole cash-up', async () => {
    renderEndOfDay(endOfDayShiftsSample());
    const shifts = await screen.findByRole('region', { name: 'Shifts' });
    await userEvent.click(within(shifts).getByRole('button', { name: 'Download shifts CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [name, text] = vi.mocked(downloadCsv).mock.calls[0] as [string, string];
    expect(name).toBe('shifts-2026-11-22.csv');
    const [header, ama, esi, ...rest] = text.split('\r\n');
    expect(header).toBe(SHIFTS_CSV_COLUMNS.join(','));
    expect(rest).toEqual(['']);
    const column = (row: string | undefined, name: string) => row?.split(',')[SHIFTS_CSV_COLUMNS.indexOf(name)];
    expect(column(ama, 'Person')).toBe('Ama Mensah');
    expect(column(ama, 'Opened')).toBe('2026-11-22 08:00');
    expect(column(ama, 'Float')).toBe('200.00');
    expect(column(ama, 'Over/short')).toBe('-5.00');
    expect(column(esi, 'Person')).toBe('Esi Owusu');
    expect(column(esi, 'Over/short')).toBe('0.00');
  });

  it('shows no Shifts section for a shop without staff', async () => {
    const sample = endOfDaySample();
    renderEndOfDay({ sales: sample.sales, refunds: sample.refunds });
    expect(await screen.findByText('Nov 22, 2026: 4 sales, 1 refund')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shifts' })).not.toBeInTheDocument();
  });
});
