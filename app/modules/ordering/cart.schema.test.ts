import { describe, expect, it } from 'vitest';
import {
  AddToCartSchema,
  CartEditsSchema,
  EanSchema,
  isCalendarDate,
  ReturnSchema,
  SendSchema,
  SupplierChoiceSchema,
} from './cart.schema';

describe('cart schemas', () => {
  it('reads a quantity with a comma or a point, and refuses others with a translation key', () => {
    expect(AddToCartSchema.parse({ productId: '4', quantity: ' 1,5 ' })).toEqual({ productId: 4, quantity: '1.5' });
    for (const quantity of ['0', '-1', 'two', '1.2345', '1e3']) {
      expect(AddToCartSchema.safeParse({ productId: '4', quantity }).error?.issues[0]?.message).toBe(
        'cart.validation.quantity',
      );
    }
    expect(AddToCartSchema.safeParse({ productId: 'x', quantity: '1' }).success).toBe(false);
  });

  it('an EAN is 6 to 14 digits', () => {
    expect(EanSchema.parse({ ean: ' 3830001234567 ' })).toEqual({ ean: '3830001234567' });
    expect(EanSchema.safeParse({ ean: '383-abc' }).error?.issues[0]?.message).toBe('cart.validation.ean');
  });

  it('a supplier choice: a date or none, a note trimmed', () => {
    expect(SupplierChoiceSchema.parse({ supplierId: '2', deliveryDate: '2026-11-23', note: '  ' })).toEqual({
      supplierId: 2,
      deliveryDate: '2026-11-23',
      note: null,
    });
    expect(SupplierChoiceSchema.parse({ supplierId: '2' })).toEqual({ supplierId: 2, deliveryDate: null, note: null });
    expect(SupplierChoiceSchema.safeParse({ supplierId: '2', deliveryDate: 'monday' }).success).toBe(false);
  });

  it('sending needs a submission key', () => {
    expect(
      SendSchema.parse({ submissionKey: '0b7c1a52-7d43-4c55-9a8e-3f7d0c6e2b11', confirmBelowMinimum: 'on' }),
    ).toMatchObject({ confirmBelowMinimum: true });
    expect(SendSchema.safeParse({ submissionKey: 'abc' }).success).toBe(false);
  });

  it('refuses a quantity of a million or more with its own message (99999999999 answered 500)', () => {
    for (const quantity of ['99999999999', '1000000', '1000000,5']) {
      expect(
        AddToCartSchema.safeParse({ productId: '4', quantity }).error?.issues.map((issue) => issue.message),
      ).toEqual(['cart.validation.quantityMax']);
    }
    expect(AddToCartSchema.parse({ productId: '4', quantity: '999999,999' }).quantity).toBe('999999.999');
  });

  it('a delivery date must be a day of the calendar (2024-02-30 answered 500)', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const date of ['2024-02-30', '2023-02-29', '2026-13-01', '2026-04-31', '0000-01-01', '2026-1-1'])
      expect(isCalendarDate(date), date).toBe(false);
    expect(
      SupplierChoiceSchema.safeParse({ supplierId: '2', deliveryDate: '2024-02-30' }).error?.issues[0]?.message,
    ).toBe('cart.validation.date');
  });

  it('the cart form: every line and supplier as it stands, errors keyed by field', () => {
    const form = {
      lines: [
        { productId: '4', quantity: '10' },
        { productId: '5', quantity: '1,5' },
      ],
      suppliers: [{ supplierId: '2', deliveryDate: '2026-11-23', note: ' Zadaj ' }],
    };
    expect(CartEditsSchema.parse(form)).toEqual({
      lines: [
        { productId: 4, quantity: '10' },
        { productId: 5, quantity: '1.5' },
      ],
      suppliers: [{ supplierId: 2, deliveryDate: '2026-11-23', note: 'Zadaj' }],
    });
    expect(CartEditsSchema.parse({})).toEqual({ lines: [], suppliers: [] });
    const bad = CartEditsSchema.safeParse({
      lines: [
        { productId: '4', quantity: '10' },
        { productId: '5', quantity: '99999999999' },
      ],
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.1.quantity', 'cart.validation.quantityMax'],
    ]);
    expect(SendSchema.parse({ submissionKey: '0b7c1a52-7d43-4c55-9a8e-3f7d0c6e2b11', ...form }).lines).toHaveLength(2);
  });

  it('returning a cart needs a note', () => {
    expect(ReturnSchema.safeParse({ note: '  ' }).error?.issues[0]?.message).toBe('validation.required');
    expect(ReturnSchema.parse({ note: ' Manj mleka ' })).toEqual({ note: 'Manj mleka' });
  });
});
