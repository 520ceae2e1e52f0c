// The benchmark's command line (bench/firestore-rules.mjs, 'Usage'): what to measure, how many at
// once, the shop the bill is for; progress goes to stderr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
export const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
export const SMOKE = args.includes('--smoke');
export const ONLY = option('only', null);
export const chosen = (name) => ONLY === null || new RegExp(ONLY, 'i').test(name);
export const JOBS = Number(option('jobs', SMOKE ? 3 : 4));
export const SHOP = {
  products: Number(option('products', 200)),
  customers: Number(option('customers', 50)),
  days: Number(option('days', 30)),
  salesPerDay: Number(option('sales-per-day', 40)),
  refundsPerDay: Number(option('refunds-per-day', 2)),
  movementsPerProduct: Number(option('movements-per-product', 30)),
};
export const log = (...parts) => console.error(...parts);
