import { describe, expect, it } from 'vitest';
import { AddToCartSchema, EanSchema, SendSchema, SupplierChoiceSchema } from './cart.schema';

describe('cart schemas', () => {
  it('reads a quantity with a comma or a point, and refuses others with a translation key', () => {
    expect(AddToCartSchema.parse({ productId: '4', quantity: ' 1,5 ' })).toEqual({ productId: 4, quantity: '1.5' });
    for (const quantity of ['0', '-1', 'two', '1.2345', '1e3']) {
      expect(AddToCartSchema.safeParse({ productId: '4', quantity }).error?.issues[0]?.message).toBe('cart.validation.quantity');
    }
    expect(AddToCartSchema.safeParse({ productId: 'x', quantity: '1' }).success).toBe(false);
  });

  it('an EAN is 6 to 14 digits', () => {
    expect(EanSchema.parse({ ean: ' 3830001234567 ' })).toEqual({ ean: '3830001234567' });
    expect(EanSchema.safeParse({ ean: '383-abc' }).error?.issues[0]?.message).toBe('cart.validation.ean');
  });

  it('a supplier choice: a date or none, a note trimmed', () => {
    expect(SupplierChoiceSchema.parse({ supplierId: '2', deliveryDate: '2026-11-23', note: '  ' })).toEqual({ supplierId: 2, deliveryDate: '2026-11-23', note: null });
    expect(SupplierChoiceSchema.parse({ supplierId: '2' })).toEqual({ supplierId: 2, deliveryDate: null, note: null });
    expect(SupplierChoiceSchema.safeParse({ supplierId: '2', deliveryDate: 'monday' }).success).toBe(false);
  });

  it('sending needs a submission key', () => {
    expect(SendSchema.parse({ submissionKey: '0b7c1a52-7d43-4c55-9a8e-3f7d0c6e2b11', confirmBelowMinimum: 'on' })).toMatchObject({ confirmBelowMinimum: true });
    expect(SendSchema.safeParse({ submissionKey: 'abc' }).success).toBe(false);
  });
});
