import { describe, expect, it } from 'vitest';
import {
  columnsText,
  DEFAULT_PANTHEON_COLUMNS,
  DEFAULT_SETTINGS,
  parseColumnsText,
  readSettings,
  settingsFormSchema,
} from './stock-export-settings.schema';

describe('the stock export settings', () => {
  it('start from the defaults and are incomplete without a warehouse code', () => {
    expect(readSettings(null)).toEqual({ settings: DEFAULT_SETTINGS, complete: false });
    expect(readSettings({ warehouseCode: '10' })).toEqual({
      settings: { ...DEFAULT_SETTINGS, warehouseCode: '10' },
      complete: true,
    });
  });

  it('keep what is valid of a stored set and default the rest', () => {
    const { settings, complete } = readSettings({ warehouseCode: '', encoding: 'utf-8', itemCode: 'nope' });
    expect(complete).toBe(false);
    expect(settings).toMatchObject({
      encoding: 'utf-8',
      itemCode: 'internal',
      pantheonColumns: DEFAULT_PANTHEON_COLUMNS,
    });
  });

  it('read the typed column set by its headers, in order, and name unknown ones', () => {
    expect(columnsText(DEFAULT_PANTHEON_COLUMNS)).toBe('Ident; Naziv; Količina; EM; Skladišče; Cena; Vrednost');
    expect(parseColumnsText('ident;KOLIČINA, em ; Foo')).toEqual({
      columns: ['ident', 'quantity', 'unit'],
      unknown: ['Foo'],
    });
  });

  it('as a form: a warehouse code, known columns once each, Ident and Količina always', () => {
    const parse = (fields: Record<string, string>) =>
      settingsFormSchema.safeParse({ encoding: 'utf-8', itemCode: 'ean', ...fields });
    expect(parse({ warehouseCode: ' 10 ', pantheonColumns: 'Ident; Količina; EAN' }).data).toEqual({
      warehouseCode: '10',
      encoding: 'utf-8',
      itemCode: 'ean',
      pantheonColumns: ['ident', 'quantity', 'ean'],
    });
    const messages = (fields: Record<string, string>) =>
      parse(fields).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ warehouseCode: '', pantheonColumns: 'Ident; Količina' })).toEqual([
      ['warehouseCode', 'validation.required'],
    ]);
    expect(messages({ warehouseCode: '1', pantheonColumns: 'Ident; Ident; Količina' })).toEqual([
      ['pantheonColumns', 'stockExport.settings.columnsTwice'],
    ]);
    expect(messages({ warehouseCode: '1', pantheonColumns: 'Naziv; Bla' })).toEqual([
      ['pantheonColumns', 'stockExport.settings.columnsUnknown'],
      ['pantheonColumns', 'stockExport.settings.columnsNeeded'],
    ]);
  });
});
