import { describe, expect, it } from 'vitest';
import { asnFixture } from '#tests/fixtures/asn/load';
import { readUblDespatchAdvice } from './ubl-despatch-advice';

const read = (text: string) => {
  const result = readUblDespatchAdvice(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.asns[0]!;
};

const minimal = (line: string, header = '') => `<?xml version="1.0"?>
<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>A-1</cbc:ID>${header}
  <cac:DespatchLine>${line}</cac:DespatchLine>
</DespatchAdvice>`;

describe('readUblDespatchAdvice', () => {
  it('reads a Peppol BIS despatch advice with prefixes', () => {
    const asn = read(asnFixture('ubl-peppol.xml'));
    expect(asn).toMatchObject({
      format: 'ubl',
      asnNumber: 'DA-2026-3001',
      isCancellation: false,
      documentDate: '2026-11-24',
      despatchDate: '2026-11-24',
      deliveryDate: '2026-11-25',
      orderNumber: '1',
      supplier: { gln: '3830000000017', vatNumber: 'SI12345679', id: 'DOB-17', name: 'Mlekarna Vzorec d.o.o.' },
      buyer: { gln: '3830000000024', name: 'Gostilna Pri Lipi' },
      deliveryParty: { gln: '3830000000024' },
      warehouseNumber: 'SKL-02',
    });
    expect(asn.lines).toEqual([
      {
        position: 1,
        source: 'DespatchLine 1',
        gtin: '3830000100014',
        supplierItemCode: 'MLK-35',
        buyerItemCode: 'P01-0001',
        description: 'Mleko 3,5 % <1 l>',
        quantity: '24',
        unitCode: 'C62',
        orderedQuantity: null,
        outstandingQuantity: '0',
        bestBefore: '2026-12-05',
        lot: 'L2411A',
        sscc: '038300000000000017',
        orderLineReference: '1',
      },
      expect.objectContaining({
        gtin: '3830000100021',
        quantity: '10',
        unitCode: 'XBX',
        outstandingQuantity: '2',
        sscc: '038300000000000017',
      }),
      expect.objectContaining({
        gtin: '3830000100038',
        quantity: '12.5',
        unitCode: 'KGM',
        lot: 'S-99',
        sscc: '038300000000000024',
      }),
    ]);
  });

  it('reads eSLOG 2.0 style default namespaces, a header handling unit and the buyer party', () => {
    const asn = read(asnFixture('ubl-eslog.xml'));
    expect(asn).toMatchObject({
      asnNumber: 'DOB-2026-00077',
      orderNumber: '2',
      deliveryDate: '2026-11-26',
      supplier: { gln: '3830000000048', vatNumber: 'SI87654318', name: 'Pekarna Zrno d.o.o.' },
      buyer: { gln: '3830000000024', name: 'Gostilna Pri Lipi' },
      deliveryParty: { gln: '3830000000031' },
      warehouseNumber: null,
    });
    expect(asn.lines).toEqual([
      expect.objectContaining({
        source: 'DespatchLine 10',
        gtin: '3830000100052',
        quantity: '30',
        unitCode: 'H87',
        bestBefore: '2026-11-28',
        sscc: '038300000000000031',
      }),
      expect.objectContaining({
        source: 'DespatchLine 20',
        gtin: '96385074',
        quantity: '3.5',
        unitCode: 'KGM',
        lot: 'M-2611',
        sscc: '038300000000000031',
      }),
    ]);
  });

  it('reads a despatch advice inside a StandardBusinessDocument envelope', () => {
    const inner = asnFixture('ubl-peppol.xml').replace(/^<\?xml[^>]*>/, '');
    const wrapped = `<sh:StandardBusinessDocument xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader"><sh:StandardBusinessDocumentHeader><sh:HeaderVersion>1.0</sh:HeaderVersion></sh:StandardBusinessDocumentHeader>${inner}</sh:StandardBusinessDocument>`;
    expect(read(wrapped).asnNumber).toBe('DA-2026-3001');
  });

  it('names the line and column of malformed XML', () => {
    const result = readUblDespatchAdvice(asnFixture('ubl-malformed.xml'));
    expect(result).toMatchObject({
      ok: false,
      errors: [{ code: 'xml_malformed', at: expect.stringMatching(/^line \d+, column \d+$/) }],
    });
  });

  it('refuses a DOCTYPE (no entities, no external entities) and another root', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><DespatchAdvice><ID>&x;</ID></DespatchAdvice>`;
    expect(readUblDespatchAdvice(xxe)).toEqual({ ok: false, errors: [{ code: 'xml_doctype', at: null }] });
    expect(readUblDespatchAdvice('<Invoice><ID>1</ID></Invoice>')).toEqual({
      ok: false,
      errors: [{ code: 'ubl_root', at: 'Invoice', params: { root: 'Invoice' } }],
    });
    expect(readUblDespatchAdvice('x'.repeat(5_000_001))).toMatchObject({ ok: false, errors: [{ code: 'too_large' }] });
  });

  it('names missing and bad elements', () => {
    expect(readUblDespatchAdvice(minimal('<cbc:ID>1</cbc:ID>'))).toEqual({
      ok: false,
      errors: [{ code: 'missing_element', at: 'DespatchLine[1]', params: { element: 'DeliveredQuantity' } }],
    });
    expect(
      readUblDespatchAdvice(
        minimal(
          '<cbc:DeliveredQuantity unitCode="C62">1</cbc:DeliveredQuantity><cac:Item><cac:StandardItemIdentification><cbc:ID schemeID="0160">3830000100015</cbc:ID></cac:StandardItemIdentification></cac:Item>',
        ),
      ),
    ).toMatchObject({
      ok: false,
      errors: [{ code: 'bad_gtin', at: 'DespatchLine[1]/Item/StandardItemIdentification[1]/ID' }],
    });
    expect(
      readUblDespatchAdvice(minimal('<cbc:DeliveredQuantity unitCode="C62">-1</cbc:DeliveredQuantity>')),
    ).toMatchObject({
      ok: false,
      errors: [{ code: 'bad_quantity', at: 'DespatchLine[1]/DeliveredQuantity' }],
    });
    expect(
      readUblDespatchAdvice(
        minimal('<cbc:DeliveredQuantity>1</cbc:DeliveredQuantity>', '<cbc:IssueDate>24.11.2026</cbc:IssueDate>'),
      ),
    ).toMatchObject({
      ok: false,
      errors: [{ code: 'bad_date', at: 'DespatchAdvice/IssueDate' }],
    });
    const noLines = minimal('').replace(/<cac:DespatchLine><\/cac:DespatchLine>/, '');
    expect(readUblDespatchAdvice(noLines)).toEqual({ ok: false, errors: [{ code: 'no_lines', at: 'DespatchAdvice' }] });
  });

  it('takes the order number from the lines when the header has none', () => {
    const asn = read(
      minimal(
        '<cbc:DeliveredQuantity unitCode="C62">1</cbc:DeliveredQuantity><cac:OrderLineReference><cbc:LineID>4</cbc:LineID><cac:OrderReference><cbc:ID>7</cbc:ID></cac:OrderReference></cac:OrderLineReference>',
      ),
    );
    expect(asn).toMatchObject({ orderNumber: '7', lines: [{ orderLineReference: '4' }] });
  });

  it('keeps GTINs and codes as text (leading zeros) and a line without unit code', () => {
    const asn = read(
      minimal(
        '<cbc:DeliveredQuantity>2</cbc:DeliveredQuantity><cac:Item><cac:StandardItemIdentification><cbc:ID>00012345600012</cbc:ID></cac:StandardItemIdentification><cac:SellersItemIdentification><cbc:ID>007</cbc:ID></cac:SellersItemIdentification></cac:Item>',
      ),
    );
    expect(asn.lines[0]).toMatchObject({
      gtin: '00012345600012',
      supplierItemCode: '007',
      unitCode: null,
      quantity: '2',
    });
  });
});
