import { describe, expect, it } from 'vitest';
import { asnFixture } from '#tests/fixtures/asn/load';
import { readDesadv } from './desadv';

const read = (name: string) => {
  const result = readDesadv(asnFixture(name));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.asns;
};

describe('readDesadv', () => {
  it('reads the header: number, dates, references, parties, warehouse', () => {
    const [asn] = read('desadv-una-two-pallets.edi');
    expect(asn).toMatchObject({
      format: 'desadv',
      asnNumber: 'ASN-1001',
      isCancellation: false,
      documentDate: '2026-11-24',
      despatchDate: '2026-11-24',
      deliveryDate: '2026-11-25',
      orderNumber: '1',
      deliveryNoteNumber: 'DN-7781',
      supplier: { gln: '3830000000017', vatNumber: 'SI12345679', id: null, name: 'Mlekarna Vzorec d.o.o.' },
      buyer: { gln: '3830000000024', name: 'Gostilna Pri Lipi' },
      deliveryParty: { gln: '3830000000031', name: null },
      warehouseNumber: 'SKL-02',
    });
  });

  it('reads lines with pallets, batches, best before and released characters', () => {
    const [asn] = read('desadv-una-two-pallets.edi');
    expect(asn!.lines).toEqual([
      {
        position: 1,
        source: 'LIN 1',
        gtin: '3830000100014',
        supplierItemCode: 'MLK-35',
        buyerItemCode: 'P01-0001',
        description: 'Mleko 3,5 % + vitamin D',
        quantity: '24',
        unitCode: 'C62',
        orderedQuantity: '24',
        outstandingQuantity: null,
        bestBefore: '2026-12-05',
        lot: 'L2411A',
        sscc: '038300000000000017',
        orderLineReference: null,
      },
      expect.objectContaining({
        position: 2,
        gtin: '3830000100021',
        description: "Jogurt 'navadni' 150 g",
        quantity: '10',
        unitCode: 'XBX',
        orderedQuantity: '12',
        bestBefore: '2026-12-10',
        lot: 'L2411B',
        sscc: '038300000000000017',
      }),
      expect.objectContaining({
        position: 3,
        gtin: '3830000100038',
        supplierItemCode: 'SIR-EDM',
        description: 'Sir edamec 50: 50 ?',
        quantity: '12.5',
        unitCode: 'KGM',
        bestBefore: '2027-01-15',
        lot: 'S-99',
        sscc: '038300000000000024',
      }),
    ]);
  });

  it('reads several messages of one interchange as several ASNs, with a cancellation', () => {
    const asns = read('desadv-two-messages.edi');
    expect(asns.map((asn) => [asn.asnNumber, asn.isCancellation, asn.lines.length])).toEqual([
      ['ASN-1002', false, 2],
      ['ASN-0999', true, 0],
    ]);
    expect(asns[0]).toMatchObject({ orderNumber: '2', deliveryDate: '2026-11-26' });
    expect(asns[0]!.lines[0]).toMatchObject({ gtin: '3830000100045', quantity: '20', unitCode: null, sscc: null });
    expect(asns[0]!.lines[1]).toMatchObject({
      gtin: '13830000100011',
      quantity: '4',
      unitCode: 'XCT',
      bestBefore: '2026-12-06',
    });
  });

  it('reads an interchange without UNA, with CRLF, a line-level SSCC and a decimal comma', () => {
    const [asn] = read('desadv-no-una.edi');
    expect(asn).toMatchObject({
      asnNumber: 'DA/2026/55',
      documentDate: '2026-11-24',
      deliveryDate: '2026-11-27',
      supplier: { gln: '3830000000048' },
    });
    expect(asn!.lines).toEqual([
      expect.objectContaining({
        gtin: '3830000100052',
        supplierItemCode: 'KRU-PN',
        quantity: '30',
        unitCode: 'PCE',
        lot: 'B-7',
        sscc: '038300000000000031',
      }),
      expect.objectContaining({ gtin: '96385074', quantity: '3.5', unitCode: 'KGM', sscc: null }),
    ]);
  });

  it('names the missing segments', () => {
    expect(readDesadv(asnFixture('desadv-missing-bgm.edi'))).toEqual({
      ok: false,
      errors: [{ code: 'missing_segment', at: 'segment 2 (UNH)', params: { segment: 'BGM' } }],
    });
    expect(readDesadv(asnFixture('desadv-missing-qty.edi'))).toEqual({
      ok: false,
      errors: [{ code: 'missing_segment', at: 'segment 27 (LIN)', params: { segment: 'QTY+12' } }],
    });
    const noLines = "UNH+1+DESADV:D:96A:UN'BGM+351+X+9'UNT+3+1'";
    expect(readDesadv(noLines)).toEqual({ ok: false, errors: [{ code: 'no_lines', at: 'segment 1 (UNH)' }] });
  });

  it('checks the UNT segment count, truncation and the message type', () => {
    expect(readDesadv(asnFixture('desadv-bad-unt-count.edi'))).toEqual({
      ok: false,
      errors: [
        { code: 'edifact_segment_count', at: 'segment 48 (UNT), element 1', params: { declared: '45', count: 47 } },
      ],
    });
    expect(readDesadv(asnFixture('desadv-truncated.edi'))).toMatchObject({
      ok: false,
      errors: [{ code: 'edifact_truncated' }],
    });
    expect(readDesadv("UNH+1+ORDERS:D:96A:UN'BGM+220+X'UNT+3+1'")).toMatchObject({
      ok: false,
      errors: [{ code: 'desadv_message_type', at: 'segment 1 (UNH), element 2, component 1' }],
    });
  });

  it('refuses bad values with their element', () => {
    const message = (segment: string) =>
      `UNH+1+DESADV:D:96A:UN'BGM+351+X+9'LIN+1++3830000100014:SRV'${segment}'UNT+5+1'`;
    expect(readDesadv(message('QTY+12:abc'))).toMatchObject({
      ok: false,
      errors: [{ code: 'bad_quantity', at: 'segment 4 (QTY), element 1, component 2' }],
    });
    expect(readDesadv(message('DTM+361:20261332:102'))).toMatchObject({
      ok: false,
      errors: [{ code: 'edifact_bad_date' }],
    });
    expect(readDesadv("UNH+1+DESADV:D:96A:UN'BGM+351+X+9'LIN+1++3830000100015:SRV'QTY+12:1'UNT+5+1'")).toMatchObject({
      ok: false,
      errors: [{ code: 'bad_gtin', at: 'segment 3 (LIN), element 3, component 1' }],
    });
  });

  it('checks UNZ against the messages and refuses segments outside a message', () => {
    const text = asnFixture('desadv-two-messages.edi').replace('UNZ+2+', 'UNZ+3+');
    expect(readDesadv(text)).toMatchObject({ ok: false, errors: [{ code: 'edifact_message_count' }] });
    expect(readDesadv("UNB+UNOC:3+A+B+261124:1000+1'LIN+1'UNZ+0+1'")).toMatchObject({
      ok: false,
      errors: [{ code: 'edifact_outside_message', at: 'segment 2 (LIN)' }],
    });
  });
});
