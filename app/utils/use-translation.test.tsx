import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '#app/locales/en';
import { filledText, getI18n, serverTranslation } from './i18n.server';
import { ServerTranslationContext, useTranslation, type Translation } from './use-translation';

function Probe({ seen }: { seen: Translation[] }) {
  const translation = useTranslation();
  seen.push(translation);
  return <span>{translation.t('common.save')}</span>;
}

describe('useTranslation', () => {
  it('answers every component of a server render with the one answer made for the request, recording the parts', () => {
    const used = new Set<string>();
    const { i18n, translation } = serverTranslation('si', used);
    const seen: Translation[] = [];
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ServerTranslationContext.Provider value={translation}>
          <Probe seen={seen} />
          <Probe seen={seen} />
        </ServerTranslationContext.Provider>
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(translation);
    expect(seen[1]).toBe(translation);
    expect(html).toContain(getI18n('si').t('common.save'));
    expect(getI18n('si').t('common.save')).not.toBe(getI18n('en').t('common.save'));
    expect([...used]).toEqual(['common']);
    const [t, instance, ready] = translation;
    expect([t, instance, ready]).toEqual([translation.t, translation.i18n, true]);
    expect(instance.language).toBe('si');
  });

  it('is react-i18next’s own outside a server render (the browser)', () => {
    const seen: Translation[] = [];
    const html = renderToString(
      <I18nextProvider i18n={getI18n('en')}>
        <Probe seen={seen} />
      </I18nextProvider>,
    );
    expect(html).toContain(getI18n('en').t('common.save'));
    expect(seen[0]?.i18n.language).toBe('en');
  });

  it('keeps what a key without options translates to: the same answer as i18next, every key, both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    const all = keys(en);
    expect(all.length).toBeGreaterThan(1000);
    for (const language of ['en', 'si'] as const) {
      const plain = getI18n(language).t as unknown as (key: string) => unknown;
      const first = serverTranslation(language, new Set()).translation.t as unknown as (key: string) => unknown;
      const used = new Set<string>();
      const again = serverTranslation(language, used).translation.t as unknown as (key: string) => unknown;
      for (const key of all) {
        expect(first(key)).toEqual(plain(key));
        expect(again(key)).toEqual(plain(key));
      }
      // A kept answer still records the part of the texts the render used.
      expect(used).toEqual(
        new Set(all.map((key) => key.slice(0, key.indexOf('.') === -1 ? undefined : key.indexOf('.')))),
      );
    }
    // With options it is i18next's answer each time (plurals, values).
    const t = serverTranslation('si', new Set()).translation.t;
    expect(t('products.bulk.selected', { count: 2 })).toBe(getI18n('si').t('products.bulk.selected', { count: 2 }));
    expect(t('products.bulk.selected', { count: 3 })).toBe(getI18n('si').t('products.bulk.selected', { count: 3 }));
    expect(t('products.bulk.selected', { count: 2 })).not.toBe(t('products.bulk.selected', { count: 5 }));
  });

  it('answers a counted text as i18next does, every counted key, both languages, whatever the count', () => {
    const counted = new Map<string, string[]>();
    const collect = (value: unknown, prefix = '') => {
      if (typeof value === 'object' && value !== null)
        for (const [key, inner] of Object.entries(value)) collect(inner, prefix ? `${prefix}.${key}` : key);
      else if (typeof value === 'string' && /_(zero|one|two|few|many|other)$/.test(prefix)) {
        const names = [...value.matchAll(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g)].map((match) => match[1]!);
        const key = prefix.replace(/_(zero|one|two|few|many|other)$/, '');
        counted.set(key, [...new Set([...(counted.get(key) ?? []), ...names])]);
      }
    };
    collect(en);
    expect(counted.size).toBeGreaterThan(50);
    let calls = 0;
    for (const language of ['en', 'si'] as const) {
      const i18next = getI18n(language).t as unknown as (key: string, options: object) => unknown;
      // Twice through one request's t: the second answers from the kept forms.
      const t = serverTranslation(language, new Set()).translation.t as unknown as (
        key: string,
        options: object,
      ) => unknown;
      for (const [key, names] of counted)
        for (const count of [0, 1, 2, 3, 4, 5, 11, 21, 101, 102, 103, 105, 1.5, -2, 1000000])
          for (let round = 0; round < 2; round++) {
            const options = { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), count };
            expect(t(key, options), `${language} ${key} ${count}`).toEqual(i18next(key, options));
            calls++;
          }
    }
    expect(calls).toBeGreaterThan(3000);
    // Slovenian's four forms, one text each, i18next asked once per form however many rows count.
    const asked = vi.spyOn(getI18n('si'), 't');
    const t = serverTranslation('si', new Set()).translation.t;
    const forms = [1, 2, 3, 5].map((count) => t('deliveryLists.expected.lines', { count }));
    expect(new Set(forms).size).toBe(4);
    asked.mockClear();
    for (let count = 1; count <= 40; count++) t('deliveryLists.expected.lines', { count });
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });

  it('fills the placeholders of a kept text as i18next does, for every key with values in both languages', () => {
    const keys = (value: unknown, prefix = ''): [string, string][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
        : typeof value === 'string'
          ? [[prefix, value]]
          : [];
    let filled = 0;
    for (const language of ['en', 'si'] as const) {
      const i18next = getI18n(language).t as unknown as (key: string, options: object) => unknown;
      const plainOf = getI18n(language).t as unknown as (key: string) => unknown;
      const t = serverTranslation(language, new Set()).translation.t as unknown as (
        key: string,
        options: object,
      ) => unknown;
      for (const [key, text] of keys(en).filter(([, text]) => text.includes('{{'))) {
        const names = [...text.matchAll(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g)].map((match) => match[1]!);
        for (const options of [
          Object.fromEntries(names.map((name) => [name, `<${name} {{x}} $1>`])),
          Object.fromEntries(names.map((name, index) => [name, 1000 + index + 0.5])),
          Object.fromEntries(names.slice(1).map((name) => [name, 'only some'])),
        ]) {
          expect(t(key, options)).toEqual(i18next(key, options));
          if (filledText(plainOf(key), options) !== undefined) filled++;
        }
      }
      // A count chooses the plural form: i18next answers.
      expect(t('products.bulk.selected', { count: 4 })).toBe(i18next('products.bulk.selected', { count: 4 }));
    }
    expect(filled).toBeGreaterThan(200);
    expect(filledText('Hello {{name}}', { name: 'Ana', count: 1 })).toBeUndefined();
    expect(filledText('Hello {{name, uppercase}}', { name: 'Ana' })).toBeUndefined();
    expect(filledText('Hello {{name}}', { name: { first: 'Ana' } })).toBeUndefined();
    expect(filledText('Hello {{ name }} and {{name}}', { name: 'Ana' })).toBe('Hello Ana and Ana');
  });
});
