import { describe, expect, it } from 'vitest';
import { parseDeliveryNoteListParams } from './delivery-note-list-params';

describe('the list parameters', () => {
  it('read the filters and ignore what is malformed', () => {
    const parse = (search: string) => parseDeliveryNoteListParams(new URL(`http://x/admin/deliveries/notes?${search}`));
    expect(parse('supplier=7&state=draft&outcome=problems&from=2026-11-01&to=2026-11-30&q=%20P-7%20&page=2')).toEqual({
      supplierId: 7,
      state: 'draft',
      outcome: 'problems',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'P-7',
      page: 2,
      invalidDates: {},
    });
    expect(parse('supplier=x&state=lost&outcome=1&page=-3')).toEqual({
      supplierId: undefined,
      state: 'all',
      outcome: 'all',
      page: 1,
      q: undefined,
      invalidDates: {},
    });
    const impossible = parse('from=2026-02-30&to=2026-13-01');
    expect(impossible.from).toBeUndefined();
    expect(impossible.invalidDates).toEqual({ from: '2026-02-30', to: '2026-13-01' });
  });
});
