import { describe, expect, it } from 'vitest';
import { parseBackorderListParams } from './backorder-list-params';

describe('the backorder list parameters', () => {
  const parse = (search: string) => parseBackorderListParams(new URL(`http://x/admin/backorder?${search}`));

  it('show open backorders unless asked otherwise', () => {
    expect(parse('')).toEqual({ page: 1, supplierId: undefined, status: 'open', overdue: false });
  });

  it('read supplier, status, overdue and page, and ignore what is malformed', () => {
    expect(parse('supplier=12&status=cancelled&overdue=1&page=3')).toEqual({
      page: 3,
      supplierId: 12,
      status: 'cancelled',
      overdue: true,
    });
    expect(parse('supplier=-1&status=lost&overdue=yes&page=x')).toEqual({
      page: 1,
      supplierId: undefined,
      status: 'open',
      overdue: false,
    });
    expect(parse('status=all').status).toBe('all');
  });
});
