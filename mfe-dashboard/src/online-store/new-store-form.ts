// What the Online store form starts with before the owner first saves (issue #43): the link
// suggested from the business name (suggestStoreName), the currency most of the catalogue is
// priced in, every product shown, open 08:00–18:00 every day (DEFAULT_OPENING_HOURS), pickup with
// cash on pickup, and orders announced to the shop's profile phone.
import { clockTimeText, DEFAULT_CURRENCY, DEFAULT_OPENING_HOURS, DEFAULT_ORDER_HOLD_HOURS, suggestStoreName, WEEKDAYS } from '@shop/shared/domain';
import type { Business, CurrencyCode, OnlineStoreForm, Product } from '@shop/shared/domain';

/** The currency most products are priced in (the first of them on a tie); DEFAULT_CURRENCY for an empty catalogue. */
export function catalogueCurrency(products: readonly Pick<Product, 'currency'>[]): CurrencyCode {
  const counts = new Map<CurrencyCode, number>();
  for (const product of products) counts.set(product.currency, (counts.get(product.currency) ?? 0) + 1);
  let best: CurrencyCode = DEFAULT_CURRENCY;
  let most = 0;
  for (const [currency, count] of counts) {
    if (count > most) {
      best = currency;
      most = count;
    }
  }
  return best;
}

export function newStoreForm(business: Pick<Business, 'businessName' | 'phone'> | null, products: readonly Pick<Product, 'currency'>[], timeZone: string): OnlineStoreForm {
  return {
    enabled: true,
    name: suggestStoreName(business?.businessName ?? ''),
    currency: catalogueCurrency(products),
    productsShown: 'all',
    chosenProductIds: [],
    description: '',
    timeZone,
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const times = DEFAULT_OPENING_HOURS[day];
        return [day, times ? { open: true, opens: clockTimeText(times.opensMinute), closes: clockTimeText(times.closesMinute) } : { open: false, opens: '', closes: '' }];
      }),
    ) as unknown as OnlineStoreForm['openingHours'],
    pickup: true,
    delivery: false,
    deliveryAreas: [],
    mobileMoney: { offered: false, number: '', name: '' },
    bankTransfer: { offered: false, bankName: '', accountName: '', accountNumber: '' },
    cashOnPickup: true,
    cashOnDelivery: false,
    whatsAppNumber: business?.phone ?? '',
    holdHours: String(DEFAULT_ORDER_HOLD_HOURS),
  };
}
