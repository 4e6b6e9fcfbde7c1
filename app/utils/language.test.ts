import { describe, expect, it } from 'vitest';
import { detectLanguage, toLocale } from './language';

describe('detectLanguage', () => {
  it('prefers a valid cookie', () => {
    expect(detectLanguage('si', 'en-US,en;q=0.9')).toBe('si');
    expect(detectLanguage('en', 'sl-SI')).toBe('en');
  });
  it('ignores an invalid cookie and reads Accept-Language by weight', () => {
    expect(detectLanguage('de', 'sl-SI,sl;q=0.9,en;q=0.8')).toBe('si');
    expect(detectLanguage(undefined, 'de-DE,en;q=0.5,sl;q=0.7')).toBe('si');
    expect(detectLanguage(undefined, 'de-DE,en;q=0.8,sl;q=0.7')).toBe('en');
  });
  it('falls back to English', () => {
    expect(detectLanguage(undefined, null)).toBe('en');
    expect(detectLanguage(undefined, 'fr-FR,de;q=0.5')).toBe('en');
    expect(detectLanguage(undefined, 'sl;q=0')).toBe('en');
  });
});

describe('toLocale', () => {
  it('maps the spec code si to sl-SI, never to Sinhala', () => {
    expect(toLocale('si')).toBe('sl-SI');
    expect(toLocale('en')).toBe('en-GB');
  });
});
