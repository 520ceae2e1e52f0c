// The shop's own Paystack account on the embedded backends (port.ts StoreGatewayApi;
// domain/store-gateway.ts), where no server runs: the same checks as the server's callable
// (functions/src/store-payments.ts) — a key Paystack issues, a plan that allows it — before the
// backend keeps the key apart from what any screen reads, and shows the owner only how it ends.
import type { Business } from '../domain/entities';
import { gatewayKeyOf, gatewayPlanRefusal, gatewayShown, storeGatewayWords } from '../domain/store-gateway';
import type { StoreGateway } from '../domain/store-gateway';
import { planStanding } from '../domain/plans';
import { BackendError } from './errors';

/** A key kept by an embedded backend, with what the owner may see of it. */
export interface KeptGateway {
  uid: string;
  secretKey: string;
  shown: StoreGateway;
}

/** The key to keep for `uid`'s shop, or the refusal the server's callable gives. */
export function gatewayToKeep(uid: string, business: Business | null | undefined, typed: unknown, now: Date): KeptGateway {
  const key = gatewayKeyOf(typed);
  if (!key.ok) throw new BackendError('invalid-argument', storeGatewayWords(key.refusal));
  if (!business) throw new BackendError('permission-denied', "Only the shop's owner connects its Paystack account.");
  const refusal = gatewayPlanRefusal(planStanding(business, now));
  if (refusal) throw new BackendError('failed-precondition', storeGatewayWords(refusal));
  return { uid, secretKey: key.key, shown: gatewayShown(key.key, now) };
}
