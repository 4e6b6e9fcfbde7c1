import { describe, expect, it } from 'vitest';
import { AddPartSchema, LayoutPickSchema, ReorderPartsSchema } from './inventory-layout.schema';

describe('the layout forms', () => {
  it('trims a name and refuses it empty or longer than 100 characters', () => {
    expect(AddPartSchema.parse({ level: 'department', name: '  Bar  ' })).toEqual({ level: 'department', name: 'Bar' });
    const messages = (name: string) =>
      AddPartSchema.safeParse({ level: 'sector', parentId: '7', name }).error?.issues.map((issue) => issue.message);
    expect(messages('   ')).toEqual(['validation.required']);
    expect(messages('x'.repeat(101))).toEqual(['validation.tooLong']);
    expect(messages('x'.repeat(100))).toBeUndefined();
  });

  it('reads an order as ids first to last, and refuses anything else', () => {
    expect(ReorderPartsSchema.parse({ level: 'sector', parentId: '3', ids: '5,1,9' })).toEqual({
      level: 'sector',
      parentId: 3,
      ids: [5, 1, 9],
    });
    for (const ids of ['', '1,,2', '1;2', '0,1', '-1', '99999999999'])
      expect(ReorderPartsSchema.safeParse({ level: 'sector', ids }).success).toBe(false);
  });

  it('ignores a malformed choice in the address instead of failing the page', () => {
    expect(LayoutPickSchema.parse({ sector: 'abc', subDepartment: '4', q: ' milk ' })).toEqual({
      sector: undefined,
      subDepartment: 4,
      q: 'milk',
    });
  });
});
