// End of Day's Shifts section's own words (issue #35); the over/short is the domain's
// (staff-words.ts, overShortText), word for word.
export const SHIFTS_TEXT = {
  shifts: 'Shifts',
  byCashier: 'By cashier',
  cashier: 'Cashier',
  person: 'Person',
  downloadCsv: 'Download shifts CSV',
  hours: 'Opened–closed',
  float: 'Float',
  expectedCash: 'Expected cash',
  counted: 'Counted',
  overShort: 'Over/short',
  sales: 'Sales',
  takings: 'Takings',
  shiftsCount: 'Shifts',
  stillOpen: 'open',
  notCounted: 'Not counted',
  noShifts: 'No shift was opened this day.',
  loadFailed: "The day's shifts could not be loaded.",
  loading: 'Loading shifts…',
} as const;
