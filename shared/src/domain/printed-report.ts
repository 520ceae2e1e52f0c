// The lines of a report printed on a till's paper (End of Day's, a shift's cash-up, the day's
// shifts): every line at most the paper's width (END_OF_DAY_REPORT_WIDTH, 32 characters on 58 mm).

/** Breaks text longer than the paper into lines of at most `width` characters, at spaces where it can. */
export function wrapReportText(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** `label ........ value` on one line of `width`; the value on a line of its own when both do not fit. */
export function reportRow(label: string, value: string, width: number): string[] {
  if (label.length + 1 + value.length <= width) return [`${label}${' '.repeat(width - label.length - value.length)}${value}`];
  return [...wrapReportText(label, width), value.padStart(width)];
}
