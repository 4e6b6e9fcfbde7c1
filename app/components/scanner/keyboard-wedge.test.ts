import { describe, expect, it } from 'vitest';
import { createBurstDetector, GROUP_SEPARATOR, isTypingTarget, readScanKey, type KeyLike } from './keyboard-wedge';

/** Feeds keys to a detector `gap` ms apart and returns what it reported. */
function type(keys: KeyLike[], gap: number, detector = createBurstDetector()) {
  const reported: string[] = [];
  keys.forEach((key, index) => {
    const text = detector.push(readScanKey(key), 1000 + index * gap);
    if (text !== null) reported.push(text);
  });
  return reported;
}

const chars = (text: string): KeyLike[] => [...text].map((key) => ({ key }));

describe('readScanKey', () => {
  it('maps printable keys to characters and Enter and Tab to the end of a code', () => {
    expect(readScanKey({ key: '7' })).toEqual({ kind: 'char', char: '7' });
    expect(readScanKey({ key: 'A' })).toEqual({ kind: 'char', char: 'A' });
    expect(readScanKey({ key: 'Enter' })).toEqual({ kind: 'end' });
    expect(readScanKey({ key: 'Tab' })).toEqual({ kind: 'end' });
  });

  it('maps FNC1 sent as Ctrl+] or as the character itself to the group separator', () => {
    const gs = { kind: 'char', char: GROUP_SEPARATOR };
    expect(readScanKey({ key: ']', code: 'BracketRight', ctrlKey: true })).toEqual(gs);
    // On layouts where ] needs AltGr, the code of the physical key still says which key it was.
    expect(readScanKey({ key: 'đ', code: 'BracketRight', ctrlKey: true })).toEqual(gs);
    expect(readScanKey({ key: '\u001d' })).toEqual(gs);
  });

  it('ignores named keys and other chords', () => {
    expect(readScanKey({ key: 'Shift' })).toEqual({ kind: 'ignore' });
    expect(readScanKey({ key: 'ArrowLeft' })).toEqual({ kind: 'ignore' });
    expect(readScanKey({ key: 'c', ctrlKey: true })).toEqual({ kind: 'ignore' });
    expect(readScanKey({ key: ']', metaKey: true })).toEqual({ kind: 'ignore' });
    expect(readScanKey({ key: '1', altKey: true })).toEqual({ kind: 'ignore' });
  });
});

describe('createBurstDetector', () => {
  it('reports a fast burst ended by Enter', () => {
    expect(type([...chars('3838920123458'), { key: 'Enter' }], 8)).toEqual(['3838920123458']);
  });

  it('reports a burst ended by Tab', () => {
    expect(type([...chars('96385074'), { key: 'Tab' }], 5)).toEqual(['96385074']);
  });

  it('keeps the group separator of a GS1 code sent as Ctrl+]', () => {
    const keys = [
      ...chars('010950110153000310AB12'),
      { key: ']', code: 'BracketRight', ctrlKey: true },
      ...chars('21X'),
      { key: 'Enter' },
    ];
    expect(type(keys, 10)).toEqual(['010950110153000310AB12\u001d21X']);
  });

  it('ignores Shift between characters without breaking the burst', () => {
    expect(type([{ key: 'Shift' }, { key: 'A' }, ...chars('BC12345'), { key: 'Enter' }], 6)).toEqual(['ABC12345']);
  });

  it('does not report a person typing, even a fast typist', () => {
    expect(type([...chars('3838920123458'), { key: 'Enter' }], 120)).toEqual([]);
    expect(type([...chars('3838920123458'), { key: 'Enter' }], 70)).toEqual([]);
  });

  it('keeps a whole scan when one key comes late (a busy phone, a Bluetooth link)', () => {
    const detector = createBurstDetector();
    let at = 0;
    for (const [index, key] of chars('3838920123458').entries())
      detector.push(readScanKey(key), (at += index === 3 ? 150 : 5));
    expect(detector.push(readScanKey({ key: 'Enter' }), at + 5)).toBe('3838920123458');
  });

  it('does not report a burst shorter than the minimum', () => {
    expect(type([...chars('12345'), { key: 'Enter' }], 5)).toEqual([]);
    expect(type([...chars('12'), { key: 'Enter' }], 5, createBurstDetector({ minLength: 2 }))).toEqual(['12']);
  });

  it('does not report when Enter comes late', () => {
    const detector = createBurstDetector();
    for (const [index, key] of chars('3838920123458').entries()) detector.push(readScanKey(key), index * 5);
    expect(detector.push(readScanKey({ key: 'Enter' }), 12 * 5 + 400)).toBeNull();
  });

  it('starts over after a pause, so slow keys before a scan are not part of it', () => {
    const detector = createBurstDetector();
    detector.push(readScanKey({ key: 'x' }), 0);
    detector.push(readScanKey({ key: 'y' }), 30);
    detector.push(readScanKey({ key: 'z' }), 600);
    let at = 1000;
    for (const key of chars('96385074')) detector.push(readScanKey(key), (at += 4));
    expect(detector.push(readScanKey({ key: 'Enter' }), at + 4)).toBe('96385074');
  });

  it('reports two scans in a row separately', () => {
    const keys = [...chars('96385074'), { key: 'Enter' }, ...chars('12345670'), { key: 'Enter' }];
    expect(type(keys, 5)).toEqual(['96385074', '12345670']);
  });

  it('forgets a burst on reset', () => {
    const detector = createBurstDetector();
    for (const [index, key] of chars('96385074').entries()) detector.push(readScanKey(key), index);
    detector.reset();
    expect(detector.push(readScanKey({ key: 'Enter' }), 9)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  const element = (tagName: string, extra: object = {}) => ({ tagName, isContentEditable: false, ...extra });
  it('is true for text fields, text areas, selects and editable content', () => {
    expect(isTypingTarget(element('INPUT', { type: 'text' }) as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget(element('INPUT', { type: 'search' }) as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget(element('TEXTAREA') as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget(element('SELECT') as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget(element('DIV', { isContentEditable: true }) as unknown as EventTarget)).toBe(true);
  });

  it('is false for the page, buttons and check boxes', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(element('BODY') as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(element('BUTTON') as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(element('INPUT', { type: 'checkbox' }) as unknown as EventTarget)).toBe(false);
  });
});
