import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ORDER_QUANTITY } from './constants';
import type { OnlineOrder, OnlineStore } from './online-store-records';
import { reservedUnits } from './reservations';
import {
  clockTimeText,
  DEFAULT_OPENING_HOURS,
  fulfilmentMethods,
  holdHoursOf,
  isPublished,
  isStoreOpen,
  isTimeZone,
  normaliseStoreName,
  onlineStoreForm,
  onlineStoreProblem,
  orderPath,
  parseClockTime,
  paymentOptionsFor,
  publishedCatalogue,
  publishedProducts,
  publishedProductAt,
  publishedStoreAt,
  RESERVED_STORE_NAMES,
  storeNameMessage,
  storeNameProblem,
  storePath,
  suggestStoreName,
  validateOnlineStore,
  type OnlineStoreForm,
} from './online-store';
import { ONLINE_STORE_MESSAGES as M } from './online-store-words';

const openDay = { open: true, opens: '08:00', closes: '18:00' };
const closedDay = { open: false, opens: '', closes: '' };

function form(overrides: Partial<OnlineStoreForm> = {}): OnlineStoreForm {
  return {
    enabled: true,
    name: ' Ama-Fabrics ',
    currency: 'GHS',
    productsShown: 'all',
    chosenProductIds: [],
    description: ' Kente and wax prints. ',
    timeZone: 'Africa/Accra',
    openingHours: { mon: openDay, tue: openDay, wed: openDay, thu: openDay, fri: openDay, sat: { open: true, opens: '9:00', closes: '14:30' }, sun: closedDay },
    pickup: true,
    delivery: true,
    deliveryAreas: [
      { id: 'osu', name: ' Osu ', fee: '15' },
      { id: 'tema', name: 'Tema', fee: '0' },
    ],
    mobileMoney: { offered: true, number: '024 412 3456', name: 'Ama Mensah' },
    bankTransfer: { offered: false, bankName: '', accountName: '', accountNumber: '' },
    cashOnPickup: true,
    cashOnDelivery: false,
    whatsAppNumber: '024 412 3456',
    holdHours: '24',
    ...overrides,
  };
}

function stored(): OnlineStore {
  const result = validateOnlineStore(form());
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('the store link', () => {
  it('reads what is typed trimmed and lower-case, and suggests one from the business name', () => {
    expect(normaliseStoreName('  Ama-Shop ')).toBe('ama-shop');
    expect(normaliseStoreName(null)).toBe('');
    expect(suggestStoreName("Ama's Fabrics & Co.")).toBe('amas-fabrics-co');
    expect(suggestStoreName('Café Crème — Osu')).toBe('cafe-creme-osu');
    expect(suggestStoreName('A'.repeat(29) + ' shop')).toBe('a'.repeat(29));
  });

  it('is 3 to 30 of a–z, digits and single dashes, starting and ending with a letter or digit, and not a kept word', () => {
    expect(storeNameProblem('')).toBe('required');
    expect(storeNameProblem('ab')).toBe('length');
    expect(storeNameProblem('a'.repeat(31))).toBe('length');
    expect(storeNameProblem('abc')).toBeNull();
    expect(storeNameProblem('a'.repeat(30))).toBeNull();
    expect(storeNameProblem('ama-fabrics-2')).toBeNull();
    for (const bad of ['-ama', 'ama-', 'ama--shop', 'ama shop', 'ama_shop', 'Ama', 'amá', 'ama/shop']) expect(storeNameProblem(bad)).toBe('shape');
    for (const kept of ['admin', 'shopdesk', 'dashboard', 'api', 'www']) expect(storeNameProblem(kept)).toBe('reserved');
    expect([...RESERVED_STORE_NAMES].every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('says what is wrong as it is typed, in the settings words', () => {
    expect(storeNameMessage('  ')).toBe(M.nameRequired);
    expect(storeNameMessage('ab')).toBe(M.nameLength);
    expect(storeNameMessage('ama shop')).toBe(M.nameShape);
    expect(storeNameMessage('Admin')).toBe(M.nameReserved);
    expect(storeNameMessage('Ama-Shop')).toBeNull();
  });

  it('every suggestion from a name with letters or digits is a link, or a kept word', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 60 }), (name) => {
        const suggestion = suggestStoreName(name);
        const problem = storeNameProblem(suggestion);
        expect(problem === null || problem === 'length' || problem === 'reserved' || problem === 'required').toBe(true);
      }),
    );
  });

  it('makes the page and order paths', () => {
    expect(storePath('ama')).toBe('/s/ama');
    expect(orderPath('ama', 'a b')).toBe('/s/ama/o/a%20b');
  });
});

describe('validateOnlineStore', () => {
  it('keeps a sound form as the store, cleaned', () => {
    const store = stored();
    expect(store).toMatchObject({
      enabled: true,
      name: 'ama-fabrics',
      currency: 'GHS',
      productsShown: 'all',
      chosenProductIds: [],
      description: 'Kente and wax prints.',
      timeZone: 'Africa/Accra',
      pickup: true,
      delivery: true,
      deliveryAreas: [
        { id: 'osu', name: 'Osu', feeMinor: 1500 },
        { id: 'tema', name: 'Tema', feeMinor: 0 },
      ],
      payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false },
      whatsAppNumber: '233244123456',
      holdHours: 24,
    });
    expect(store.openingHours.sat).toEqual({ opensMinute: 540, closesMinute: 870 });
    expect(store.openingHours.sun).toBeNull();
    expect(onlineStoreProblem(store)).toBeNull();
  });

  it('round-trips through the form it shows to edit', () => {
    const store = stored();
    const again = validateOnlineStore(onlineStoreForm(store));
    expect(again).toEqual({ ok: true, value: store });
    const withBank = validateOnlineStore(form({ bankTransfer: { offered: true, bankName: 'GCB', accountName: 'Ama Mensah', accountNumber: '1234-5678 90' } }));
    expect(withBank.ok && validateOnlineStore(onlineStoreForm(withBank.value))).toEqual(withBank);
    const noMomo = validateOnlineStore(form({ mobileMoney: { offered: false, number: '', name: '' } }));
    expect(noMomo.ok && onlineStoreForm(noMomo.value).mobileMoney).toEqual({ offered: false, number: '', name: '' });
  });

  it('says what is wrong under each field', () => {
    const result = validateOnlineStore(
      form({
        name: 'admin',
        currency: 'XOF',
        productsShown: 'some',
        description: 'x'.repeat(301),
        timeZone: 'Mars/Olympus',
        openingHours: { mon: { open: true, opens: '8am', closes: '18:00' }, tue: { open: true, opens: '18:00', closes: '08:00' }, wed: { open: true, opens: '24:00', closes: '24:00' }, thu: openDay, fri: openDay, sat: openDay, sun: { open: true, opens: '00:00', closes: '24:00' } },
        deliveryAreas: [
          { id: 'a', name: '', fee: '' },
          { id: 'b', name: 'Osu', fee: 'free' },
          { id: 'c', name: 'osu', fee: '20000000' },
          { id: 'd', name: 'x'.repeat(61), fee: '-1' },
        ],
        mobileMoney: { offered: true, number: '12', name: '' },
        bankTransfer: { offered: true, bankName: '', accountName: 'x'.repeat(101), accountNumber: 'ABC' },
        cashOnDelivery: true,
        delivery: true,
        whatsAppNumber: '',
        holdHours: '0',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: M.nameReserved,
        currency: M.currencyInvalid,
        productsShown: M.productsShownInvalid,
        description: M.descriptionTooLong,
        timeZone: M.timeZoneInvalid,
        'hours.mon': M.hoursInvalid,
        'hours.tue': M.hoursOrder,
        'hours.wed': M.hoursInvalid,
        'area.0.name': M.areaNameRequired,
        'area.0.fee': M.feeRequired,
        'area.1.fee': M.feeInvalid,
        'area.2.name': M.areaNameRepeated,
        'area.2.fee': M.feeTooLarge,
        'area.3.name': M.areaNameTooLong,
        'area.3.fee': M.feeInvalid,
        mobileMoneyNumber: M.mobileMoneyNumberInvalid,
        mobileMoneyName: M.mobileMoneyNameRequired,
        bankName: M.bankNameRequired,
        accountName: M.accountNameTooLong,
        accountNumber: M.accountNumberInvalid,
        whatsAppNumber: M.whatsAppRequired,
        holdHours: M.holdInvalid,
      },
    });
  });

  it('needs a way to get the goods, areas when delivering, a way to pay, and cash that fits how the goods go', () => {
    const none = validateOnlineStore(
      form({ pickup: false, delivery: false, mobileMoney: { offered: false, number: '', name: '' }, cashOnPickup: true, cashOnDelivery: true, whatsAppNumber: 'abc', holdHours: '' }),
    );
    expect(none.ok ? null : none.errors).toEqual({
      fulfilment: M.fulfilmentRequired,
      cashOnPickup: M.cashOnPickupNeedsPickup,
      cashOnDelivery: M.cashOnDeliveryNeedsDelivery,
      whatsAppNumber: M.whatsAppInvalid,
      holdHours: M.holdRequired,
    });
    const noAreas = validateOnlineStore(form({ deliveryAreas: [] }));
    expect(noAreas.ok ? null : noAreas.errors).toEqual({ deliveryAreas: M.areasRequired });
    const tooMany = validateOnlineStore(form({ deliveryAreas: Array.from({ length: 31 }, (_, i) => ({ id: `a${i}`, name: `Area ${i}`, fee: '1' })) }));
    expect(tooMany.ok ? null : tooMany.errors).toEqual({ deliveryAreas: M.areasTooMany });
    const noPay = validateOnlineStore(form({ mobileMoney: { offered: false, number: '', name: '' }, cashOnPickup: false }));
    expect(noPay.ok ? null : noPay.errors).toEqual({ payments: M.paymentsRequired });
    const pickupOnly = validateOnlineStore(form({ delivery: false, deliveryAreas: [{ id: 'x', name: '', fee: '' }] }));
    expect(pickupOnly.ok && pickupOnly.value.deliveryAreas).toEqual([]);
    const blanks = validateOnlineStore(form({ mobileMoney: { offered: true, number: ' ', name: 'x'.repeat(101) }, bankTransfer: { offered: true, bankName: 'x'.repeat(101), accountName: '', accountNumber: '' } }));
    expect(blanks.ok ? null : blanks.errors).toEqual({
      mobileMoneyNumber: M.mobileMoneyNumberRequired,
      mobileMoneyName: M.mobileMoneyNameTooLong,
      bankName: M.bankNameTooLong,
      accountName: M.accountNameRequired,
      accountNumber: M.accountNumberRequired,
    });
  });

  it('keeps the chosen products once each, and needs one to 2,000 of them', () => {
    const chosen = validateOnlineStore(form({ productsShown: 'chosen', chosenProductIds: ['p1', 'p2', 'p1'] }));
    expect(chosen.ok && chosen.value.chosenProductIds).toEqual(['p1', 'p2']);
    const all = validateOnlineStore(form({ productsShown: 'all', chosenProductIds: ['p1'] }));
    expect(all.ok && all.value.chosenProductIds).toEqual([]);
    const none = validateOnlineStore(form({ productsShown: 'chosen', chosenProductIds: [] }));
    expect(none.ok ? null : none.errors).toEqual({ productsShown: M.chosenRequired });
    const many = validateOnlineStore(form({ productsShown: 'chosen', chosenProductIds: Array.from({ length: 2001 }, (_, i) => `p${i}`) }));
    expect(many.ok ? null : many.errors).toEqual({ productsShown: M.chosenTooMany });
  });

  it('reads the hold in whole hours from 1 to 168', () => {
    for (const ok of ['1', '168', ' 48 ']) expect(validateOnlineStore(form({ holdHours: ok })).ok).toBe(true);
    for (const bad of ['169', '1.5', '-1', 'a day']) expect(validateOnlineStore(form({ holdHours: bad })).ok).toBe(false);
    expect(holdHoursOf({ holdHours: 6 })).toBe(6);
    expect(holdHoursOf({ holdHours: 0 })).toBe(24);
    expect(holdHoursOf({ holdHours: 2.5 })).toBe(24);
    expect(holdHoursOf(null)).toBe(24);
  });
});

describe('onlineStoreProblem: the adapters check of a stored store', () => {
  const cases: [string, (store: OnlineStore) => unknown][] = [
    ['A store is on or off.', (s) => ({ ...s, enabled: 'yes' })],
    ['A store link is 3 to 30 of a–z, digits and single dashes, and not a kept word.', (s) => ({ ...s, name: 'Admin' })],
    ['A store sells in one of the listed currencies.', (s) => ({ ...s, currency: 'XOF' })],
    ['A store shows all its products or chosen ones.', (s) => ({ ...s, productsShown: 'some' })],
    ['Chosen products are a list of product ids.', (s) => ({ ...s, chosenProductIds: [''] })],
    ['Chosen products are a list of product ids.', (s) => ({ ...s, chosenProductIds: 'p1' })],
    ['A store that shows chosen products chooses one or more.', (s) => ({ ...s, productsShown: 'chosen', chosenProductIds: [] })],
    ['A description is at most 300 characters.', (s) => ({ ...s, description: 'x'.repeat(301) })],
    ['A store keeps an IANA time zone.', (s) => ({ ...s, timeZone: '' })],
    ['Each day is closed or opens before it closes, within the day.', (s) => ({ ...s, openingHours: { ...s.openingHours, mon: { opensMinute: 600, closesMinute: 600 } } })],
    ['Each day is closed or opens before it closes, within the day.', (s) => ({ ...s, openingHours: { ...s.openingHours, tue: { opensMinute: 0.5, closesMinute: 1441 } } })],
    ['Each day is closed or opens before it closes, within the day.', (s) => ({ ...s, openingHours: { mon: null } })],
    ['A store offers pickup, delivery or both.', (s) => ({ ...s, pickup: false, delivery: false })],
    ['A store that delivers lists 1 to 30 areas.', (s) => ({ ...s, deliveryAreas: [] })],
    ['Each delivery area has its own id, a name and a fee in whole cents.', (s) => ({ ...s, deliveryAreas: [s.deliveryAreas[0], s.deliveryAreas[0]] })],
    ['Each delivery area has its own id, a name and a fee in whole cents.', (s) => ({ ...s, deliveryAreas: [{ id: 'x', name: 'X', feeMinor: 1.5 }] })],
    ['Mobile money needs a number and the name on it.', (s) => ({ ...s, payments: { ...s.payments, mobileMoney: { number: '0244123456', name: 'Ama' } } })],
    ['Mobile money needs a number and the name on it.', (s) => ({ ...s, payments: { ...s.payments, mobileMoney: { number: '233244123456', name: ' ' } } })],
    ['A bank transfer needs the bank, the account name and its number.', (s) => ({ ...s, payments: { ...s.payments, bankTransfer: { bankName: 'GCB', accountName: '', accountNumber: '1' } } })],
    ['Cash on pickup needs pickup, and cash on delivery needs delivery.', (s) => ({ ...s, pickup: false })],
    ['Cash on pickup needs pickup, and cash on delivery needs delivery.', (s) => ({ ...s, delivery: false, deliveryAreas: [], payments: { ...s.payments, cashOnDelivery: true } })],
    ['A store offers at least one way to pay.', (s) => ({ ...s, payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: false, cashOnDelivery: false } })],
    ['A store announces orders to a WhatsApp number.', (s) => ({ ...s, whatsAppNumber: '0244123456' })],
    ['A hold is a whole number of hours from 1 to 168.', (s) => ({ ...s, holdHours: 0 })],
  ];
  it.each(cases)('%s', (problem, change) => {
    expect(onlineStoreProblem(change(stored()) as OnlineStore)).toBe(problem);
  });
});

describe('opening hours', () => {
  it('reads typed times and writes them back', () => {
    expect(parseClockTime('08:30')).toBe(510);
    expect(parseClockTime('8:05')).toBe(485);
    expect(parseClockTime('24:00')).toBe(1440);
    for (const bad of ['24:30', '25:00', '8', '08:60', 'noon']) expect(parseClockTime(bad)).toBeNull();
    expect(clockTimeText(510)).toBe('08:30');
    expect(clockTimeText(1440)).toBe('24:00');
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });

  it('is open on the store clock from opening up to closing', () => {
    const store = { ...stored(), timeZone: 'Africa/Lagos' };
    // Tuesday 1 December 2026, Lagos is UTC+1.
    expect(isStoreOpen(store, new Date('2026-12-01T06:59:00Z'))).toBe(false);
    expect(isStoreOpen(store, new Date('2026-12-01T07:00:00Z'))).toBe(true);
    expect(isStoreOpen(store, new Date('2026-12-01T16:59:00Z'))).toBe(true);
    expect(isStoreOpen(store, new Date('2026-12-01T17:00:00Z'))).toBe(false);
    // Sunday is closed; Saturday 09:00–14:30.
    expect(isStoreOpen(store, new Date('2026-12-06T10:00:00Z'))).toBe(false);
    expect(isStoreOpen(store, new Date('2026-12-05T13:29:00Z'))).toBe(true);
    expect(isStoreOpen({ openingHours: DEFAULT_OPENING_HOURS, timeZone: 'UTC' }, new Date('2026-12-06T10:00:00Z'))).toBe(true);
  });
});

describe('ways to get the goods and to pay', () => {
  it('offers cash on pickup only with pickup, cash on delivery only with delivery, the accounts with both', () => {
    const payments = { mobileMoney: { number: '233244123456', name: 'Ama' }, bankTransfer: { bankName: 'GCB', accountName: 'Ama', accountNumber: '1' }, cashOnPickup: true, cashOnDelivery: true };
    expect(paymentOptionsFor(payments, 'pickup')).toEqual(['mobile-money', 'bank-transfer', 'cash-on-pickup']);
    expect(paymentOptionsFor(payments, 'delivery')).toEqual(['mobile-money', 'bank-transfer', 'cash-on-delivery']);
    expect(paymentOptionsFor({ mobileMoney: null, bankTransfer: null, cashOnPickup: false, cashOnDelivery: false }, 'pickup')).toEqual([]);
    expect(fulfilmentMethods({ pickup: true, delivery: true })).toEqual(['pickup', 'delivery']);
    expect(fulfilmentMethods({ pickup: false, delivery: true })).toEqual(['delivery']);
    expect(fulfilmentMethods({ pickup: true, delivery: false })).toEqual(['pickup']);
  });
});

describe('the published catalogue', () => {
  const product = (id: string, overrides: object = {}) => ({
    id,
    name: `Product ${id}`,
    type: 'Physical' as const,
    priceMinor: 1000,
    currency: 'GHS' as const,
    description: '',
    imageUrl: null,
    quantity: 10,
    costMinor: 400,
    ...overrides,
  });

  it('shows the store currency’s named products, sorted by name, with what a basket may take after reservations, never the cost', () => {
    const store = stored();
    const products = [
      product('b', { name: ' Beans ' }),
      product('a', { name: 'Apples', quantity: 3 }),
      product('naira', { currency: 'NGN' }),
      product('blank', { name: ' ' }),
      product('sold', { name: 'Sold', quantity: 2 }),
      product('ticket', { name: 'Ticket', type: 'Ticket', quantity: undefined }),
      product('big', { name: 'Big', quantity: 1000 }),
    ];
    const published = publishedProducts(store, products, new Map([['sold', 2], ['a', 1]]));
    expect(published.map((p) => [p.name, p.orderableUnits])).toEqual([
      ['Apples', 2],
      ['Beans', 10],
      ['Big', MAX_ORDER_QUANTITY],
      ['Sold', 0],
      ['Ticket', MAX_ORDER_QUANTITY],
    ]);
    expect(published.some((p) => 'costMinor' in p || 'quantity' in p)).toBe(false);
  });

  it('carries the moments holds lapse with what a basket may take from then on, so the page is right when it is read', () => {
    const store = { ...stored(), holdHours: 24 };
    const NOW = new Date('2026-12-02T10:00:00Z');
    const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
    const held = (id: string, status: OnlineOrder['status'], heldHoursAgo: number, lines: [string, number][]) =>
      ({ id, status, heldSince: hours(-heldHoursAgo), placedAt: hours(-heldHoursAgo - 1), payment: null, lines: lines.map(([productId, quantity]) => ({ productId, name: productId, type: 'Physical', unitPriceMinor: 1000, quantity })) }) as unknown as OnlineOrder;
    const orders = [
      held('o1', 'confirmed', 20, [['a', 2], ['big', 1]]), // lapses in 4 hours
      held('o2', 'confirmed', 10, [['a', 1]]), // lapses in 14 hours
      held('o3', 'ready', 30, [['a', 1]]), // set aside: never lapses
      held('o4', 'confirmed', 25, [['a', 1]]), // lapsed an hour ago
    ];
    const products = [product('a', { name: 'Apples', quantity: 5 }), product('big', { name: 'Big', quantity: 1000 }), product('t', { name: 'Ticket', type: 'Ticket', quantity: undefined })];
    const published = publishedCatalogue(store, products, orders, NOW);
    expect(published.find((p) => p.id === 'a')).toMatchObject({ orderableUnits: 1, orderableFrom: [{ at: hours(4).toISOString(), orderableUnits: 3 }, { at: hours(14).toISOString(), orderableUnits: 4 }] });
    expect(published.filter((p) => p.orderableFrom !== undefined).map((p) => p.id)).toEqual(['a']);
    // Read at any moment, each entry says what publishing it then would (publishedProducts at that moment).
    for (const h of [0, 3.99, 4, 5, 13, 14, 20, 200]) {
      const read = publishedStoreAt({ products: published }, hours(h)).products.map(({ orderableFrom: _from, ...entry }) => entry);
      expect(read).toEqual(publishedProducts(store, products, reservedUnits(orders, 24, hours(h))));
    }
    expect(publishedProductAt(published[0]!, hours(5))).toMatchObject({ orderableUnits: 3, orderableFrom: [{ orderableUnits: 4 }] });
    expect('orderableFrom' in publishedProductAt(published[0]!, hours(14))).toBe(false);
    // Nothing held that lapses: the entries are publishedProducts' own.
    expect(publishedCatalogue(store, products, orders.slice(2), NOW)).toEqual(publishedProducts(store, products, reservedUnits(orders.slice(2), 24, NOW)));
  });

  it('with chosen products shows only those', () => {
    const store = { ...stored(), productsShown: 'chosen' as const, chosenProductIds: ['b'] };
    expect(publishedProducts(store, [product('a'), product('b')], new Map()).map((p) => p.id)).toEqual(['b']);
    expect(isPublished(store, product('a'))).toBe(false);
    expect(publishedProducts(store, [product('b'), product('b2', { name: 'Product b' })], new Map()).map((p) => p.id)).toEqual(['b']);
    const sameNames = [product('b2', { name: 'Product b' }), product('b'), product('b3', { name: 'Product b' }), product('b1', { name: 'Product b' })];
    expect(publishedProducts({ ...store, productsShown: 'all' }, sameNames, new Map()).map((p) => p.id)).toEqual(['b', 'b1', 'b2', 'b3']);
  });
});
