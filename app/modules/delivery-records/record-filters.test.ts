import { describe, expect, it } from 'vitest';
import { parseExportFormat, parseRecordFilters } from './record-filters';

const parse = (search: string) => parseRecordFilters(new URL(`http://localhost/x${search}`), '2026-11-24');

describe('parseRecordFilters', () => {
  it('defaults to the last 30 days up to today and to every line', () => {
    expect(parse('')).toEqual({
      page: 1,
      q: undefined,
      from: '2026-10-26',
      to: '2026-11-24',
      invalidDates: {},
      supplierId: undefined,
      verdict: 'all',
      corrective: false,
      source: 'all',
      scheme: 'all',
      problems: false,
    });
  });

  it('keeps a period sent empty open on that side', () => {
    expect(parse('?from=&to=2026-11-01')).toMatchObject({ from: undefined, to: '2026-11-01' });
  });

  it("reads each list's filters and ignores anything malformed", () => {
    expect(
      parse('?supplier=7&verdict=breach&corrective=1&source=receiver&scheme=msc&problems=1&q=%20losos%20&page=3'),
    ).toMatchObject({
      supplierId: 7,
      verdict: 'breach',
      corrective: true,
      source: 'receiver',
      scheme: 'msc',
      problems: true,
      q: 'losos',
      page: 3,
    });
    expect(parse('?supplier=x&verdict=hot&corrective=yes&source=me&scheme=bio&problems=2&page=-1')).toMatchObject({
      supplierId: undefined,
      verdict: 'all',
      corrective: false,
      source: 'all',
      scheme: 'all',
      problems: false,
      page: 1,
    });
  });

  it('names a day that does not exist', () => {
    expect(parse('?from=2026-02-30')).toMatchObject({ from: undefined, invalidDates: { from: '2026-02-30' } });
  });
});

describe('parseExportFormat', () => {
  it('knows csv, xlsx and pdf only', () => {
    expect(['csv', 'xlsx', 'pdf', 'docx', undefined].map(parseExportFormat)).toEqual([
      'csv',
      'xlsx',
      'pdf',
      null,
      null,
    ]);
  });
});
