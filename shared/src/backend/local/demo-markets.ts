// The demo shops' markets: a provisions store in Accra priced in cedis and one in Lagos priced in
// naira, each with its owner, catalogue, customers' names and phone prefix.
import type { CurrencyCode, ProductType } from '../../domain/entities';
import type { SignUpProfile } from '../port';

export type DemoMarket = 'GH' | 'NG';

export interface CatalogueEntry {
  name: string;
  /** Price in major units of the market's currency. */
  price: number;
  type?: ProductType;
  /** Stock on hand (Physical only); a few are low or sold out on purpose. */
  stock?: number;
  description?: string;
}

export interface Market {
  currency: CurrencyCode;
  owner: SignUpProfile;
  email: string;
  catalogue: readonly CatalogueEntry[];
  customers: readonly string[];
  phonePrefix: string;
  /** Used to build more products for the very large shop: brand × variant. */
  brands: readonly string[];
  variants: readonly { label: string; price: number }[];
}

const ACCRA: Market = {
  currency: 'GHS',
  email: 'akosua@provisions.example.com',
  owner: {
    businessName: "Akosua's Provisions",
    ownerName: 'Akosua Mensah',
    businessType: 'Provisions store',
    phone: '+233 24 555 0142',
    address: 'Stall 14, Makola Market, Accra',
  },
  catalogue: [
    { name: 'Milo 400g tin', price: 45, stock: 36 },
    { name: 'Gari (1 olonka)', price: 30, stock: 18 },
    { name: 'Indomie Chicken 70g', price: 4.5, stock: 240 },
    { name: 'Peak Milk 160g', price: 12, stock: 3 },
    { name: 'Kente stole', price: 350, stock: 6, description: 'Hand-woven in Bonwire, 2 m.' },
    { name: 'Ankara fabric (6 yards)', price: 280, stock: 11 },
    { name: 'Shito (pepper sauce) 250ml', price: 25, stock: 0 },
    { name: 'Sachet water (bag of 30)', price: 12, stock: 60 },
    { name: 'Frytol cooking oil 1L', price: 38, stock: 22 },
    { name: 'Royal Aroma rice 5kg', price: 165, stock: 14 },
    { name: 'Ideal Milk 160g', price: 11.5, stock: 48 },
    { name: 'Gino tomato paste 70g', price: 3.5, stock: 150 },
    { name: 'Titus sardines 125g', price: 16, stock: 2 },
    { name: 'Shea butter 250g', price: 40, stock: 25, description: 'Unrefined, from Tamale.' },
    { name: 'Key soap (bar)', price: 9, stock: 80 },
    { name: 'Omo detergent 500g', price: 28, stock: 19 },
    { name: 'Kalyppo 200ml', price: 4, stock: 96 },
    { name: 'Voltic water 1.5L', price: 7, stock: 4 },
    { name: 'Sugar cubes (St Louis)', price: 22, stock: 30 },
    { name: 'Nido milk powder 400g', price: 72, stock: 9 },
    { name: 'Tom Brown (1kg)', price: 35, stock: 12 },
    { name: 'Plantain chips (pack)', price: 8, stock: 55 },
    { name: 'MTN airtime voucher ₵10', price: 10, type: 'Digital' },
    { name: 'Vodafone data bundle 5GB', price: 50, type: 'Digital' },
    { name: 'Chale Wote festival ticket', price: 120, type: 'Ticket' },
    { name: 'Cooking class at the stall (Saturday)', price: 200, type: 'Ticket' },
  ],
  customers: [
    'Ama Owusu',
    'Kwame Asante',
    'Efua Boateng',
    'Kofi Agyeman',
    'Abena Darko',
    'Yaw Mensah',
    'Adwoa Sarpong',
    'Kojo Appiah',
    'Esi Quaye',
    'Nana Ama Ofori',
    'Kwabena Osei',
    'Akua Danso',
    'Fiifi Acquah',
    'Afia Bonsu',
    'Chinedu Okafor',
    'Aisha Mahama',
  ],
  phonePrefix: '+233 24',
  brands: ['Milo', 'Peak', 'Ideal', 'Indomie', 'Gino', 'Frytol', 'Royal Aroma', 'Titus', 'Nido', 'Kalyppo', 'Voltic', 'Key soap', 'Omo', 'Tom Brown', 'Golden Tree'],
  variants: [
    { label: 'small', price: 6.5 },
    { label: 'medium', price: 14 },
    { label: 'large', price: 32 },
    { label: 'family pack', price: 58 },
    { label: 'carton', price: 210 },
  ],
};

const LAGOS: Market = {
  currency: 'NGN',
  email: 'chioma@mamachi.example.com',
  owner: {
    businessName: 'Mama Chi Stores',
    ownerName: 'Chioma Eze',
    businessType: 'Supermarket',
    phone: '+234 803 555 0199',
    address: '12 Balogun Street, Lagos Island, Lagos',
  },
  catalogue: [
    { name: 'Indomie Chicken 70g', price: 250, stock: 320 },
    { name: 'Peak Milk 160g', price: 650, stock: 44 },
    { name: 'Milo 400g tin', price: 4200, stock: 15 },
    { name: 'Gari Ijebu (paint bucket)', price: 3500, stock: 9 },
    { name: 'Ankara fabric (6 yards)', price: 18500, stock: 7 },
    { name: 'Golden Penny semovita 1kg', price: 1900, stock: 26 },
    { name: 'Dangote sugar 500g', price: 1100, stock: 2 },
    { name: 'Kings vegetable oil 1L', price: 3800, stock: 21 },
    { name: 'Mama Gold rice 5kg', price: 12500, stock: 0 },
    { name: 'Sachet water (bag of 20)', price: 400, stock: 75 },
    { name: 'Bournvita 450g', price: 3900, stock: 12 },
    { name: 'Titus sardines 125g', price: 1200, stock: 36 },
    { name: 'Cabin biscuit', price: 200, stock: 140 },
    { name: 'Zobo drink 50cl', price: 500, stock: 4 },
    { name: 'Ofada rice (mudu)', price: 2800, stock: 17 },
    { name: 'Palm oil 1L', price: 2500, stock: 13 },
    { name: 'MTN airtime ₦1,000', price: 1000, type: 'Digital' },
    { name: 'DStv Compact subscription', price: 15700, type: 'Digital' },
    { name: 'Afrobeats night ticket', price: 10000, type: 'Ticket' },
  ],
  customers: [
    'Chinedu Okafor',
    'Ngozi Nwosu',
    'Tunde Bakare',
    'Aisha Bello',
    'Emeka Obi',
    'Funmilayo Adeyemi',
    'Ifeoma Chukwu',
    'Segun Adebayo',
    'Halima Yusuf',
    'Obinna Eze',
    'Yetunde Ogunleye',
    'Ama Owusu',
  ],
  phonePrefix: '+234 803',
  brands: ['Indomie', 'Peak', 'Milo', 'Bournvita', 'Golden Penny', 'Dangote', 'Kings', 'Mama Gold', 'Titus', 'Cabin', 'Honeywell', 'Power Oil'],
  variants: [
    { label: 'small', price: 350 },
    { label: 'medium', price: 900 },
    { label: 'large', price: 2400 },
    { label: 'family pack', price: 5200 },
    { label: 'carton', price: 18000 },
  ],
};

export const MARKETS: Readonly<Record<DemoMarket, Market>> = { GH: ACCRA, NG: LAGOS };

/** The owner of the demo shop of a market: their business profile and e-mail address. */
export function demoOwner(market: DemoMarket = 'GH'): { email: string; profile: SignUpProfile } {
  const { email, owner } = MARKETS[market];
  return { email, profile: { ...owner } };
}
