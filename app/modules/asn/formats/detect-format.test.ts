import { describe, expect, it } from 'vitest';
import { asnFixtureBytes } from '#tests/fixtures/asn/load';
import { detectAsnFormat } from './detect-format';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectAsnFormat', () => {
  it('tells EDIFACT by UNA, UNB or UNH, whatever the name', () => {
    expect(detectAsnFormat(asnFixtureBytes('desadv-una-two-pallets.edi'), 'x.txt')).toBe('desadv');
    expect(detectAsnFormat(asnFixtureBytes('desadv-no-una.edi'), null)).toBe('desadv');
    expect(detectAsnFormat(bytes("\uFEFF\r\nUNH+1+DESADV:D:96A:UN'"), 'a.csv')).toBe('desadv');
  });

  it('tells UBL by its root, with prefixes, default namespaces or an envelope', () => {
    expect(detectAsnFormat(asnFixtureBytes('ubl-peppol.xml'), null)).toBe('ubl');
    expect(detectAsnFormat(asnFixtureBytes('ubl-eslog.xml'), 'file.bin')).toBe('ubl');
    expect(detectAsnFormat(bytes('<!-- x --><ubl:DespatchAdvice xmlns:ubl="u"/>'), null)).toBe('ubl');
    expect(detectAsnFormat(bytes('<sh:StandardBusinessDocument><DespatchAdvice>'), null)).toBe('ubl');
    expect(detectAsnFormat(bytes('<?xml version="1.0"?><Invoice/>'), 'asn.xml')).toBeNull();
  });

  it('tells an XLSX by its workbook part, and a ZIP only by name', () => {
    const zip = (name: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes(`....${name}....`)]);
    expect(detectAsnFormat(zip('xl/workbook.xml'), 'upload')).toBe('xlsx');
    expect(detectAsnFormat(zip('word/document.xml'), 'a.docx')).toBeNull();
    expect(detectAsnFormat(zip('word/document.xml'), 'a.xlsx')).toBe('xlsx');
  });

  it('tells CSV by a delimiter, and one-column text by name', () => {
    expect(detectAsnFormat(bytes('gtin;quantity\n3830000100014;2\n'), null)).toBe('csv');
    expect(detectAsnFormat(bytes('gtin\tkoličina\n'), 'a.txt')).toBe('csv');
    expect(detectAsnFormat(bytes('gtin\n3830000100014\n'), 'a.csv')).toBe('csv');
    expect(detectAsnFormat(bytes('gtin\n3830000100014\n'), null)).toBeNull();
  });

  it('refuses empty and binary files', () => {
    expect(detectAsnFormat(new Uint8Array(), 'a.csv')).toBeNull();
    expect(detectAsnFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x01, 0x02]), 'a.xls')).toBeNull();
    expect(detectAsnFormat(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x01, 0x02, 0x03]), 'a.csv')).toBeNull();
  });
});
