import { describe, expect, it } from 'vitest';
import { edifactAt, releaseEdifact, tokenizeEdifact, value } from './edifact-tokenizer';

describe('tokenizeEdifact', () => {
  it('splits segments, elements and components with the default separators', () => {
    const tokens = tokenizeEdifact("UNH+1+DESADV:D:96A:UN:EAN005'BGM+351+A1+9'");
    expect(tokens.ok).toBe(true);
    if (!tokens.ok) return;
    expect(tokens.segments.map((segment) => segment.tag)).toEqual(['UNH', 'BGM']);
    expect(tokens.segments[0]!.elements).toEqual([['1'], ['DESADV', 'D', '96A', 'UN', 'EAN005']]);
    expect(tokens.segments[1]!.position).toBe(2);
  });

  it('unescapes the release character before every service character', () => {
    const tokens = tokenizeEdifact("UNA:+.? 'IMD+F++:::A ?+ B ?' C ?: D ?? E'");
    if (!tokens.ok) throw new Error(tokens.error.code);
    expect(value(tokens.segments[0]!, 3, 3)).toBe("A + B ' C : D ? E");
  });

  it('reads custom separators from the UNA', () => {
    const tokens = tokenizeEdifact('UNA|*,\\ ~\nUNH*1*DESADV|D|96A~QTY*12|1,5|KGM~');
    if (!tokens.ok) throw new Error(tokens.error.code);
    expect(tokens.separators).toMatchObject({
      component: '|',
      element: '*',
      decimal: ',',
      release: '\\',
      segment: '~',
    });
    expect(tokens.segments[1]!.elements).toEqual([['12', '1,5', 'KGM']]);
  });

  it('releases service characters when writing, and they read back', () => {
    const text = `IMD+F++:::${releaseEdifact("50% + 'x' : y?")}'`;
    const tokens = tokenizeEdifact(text);
    if (!tokens.ok) throw new Error(tokens.error.code);
    expect(value(tokens.segments[0]!, 3, 3)).toBe("50% + 'x' : y?");
  });

  it('ignores line breaks between segments and a byte order mark', () => {
    const tokens = tokenizeEdifact("\uFEFFUNH+1'\r\nBGM+351'\n");
    expect(tokens.ok && tokens.segments.map((segment) => segment.tag)).toEqual(['UNH', 'BGM']);
  });

  it('names the segment of a truncated interchange', () => {
    expect(tokenizeEdifact("UNH+1'BGM+351+A")).toEqual({
      ok: false,
      error: { code: 'edifact_truncated', at: 'segment 2 (BGM)' },
    });
    expect(tokenizeEdifact("UNH+1'BGM+A?").ok).toBe(false);
  });

  it('refuses a bad tag, a bad UNA and empty input', () => {
    expect(tokenizeEdifact("UNH+1'lin+1'")).toMatchObject({
      ok: false,
      error: { code: 'edifact_bad_tag', at: 'segment 2' },
    });
    expect(tokenizeEdifact("UNA::.? 'UNH+1'")).toMatchObject({ ok: false, error: { code: 'edifact_bad_una' } });
    expect(tokenizeEdifact('UNA:+')).toMatchObject({ ok: false, error: { code: 'edifact_truncated' } });
    expect(tokenizeEdifact('  \n')).toMatchObject({ ok: false, error: { code: 'empty' } });
  });

  it('writes positions the way errors show them', () => {
    expect(edifactAt({ tag: 'LIN', position: 7 }, 3)).toBe('segment 7 (LIN), element 3');
    expect(edifactAt({ tag: 'QTY', position: 9 }, 1, 2)).toBe('segment 9 (QTY), element 1, component 2');
  });
});
