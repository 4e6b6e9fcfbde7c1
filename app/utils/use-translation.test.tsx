import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n, serverTranslation } from './i18n.server';
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
});
