// The `pos-widget:sale` event's detail: a public format partners' pages read
// (examples/partner-site/README.md, 'Events'), so it changes only by adding fields. It has always
// given amounts in major units (`total: 40` for ₵40.00), and still does; `totalMinor` and each
// payment's `minor` give the same amounts as exact integers of minor units. This file is the
// event's codec: the one place in the widget that turns the domain's minor units into major units
// (eslint.config.js, 'money speaks minor units').
import { displayOrderId, fromMinor, owedOnSale, paidAtTillMinor, saleTakings } from '@shop/shared/domain';
import type { CurrencyCode, PaymentMethod, Sale, StaffStamp } from '@shop/shared/domain';

/** What one method took of the sale: `amount` in major units (`50` is ₵50.00), `minor` the same in minor units (`5000`). */
export type SaleEventPayment = { method: PaymentMethod; amount: number; minor: number };

export type SaleEventDetail = {
  /** The order id as the receipt shows it, e.g. `#ABCD1234`. */
  orderId: string;
  saleId: string;
  /** In major units: `40` is ₵40.00. */
  total: number;
  /** The same total in minor units: `4000`. */
  totalMinor: number;
  currency: CurrencyCode;
  paymentMethod: PaymentMethod;
  payments: SaleEventPayment[];
  /** How many units were sold. */
  items: number;
  /** What was paid at the till, in major units: the total, unless part went on the customer's account ("Pay later"). */
  paid: number;
  /** The same in minor units. */
  paidMinor: number;
  /** What went on the customer's account, in major units: 0 for a sale paid in full. */
  owed: number;
  /** The same in minor units. */
  owedMinor: number;
  /** When what went on the account is due, `YYYY-MM-DD`; null for a sale paid in full. */
  dueOn: string | null;
  /** Who sold it at the till: the staff member who unlocked it with their PIN, or the owner's account (its uid and the owner's name). */
  soldBy: StaffStamp;
};

/**
 * What a partner learns of a sale: no customer, nothing personal. `payments` is what each method
 * took (the change already off the cash), summing to `paid`: one entry, or one a method of a split
 * (none for a sale on credit with nothing paid now). `paid` + `owed` is `total`. `owner` is who sold
 * a sale that carries no staff stamp: the owner's account.
 */
export function saleEventDetail(sale: Sale, owner: StaffStamp): SaleEventDetail {
  return {
    orderId: displayOrderId(sale.id),
    saleId: sale.id,
    total: fromMinor(sale.totalMinor),
    totalMinor: sale.totalMinor,
    currency: sale.currency,
    paymentMethod: sale.paymentMethod,
    payments: saleTakings(sale).map((taking) => ({ method: taking.method, amount: fromMinor(taking.minor), minor: taking.minor })),
    items: sale.items.reduce((count, item) => count + item.quantity, 0),
    paid: fromMinor(paidAtTillMinor(sale)),
    paidMinor: paidAtTillMinor(sale),
    owed: fromMinor(owedOnSale(sale)),
    owedMinor: owedOnSale(sale),
    dueOn: sale.credit?.dueOn ?? null,
    // A sale without a stamp was made by the owner's own account (docs/product-rules.md, 'Staff at the till').
    soldBy: sale.madeBy ? { id: sale.madeBy.id, name: sale.madeBy.name } : owner,
  };
}
