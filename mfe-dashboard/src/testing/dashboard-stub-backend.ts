// Left only because sales-chart.test.tsx, which another change is editing, imports
// `sampleDailyStats` from here; the roll-ups now live in @shop/shared/testing (test-shop.ts) and the
// dashboard's tests run on `testShop`. Delete this file once that import points there.
export { sampleDailyStats } from '@shop/shared/testing';
