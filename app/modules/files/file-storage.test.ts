import { describe, expect, it } from 'vitest';
import { isFileKey } from './file-storage';

describe('file keys', () => {
  it.each(['imports/12-3-0a1b', 'receiving/1/2/photo-9.jpg', 'a', 'signatures/1/2/x_y-z.png'])('accepts %s', (key) =>
    expect(isFileKey(key)).toBe(true),
  );
  it.each([
    '',
    '/etc/passwd',
    '../x',
    'a/../../b',
    'a//b',
    'a/',
    'A/b',
    'a/.hidden',
    'a/b..c',
    'a\\b',
    'a/b c',
    'a/ž',
    'x'.repeat(513),
  ])('refuses %j', (key) => expect(isFileKey(key)).toBe(false));
});
