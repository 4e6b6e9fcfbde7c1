import { describe, expect, it } from 'vitest';
import { tokenizeEdifact, value } from './edifact-tokenizer';
import { buildRecadv, type RecadvInput } from './recadv';

const input: RecadvInput = {
  interchangeRef: 'R1001',
  sender: { gln: '3830000000024' },
  recipient: { gln: '3830000000017' },
  asnNumber: "ASN+10'01",
  orderNumber: '1',
  receivedDate: '2026-11-25',
  preparedAt: new Date('2026-11-25T08:05:00Z'),
  lines: [
    {
      position: 1,
      gtin: '3830000100014',
      supplierItemCode: 'MLK-35',
      despatched: '24',
      received: '20',
      rejected: '0',
      unitCode: 'C62',
      reason: 'short',
    },
    {
      position: 2,
      gtin: null,
      supplierItemCode: 'JOG:150?',
      despatched: '10',
      received: '12',
      rejected: '0',
      unitCode: 'XBX',
      reason: 'over',
    },
    {
      position: 3,
      gtin: '3830000100038',
      supplierItemCode: null,
      despatched: '12.5',
      received: '12.5',
      rejected: '2.5',
      unitCode: 'KGM',
      reason: 'best_before',
      receivedBestBefore: '2026-12-01',
    },
    {
      position: 4,
      gtin: '3830000100045',
      supplierItemCode: null,
      despatched: '5',
      received: '5',
      rejected: '5',
      unitCode: null,
      reason: 'rejected',
    },
  ],
};

describe('buildRecadv', () => {
  const text = buildRecadv(input);
  const tokens = tokenizeEdifact(text);
  if (!tokens.ok) throw new Error(tokens.error.code);
  const segments = tokens.segments;
  const find = (tag: string, first?: string) =>
    segments.filter((segment) => segment.tag === tag && (first === undefined || value(segment, 1, 0) === first));

  it('writes the envelope and header, and reads back through the tokenizer', () => {
    expect(text.startsWith("UNA:+.? '\nUNB+UNOC:3+3830000000024:14+3830000000017:14+261125:0805+R1001'")).toBe(true);
    expect(segments.map((segment) => segment.tag).slice(0, 11)).toEqual([
      'UNB',
      'UNH',
      'BGM',
      'DTM',
      'DTM',
      'RFF',
      'RFF',
      'NAD',
      'NAD',
      'CPS',
      'LIN',
    ]);
    expect(segments[1]!.elements[1]).toEqual(['RECADV', 'D', '96A', 'UN', 'EAN003']);
    expect(value(find('BGM')[0]!, 1)).toBe('632');
    expect(value(find('DTM', '50')[0]!, 1, 1)).toBe('20261125');
    // The despatch advice number comes back unescaped.
    expect(value(find('RFF', 'AAK')[0]!, 1, 1)).toBe("ASN+10'01");
    expect(find('NAD').map((segment) => [value(segment, 1), value(segment, 2), value(segment, 2, 2)])).toEqual([
      ['BY', '3830000000024', '9'],
      ['SU', '3830000000017', '9'],
    ]);
  });

  it('counts the message segments in UNT and the messages in UNZ', () => {
    const unh = segments.findIndex((segment) => segment.tag === 'UNH');
    const unt = segments.findIndex((segment) => segment.tag === 'UNT');
    expect(value(segments[unt]!, 1)).toBe(String(unt - unh + 1));
    expect(value(find('UNZ')[0]!, 1)).toBe('1');
    expect(value(find('CNT')[0]!, 1, 1)).toBe('4');
  });

  it('writes each line’s quantities and its variance', () => {
    const lines = find('LIN').map((lin) => {
      const start = segments.indexOf(lin);
      const next = segments.findIndex(
        (segment, index) => index > start && (segment.tag === 'LIN' || segment.tag === 'CNT'),
      );
      return segments
        .slice(start, next)
        .map((segment) => [segment.tag, ...segment.elements.map((parts) => parts.join(':'))].join('+'));
    });
    expect(lines).toEqual([
      ['LIN+1++3830000100014:SRV', 'PIA+1+MLK-35:SA', 'QTY+12:24:C62', 'QTY+48:20:C62', 'QTY+194:20:C62', 'QVR+-4:12'],
      ['LIN+2', 'PIA+5+JOG:150?:SA', 'QTY+12:10:XBX', 'QTY+48:12:XBX', 'QTY+194:12:XBX', 'QVR+2:12+AC'],
      [
        'LIN+3++3830000100038:SRV',
        'QTY+12:12.5:KGM',
        'QTY+48:12.5:KGM',
        'QTY+194:10:KGM',
        'DTM+361:20261201:102',
        'QVR+-2.5:195++PE',
      ],
      ['LIN+4++3830000100045:SRV', 'QTY+12:5', 'QTY+48:5', 'QTY+194:0', 'QVR+-5:195'],
    ]);
    // The released ':' and '?' of the supplier code stay inside one component.
    expect(find('PIA')[1]!.elements[1]).toEqual(['JOG:150?', 'SA']);
  });

  it('leaves out the order reference when there is none', () => {
    const without = tokenizeEdifact(buildRecadv({ ...input, orderNumber: null, lines: input.lines.slice(0, 1) }));
    expect(without.ok && without.segments.some((segment) => segment.tag === 'RFF' && value(segment, 1) === 'ON')).toBe(
      false,
    );
  });
});
