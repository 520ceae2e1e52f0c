import { describe, expect, it } from 'vitest';
import type { ProductDraft } from './entities';
import { productChanges } from './product-edit';

const milo: ProductDraft = {
  name: 'Milo 400g',
  type: 'Physical',
  priceMinor: 4500,
  currency: 'GHS',
  description: '',
  imageUrl: null,
  imagePath: null,
  quantity: 10,
};

describe('productChanges', () => {
  it('writes only what the owner changed: a new price leaves the stock alone', () => {
    expect(productChanges(milo, { ...milo, priceMinor: 4750 })).toEqual({ priceMinor: 4750 });
    expect(productChanges(milo, { ...milo, priceMinor: 4750 })).not.toHaveProperty('quantity');
  });

  it('writes nothing when nothing changed', () => {
    expect(productChanges(milo, { ...milo })).toEqual({});
  });

  it('never writes the stock of a product that stays Physical: that moves by delivery and count', () => {
    expect(productChanges(milo, { ...milo, quantity: 12 })).toEqual({});
  });

  it('gives a product that becomes Physical its starting stock', () => {
    const ticket: ProductDraft = { ...milo, type: 'Ticket', quantity: undefined };
    expect(productChanges(ticket, { ...ticket, type: 'Physical', quantity: 4 })).toEqual({ type: 'Physical', quantity: 4 });
  });

  it('removes the stock of a product that is no longer Physical', () => {
    const changes = productChanges(milo, { ...milo, type: 'Digital', quantity: undefined });
    expect(changes).toEqual({ type: 'Digital', quantity: undefined });
    expect(changes).toHaveProperty('quantity', undefined);
  });
});
