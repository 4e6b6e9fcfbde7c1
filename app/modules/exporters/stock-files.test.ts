import { describe, expect, it } from 'vitest';
import { writeMinimax } from './minimax';
import { writePantheon } from './pantheon';
import { DEFAULT_SETTINGS, type StockExportSettings } from './stock-export-settings.schema';
import type { StockFileRow } from './stock-file';

const ROWS: StockFileRow[] = [
  {
    itemCode: '8045',
    name: 'Čokolada; temna "70 %"',
    ean: '3830001234567',
    quantity: '12.5',
    unit: 'kos',
    price: '1.2345',
    value: '15.43',
  },
  {
    itemCode: '=1+2',
    name: 'Šampinjoni, žlahtni',
    ean: null,
    quantity: '1234.125',
    unit: 'kg',
    price: '10',
    value: '12341.25',
  },
];

const settings = (values: Partial<StockExportSettings> = {}): StockExportSettings => ({
  ...DEFAULT_SETTINGS,
  warehouseCode: '10',
  ...values,
});

/** The expected file as text with the Windows-1250 bytes of č š ž Č Š spelled out. */
const cp1250 = (text: string) =>
  Buffer.concat(
    [...text].map((char) => {
      const special: Record<string, number> = { č: 0xe8, š: 0x9a, ž: 0x9e, Č: 0xc8, Š: 0x8a, Ž: 0x8e };
      return char in special ? Buffer.from([special[char]!]) : Buffer.from(char, 'ascii');
    }),
  );

describe('the Minimax file', () => {
  it('is the template: header row, ";" cells, decimal comma, Windows-1250, CRLF, formula-safe cells', () => {
    const expected = cp1250(
      'Šifra artikla;Naziv artikla;Šifra skladišča;Količina;Cena;Vrednost;Serija;Prodajna cena;Prodajna cena z DDV\r\n' +
        '8045;"Čokolada; temna ""70 %""";10;12,500;1,2345;15,43;;;\r\n' +
        "'=1+2;Šampinjoni, žlahtni;10;1234,125;10,0000;12341,25;;;\r\n",
    );
    expect(writeMinimax(ROWS, settings())).toEqual(expected);
    expect(writeMinimax(ROWS, settings()).subarray(0, 8)).toEqual(
      Buffer.from([0x8a, 0x69, 0x66, 0x72, 0x61, 0x20, 0x61, 0x72]),
    );
  });

  it('in UTF-8 starts with a byte order mark', () => {
    const file = writeMinimax(ROWS.slice(0, 1), settings({ encoding: 'utf-8' }));
    expect(file).toEqual(
      Buffer.from(
        '\uFEFFŠifra artikla;Naziv artikla;Šifra skladišča;Količina;Cena;Vrednost;Serija;Prodajna cena;Prodajna cena z DDV\r\n' +
          '8045;"Čokolada; temna ""70 %""";10;12,500;1,2345;15,43;;;\r\n',
        'utf8',
      ),
    );
    expect([...file.subarray(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0xc5, 0xa0]);
  });

  it('with no lines is the header row alone', () => {
    expect(writeMinimax([], settings()).toString('latin1').split('\r\n')).toHaveLength(2);
  });
});

describe('the Pantheon file', () => {
  it('is the default column set: Ident; Naziv; Količina; EM; Skladišče; Cena; Vrednost', () => {
    expect(writePantheon(ROWS, settings({ warehouseCode: 'MP1' }))).toEqual(
      cp1250(
        'Ident;Naziv;Količina;EM;Skladišče;Cena;Vrednost\r\n' +
          '8045;"Čokolada; temna ""70 %""";12,500;kos;MP1;1,2345;15,43\r\n' +
          "'=1+2;Šampinjoni, žlahtni;1234,125;kg;MP1;10,0000;12341,25\r\n",
      ),
    );
  });

  it('follows the shop’s own column set and order', () => {
    const file = writePantheon(ROWS, settings({ pantheonColumns: ['ean', 'ident', 'quantity'], encoding: 'utf-8' }));
    expect(file).toEqual(
      Buffer.from("\uFEFFEAN;Ident;Količina\r\n3830001234567;8045;12,500\r\n;'=1+2;1234,125\r\n", 'utf8'),
    );
  });
});
