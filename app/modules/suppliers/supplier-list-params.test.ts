import { describe, expect, it } from 'vitest';
import { parseSupplierListParams } from './supplier-list-params';

const parse = (query: string) => parseSupplierListParams(new URL(`http://localhost/super/suppliers${query}`));

describe('parseSupplierListParams', () => {
  it('defaults to the first page of active suppliers', () => {
    expect(parse('')).toEqual({ page: 1, q: undefined, status: 'active' });
  });
  it('reads page, search and status', () => {
    expect(parse('?page=3&q=%20Mlino%20&status=deleted')).toEqual({ page: 3, q: 'Mlino', status: 'deleted' });
    expect(parse('?status=all').status).toBe('all');
    expect(parse('?status=inactive').status).toBe('inactive');
  });
  it('falls back on anything malformed', () => {
    expect(parse('?page=-2&status=gone')).toEqual({ page: 1, q: undefined, status: 'active' });
  });
});
