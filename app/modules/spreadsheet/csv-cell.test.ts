import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue, csvLines } from './csv-cell';
import { readSheet } from './read-sheet.server';
import { writeCsv, streamCsv } from './write-sheet.server';

describe('csvCell', () => {
  it.each(["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '=1'])(
    'neutralises %j with a leading quote',
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell('-1.50')).toBe('-1.50');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-1,50')).toBe('-1,50');
    expect(csvCell(-3.25)).toBe('-3.25');
    expect(csvCell('Mleko 3,5 %')).toBe('Mleko 3,5 %');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('reads back what it wrote', () => {
    for (const value of ['=cmd', '-2+3', '@x', 'plain', '-1.5', "'quoted"])
      expect(csvCellValue(csvCell(value))).toBe(value);
  });

  it('quotes a cell with the delimiter after neutralising it', () => {
    expect(csvLines([['=a;b', '1']], ';')).toBe('"\'=a;b";1');
  });
});

describe('every CSV writer neutralises formulas', () => {
  const evil = "=cmd|' /C calc'!A0";

  it('writeCsv, and the product import reads it back as typed', async () => {
    const csv = writeCsv(['Name', 'Price'], [[evil, '-1.50']]);
    expect(csv).toContain(`'${evil}`);
    expect(csv).toContain(';-1.50');
    expect(csv).not.toMatch(/(^|[;\n"])=cmd/);
    expect((await readSheet(Buffer.from(csv), { maxRows: 5 })).rows).toEqual([[evil, '-1.50']]);
  });

  it('streamCsv', async () => {
    async function* batches() {
      yield [[evil, '@x']];
      yield [['+1', '2']];
    }
    const bytes = new Uint8Array(await new Response(streamCsv(['-Name', 'B'], batches())).arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFF'-Name;B\r\n'=cmd|' /C calc'!A0;'@x\r\n'+1;2\r\n",
    );
  });
});
