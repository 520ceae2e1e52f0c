// Turning a finished cart into the Sale record, the stock it takes, and the receipt text.
import type { Cart } from './cart';
import type {
  Business,
  Customer,
  DiscountType,
  PaymentMethod,
  PaymentPart,
  Sale,
  SaleCustomer,
  StockDecrement,
} from './entities';
import { formatDateTime } from './calendar';
import { percentText, saleCustomerName } from './sale-summary';
import { displayOrderId } from './ids';
import { formatMinor } from './money';
import { isSplitPayment, splitPaymentRecord } from './payments';
import { SPLIT_PAYMENT_MESSAGES } from './messages';
import { CREDIT_MESSAGES } from './pay-later-words';
import { CreditSaleError, creditSaleFigures, paidAtTillMinor } from './credit-sale';
import { formatDayKey } from './local-day';
import { cartTotals, lineTotalMinor, saleDiscountHundredths } from './totals';
import { lineBaseUnits, lineQuantityText } from './packs';

export interface BuildSaleInput {
  id: string;
  cart: Cart;
  discountType: DiscountType;
  /** The discount as entered, in hundredths (see totals.ts). */
  discountHundredths?: number | null;
  /** Amount handed over, in minor units. */
  tenderedMinor?: number | null;
  paymentMethod: PaymentMethod;
  /**
   * A split payment's parts, in minor units, as handed over (docs/product-rules.md, 'Split
   * payment'). When given they decide the method, the amount tendered and the change, and
   * `paymentMethod` and `tenderedMinor` are not read. Omit (or null) for a sale paid by one method.
   */
  payments?: readonly PaymentPart[] | null;
  customer?: Pick<Customer, 'id' | 'name'> | SaleCustomer | null;
  /**
   * "Pay later" (credit-sale.ts): the rest of the total, beyond what is paid now, goes on the customer's
   * account, due on `dueOn`. What is paid now is `tenderedMinor` (none when null), or the split
   * payment's parts, which then need not cover the total; no change is given. Needs a customer.
   */
  credit?: { dueOn: string } | null;
  now: Date;
}

export interface BuiltSale {
  sale: Sale;
  /** One per Physical line: how much stock the sale takes. */
  stockDecrements: StockDecrement[];
}

/** Thrown when asked to record a sale with nothing in it; check `canCheckout` first. */
export class EmptySaleError extends Error {
  constructor() {
    super('A sale needs at least one item.');
    this.name = 'EmptySaleError';
  }
}

/**
 * Builds the Sale record with exactly the stored record's fields (entities.ts), and the stock it
 * takes. Throws SplitPaymentError when split payment parts are given that cannot pay the total.
 */
export function buildSale(input: BuildSaleInput): BuiltSale {
  const { cart } = input;
  const first = cart.lines[0];
  if (!first) throw new EmptySaleError();
  const totals = cartTotals({
    lines: cart.lines,
    discountType: input.discountType,
    discountHundredths: input.discountHundredths,
    tenderedMinor: input.credit ? null : input.tenderedMinor,
  });
  const payment = input.credit ? creditPayment(input, totals.totalMinor) : paidInFull(input, totals);
  const sale: Sale = {
    id: input.id,
    items: saleLines(cart),
    subtotalMinor: totals.subtotalMinor,
    discountHundredths: saleDiscountHundredths(input.discountType, input.discountHundredths),
    discountType: input.discountType,
    discountMinor: totals.discountMinor,
    totalMinor: totals.totalMinor,
    tenderedMinor: payment.tenderedMinor,
    changeMinor: payment.changeMinor,
    currency: cart.currency ?? first.currency,
    paymentMethod: payment.paymentMethod,
    ...(payment.payments ? { payments: payment.payments } : {}),
    createdAt: input.now,
    customer: input.customer ? { id: input.customer.id, name: input.customer.name } : null,
    ...(payment.credit ? { credit: payment.credit } : {}),
  };
  return { sale, stockDecrements: stockTaken(cart) };
}

/** How a sale was paid: what its record says of the money handed over, and (on credit) what is owed. */
interface SalePayment {
  tenderedMinor: number | null;
  changeMinor: number;
  paymentMethod: PaymentMethod;
  payments: PaymentPart[] | null;
  credit: Sale['credit'] | null;
}

/** Paid in full, by one method or split: the parts decide the method, the tender and the change. */
function paidInFull(input: BuildSaleInput, totals: { totalMinor: number; tenderedMinor: number | null; changeMinor: number }): SalePayment {
  const split = input.payments ? splitPaymentRecord(totals.totalMinor, input.payments) : null;
  if (split) return { tenderedMinor: split.tenderedMinor, changeMinor: split.changeMinor, paymentMethod: split.paymentMethod, payments: split.payments, credit: null };
  return { tenderedMinor: totals.tenderedMinor, changeMinor: totals.changeMinor, paymentMethod: input.paymentMethod, payments: null, credit: null };
}

/**
 * Part or none of the total paid now (one method, or split parts that pay exactly what they sum
 * to: no change is given on credit) and the rest on the customer's account.
 */
function creditPayment(input: BuildSaleInput, totalMinor: number): SalePayment {
  if (!input.customer) throw new CreditSaleError(CREDIT_MESSAGES.walkIn);
  const parts = input.payments ?? null;
  const split = parts ? splitPaymentRecord(parts.reduce((sum, part) => sum + part.minor, 0), parts) : null;
  const paidMinor = split ? split.tenderedMinor : (input.tenderedMinor ?? 0);
  const figures = creditSaleFigures(totalMinor, paidMinor);
  if (figures.problem) throw new CreditSaleError(figures.problem === 'nothing-owed' ? CREDIT_MESSAGES.nothingOwed : CREDIT_MESSAGES.paidTooMuch);
  return {
    tenderedMinor: paidMinor,
    changeMinor: 0,
    paymentMethod: split ? split.paymentMethod : input.paymentMethod,
    payments: split ? split.payments : null,
    credit: { owedMinor: figures.owedMinor, dueOn: input.credit!.dueOn },
  };
}

function saleLines(cart: Cart): Sale['items'] {
  return cart.lines.map((line) => ({
    id: line.productId,
    name: line.name,
    priceMinor: line.unitPriceMinor,
    currency: line.currency,
    quantity: line.quantity,
    costMinor: line.unitCostMinor ?? null,
    ...(line.pack ? { pack: { name: line.pack.name, size: line.pack.size } } : {}),
  }));
}

/** One per Physical line, in pieces: a pack line takes its size × its quantity (packs.ts, lineBaseUnits). */
function stockTaken(cart: Cart): StockDecrement[] {
  return cart.lines.filter((line) => line.type === 'Physical').map((line) => ({ productId: line.productId, quantitySold: lineBaseUnits(line) }));
}


/**
 * A Physical product's quantity after a sale: original minus sold. It may go below zero (two tills
 * selling the last unit at once); the port promises the same, and the adapters apply this rule.
 */
export function stockAfterSale(originalQuantity: number | undefined, quantitySold: number): number {
  return (originalQuantity ?? 0) - quantitySold;
}

const RULE = '--------------------------------';

export interface ReceiptOptions {
  /** IANA time zone for the date line; UTC by default. */
  timeZone?: string;
}

/** The plain-text receipt a till copies or prints. */
export function receiptText(
  sale: Sale,
  business: Pick<Business, 'businessName'> | null | undefined,
  options: ReceiptOptions = {},
): string {
  const money = (minor: number): string => formatMinor(minor, sale.currency);
  const lines: string[] = [];
  const name = business?.businessName.trim();
  if (name) lines.push(name);
  lines.push(`Date: ${formatDateTime(sale.createdAt, options.timeZone)}`);
  lines.push(`Order: ${displayOrderId(sale.id)}`);
  lines.push(RULE);
  for (const item of sale.items) {
    const lineTotal = lineTotalMinor({ unitPriceMinor: item.priceMinor, quantity: item.quantity });
    lines.push(item.name);
    // A pack line says its pack: "2 × Carton of 24 at ₵110.00" (packs.ts, lineQuantityText).
    lines.push(item.pack ? `  ${lineQuantityText(item)} at ${money(item.priceMinor)} = ${money(lineTotal)}` : `  ${item.quantity} x ${money(item.priceMinor)} = ${money(lineTotal)}`);
  }
  lines.push(RULE);
  lines.push(`Subtotal: ${money(sale.subtotalMinor)}`);
  const discountLabel = sale.discountType === 'percentage' ? `Discount (${percentText(sale.discountHundredths)})` : 'Discount';
  lines.push(`${discountLabel}: ${sale.discountMinor > 0 ? '-' : ''}${money(sale.discountMinor)}`);
  lines.push(`Total: ${money(sale.totalMinor)}`);
  // On credit no change is given: what was paid now (and how, when anything was), then what went
  // on the account and when it is due.
  if (sale.credit) lines.push(`${CREDIT_MESSAGES.receiptPaid}: ${money(paidAtTillMinor(sale))}`);
  else {
    if (sale.tenderedMinor !== null) lines.push(`Tendered: ${money(sale.tenderedMinor)}`);
    lines.push(`Change: ${money(sale.changeMinor)}`);
  }
  if (isSplitPayment(sale) && sale.payments) {
    lines.push(`Payment: ${SPLIT_PAYMENT_MESSAGES.paymentLabel}`);
    for (const part of sale.payments) lines.push(`  ${part.method}: ${money(part.minor)}`);
  } else if (!sale.credit || paidAtTillMinor(sale) > 0) {
    lines.push(`Payment: ${sale.paymentMethod}`);
  }
  if (sale.credit) {
    lines.push(`${CREDIT_MESSAGES.receiptOwed}: ${money(sale.credit.owedMinor)}`);
    lines.push(`${CREDIT_MESSAGES.receiptDue}: ${formatDayKey(sale.credit.dueOn)}`);
  }
  lines.push(`Customer: ${saleCustomerName(sale)}`);
  lines.push(RULE);
  lines.push('Thank you for your purchase!');
  return lines.join('\n');
}
