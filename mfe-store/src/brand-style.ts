// The page in the shop's brand colour (PublishedStore.brandColour, which white words read on:
// domain/shop-brand.ts): the colour set as --brand on the page's root, which storefront.module.css
// gives the header's band and the main buttons. None set, the page keeps its own colours.
import type { CSSProperties } from 'react';
import type { PublishedStore } from './store-api';

export function brandStyle(store: Pick<PublishedStore, 'brandColour'> | null): CSSProperties | undefined {
  return store?.brandColour ? ({ '--brand': store.brandColour } as CSSProperties) : undefined;
}
