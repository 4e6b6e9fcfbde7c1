import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useLocation } from 'react-router';
import { LANGUAGES } from '#app/utils/language';

/** Posts the choice and reloads the page in the new language (stored in a cookie, and on the account when logged in). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/set-language" reloadDocument aria-label={t('common.language')}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Group gap={4}>
        <VisuallyHidden>{t('common.language')}</VisuallyHidden>
        {LANGUAGES.map((code) => (
          <Button
            key={code}
            type="submit"
            name="language"
            value={code}
            size="compact-sm"
            variant={i18n.language === code ? 'filled' : 'subtle'}
            aria-pressed={i18n.language === code}
            lang={code === 'si' ? 'sl' : 'en'}
          >
            {t(`common.languages.${code}`)}
          </Button>
        ))}
      </Group>
    </Form>
  );
}
