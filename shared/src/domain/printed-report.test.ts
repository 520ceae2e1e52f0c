import { describe, expect, it } from 'vitest';
import { reportRow, wrapReportText } from './printed-report';

describe('printed report lines', () => {
  it('sets a label and its value on one line of the paper, the value flush right', () => {
    expect(reportRow('Sales', '12', 12)).toEqual(['Sales     12']);
  });

  it('puts the value on a line of its own when both do not fit, the label wrapped at spaces', () => {
    expect(reportRow('Cash expected in the drawer', '₵1,234.50', 12)).toEqual(['Cash', 'expected in', 'the drawer', '   ₵1,234.50']);
  });

  it('cuts a word longer than the paper', () => {
    expect(wrapReportText('  Abcdefghijklmnop qr  ', 6)).toEqual(['Abcdef', 'ghijkl', 'mnop', 'qr']);
    expect(wrapReportText('   ', 6)).toEqual([]);
  });
});
