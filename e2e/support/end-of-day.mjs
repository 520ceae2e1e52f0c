// End of Day as the specs read it: opened from the Sales group of the sidebar, one region per
// currency, its figures as cards (articles named by their title) and its takings by payment method
// as a table (one row per method, and Total).

/** The figures of one currency: the region headed `GHS · Ghana cedi`. */
export const currencyRegion = (page, code) => page.getByRole('region', { name: new RegExp(`^${code}`) });

/** The text of the card titled `title` (exactly) in a currency's region. */
export const cardText = (region, title) => region.getByRole('article', { name: title, exact: true }).innerText();

/** The cells of the takings table's row for `method` ('Cash', …, 'Total'): name, taken, refunded, kept. */
export const rowCells = async (table, method) =>
  (await table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: method, exact: true }) }).innerText()).split(/\s*\t\s*|\n/).filter(Boolean);

/** Opens End of Day from the sidebar's Sales group (the menu first on a phone) and waits for its heading. */
export async function openEndOfDay(page, { phone = false } = {}) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).locator('#nav-group-sales').getByRole('button', { name: 'End of Day', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'End of Day' }).waitFor();
}
