import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { detectKind, readSheet, SheetError } from './read-sheet.server';
import { writeCsv, writeXlsx } from './write-sheet.server';

describe('readSheet', () => {
  it('reads a semicolon CSV with a BOM', async () => {
    const sheet = await readSheet(Buffer.from('\uFEFFName;EAN\n Mleko ;3830000000019\n\n'), { maxRows: 10 });
    expect(sheet).toEqual({ headers: ['Name', 'EAN'], rows: [['Mleko', '3830000000019']] });
  });

  it('reads a comma CSV and falls back to Windows-1250', async () => {
    const content = Buffer.concat([Buffer.from('Name,Price\n'), Buffer.from([0x8a, 0x9e]), Buffer.from(',1.5\n')]);
    const sheet = await readSheet(content, { maxRows: 10 });
    expect(sheet.rows).toEqual([['Šž', '1.5']]);
  });

  it('rejects too many rows and binary content', async () => {
    await expect(readSheet(Buffer.from('a\n1\n2\n3\n'), { maxRows: 2 })).rejects.toThrow(SheetError);
    await expect(readSheet(Buffer.from([0, 1, 2]), { maxRows: 2 })).rejects.toThrow('spreadsheet.unreadable');
    await expect(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]), { maxRows: 2 })).rejects.toThrow(
      'spreadsheet.unreadable',
    );
  });

  it('reads XLSX numbers without float noise and dates as ISO days', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('A');
    ws.addRow(['Price', 'Date']);
    ws.addRow([0.1 + 0.2, new Date(Date.UTC(2026, 0, 5))]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(detectKind(content)).toBe('xlsx');
    expect((await readSheet(content, { maxRows: 10 })).rows).toEqual([['0.3', '2026-01-05']]);
  });
});

describe('write', () => {
  it('round-trips CSV and XLSX', async () => {
    const csv = writeCsv(['a', 'b'], [['č;1', '2']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect((await readSheet(Buffer.from(csv), { maxRows: 5 })).rows).toEqual([['č;1', '2']]);
    const xlsx = await writeXlsx(['a'], [['x']]);
    expect(await readSheet(xlsx, { maxRows: 5 })).toEqual({ headers: ['a'], rows: [['x']] });
  });
});
