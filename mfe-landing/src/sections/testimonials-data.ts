export interface Testimonial {
  quote: string;
  name: string;
  business: string;
  city: string;
  /** The avatar's colour. */
  colour: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'I used to count stock with a notebook every Sunday. Now I know what is left on my shelves before I even open the shop.',
    name: 'Abena Owusu',
    business: 'Abena’s Provisions',
    city: 'Kumasi',
    colour: '#b45309',
  },
  {
    quote: 'Half my customers pay with MoMo. Recording it with the sale means my evening totals finally match my wallet.',
    name: 'Kwame Asante',
    business: 'KA Phones & Accessories',
    city: 'Accra',
    colour: '#0f766e',
  },
  {
    quote: 'Pricing in naira with the right symbol on every receipt looks professional. My customers trust the receipts.',
    name: 'Ngozi Eze',
    business: 'Ngozi Fabrics',
    city: 'Lagos',
    colour: '#7c3aed',
  },
  {
    quote: 'We sold every ticket for our food fair through the online store. No spreadsheets, no double bookings.',
    name: 'Tunde Bakare',
    business: 'Eko Events',
    city: 'Ibadan',
    colour: '#be123c',
  },
  {
    quote: 'The dashboard shows me which weeks are slow, so I plan my orders instead of guessing. It paid for itself in a month.',
    name: 'Efua Mensah',
    business: 'Efua Beauty Supplies',
    city: 'Takoradi',
    colour: '#1d4ed8',
  },
  {
    quote: 'My assistant learned the till in ten minutes. I check the day’s sales from my phone while I am at the market.',
    name: 'Chinedu Okafor',
    business: 'Chinedu Hardware',
    city: 'Abuja',
    colour: '#15803d',
  },
];
