import { describe, expect, it } from 'vitest';
import { parseAsnListParams, ssccInSearch } from './asn-list-params';

describe('parseAsnListParams', () => {
  it('reads the filters and ignores what is malformed', () => {
    const url = new URL(
      'http://x/admin/advance-ship-notice?status=partly_received&supplier=7&from=2030-01-01&page=2&q=A1',
    );
    expect(parseAsnListParams(url)).toEqual({
      status: 'partly_received',
      supplierId: 7,
      from: '2030-01-01',
      invalidDates: {},
      page: 2,
      q: 'A1',
    });
    const bad = new URL('http://x/?status=lost&supplier=x&to=2030-02-30&page=-1');
    expect(parseAsnListParams(bad)).toMatchObject({
      status: 'all',
      supplierId: undefined,
      page: 1,
      invalidDates: { to: '2030-02-30' },
    });
  });
});

describe('ssccInSearch', () => {
  it('takes 18 digits, with (00) or 00 before them', () => {
    expect(ssccInSearch('038600000000000017')).toBe('038600000000000017');
    expect(ssccInSearch('(00)038600000000000017')).toBe('038600000000000017');
    expect(ssccInSearch('00038600000000000017')).toBe('038600000000000017');
    expect(ssccInSearch(' 0386 0000 0000 0000 17 ')).toBe('038600000000000017');
  });

  it('is null for anything else', () => {
    expect(ssccInSearch('ASN-1')).toBeNull();
    expect(ssccInSearch('12345')).toBeNull();
  });
});
