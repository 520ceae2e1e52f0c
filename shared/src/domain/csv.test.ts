import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvFileName, csvText } from './csv';
import { formatSpreadsheetDateTime } from './calendar';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Gari')).toBe('Gari');
  });

  it.each(['=1+1', '+233 24 123 4567', '-5', '@SUM(A1)', '\tTab'])('defuses text starting like a formula: %j', (text) => {
    expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('does not touch numbers', () => {
    expect(csvField('-0.05', 'number')).toBe('-0.05');
  });

  it('quotes a line break', () => {
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});

describe('csvAmount', () => {
  it.each([
    [0, '0.00'],
    [123450, '1234.50'],
    [30, '0.30'],
    [101, '1.01'],
    [-5, '-0.05'],
  ])('%d minor units → %s', (minor, text) => {
    expect(csvAmount(minor)).toBe(text);
  });
});

describe('formatSpreadsheetDateTime', () => {
  it('formats a spreadsheet date in UTC by default', () => {
    expect(formatSpreadsheetDateTime(new Date('2026-01-05T07:08:00Z'))).toBe('2026-01-05 07:08');
  });

});

describe('csvText', () => {
  it('quotes header names that need it and ends every line with CRLF', () => {
    expect(csvText(['Name', 'Price, GHS'], [['Gari', '20.00']])).toBe('Name,"Price, GHS"\r\nGari,20.00\r\n');
  });
});

describe('csvAmount and csvFileName', () => {
  it('writes minor units as a plain amount, a negative one not defused as a formula', () => {
    expect(csvAmount(123450)).toBe('1234.50');
    expect(csvAmount(-7)).toBe('-0.07');
  });

  it('names a file after what it holds and the local date', () => {
    expect(csvFileName('products', new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toBe('products-2026-11-23.csv');
  });
});
