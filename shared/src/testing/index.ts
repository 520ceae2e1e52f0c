// The public entry point for tests and stories: `@shop/shared/testing`. Never imported by
// production code (lint refuses it outside *.test.*, *.stories.* and testing/ folders), so it
// never reaches a bundle.
export { createMemoryBackend, SAMPLE_OWNER } from '../backend/memory/index';
// The embedded backend itself, for a test that needs its real storage (IndexedDB) under a screen.
export { createLocalBackend } from '../backend/local/index';
export type { LocalBackend } from '../backend/local/index';
export type { MemoryBackend, MemoryBackendOptions, MemoryCall, MemoryCalls, MemorySubscription, MemorySubscriptions } from '../backend/memory/index';
export { productDraft, SAMPLE_BUSINESS, sampleCustomer, sampleDailyStats, sampleProduct, sampleStaffMember, testShop } from './test-shop';
export type { TestShopOptions } from './test-shop';
export { heldOrder, sampleStore } from './online-store-sample';
export { listItemShowing, renderOnMemoryBackend, renderWithBackend } from './render';
export { saleOf } from './sale-of';
export type { SaleLine, SaleOf } from './sale-of';
export { dailySeries, periodStart, revenueMinor } from './figures-from-sales';
export {
  cartOf,
  demoCustomer,
  demoProduct,
  demoSale,
  demoShop,
  ringUp,
  seededShop,
  storedCustomers,
  storedProducts,
  storedSales,
  storyShop,
  withSalesFailing,
} from './story-loaded';
export type { DemoShopResult, Loaded, RingUp, StoryShop, Taps } from './story-loaded';
export { answerSure, askToDelete, dialog, inContainer, modalStoryParameters, onADesktop, onAPhone, openDialog, pressSave, saveAndClose, searchFor } from './story-steps';
export { seedLocalAccount, seedLocalShop } from './local-seed';
export type { SeedAccountInput, SeedShopOptions, SeedShopResult } from './local-seed';
export { createStoryShop, deleteStaleStoryShops, STORY_SHOP_DB_PREFIX } from './story-shops';
export type { StoryShopParameter, StoryShopSeed } from './story-shops';
export * from './sample-logo';
