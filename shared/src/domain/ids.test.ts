import { describe, expect, it } from 'vitest';
import { displayOrderId, newSaleId, newShiftId, newStaffId, ownerOfImagePath, productImagePath, shortOrderId } from './ids';

describe('ids', () => {
  it('generates UUIDs without the DOM', () => {
    const a = newSaleId();
    const b = newSaleId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it('takes the randomness as a parameter', () => {
    expect(newSaleId(() => 'fixed-id')).toBe('fixed-id');
    expect(newStaffId(() => 'staff-id')).toBe('staff-id');
    expect(newShiftId(() => 'shift-id')).toBe('shift-id');
    expect(newStaffId()).not.toBe(newStaffId());
    expect(newShiftId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shortens order ids for display', () => {
    expect(shortOrderId('a1b2c3d4-e5f6-4000-8000-000000000000')).toBe('A1B2C3D4');
    expect(shortOrderId('ab-cd')).toBe('ABCD');
    expect(shortOrderId('---')).toBe('---');
    expect(displayOrderId('a1b2c3d4-e5f6')).toBe('#A1B2C3D4');
  });

  it('builds the product image path products/{uid}/{timestamp}_{filename}', () => {
    const now = new Date(1_700_000_000_000);
    expect(productImagePath('u1', 'photo.png', now)).toBe('products/u1/1700000000000_photo.png');
    expect(productImagePath('u1', 'a/b\\c.png', now)).toBe('products/u1/1700000000000_a_b_c.png');
    expect(productImagePath('u1', '', now)).toBe('products/u1/1700000000000_image');
    expect(productImagePath('u1', '  ', now)).toBe('products/u1/1700000000000_image');
    expect(productImagePath('u1', 'line\nbreak.png', now)).toBe('products/u1/1700000000000_line_break.png');
  });

  it('tells whose image a stored path is, and nothing for any other path', () => {
    expect(ownerOfImagePath(productImagePath('u1', 'photo.png', new Date(1)))).toBe('u1');
    expect(ownerOfImagePath('products/u1/a/b.png')).toBeNull();
    expect(ownerOfImagePath('avatars/u1/x.png')).toBeNull();
  });
});
