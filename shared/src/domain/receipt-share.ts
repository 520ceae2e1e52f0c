// Sending a receipt to the customer's phone: the phone number in the international form WhatsApp
// and SMS links need, and the links themselves. The text sent is the receipt's own (`receiptText`
// in sale.ts, the one Copy Receipt copies). The rules are told in docs/product-rules.md, "Sharing a receipt".
import type { Customer, Sale } from './entities';

/** Ghana's calling code and the digits of a Ghana number after it (`24 412 3456`). */
const GHANA = { code: '233', digits: 9 } as const;
/** Nigeria's calling code and the digits of a Nigeria number after it (`803 555 0101`). */
const NIGERIA = { code: '234', digits: 10 } as const;

/** Shortest and longest international numbers, country code included (ITU-T E.164 allows 15 digits). */
const MIN_INTERNATIONAL_DIGITS = 8;
const MAX_INTERNATIONAL_DIGITS = 15;

/** Digits, with spaces, dashes, dots and brackets between them, and an optional leading `+`. */
const PHONE_SHAPE = /^\+?[\d\s\-.()]+$/;

/**
 * A phone number as international digits (country code first, no `+`), or null when it is not a
 * number a message can go to.
 *
 * - `+…` and `00…` are international already: kept as given (`+44 7911 123456` → `447911123456`).
 * - Ghana's local form, 10 digits starting with 0 (`024 412 3456`) → `233244123456`.
 * - Nigeria's local form, 11 digits starting with 0 (`0803 555 0101`) → `2348035550101`.
 * - Digits starting with 233 or 234 without `+` are taken as Ghana or Nigeria numbers.
 * - A trunk 0 written after Ghana's or Nigeria's code (`+233 (0)24 …`) is dropped.
 * - Spaces, dashes, dots and brackets are ignored. Anything else (letters, too short or too long, a
 *   Ghana or Nigeria number of the wrong length, other digits with no country code) gives null.
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  const written = phone?.trim() ?? '';
  if (!written || !PHONE_SHAPE.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) return checkedInternational(digits);
  if (digits.startsWith('00')) return checkedInternational(digits.slice(2));
  if (digits.startsWith('0')) {
    if (digits.length === GHANA.digits + 1) return GHANA.code + digits.slice(1);
    if (digits.length === NIGERIA.digits + 1) return NIGERIA.code + digits.slice(1);
    return null;
  }
  if (digits.startsWith(GHANA.code) || digits.startsWith(NIGERIA.code)) return checkedInternational(digits);
  return null;
}

function checkedInternational(digits: string): string | null {
  if (digits.startsWith('0')) return null; // No country code starts with 0.
  for (const country of [GHANA, NIGERIA]) {
    if (!digits.startsWith(country.code)) continue;
    let national = digits.slice(country.code.length);
    if (national.length === country.digits + 1 && national.startsWith('0')) national = national.slice(1);
    return national.length === country.digits && !national.startsWith('0') ? country.code + national : null;
  }
  if (digits.length < MIN_INTERNATIONAL_DIGITS || digits.length > MAX_INTERNATIONAL_DIGITS) return null;
  return digits;
}

/**
 * International digits as a person reads them: `+233 24 412 3456`, `+234 803 555 0101`, and other
 * countries' numbers as `+` and their digits.
 */
export function formatInternationalPhone(digits: string): string {
  const ghana = new RegExp(`^${GHANA.code}(\\d{2})(\\d{3})(\\d{4})$`).exec(digits);
  if (ghana) return `+${GHANA.code} ${ghana[1]} ${ghana[2]} ${ghana[3]}`;
  const nigeria = new RegExp(`^${NIGERIA.code}(\\d{3})(\\d{3})(\\d{4})$`).exec(digits);
  if (nigeria) return `+${NIGERIA.code} ${nigeria[1]} ${nigeria[2]} ${nigeria[3]}`;
  return `+${digits}`;
}

/**
 * The WhatsApp link that opens a chat with the receipt's text ready to send: to the phone number
 * when it is one (see `internationalPhone`), otherwise WhatsApp lets the cashier choose the contact.
 */
export function whatsAppReceiptLink(text: string, phone: string | null | undefined): string {
  const digits = internationalPhone(phone);
  return `https://wa.me/${digits ?? ''}?text=${encodeURIComponent(text)}`;
}

/**
 * The `sms:` link that opens the phone's messages with the receipt's text: to the phone number
 * when it is one, otherwise the messages app asks for the contact.
 */
export function smsReceiptLink(text: string, phone: string | null | undefined): string {
  const digits = internationalPhone(phone);
  return `sms:${digits ? `+${digits}` : ''}?body=${encodeURIComponent(text)}`;
}

/**
 * The sale's customer as the owner's customers know them now (with their phone), or null: a
 * walk-in sale, or a customer no longer in the list. The sale itself keeps only id and name.
 */
export function saleCustomerRecord(sale: Pick<Sale, 'customer'>, customers: readonly Customer[]): Customer | null {
  const id = sale.customer?.id;
  if (!id) return null;
  return customers.find((customer) => customer.id === id) ?? null;
}
