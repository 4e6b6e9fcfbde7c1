import { describe, expect, it } from 'vitest';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import { asnMappingErrors, guessAsnMapping, readAsnMapping, readAsnSheet, sheetRowErrors } from './asn-sheet';

const EN = ['ASN number', 'Order number', 'Delivery date', 'GTIN', 'Supplier item code', 'Description', 'Qty', 'Unit'];
const SL = ['Številka ASN', 'Številka naročila', 'Datum dobave', 'Koda EAN', 'Šifra dobavitelja', 'Naziv', 'Količina'];

describe('ASN sheet columns', () => {
  it('are guessed from English and Slovenian headers', () => {
    expect(guessAsnMapping(EN)).toEqual([
      'asnNumber',
      'orderNumber',
      'deliveryDate',
      'gtin',
      'supplierItemCode',
      'description',
      'quantity',
      'unit',
    ]);
    expect(guessAsnMapping([...SL, 'Rok uporabe', 'Serija', 'SSCC', 'Skladišče', 'Enota'])).toEqual([
      'asnNumber',
      'orderNumber',
      'deliveryDate',
      'gtin',
      'supplierItemCode',
      'description',
      'quantity',
      'bestBefore',
      'lot',
      'sscc',
      'warehouseNumber',
      'unit',
    ]);
  });

  it('follow the remembered choice first, a field taken once', () => {
    const remembered = rememberedColumns(['Dok', 'Art', 'Kol', 'Opis'], ['asnNumber', 'gtin', 'quantity', '']);
    expect(guessAsnMapping(['DOK', 'art', 'Kol', 'Opis', 'Qty'], remembered)).toEqual([
      'asnNumber',
      'gtin',
      'quantity',
      '',
      '',
    ]);
  });

  it('need the ASN number, the quantity and a code; a field chosen twice is refused', () => {
    expect(asnMappingErrors(['', 'description'])).toEqual([
      { code: 'missing', field: 'asnNumber' },
      { code: 'missing', field: 'quantity' },
      { code: 'missing', field: 'gtin' },
    ]);
    expect(asnMappingErrors(['asnNumber', 'quantity', 'supplierItemCode', 'quantity'])).toEqual([
      { code: 'twice', field: 'quantity' },
    ]);
  });

  it('read from a form refuse a value that is not a field', () => {
    expect(readAsnMapping(2, (i) => ['asnNumber', ''][i])).toEqual(['asnNumber', '']);
    expect(readAsnMapping(2, (i) => ['asnNumber', 'password'][i])).toBeNull();
  });
});

describe('ASN sheet rows', () => {
  const mapping = guessAsnMapping([...EN, 'Best before', 'Lot', 'SSCC']);
  const read = (rows: string[][]) => readAsnSheet({ headers: [], rows }, mapping, 'csv');

  it('are grouped by ASN number into ASNs with their lines', () => {
    const result = read([
      [
        'A-1',
        'PO-7',
        '24.11.2026',
        '3830001234565',
        '',
        'Milk',
        '12',
        'kos',
        '2026-12-01',
        'L1',
        '(00)038300012345678905',
      ],
      ['A-2', '8', '2026-11-25', '', 'ART-9', 'Bread', '1,5', 'kg', '', '', ''],
      ['A-1', '', '', '', 'ART-2', 'Butter', '3', 'XBX', '', '', ''],
    ]);
    expect(result.badRows).toEqual([]);
    expect(result.asns.map((asn) => [asn.asnNumber, asn.orderNumber, asn.deliveryDate, asn.lines.length])).toEqual([
      ['A-1', 'PO-7', '2026-11-24', 2],
      ['A-2', '8', '2026-11-25', 1],
    ]);
    const [first, second] = result.asns[0]!.lines;
    expect(first).toMatchObject({
      position: 1,
      source: 'row 2',
      gtin: '3830001234565',
      quantity: '12',
      unitCode: 'kos',
      bestBefore: '2026-12-01',
      lot: 'L1',
      sscc: '038300012345678905',
    });
    expect(second).toMatchObject({ position: 2, source: 'row 4', gtin: null, supplierItemCode: 'ART-2' });
    expect(result.asns[1]!.lines[0]!.quantity).toBe('1.5');
    expect(result.asns[0]!.format).toBe('csv');
  });

  it('name each bad row with its reasons and keep it out of the ASNs', () => {
    const result = read([
      ['', 'PO-7', '31.02.2026', '3830001234566', '', 'Milk', 'many', '', '', '', '123'],
      ['A-1', 'PO-7', '', '', '', 'Nothing to match', '2', '', '', '', ''],
      ['A-1', 'PO-7', '', '3830001234565', '', 'Milk', '0', '', '', '', ''],
      ['A-1', 'PO-7', '', '3830001234565', '', 'Milk', '2', '', '', '', ''],
      ['A-1', 'PO-8', '', '3830001234565', '', 'Milk', '2', '', '', '', ''],
    ]);
    expect(result.badRows).toEqual([
      {
        row: 2,
        subject: '3830001234566',
        issues: [
          { field: 'asnNumber', code: 'required' },
          { field: 'quantity', code: 'quantity' },
          { field: 'gtin', code: 'gtin' },
          { field: 'sscc', code: 'sscc' },
          { field: 'deliveryDate', code: 'date' },
        ],
      },
      { row: 3, subject: 'Nothing to match', issues: [{ field: 'gtin', code: 'noCode' }] },
      { row: 4, subject: '3830001234565', issues: [{ field: 'quantity', code: 'quantity' }] },
      { row: 6, subject: '3830001234565', issues: [{ field: 'orderNumber', code: 'differs' }] },
    ]);
    expect(result.asns).toHaveLength(1);
    expect(result.asns[0]!.lines).toHaveLength(1);
    expect(sheetRowErrors(result.badRows.slice(1, 2))).toEqual([
      { code: 'sheet_noCode', at: 'row 3', params: { row: 3, field: 'gtin' } },
    ]);
  });
});
