// The `pos-widget:sale` event's detail: a public format partners' pages read
// (examples/partner-site/README.md, 'Events'), so it changes only by adding fields. It has always
// given amounts in major units (`total: 40` for ₵40.00), and still does; `totalMinor` and each
// payment's `minor` give the same amounts as exact integers of minor units. This file is the
// event's codec: the one place in the widget that turns the domain's minor units into major units
// (eslint.config.js, 'money speaks minor units').
import { displayOrderId, fromMinor, saleTakings } from '@shop/shared/domain';
import type { CurrencyCode, PaymentMethod, Sale } from '@shop/shared/domain';

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
};

/**
 * What a partner learns of a sale: no customer, nothing personal. `payments` is what each method
 * took (the change already off the cash), summing to `total`: one entry, or one a method of a split.
 */
export function saleEventDetail(sale: Sale): SaleEventDetail {
  return {
    orderId: displayOrderId(sale.id),
    saleId: sale.id,
    total: fromMinor(sale.totalMinor),
    totalMinor: sale.totalMinor,
    currency: sale.currency,
    paymentMethod: sale.paymentMethod,
    payments: saleTakings(sale).map((taking) => ({ method: taking.method, amount: fromMinor(taking.minor), minor: taking.minor })),
    items: sale.items.reduce((count, item) => count + item.quantity, 0),
  };
}
