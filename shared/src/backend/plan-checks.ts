// The plans' checks of one write (plan-rules.ts, withPlanRules): refused with 'failed-precondition'
// and the domain's code (`BackendError.reason`, plans.ts PlanRefusalReason) and words
// (plan-words.ts). They answer at once when the facts are at hand, and wait only for what the
// adapter must read.
import type { ProductDraft, Sale, ShopSettings } from '../domain/entities';
import { BASIC_CHOICE_MESSAGES, PLAN_REFUSAL_MESSAGES, viewOnlyWords } from '../domain/plan-words';
import type { PlanRecord, PlanRefusalReason } from '../domain/plans';
import { basicChoiceProblem, mayHoldType, newProductRefusal, PLAN_TERMS, planStanding, saleJudgedAt, sellableProductIds } from '../domain/plans';
import { BackendError } from './errors';
import type { Maybe, PlanFacts, PlanGuardedWrite } from './plan-rules';
import type { ProductPatch, RecordSaleInput } from './port';

export function planRefused(reason: PlanRefusalReason, message: string = PLAN_REFUSAL_MESSAGES[reason]): BackendError {
  return new BackendError('failed-precondition', message, { reason });
}

/** Whether a value is one to wait for: any thenable (IndexedDB's library answers with its own promises). */
export const isPending = <T>(value: Maybe<T>): value is Promise<T> => typeof (value as { then?: unknown } | null)?.then === 'function';

const after = <T, R>(value: Maybe<T>, next: (value: T) => Maybe<R>): Maybe<R> => (isPending(value) ? Promise.resolve(value).then(next) : next(value));

function checkWritableAt(record: PlanRecord, at: Date): void {
  const standing = planStanding(record, at);
  if (!standing.allows.writes) throw planRefused('view-only', viewOnlyWords(standing));
}

function checkSale(uid: string, record: PlanRecord, sale: Sale, facts: PlanFacts): Maybe<void> {
  checkWritableAt(record, saleJudgedAt(sale.createdAt, facts.now()));
  const allows = PLAN_TERMS[record.plan].allows;
  if (sale.credit && !allows.crm) throw planRefused('crm');
  if (allows.productLimit === null) return;
  return after(facts.products(uid), (products) => {
    const held = new Set(products.map((product) => product.id));
    const sellable = sellableProductIds(record, products);
    // A line that is no product the shop holds (an online order's delivery fee) is not the plan's to judge.
    if (sale.items.some((item) => held.has(item.id) && !sellable.has(item.id))) throw planRefused('not-sellable-on-basic');
  });
}

function checkRecord(name: PlanGuardedWrite, uid: string, args: unknown[], record: PlanRecord, facts: PlanFacts): Maybe<void> {
  if (name === 'recordSale') return checkSale(uid, record, (args[0] as RecordSaleInput).sale, facts);
  const now = facts.now();
  checkWritableAt(record, now);
  if (name === 'addProduct') {
    const draft = args[0] as ProductDraft;
    return after(facts.products(uid), (products) => {
      const refusal = newProductRefusal(record, now, products.length, draft.type);
      if (refusal) throw planRefused(refusal);
    });
  }
  if (name === 'updateProduct') {
    const patch = args[1] as ProductPatch;
    if (patch.type !== undefined && !mayHoldType(planStanding(record, now).allows, patch.type)) throw planRefused('product-type');
  }
}

/** Refuses the write `name` called for `uid` with `args` when the shop's plan does not allow it (by throwing, or by a promise that rejects); quiet for a shop the facts do not know. */
export function checkPlanWrite(name: PlanGuardedWrite, uid: string, args: unknown[], facts: PlanFacts): Maybe<void> {
  return after(facts.business(uid), (record) => (record === null ? undefined : checkRecord(name, uid, args, record, facts)));
}

/** Refuses ('invalid-argument', in words) an owner's choice of products sellable on Basic that are not the shop's physical products, or too many; quiet for settings without one, or a shop the facts do not know. */
export function checkBasicChoice(uid: string, settings: ShopSettings, facts: PlanFacts): Maybe<void> {
  const ids = settings?.basicProductIds;
  if (!Array.isArray(ids)) return;
  return after(facts.business(uid), (record) =>
    record === null
      ? undefined
      : after(facts.products(uid), (products) => {
          const problem = basicChoiceProblem(ids, products);
          if (problem) throw new BackendError('invalid-argument', BASIC_CHOICE_MESSAGES[problem]);
        }),
  );
}
