import { describe, expect, it } from 'vitest';
import type { Customer, Sale } from './entities';
import {
  formatInternationalPhone,
  internationalPhone,
  saleCustomerRecord,
  smsReceiptLink,
  whatsAppReceiptLink,
} from './receipt-share';

describe('internationalPhone', () => {
  it.each([
    ['+233 24 412 3456', '233244123456'],
    ['+233244123456', '233244123456'],
    ['00233 24 412 3456', '233244123456'],
    ['233 24 412 3456', '233244123456'],
    ['+234 803 555 0101', '2348035550101'],
    ['002348035550101', '2348035550101'],
    ['2348035550101', '2348035550101'],
  ])('keeps an international number: %s', (phone, digits) => {
    expect(internationalPhone(phone)).toBe(digits);
  });

  it.each([
    ['024 412 3456', '233244123456'],
    ['0244123456', '233244123456'],
    ['020-000-0000', '233200000000'],
    ['(024) 412.3456', '233244123456'],
  ])('reads the Ghana local form: %s', (phone, digits) => {
    expect(internationalPhone(phone)).toBe(digits);
  });

  it.each([
    ['0803 555 0101', '2348035550101'],
    ['08035550101', '2348035550101'],
    ['0803-555-0101', '2348035550101'],
  ])('reads the Nigeria local form: %s', (phone, digits) => {
    expect(internationalPhone(phone)).toBe(digits);
  });

  it('drops a trunk 0 written after the Ghana or Nigeria code', () => {
    expect(internationalPhone('+233 (0)24 412 3456')).toBe('233244123456');
    expect(internationalPhone('+234 (0)803 555 0101')).toBe('2348035550101');
    expect(internationalPhone('2330244123456')).toBe('233244123456');
  });

  it("keeps another country's number as given", () => {
    expect(internationalPhone('+44 7911 123456')).toBe('447911123456');
    expect(internationalPhone('0044 7911 123456')).toBe('447911123456');
    expect(internationalPhone('+1 (212) 555-0100')).toBe('12125550100');
    expect(internationalPhone('  +225 07 07 12 34 56  ')).toBe('2250707123456');
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['024 412 345a'],
    ['call 0244123456'],
    ['024/412/3456'],
    ['24+4123456'],
    ['12345'],
    ['0244 12'],
    ['024412345678'],
    ['+123456'],
    ['+1234567890123456'],
    ['+0244123456'],
    ['000244123456'],
    ['+233 24 412 345'],
    ['+233 24 412 34567'],
    ['+233 02 412 3456'],
    ['+234 803 555 010'],
    ['+234 0803 555 01011'],
    ['244123456'],
    ['8035550101'],
    ['447911123456'],
    ['+'],
  ])('is null for what is not a number to message: %j', (phone) => {
    expect(internationalPhone(phone)).toBeNull();
  });

  it('is null for no phone at all', () => {
    expect(internationalPhone(null)).toBeNull();
    expect(internationalPhone(undefined)).toBeNull();
  });
});

describe('formatInternationalPhone', () => {
  it('writes Ghana, Nigeria and other numbers as people read them', () => {
    expect(formatInternationalPhone('233244123456')).toBe('+233 24 412 3456');
    expect(formatInternationalPhone('2348035550101')).toBe('+234 803 555 0101');
    expect(formatInternationalPhone('447911123456')).toBe('+447911123456');
  });

  it('formats what internationalPhone reads from a local number', () => {
    expect(formatInternationalPhone(internationalPhone('024 412 3456') ?? '')).toBe('+233 24 412 3456');
    expect(formatInternationalPhone(internationalPhone('0803 555 0101') ?? '')).toBe('+234 803 555 0101');
  });
});

const TEXT = "Ama's Provisions\nTotal: ₵170.00\nCustomer: Kofi Boateng & Sons\nThank you for your purchase!";
const ENCODED = encodeURIComponent(TEXT);

describe('whatsAppReceiptLink', () => {
  it("goes to the customer's number with the receipt's text", () => {
    expect(whatsAppReceiptLink(TEXT, '024 412 3456')).toBe(`https://wa.me/233244123456?text=${ENCODED}`);
    expect(whatsAppReceiptLink(TEXT, '+234 803 555 0101')).toBe(`https://wa.me/2348035550101?text=${ENCODED}`);
  });

  it('lets WhatsApp choose the contact when there is no readable number', () => {
    expect(whatsAppReceiptLink(TEXT, null)).toBe(`https://wa.me/?text=${ENCODED}`);
    expect(whatsAppReceiptLink(TEXT, '')).toBe(`https://wa.me/?text=${ENCODED}`);
    expect(whatsAppReceiptLink(TEXT, 'not a number')).toBe(`https://wa.me/?text=${ENCODED}`);
  });

  it('encodes every character that would break the link', () => {
    const link = whatsAppReceiptLink('a & b = c?\n#1 ₵5', null);
    expect(link).toBe('https://wa.me/?text=a%20%26%20b%20%3D%20c%3F%0A%231%20%E2%82%B55');
    expect(decodeURIComponent(new URL(link).search.slice('?text='.length))).toBe('a & b = c?\n#1 ₵5');
  });
});

describe('smsReceiptLink', () => {
  it("goes to the customer's number in international form with the receipt's text", () => {
    expect(smsReceiptLink(TEXT, '024 412 3456')).toBe(`sms:+233244123456?body=${ENCODED}`);
    expect(smsReceiptLink(TEXT, '0803 555 0101')).toBe(`sms:+2348035550101?body=${ENCODED}`);
  });

  it('leaves the contact to the messages app when there is no readable number', () => {
    expect(smsReceiptLink(TEXT, null)).toBe(`sms:?body=${ENCODED}`);
    expect(smsReceiptLink(TEXT, '12')).toBe(`sms:?body=${ENCODED}`);
  });
});

describe('saleCustomerRecord', () => {
  const kofi: Customer = { id: 'c-1', name: 'Kofi Boateng', email: '', phone: '024 412 3456', createdAt: new Date(0) };
  const ama: Customer = { id: 'c-2', name: 'Ama Owusu', email: '', phone: '', createdAt: new Date(0) };

  it("finds the sale's customer, with their phone, among the owner's customers", () => {
    const sale: Pick<Sale, 'customer'> = { customer: { id: 'c-1', name: 'Kofi' } };
    expect(saleCustomerRecord(sale, [ama, kofi])).toBe(kofi);
  });

  it('is null for a walk-in sale or a customer no longer in the list', () => {
    expect(saleCustomerRecord({ customer: null }, [kofi])).toBeNull();
    expect(saleCustomerRecord({ customer: { id: 'gone', name: 'Yaw' } }, [kofi, ama])).toBeNull();
  });
});
