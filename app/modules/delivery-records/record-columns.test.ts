import { describe, expect, it } from 'vitest';
import { getServerT } from '#app/utils/i18n.server';
import { recordTable } from './record-columns';
import type { RecordRow } from './records.repo.server';
import { renderTableExport } from './table-export.server';

const row = (values: Partial<RecordRow> = {}): RecordRow => ({
  id: 1,
  noteId: 1,
  deliveryDate: '2026-11-20',
  deliveryNumber: 'R-1',
  supplierName: 'Ribe d.o.o.',
  productName: 'Brancin',
  itemCode: 'BR-1',
  unit: 'kg',
  deliveredQuantity: '2.500',
  acceptedQuantity: '2.500',
  lot: 'L-1',
  bestBefore: '2026-11-27',
  temperatureRegime: 'chilled',
  temperature: '7.0',
  compartmentTemperature: '6.5',
  verdict: 'breach',
  correctiveNote: 'Into the cold room',
  isRisky: false,
  excludeReason: null,
  certificateScheme: 'msc',
  certificateNumber: 'MSC-C-1',
  certificateExpires: '2026-11-01',
  expiredAtReceipt: true,
  missingNumber: false,
  acceptedBy: 'Ana Novak',
  ...values,
});

const en = { t: getServerT('en'), language: 'en' as const };
const sl = { t: getServerT('si'), language: 'si' as const };

describe('recordTable', () => {
  it('writes a risk line with its readings for the product and its compartment, in the language', () => {
    const table = recordTable('risk', [row()], sl);
    expect(table.headers).toEqual([
      'Datum',
      'Izdelek',
      'Dobavitelj',
      'Lot',
      'Uporabno do',
      'Temperatura izdelka',
      'Temperatura prostora',
      'Ocena',
      'Korektivni ukrep',
      'Prevzel',
    ]);
    expect(table.rows[0]).toEqual([
      '20. 11. 2026',
      'Brancin (BR-1)',
      'Ribe d.o.o.',
      'L-1',
      '27. 11. 2026',
      '7,0 °C',
      'Hladilnik: 6,5 °C',
      'Prekoračeno',
      'Into the cold room',
      'Ana Novak',
    ]);
    expect(
      recordTable('risk', [row({ temperature: null, verdict: null, compartmentTemperature: null })], en).rows[0],
    ).toEqual(expect.arrayContaining(['No reading']));
  });

  it("writes an excluded line's quantity and its reason, or the product's flag", () => {
    expect(recordTable('excluded', [row()], en).rows[0]).toEqual([
      '20/11/2026',
      'Brancin (BR-1)',
      'Ribe d.o.o.',
      '2.5 kg',
      'Product flagged "exclude from stock export"',
      'Ana Novak',
    ]);
    expect(recordTable('excluded', [row({ excludeReason: 'Staff meal' })], en).rows[0]![4]).toBe('Staff meal');
  });

  it('flags a certificate expired at receipt and a missing number', () => {
    expect(recordTable('certified', [row()], en).rows[0]).toEqual([
      '20/11/2026',
      'Brancin (BR-1)',
      'Ribe d.o.o.',
      'MSC',
      'MSC-C-1',
      '01/11/2026 (Expired at receipt)',
      'L-1',
      '2.5 kg',
    ]);
    const missing = recordTable(
      'certified',
      [row({ certificateNumber: null, missingNumber: true, certificateExpires: null, expiredAtReceipt: false })],
      en,
    );
    expect(missing.rows[0]!.slice(4, 6)).toEqual(['No certificate number', 'Not recorded']);
  });
});

describe('renderTableExport', () => {
  const table = (rows: string[][]) => ({
    title: 'Risk items',
    facts: [['Shop', 'Bled'] as [string, string]],
    headers: ['Date', 'Product'],
    weights: [1, 2],
    rows,
    pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  });

  it('makes a CSV formula-safe, with a BOM and ";"', async () => {
    const { body, contentType } = await renderTableExport(
      table([
        ['1', '=cmd|/C calc!A0'],
        ['2', '@SUM(A1)'],
      ]),
      'csv',
    );
    expect(contentType).toBe('text/csv; charset=utf-8');
    expect(body.toString('utf8')).toBe("\uFEFFDate;Product\r\n1;'=cmd|/C calc!A0\r\n2;'@SUM(A1)");
  });

  it('prints a PDF in A4 landscape with the title, the facts, the rows and page numbers', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [
      `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      `Brancin ${i}`,
    ]);
    const { body } = await renderTableExport(table(rows), 'pdf', { compress: false });
    const text = body.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(text).toMatch(/\/Count [2-9]/);
  });
});
