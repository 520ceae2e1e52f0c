import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download';

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('saves the text under its name, marked UTF-8 for spreadsheets, and leaves nothing in the page', async () => {
    vi.useFakeTimers();
    let file: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:file';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { name: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.getAttribute('href') ?? '', inPage: this.isConnected });
    });

    downloadCsv('sales-2026-11-22.csv', 'Order,Total\r\n#A1B2C3D4,₵5.00\r\n');

    expect(clicked).toEqual([{ name: 'sales-2026-11-22.csv', href: 'blob:file', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(file?.type).toBe('text/csv;charset=utf-8');
    expect(await file?.text()).toBe('\uFEFFOrder,Total\r\n#A1B2C3D4,₵5.00\r\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:file');
    vi.useRealTimers();
  });
});
