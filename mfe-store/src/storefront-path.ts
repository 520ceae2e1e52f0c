// Which storefront page a path asks for: `/s/<name>` (the store) or `/s/<name>/o/<id>` (an order),
// as online-store.ts's storePath and orderPath write them.
import { normaliseStoreName } from '@shop/shared/domain';

export type StorefrontRoute = { page: 'store'; name: string } | { page: 'order'; name: string; orderId: string } | { page: 'none' };

export function storefrontRoute(pathname: string): StorefrontRoute {
  const match = /^\/s\/([^/]+)\/?(?:o\/([^/]+)\/?)?$/.exec(pathname);
  if (!match) return { page: 'none' };
  const name = normaliseStoreName(decodeURIComponent(match[1]!));
  return match[2] ? { page: 'order', name, orderId: decodeURIComponent(match[2]) } : { page: 'store', name };
}
