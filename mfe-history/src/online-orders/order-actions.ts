// Which of an order's actions the person at the till is offered, and why one is not open now
// (domain/online-orders.ts: ORDER_TRANSITIONS, ORDER_PERMISSIONS, applyOrderAction). An action their
// role may not take, or one the order's status never takes, is not shown; one the rules refuse now
// (not paid yet, a lapsed hold, too little stock) is shown disabled with the domain's words; a
// cashier's Cancel asks for a manager's PIN ('manager-pin').
import { applyOrderAction, isHoldLapsed, ORDER_PERMISSIONS, ORDER_TRANSITIONS, orderActionRefusalWords } from '@shop/shared/domain';
import type { OnlineOrder, OrderAction, OrderActionInput, OrderActor, TillOperator } from '@shop/shared/domain';
import type { OrderFacts } from './use-online-orders';

/** The order the shop's buttons are listed in. */
export const SHOP_ACTION_ORDER: readonly OrderAction[] = ['confirm', 'hold-again', 'mark-paid', 'mark-ready', 'dispatch', 'complete', 'cancel'];

export interface OfferedAction {
  action: OrderAction;
  /** The domain's words for why it cannot be taken now; null when it can. */
  refusal: string | null;
  /** A manager's PIN is asked for before it is sent. */
  needsPin: boolean;
}

/** Who the person at the till is to the order rules: the owner's own account is the owner. */
export function orderActorOf(operator: TillOperator | null): OrderActor | null {
  if (!operator) return null;
  return operator.account === true ? 'owner' : operator.role;
}

/** What the operator's role may do of this action: as ORDER_PERMISSIONS, but no PIN on a member's own account (staff.ts operatorAccess). */
export function orderAccess(operator: TillOperator | null, action: OrderAction): 'yes' | 'manager-pin' | 'no' {
  const actor = orderActorOf(operator);
  if (!actor) return 'no';
  const access = ORDER_PERMISSIONS[action][actor];
  return access === 'manager-pin' && operator?.ownAccount === true ? 'no' : access;
}

/** The input a button would send, for asking the rules whether it would go through (the forms ask for the rest). */
function trialInput(action: OrderAction, order: OnlineOrder): OrderActionInput {
  if (action === 'cancel') return { action, reason: '-' };
  if (action === 'mark-paid') return { action, method: 'Cash', amountMinor: order.totalMinor, customer: null, costs: new Map() };
  return { action };
}

function isOffered(order: OnlineOrder, action: OrderAction, facts: OrderFacts): boolean {
  if (!ORDER_TRANSITIONS[action].from.includes(order.status)) return false;
  switch (action) {
    case 'mark-ready':
      return order.fulfilment.method === 'pickup';
    case 'dispatch':
      return order.fulfilment.method === 'delivery';
    case 'hold-again':
      return isHoldLapsed(order, facts.holdHours, facts.now);
    case 'mark-paid':
    case 'cancel':
      return order.payment === null;
    default:
      return true;
  }
}

export function offeredActions(order: OnlineOrder, operator: TillOperator | null, facts: OrderFacts): OfferedAction[] {
  const actor = orderActorOf(operator);
  if (!actor) return [];
  const offered: OfferedAction[] = [];
  for (const action of SHOP_ACTION_ORDER) {
    const access = orderAccess(operator, action);
    if (access === 'no' || !isOffered(order, action, facts)) continue;
    const trial = applyOrderAction(order, trialInput(action, order), {
      actor,
      approved: true,
      now: facts.now,
      holdHours: facts.holdHours,
      stock: facts.stock,
      orders: facts.orders,
    });
    // Until the stock is read, the backend alone judges it.
    const refusal = trial.ok || (trial.refusal.code === 'short' && !facts.stockKnown) ? null : orderActionRefusalWords(trial.refusal);
    offered.push({ action, refusal, needsPin: access === 'manager-pin' });
  }
  return offered;
}
