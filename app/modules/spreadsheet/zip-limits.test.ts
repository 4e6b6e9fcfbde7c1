import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet, SheetError } from './read-sheet.server';
import { checkZipArchive, ZIP_LIMITS } from './zip-limits.server';

/** A zip archive written by hand, so a test can make it lie about an entry's size. */
function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The 101 KB workbook of the review: one sheet whose XML unpacks to 100 MB. */
function xlsxBomb(): Buffer {
  const xml = Buffer.concat([
    Buffer.from('<?xml version="1.0"?><worksheet><sheetData>'),
    Buffer.alloc(100 * 1024 * 1024, 0x20),
    Buffer.from('</sheetData></worksheet>'),
  ]);
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: xml },
  ]);
}

describe('checkZipArchive', () => {
  it('refuses a small archive that unpacks to 100 MB, from its central directory, and readSheet never parses it', async () => {
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(110 * 1024);
    expect(await checkZipArchive(bomb)).toBe('too_large');
    await expect(readSheet(bomb, { maxRows: 5000 })).rejects.toThrow(new SheetError('too_large'));
    // Building the bomb deflates 100 MB: about a second on an idle machine, several on a busy one.
  }, 30_000);

  it('refuses an entry that unpacks to more than its directory says', async () => {
    const liar = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(10 * 1024 * 1024, 0x20), declaredSize: 1024 },
    ]);
    expect(await checkZipArchive(liar)).toBe('too_large');
  });

  it('refuses too many entries', async () => {
    const many = zipOf(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, index) => ({
        name: `f${index}.xml`,
        data: Buffer.from('x'),
      })),
    );
    expect(await checkZipArchive(many)).toBe('too_large');
  });

  it('accepts a real workbook and refuses what is not a zip archive', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRow(['Name']);
    expect(await checkZipArchive(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe('ok');
    expect(await checkZipArchive(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('unreadable');
  });
});

describe('readSheet on an XLSX', () => {
  it('stops reading at the row limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('A');
    sheet.addRow(['Name']);
    for (let i = 0; i < 50; i++) sheet.addRow([`P${i}`]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readSheet(content, { maxRows: 10 })).rejects.toThrow(new SheetError('too_many_rows'));
    expect((await readSheet(content, { maxRows: 50 })).rows).toHaveLength(50);
  });

  it('reads the first sheet only, with shared strings, numbers and dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('First');
    first.addRow(['Name', 'Price', 'Date']);
    first.addRow(['Mleko', 1.25, new Date(Date.UTC(2026, 0, 5))]);
    workbook.addWorksheet('Second').addRow(['Other']);
    const sheet = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()), { maxRows: 10 });
    expect(sheet).toEqual({ headers: ['Name', 'Price', 'Date'], rows: [['Mleko', '1.25', '2026-01-05']] });
  });
});
