// Sale Details' way to send a past sale's receipt to the customer's phone: the design system's
// ShareReceipt, with the sale's customer (and their phone) looked up among the owner's customers,
// since a Sale keeps only the customer's id and name.
import type { Sale } from '@shop/shared/domain';
import { useSaleCustomer } from '@shop/shared/session';
import { ShareReceipt } from '@shop/shared/ui';

export interface SaleShareReceiptProps {
  sale: Sale;
  /** The receipt's text, as Copy Receipt copies it. */
  text: string;
}

export function SaleShareReceipt({ sale, text }: SaleShareReceiptProps) {
  const recipient = useSaleCustomer(sale);
  return <ShareReceipt text={text} recipient={recipient} />;
}
