// Stories run on real data flow: a story that sets `parameters.shop` gets the local adapter (real
// IndexedDB in the browser, fake-indexeddb in the story tests) in a database of its own, seeded
// and signed in as it asked, behind the same Backend port the suite uses, through BackendProvider.
// Stories of pure components set no `shop` and are left alone.
import type { Decorator, Loader, StoryContext } from '@storybook/react';
import { BackendProvider } from '@shop/shared/session';
import { createStoryShop, deleteStaleStoryShops, STORY_SHOP_DB_PREFIX } from '@shop/shared/testing';
import type { StoryShop, StoryShopParameter } from '@shop/shared/testing';

export type { StoryShop, StoryShopParameter, StoryShopSeed } from '@shop/shared/testing';

let renders = 0;
let staleDeleted: Promise<void> | null = null;
const live = new Set<string>();

/** The shop a story's loaders prepared, for its render or play function (`context.loaded.shop`). */
export function storyShop(context: Pick<StoryContext, 'loaded'>): StoryShop {
  const shop = (context.loaded as { shop?: StoryShop }).shop;
  if (!shop) throw new Error('This story has no `parameters.shop`.');
  return shop;
}

/** Builds the story's shop before it renders, in a database no other render shares. */
export const loadShop: Loader = async (context) => {
  const parameter = context.parameters.shop as StoryShopParameter | undefined;
  if (!parameter) return {};
  // Once per page: databases left behind by a reload in the middle of a story.
  staleDeleted ??= deleteStaleStoryShops(live).catch(() => undefined);
  await staleDeleted;
  const dbName = `${STORY_SHOP_DB_PREFIX}${context.id}-${++renders}-${Date.now().toString(36)}`;
  live.add(dbName);
  const shop = await createStoryShop(parameter, dbName);
  return { shop };
};

/** Closes and deletes the story's database when the story is left or re-rendered. */
export const releaseShop = (context: StoryContext) => {
  const shop = (context.loaded as { shop?: StoryShop }).shop;
  if (!shop) return undefined;
  return async () => {
    live.delete(shop.dbName);
    await shop.dispose();
  };
};

export const withShop: Decorator = (Story, context) => {
  const shop = (context.loaded as { shop?: StoryShop }).shop;
  if (!shop) return <Story />;
  return (
    <BackendProvider backend={shop.backend}>
      <Story />
    </BackendProvider>
  );
};
