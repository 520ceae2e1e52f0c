// The sale in progress at the counter: the cart, discount, tendered amount, payment method and
// customer, kept in step with live stock, and the completion of the sale (processing, receipt,
// or a failure that keeps everything for a retry).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CART_MESSAGES,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  addToCart,
  buildSale,
  canCheckout,
  cartTotals,
  emptyCart,
  isDiscountCapped,
  newSaleId,
  parseMoneyInput,
  setLineQuantity,
  syncCartWithProducts,
} from '@shop/shared/domain';
import type {
  BuiltSale,
  Cart,
  CartProduct,
  CartRefusal,
  CartTotals,
  CurrencyCode,
  DiscountType,
  PaymentMethod,
  Product,
  Sale,
  SaleCustomer,
} from '@shop/shared/domain';
import { useShop } from '@shop/shared/session';
import { loadTillDraft, saveTillDraft } from './till-draft';

export type Checkout =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'failed'; error: Error }
  | { status: 'done'; sale: Sale };

/** A short message about the last change to the cart; `refused` ones explain why nothing happened. */
export interface TillNotice {
  id: number;
  text: string;
  tone: 'info' | 'refused';
  /** Which panel the change came from, so the message shows where the owner is looking. */
  origin: 'products' | 'sale';
}

/**
 * An amount typed in a field: empty, a valid number, or text that is not an amount. A valid one is
 * kept in hundredths (minor units of money, or basis points of a percentage): never as a float.
 */
export type AmountInput = { state: 'empty' } | { state: 'valid'; hundredths: number } | { state: 'invalid' };

export const AMOUNT_INVALID_MESSAGE = 'Enter an amount such as 20 or 12.50.';

/** What the cashier typed in the discount or tendered field, read as an amount. */
export function readAmount(text: string): AmountInput {
  if (text.trim() === '') return { state: 'empty' };
  const parsed = parseMoneyInput(text);
  return parsed.ok ? { state: 'valid', hundredths: parsed.value } : { state: 'invalid' };
}

const hundredthsOf = (input: AmountInput): number | null => (input.state === 'valid' ? input.hundredths : null);

export interface Till {
  cart: Cart;
  currency: CurrencyCode;
  totals: CartTotals;
  discountType: DiscountType;
  discountText: string;
  discount: AmountInput;
  discountCapped: boolean;
  tenderedText: string;
  tendered: AmountInput;
  paymentMethod: PaymentMethod;
  customer: SaleCustomer | null;
  checkout: Checkout;
  notice: TillNotice | null;
  /** Editing is locked while the sale is being recorded. */
  locked: boolean;
  add(product: CartProduct, origin?: TillNotice['origin']): boolean;
  setQuantity(productId: string, quantity: number): void;
  setDiscountType(type: DiscountType): void;
  setDiscountText(text: string): void;
  setTenderedText(text: string): void;
  setPaymentMethod(method: PaymentMethod): void;
  setCustomer(customer: SaleCustomer | null): void;
  /** Records the sale; a retry after a failure reuses the same sale id. Returns which field blocks it, if any. */
  complete(): Promise<'discount' | 'tendered' | null>;
  /** Closes the receipt and starts a fresh sale. */
  startNewSale(): void;
  dismissNotice(): void;
}

const REFUSAL_TEXT: Record<CartRefusal, string> = CART_MESSAGES;

export function useTill(products: readonly Product[] | undefined): Till {
  const { uid, backend } = useShop();
  const [cart, setCart] = useState<Cart>(emptyCart);
  const [discountType, setDiscountTypeState] = useState<DiscountType>('fixed');
  const [discountText, setDiscountTextState] = useState('');
  const [tenderedText, setTenderedTextState] = useState('');
  const [paymentMethod, setPaymentMethodState] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [customer, setCustomerState] = useState<SaleCustomer | null>(null);
  const [checkout, setCheckout] = useState<Checkout>({ status: 'idle' });
  const [notice, setNotice] = useState<TillNotice | null>(null);
  // The sale being recorded; kept after a failure so "Try again" sends the very same sale (same id),
  // until the cashier changes the sale. While it is held the cart is not synced with live stock:
  // the server may have committed the "failed" sale, and its own stock drop must not reshape it.
  const attempt = useRef<BuiltSale | null>(null);
  const [attemptHeld, setAttemptHeld] = useState(false);
  const inFlight = useRef(false);
  const noticeId = useRef(0);
  const cartRef = useRef(cart);
  cartRef.current = cart;

  // The sale being built comes back after a reload (till-draft.ts), once the owner is known.
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!uid || restoredFor === uid) return;
    setRestoredFor(uid);
    const draft = loadTillDraft(uid);
    if (!draft) return;
    cartRef.current = draft.cart;
    setCart(draft.cart);
    setDiscountTypeState(draft.discountType);
    setDiscountTextState(draft.discountText);
    setTenderedTextState(draft.tenderedText);
    setPaymentMethodState(draft.paymentMethod);
    setCustomerState(draft.customer);
    attempt.current = draft.attempt;
    setAttemptHeld(draft.attempt !== null);
  }, [uid, restoredFor]);

  useEffect(() => {
    if (!uid || restoredFor !== uid) return;
    // The attempt is kept from the moment it is sent: a reload while it is on its way must not make it a new sale.
    saveTillDraft(uid, { cart, discountType, discountText, tenderedText, paymentMethod, customer, attempt: attempt.current });
  }, [uid, restoredFor, cart, discountType, discountText, tenderedText, paymentMethod, customer, attemptHeld, checkout]);

  const say = useCallback((text: string, tone: TillNotice['tone'], origin: TillNotice['origin']) => {
    noticeId.current += 1;
    setNotice({ id: noticeId.current, text, tone, origin });
  }, []);

  // Any edit after a failed attempt makes the next attempt a new sale.
  const edited = useCallback(() => {
    if (inFlight.current) return;
    attempt.current = null;
    setAttemptHeld(false);
  }, []);

  // Keep the cart in step with live stock, names and prices.
  // Not while an attempt is held; once the cashier changes the sale, this runs again on the latest list.
  useEffect(() => {
    if (!products || inFlight.current || attemptHeld) return;
    const before = cartRef.current;
    const after = syncCartWithProducts(before, products);
    if (after === before) return;
    cartRef.current = after;
    setCart(after);
    say('The sale was updated to match the current stock and prices.', 'info', 'sale');
  }, [products, attemptHeld, say]);

  const add = useCallback(
    (product: CartProduct, origin: TillNotice['origin'] = 'products') => {
      if (inFlight.current) return false;
      const result = addToCart(cartRef.current, product);
      if (result.refused) {
        say(REFUSAL_TEXT[result.refused], 'refused', origin);
        return false;
      }
      cartRef.current = result.cart;
      setCart(result.cart);
      edited();
      const quantity = result.cart.lines.find((line) => line.productId === product.id)?.quantity ?? 1;
      say(quantity > 1 ? `${product.name}: ${quantity} in the sale.` : `Added ${product.name}.`, 'info', origin);
      return true;
    },
    [edited, say],
  );

  const setQuantity = useCallback(
    (productId: string, quantity: number) => {
      if (inFlight.current) return;
      const line = cartRef.current.lines.find((l) => l.productId === productId);
      const result = setLineQuantity(cartRef.current, productId, quantity);
      cartRef.current = result.cart;
      setCart(result.cart);
      edited();
      if (result.refused) say(REFUSAL_TEXT[result.refused], 'refused', 'sale');
      else if (line && !result.cart.lines.some((l) => l.productId === productId)) say(`Removed ${line.name}.`, 'info', 'sale');
    },
    [edited, say],
  );

  const currency = cart.currency ?? DEFAULT_CURRENCY;
  const discount = readAmount(discountText);
  const tendered = readAmount(tenderedText);
  const discountHundredths = hundredthsOf(discount);
  const tenderedMinor = hundredthsOf(tendered);
  const totals = useMemo(
    () => cartTotals({ lines: cart.lines, discountType, discountHundredths, tenderedMinor }),
    [cart.lines, discountType, discountHundredths, tenderedMinor],
  );

  const complete = useCallback(async (): Promise<'discount' | 'tendered' | null> => {
    if (inFlight.current || !uid) return null;
    if (!canCheckout(cartRef.current)) return null;
    if (discount.state === 'invalid') return 'discount';
    if (tendered.state === 'invalid') return 'tendered';
    const sale =
      attempt.current ??
      buildSale({
        id: newSaleId(),
        cart: cartRef.current,
        discountType,
        discountHundredths,
        tenderedMinor,
        paymentMethod,
        customer,
        now: new Date(),
      });
    attempt.current = sale;
    inFlight.current = true;
    setCheckout({ status: 'processing' });
    try {
      await backend.recordSale(uid, sale);
      attempt.current = null;
      setAttemptHeld(false);
      cartRef.current = emptyCart();
      setCart(emptyCart());
      setDiscountTextState('');
      setTenderedTextState('');
      setDiscountTypeState('fixed');
      setPaymentMethodState(DEFAULT_PAYMENT_METHOD);
      setCustomerState(null);
      setNotice(null);
      setCheckout({ status: 'done', sale: sale.sale });
    } catch (error) {
      // A failed sale is only logged (docs/product-rules.md, 'Failures that stay quiet'); the cart stays as it was for a retry.
      console.error('Recording the sale failed', error);
      setAttemptHeld(true);
      setCheckout({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      inFlight.current = false;
    }
    return null;
  }, [backend, uid, discount.state, tendered.state, discountType, discountHundredths, tenderedMinor, paymentMethod, customer]);

  return {
    cart,
    currency,
    totals,
    discountType,
    discountText,
    discount,
    discountCapped: isDiscountCapped(totals.subtotalMinor, discountType, discountHundredths),
    tenderedText,
    tendered,
    paymentMethod,
    customer,
    checkout,
    notice,
    locked: checkout.status === 'processing',
    add,
    setQuantity,
    setDiscountType: (type) => {
      edited();
      setDiscountTypeState(type);
    },
    setDiscountText: (text) => {
      edited();
      setDiscountTextState(text);
    },
    setTenderedText: (text) => {
      edited();
      setTenderedTextState(text);
    },
    setPaymentMethod: (method) => {
      edited();
      setPaymentMethodState(method);
    },
    setCustomer: (next) => {
      edited();
      setCustomerState(next);
    },
    complete,
    startNewSale: () => setCheckout({ status: 'idle' }),
    dismissNotice: () => setNotice(null),
  };
}
