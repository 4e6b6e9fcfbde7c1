import { describe, expect, it } from 'vitest';
import { parseNewOrderParams } from './new-order-params';

const parse = (query: string) => parseNewOrderParams(new URL(`http://x/admin/ordering/new-order${query}`));

describe('parseNewOrderParams', () => {
  it('reads the supplier, the search and the page', () => {
    expect(parse('?supplierId=12&q=%20mleko%20&page=3')).toEqual({ supplierId: 12, q: 'mleko', page: 3 });
  });

  it('ignores what is not a supplier id or a page, and an empty search', () => {
    expect(parse('?supplierId=0&q=%20&page=-1')).toEqual({ supplierId: null, q: undefined, page: 1 });
    expect(parse('?supplierId=1e3&page=100000')).toEqual({ supplierId: null, q: undefined, page: 1 });
    expect(parse('')).toEqual({ supplierId: null, q: undefined, page: 1 });
  });

  it('cuts a long search to 100 characters', () => {
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});
