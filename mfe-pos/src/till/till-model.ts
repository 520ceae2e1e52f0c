// The till as a pure model: the sale being built and every change to it, with no React and no
// backend. `reduceTill` takes a state and what happened and returns the next state; `saleToRecord`
// says what Complete would send. The hook (use-till.ts) only wires this to the session.
//
// The rules it keeps:
// - While a sale is being recorded, nothing in it can change.
// - A sale whose recording failed is held (`attempt`): Try again sends the very same sale, same
//   id, so a sale the server committed before the failure is never recorded twice. Any change the
//   cashier makes lets it go; the next Complete is a new sale.
// - While an attempt is held the cart is not matched to live stock: the "failed" sale's own stock
//   drop must not reshape it.
// - A split payment's parts replace the one method and the amount tendered; Complete waits until
//   they can pay the sale (docs/product-rules.md, 'Split payment').
// - "Pay later" (docs/product-rules.md, 'Credit'): with a customer chosen, what the payment fields
//   hold is what is paid now (nothing, part by one method, or split parts that need not cover the
//   total) and the rest goes on the customer's account, due on a day from today to a year ahead.
//   No change is given. Complete waits, with the reason, until that can be recorded.
import {
  CART_MESSAGES,
  CREDIT_MESSAGES,
  creditSaleFigures,
  defaultDueOn,
  isDueDateAllowed,
  localDateKey,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  AMOUNT_TOO_LARGE_MESSAGE,
  MAX_PAYMENT_PARTS,
  PAYMENT_METHODS,
  SPLIT_PAYMENT_MESSAGES,
  formatMinor,
  plainMinor,
  splitPaymentFigures,
  splitPaymentMessage,
  addToCart,
  buildSale,
  cartLineKey,
  lineNameText,
  canCheckout,
  cartTotals,
  emptyCart,
  isDiscountCapped,
  parseMoneyInput,
  setLineQuantity,
  syncCartWithProducts,
} from '@shop/shared/domain';
import type {
  BuiltSale,
  CartProduct,
  CartRefusal,
  CartTotals,
  CreditFigures,
  CurrencyCode,
  PaymentMethod,
  PaymentPart,
  Product,
  ProductPack,
  Sale,
  SplitPaymentFigures,
} from '@shop/shared/domain';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';
import type { CreditDraft, SplitPartDraft, TillDraft } from './till-draft';

export type Checkout =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'failed'; error: Error }
  /** Not recorded, for a reason the cashier can act on (past the customer's credit limit): `message` says it. */
  | { status: 'refused'; message: string }
  /** `alreadyRecorded`: the backend had this very sale from an earlier try (its answer to a replay), so it was not recorded again. */
  | { status: 'done'; sale: Sale; alreadyRecorded: boolean };

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
export type AmountInput = { state: 'empty' } | { state: 'valid'; hundredths: number } | { state: 'invalid'; tooLarge: boolean };

export const AMOUNT_INVALID_MESSAGE = 'Enter an amount such as 20 or 12.50.';


/** What to say under a field whose text is not an amount the till takes; undefined when it is. */
export function amountProblem(input: AmountInput): string | undefined {
  if (input.state !== 'invalid') return undefined;
  return input.tooLarge ? AMOUNT_TOO_LARGE_MESSAGE : AMOUNT_INVALID_MESSAGE;
}

export const STOCK_SYNC_NOTICE = 'The sale was updated to match the current stock and prices.';

/** What the cashier typed in the discount or tendered field, read as an amount. */
export function readAmount(text: string): AmountInput {
  if (text.trim() === '') return { state: 'empty' };
  const parsed = parseMoneyInput(text);
  return parsed.ok ? { state: 'valid', hundredths: parsed.value } : { state: 'invalid', tooLarge: parsed.error === 'too-large' };
}

const hundredthsOf = (input: AmountInput): number | null => (input.state === 'valid' ? input.hundredths : null);

/** The sale being built (what a reload keeps, till-draft.ts), how its recording stands, and the last notice. */
export interface TillState extends TillDraft {
  checkout: Checkout;
  notice: TillNotice | null;
  /** How many notices were given, so each has its own id. */
  notices: number;
}

/** The fields the cashier sets directly. */
export type TillField = Pick<TillDraft, 'discountType' | 'discountText' | 'tenderedText' | 'paymentMethod' | 'customer' | 'splitParts' | 'credit'>;

/** The till's own words for a refusal of a product (units held for online orders: held-stock.ts); null keeps CART_MESSAGES. */
export type RefusalWords = (productId: string, refused: CartRefusal) => string | null;

const refusalText = (productId: string, refused: CartRefusal, words: RefusalWords | undefined): string => words?.(productId, refused) ?? CART_MESSAGES[refused];

export type TillAction =
  | { type: 'restored'; draft: TillDraft }
  | { type: 'added'; product: CartProduct; origin: TillNotice['origin']; refusalWords?: RefusalWords; /** Sold by this pack (packs.ts); absent: by the piece. */ pack?: ProductPack | null }
  | { type: 'quantity-set'; /** The line's key (cartLineKey: its product's id for pieces). */ productId: string; quantity: number; refusalWords?: RefusalWords }
  | { type: 'field-set'; change: Partial<TillField> }
  | { type: 'stock-changed'; products: readonly Product[] }
  | { type: 'recording'; sale: BuiltSale }
  | { type: 'recorded'; alreadyRecorded: boolean }
  | { type: 'recording-failed'; error: Error }
  | { type: 'refused'; message: string }
  | { type: 'new-sale' }
  | { type: 'notice-dismissed' };

const FRESH_SALE: TillDraft = {
  cart: emptyCart(),
  discountType: 'fixed',
  discountText: '',
  tenderedText: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  customer: null,
  splitParts: null,
  credit: null,
  attempt: null,
};

export const initialTill: TillState = { ...FRESH_SALE, checkout: { status: 'idle' }, notice: null, notices: 0 };

export function isRecording(state: TillState): boolean {
  return state.checkout.status === 'processing';
}

/** What a reload should bring back. */
export function draftOf(state: TillState): TillDraft {
  const { cart, discountType, discountText, tenderedText, paymentMethod, customer, splitParts, credit, attempt } = state;
  return { cart, discountType, discountText, tenderedText, paymentMethod, customer, splitParts: splitParts ?? null, credit: credit ?? null, attempt };
}

/** The device's day, `YYYY-MM-DD`: a due date is counted from it. */
export const deviceToday = (): string => localDateKey(new Date(), DEVICE_TIME_ZONE);

/** A refusal the cashier acts on is gone once they change the sale. */
const changed = (state: TillState): TillState => (state.checkout.status === 'refused' ? { ...state, checkout: { status: 'idle' } } : state);

function withNotice(state: TillState, text: string, tone: TillNotice['tone'], origin: TillNotice['origin']): TillState {
  const notices = state.notices + 1;
  return { ...state, notices, notice: { id: notices, text, tone, origin } };
}

export function reduceTill(state: TillState, action: TillAction): TillState {
  switch (action.type) {
    case 'restored':
      return { ...state, ...action.draft, splitParts: action.draft.splitParts ?? null, credit: action.draft.credit ?? null };
    case 'added': {
      if (isRecording(state)) return state;
      const pack = action.pack ?? null;
      const result = addToCart(state.cart, action.product, pack);
      if (result.refused) return withNotice(state, refusalText(action.product.id, result.refused, action.refusalWords), 'refused', action.origin);
      const key = cartLineKey({ productId: action.product.id, pack });
      const quantity = result.cart.lines.find((line) => cartLineKey(line) === key)?.quantity ?? 1;
      // A pack line is named with its pack: "Malta (Carton of 24)" (packs.ts, lineNameText).
      const name = lineNameText({ name: action.product.name, ...(pack ? { pack } : {}) });
      const text = quantity > 1 ? `${name}: ${quantity} in the sale.` : `Added ${name}.`;
      return withNotice({ ...changed(state), cart: result.cart, attempt: null }, text, 'info', action.origin);
    }
    case 'quantity-set': {
      if (isRecording(state)) return state;
      const line = state.cart.lines.find((l) => cartLineKey(l) === action.productId);
      const result = setLineQuantity(state.cart, action.productId, action.quantity);
      const next = { ...changed(state), cart: result.cart, attempt: null };
      if (result.refused) return withNotice(next, refusalText(line?.productId ?? action.productId, result.refused, action.refusalWords), 'refused', 'sale');
      if (line && !result.cart.lines.some((l) => cartLineKey(l) === action.productId)) return withNotice(next, `Removed ${lineNameText(line)}.`, 'info', 'sale');
      return next;
    }
    case 'field-set':
      if (isRecording(state)) return state;
      return { ...changed(state), ...action.change, attempt: null };
    case 'stock-changed': {
      if (isRecording(state) || state.attempt) return state;
      const cart = syncCartWithProducts(state.cart, action.products);
      return cart === state.cart ? state : withNotice({ ...state, cart }, STOCK_SYNC_NOTICE, 'info', 'sale');
    }
    case 'recording':
      return { ...state, attempt: action.sale, checkout: { status: 'processing' } };
    case 'recorded':
      return state.attempt ? { ...state, ...FRESH_SALE, notice: null, checkout: { status: 'done', sale: state.attempt.sale, alreadyRecorded: action.alreadyRecorded } } : state;
    case 'recording-failed':
      return { ...state, checkout: { status: 'failed', error: action.error } };
    case 'refused':
      return { ...state, checkout: { status: 'refused', message: action.message } };
    case 'new-sale':
      return { ...state, checkout: { status: 'idle' } };
    case 'notice-dismissed':
      return { ...state, notice: null };
  }
}

/** The figures on screen: what was typed read as amounts, the totals, whether the discount was capped. */
export interface TillFigures {
  currency: CurrencyCode;
  discount: AmountInput;
  tendered: AmountInput;
  totals: CartTotals;
  discountCapped: boolean;
  /** The split payment's figures; null when the sale is paid by one method. */
  split: SplitFigures | null;
  /** "Pay later": what is paid now, what goes on the account and when; null when the sale is paid in full. */
  credit: CreditTillFigures | null;
}

/** A sale on credit on screen. */
export interface CreditTillFigures {
  /** The due date as typed. */
  dueOn: string;
  /** Whether the due date is one the till takes (today up to a year ahead). */
  dueOnAllowed: boolean;
  /** The device's day the due date is counted from. */
  todayKey: string;
  paidMinor: number;
  owedMinor: number;
  /** Why Complete cannot record it on credit yet, in the cashier's words; null when it can. */
  reason: string | null;
}

/** A split payment on screen: each part's amount read, what the parts make of the total, and what holds Complete back. */
export interface SplitFigures {
  amounts: AmountInput[];
  figures: SplitPaymentFigures;
  /** Why Complete cannot record the sale yet, in the cashier's words; null when the parts pay it. */
  reason: string | null;
  /** On credit only: what the parts leave on the account (they need not cover the total). */
  owedMinor?: number;
}


/** The parts as the domain reads them: a part whose amount is empty or not an amount counts as 0. */
function partsInMinor(parts: readonly SplitPartDraft[], amounts: readonly AmountInput[]): PaymentPart[] {
  return parts.map((part, i) => ({ method: part.method, minor: hundredthsOf(amounts[i] ?? { state: 'empty' }) ?? 0 }));
}

function splitFiguresOf(parts: readonly SplitPartDraft[], totalMinor: number, currency: CurrencyCode): SplitFigures {
  const amounts = parts.map((part) => readAmount(part.amountText));
  const figures = splitPaymentFigures(totalMinor, partsInMinor(parts, amounts));
  // What is still to pay comes first, even while a part is empty: it is what the cashier asks for next.
  const reason =
    figures.problem === null
      ? null
      : figures.remainingMinor > 0
        ? SPLIT_PAYMENT_MESSAGES.stillToPay(formatMinor(figures.remainingMinor, currency))
        : splitPaymentMessage(figures, totalMinor, currency);
  return { amounts, figures, reason };
}

/** The two parts a split starts with: the method chosen so far, and cash (or Mobile Money when that was cash). */
export function startingSplitParts(paymentMethod: PaymentMethod): SplitPartDraft[] {
  return [
    { method: paymentMethod, amountText: '' },
    { method: paymentMethod === 'Cash' ? 'Mobile Money' : 'Cash', amountText: '' },
  ];
}

/** The parts with one more (at most MAX_PAYMENT_PARTS): a method not used yet, for what is still to pay. */
export function withPartAdded(parts: readonly SplitPartDraft[], remainingMinor: number): SplitPartDraft[] {
  if (parts.length >= MAX_PAYMENT_PARTS) return [...parts];
  const method = PAYMENT_METHODS.find((m) => !parts.some((part) => part.method === m)) ?? 'Cash';
  return [...parts, { method, amountText: remainingMinor > 0 ? plainMinor(remainingMinor) : '' }];
}

/** The parts without part `index` (never fewer than two). */
export function withPartRemoved(parts: readonly SplitPartDraft[], index: number): SplitPartDraft[] {
  if (parts.length <= 2) return [...parts];
  return parts.filter((_, i) => i !== index);
}

/** The parts with part `index` changed. */
export function withPartChanged(parts: readonly SplitPartDraft[], index: number, change: Partial<SplitPartDraft>): SplitPartDraft[] {
  return parts.map((part, i) => (i === index ? { ...part, ...change } : part));
}

/**
 * "Pay later" just switched on: due the shop's days to pay after the device's day (`creditDays`,
 * the business's setting, credit.ts creditDaysOf; DEFAULT_CREDIT_DAYS when not given).
 */
export const startingCredit = (todayKey: string = deviceToday(), creditDays?: number): CreditDraft => ({ dueOn: defaultDueOn(todayKey, creditDays) });

function creditPaymentProblem(problem: CreditFigures['problem']): string | null {
  return problem === 'paid-too-much' ? CREDIT_MESSAGES.paidTooMuch : problem === 'nothing-owed' ? CREDIT_MESSAGES.nothingOwed : null;
}

/** A split payment on credit: the parts pay what they come to, no more (no change) and no less; the rest is owed. */
function creditSplitOf(parts: readonly SplitPartDraft[], totalMinor: number, currency: CurrencyCode): SplitFigures {
  const amounts = parts.map((part) => readAmount(part.amountText));
  const inMinor = partsInMinor(parts, amounts);
  const paidMinor = inMinor.reduce((sum, part) => sum + part.minor, 0);
  const figures = splitPaymentFigures(paidMinor, inMinor);
  const credit = creditSaleFigures(totalMinor, figures.paidMinor);
  return { amounts, figures, reason: splitPaymentMessage(figures, paidMinor, currency) ?? creditPaymentProblem(credit.problem), owedMinor: credit.owedMinor };
}

/**
 * `emptyCurrency`: what an empty cart shows its totals in (a partner's widget may set it); the
 * cart's own currency once it holds a line. `todayKey`: the device's day, which a due date is
 * counted from.
 */
export function tillFigures(state: TillState, emptyCurrency: CurrencyCode = DEFAULT_CURRENCY, todayKey?: string): TillFigures {
  const discount = readAmount(state.discountText);
  const tendered = readAmount(state.tenderedText);
  const discountHundredths = hundredthsOf(discount);
  const currency = state.cart.currency ?? emptyCurrency;
  const cashTotals = cartTotals({ lines: state.cart.lines, discountType: state.discountType, discountHundredths, tenderedMinor: hundredthsOf(tendered) });
  const { credit: onCredit, splitParts: parts } = state;
  const split = parts ? (onCredit ? creditSplitOf : splitFiguresOf)(parts, cashTotals.totalMinor, currency) : null;
  // A split's parts are what was tendered, and its change is the change from cash; on credit no change is given.
  const totals = split || onCredit ? { ...cashTotals, tenderedMinor: split ? split.figures.paidMinor : cashTotals.tenderedMinor, changeMinor: onCredit ? 0 : (split?.figures.changeMinor ?? 0) } : cashTotals;
  return {
    currency,
    discount,
    tendered,
    totals,
    discountCapped: isDiscountCapped(totals.subtotalMinor, state.discountType, discountHundredths),
    split,
    credit: onCredit ? creditFiguresOf(state, onCredit, totals.totalMinor, totals.tenderedMinor ?? 0, split, todayKey ?? deviceToday()) : null,
  };
}

function creditFiguresOf(state: TillState, credit: CreditDraft, totalMinor: number, paidMinor: number, split: SplitFigures | null, todayKey: string): CreditTillFigures {
  const figures = creditSaleFigures(totalMinor, paidMinor);
  const dueOnAllowed = isDueDateAllowed(credit.dueOn, todayKey);
  // In the order the cashier meets them: the customer, what is paid now, then the due date.
  const reason =
    (state.customer ? null : CREDIT_MESSAGES.walkIn) ??
    (split ? split.reason : creditPaymentProblem(figures.problem)) ??
    (dueOnAllowed ? null : CREDIT_MESSAGES.dueDate);
  return { dueOn: credit.dueOn, dueOnAllowed, todayKey, paidMinor: figures.paidMinor, owedMinor: figures.owedMinor, reason };
}

/** What holds Complete back: a field whose text is not an amount, or split payment parts that cannot pay the sale. */
export type CompleteBlock = 'discount' | 'tendered' | 'payments' | 'credit';

/**
 * What Complete sends: the held attempt if there is one (Try again), else a new sale; `blocked`
 * names what holds it back; null when there is nothing to record.
 */
export function saleToRecord(
  state: TillState,
  fresh: { id: string; now: Date; todayKey?: string },
): { sale: BuiltSale } | { blocked: CompleteBlock } | null {
  if (isRecording(state) || !canCheckout(state.cart)) return null;
  const { discount, tendered, split, credit } = tillFigures(state, DEFAULT_CURRENCY, fresh.todayKey);
  if (discount.state === 'invalid') return { blocked: 'discount' };
  if (split) {
    if (split.reason !== null || split.amounts.some((amount) => amount.state === 'invalid')) return { blocked: 'payments' };
  } else if (tendered.state === 'invalid') return { blocked: 'tendered' };
  if (credit && credit.reason !== null) return { blocked: 'credit' };
  if (state.attempt) return { sale: state.attempt };
  const sale = buildSale({
    id: fresh.id,
    cart: state.cart,
    discountType: state.discountType,
    discountHundredths: hundredthsOf(discount),
    tenderedMinor: hundredthsOf(tendered),
    paymentMethod: state.paymentMethod,
    payments: state.splitParts && split ? partsInMinor(state.splitParts, split.amounts) : null,
    customer: state.customer,
    credit: credit ? { dueOn: credit.dueOn } : null,
    now: fresh.now,
  });
  return { sale };
}
