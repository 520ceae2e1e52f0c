// A Ghanaian / Nigerian provisions and fabric shop, for stories and tests.
import type { Product } from '@shop/shared/domain';
import { sampleProduct } from './fake-backend';

/** A small square picture as a data URL, standing in for a product photo. */
export function swatch(background: string, foreground: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><circle cx="48" cy="44" r="22" fill="${foreground}"/><rect x="18" y="72" width="60" height="10" rx="5" fill="${foreground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9));

export const SAMPLE_PRODUCTS: Product[] = [
  sampleProduct({ id: 'milo', name: 'Milo 400g tin', price: 45.5, quantity: 24, description: 'Chocolate malt drink', imageUrl: swatch('#14532d', '#facc15'), imagePath: 'products/owner-ama/1_milo.png', createdAt: day(1) }),
  sampleProduct({ id: 'gari', name: 'Gari (1 olonka)', price: 18, quantity: 3, description: 'Ijebu gari, well dried', createdAt: day(2) }),
  sampleProduct({ id: 'indomie', name: 'Indomie Chicken 70g', price: 350, currency: 'NGN', quantity: 0, imageUrl: swatch('#fde047', '#dc2626'), imagePath: 'products/owner-ama/2_indomie.png', createdAt: day(3) }),
  sampleProduct({ id: 'peak', name: 'Peak Milk 160g', price: 9.5, quantity: 48, createdAt: day(4) }),
  sampleProduct({ id: 'kente', name: 'Kente stole', price: 350, quantity: 5, description: 'Hand-woven in Bonwire', imageUrl: swatch('#b45309', '#166534'), imagePath: 'products/owner-ama/3_kente.png', createdAt: day(5) }),
  sampleProduct({ id: 'ankara', name: 'Ankara fabric (6 yards)', price: 18500, currency: 'NGN', quantity: 12, createdAt: day(6) }),
  sampleProduct({ id: 'gift', name: 'Shop gift card', type: 'Digital', price: 100, quantity: undefined, createdAt: day(7) }),
  sampleProduct({ id: 'ticket', name: 'Saturday fabric workshop', type: 'Ticket', price: 80, quantity: undefined, createdAt: day(8) }),
];

const WORDS = ['Milo', 'Peak Milk', 'Gari', 'Indomie', 'Sardines', 'Tomato paste', 'Shea butter', 'Palm oil', 'Kente', 'Ankara', 'Rice', 'Sugar'];

/** `count` products with varied names, prices and stock, oldest first. */
export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) =>
    sampleProduct({
      id: `bulk-${i}`,
      name: `${WORDS[i % WORDS.length]} #${i + 1}`,
      price: ((i * 37) % 5000) / 10 + 1,
      currency: i % 3 === 0 ? 'NGN' : 'GHS',
      quantity: (i * 7) % 60,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    }),
  );
}
