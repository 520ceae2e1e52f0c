// Saves what the shop downloads (a CSV of its sales or its stock, its catalogue) as a file, from the browser.

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Starts the download of `csv` as `fileName`. The UTF-8 mark lets Excel read names in any script
 * (₵, ₦, accents) as they were typed.
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob([BYTE_ORDER_MARK, csv], { type: 'text/csv;charset=utf-8' }));
}

/** Starts the download of `file` as `fileName` (a CSV, or an Excel file the shop exports). */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends; the address can go later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
