import { describe, expect, it } from 'vitest';
import { decodeAsnText } from './decode-text';

describe('decodeAsnText', () => {
  it('reads UTF-8 (with or without BOM) whatever is declared', () => {
    const text = "UNB+UNOC:3+A+B+261124:1000+1'IMD+F++:::Čebula rdeča'";
    expect(decodeAsnText(new TextEncoder().encode(`\uFEFF${text}`), 'desadv')).toBe(text);
  });

  it('falls back to the EDIFACT syntax identifier', () => {
    // "š" is 0xB9 in ISO 8859-2, "é" is 0xE9 in Latin-1.
    const latin2 = new Uint8Array([...new TextEncoder().encode("UNB+UNOD:3+A'IMD+F++:::"), 0xb9, 0x27]);
    expect(decodeAsnText(latin2, 'desadv')).toBe("UNB+UNOD:3+A'IMD+F++:::š'");
    const latin1 = new Uint8Array([...new TextEncoder().encode("UNB+UNOC:3+A'IMD+F++:::"), 0xe9, 0x27]);
    expect(decodeAsnText(latin1, 'desadv')).toBe("UNB+UNOC:3+A'IMD+F++:::é'");
  });

  it('falls back to the XML encoding declaration, and reads UTF-16 by its BOM', () => {
    const xml = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="windows-1250"?><DespatchAdvice><Name>'),
      0x9a,
      ...new TextEncoder().encode('</Name></DespatchAdvice>'),
    ]);
    expect(decodeAsnText(xml, 'ubl')).toContain('<Name>š</Name>');
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'<A/>'].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(decodeAsnText(utf16, 'ubl')).toBe('<A/>');
  });
});
