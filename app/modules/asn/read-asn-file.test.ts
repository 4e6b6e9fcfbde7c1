import { describe, expect, it } from 'vitest';
import { asnFixtureBytes } from '#tests/fixtures/asn/load';
import { readAsnFile } from './read-asn-file.server';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('an ASN file', () => {
  it('is read by its content, whatever its name', async () => {
    expect(await readAsnFile(asnFixtureBytes('desadv-una-two-pallets.edi'), 'asn.xml')).toMatchObject({
      ok: true,
      format: 'desadv',
      asns: [{ asnNumber: 'ASN-1001' }],
    });
    expect(await readAsnFile(asnFixtureBytes('ubl-peppol.xml'), null)).toMatchObject({
      ok: true,
      format: 'ubl',
      asns: [{ asnNumber: 'DA-2026-3001' }],
    });
  });

  it('is refused when empty, too large or of no known format, naming why', async () => {
    expect(await readAsnFile(new Uint8Array(), 'a.csv')).toEqual({
      ok: false,
      reason: 'format',
      errors: [{ code: 'file_empty', at: null }],
    });
    expect(await readAsnFile(new Uint8Array(5 * 1024 * 1024 + 1), 'a.csv')).toMatchObject({
      errors: [{ code: 'file_too_large' }],
    });
    expect(await readAsnFile(bytes('%PDF-1.4\n\u0000\u0001'), 'a.csv')).toMatchObject({
      errors: [{ code: 'file_unknown_format' }],
    });
    const broken = await readAsnFile(asnFixtureBytes('desadv-missing-qty.edi'), null);
    expect(broken).toMatchObject({ ok: false, reason: 'format', errors: [{ code: 'missing_segment' }] });
  });

  it('as a spreadsheet needs a mapping chosen or remembered: a guess alone is only offered', async () => {
    const csv = bytes('ASN number;GTIN;Quantity\nA-1;3830000100014;2\nA-1;3830000100021;3\n');
    expect(await readAsnFile(csv, null)).toMatchObject({
      ok: false,
      reason: 'needs_mapping',
      format: 'csv',
      mapping: ['asnNumber', 'gtin', 'quantity'],
      errors: [],
    });
    const remembered = { asnnumber: 'asnNumber', gtin: 'gtin', quantity: 'quantity' };
    expect(await readAsnFile(csv, null, { remembered: async () => remembered })).toMatchObject({
      ok: true,
      asns: [{ asnNumber: 'A-1', lines: [{ quantity: '2' }, { quantity: '3' }] }],
    });
    expect(await readAsnFile(csv, null, { mapping: ['asnNumber', 'gtin', ''] })).toMatchObject({
      ok: false,
      reason: 'needs_mapping',
      errors: [{ code: 'missing', field: 'quantity' }],
    });
  });
});
