import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { loadResources } from '#app/locales';
import { createI18n } from '#app/utils/i18n';
import { isLanguage } from '#app/utils/language';
import { installChunkErrorReload } from '#app/utils/chunk-reload.client';

async function hydrate() {
  installChunkErrorReload();
  const requested = document.documentElement.dataset.language;
  const language = isLanguage(requested) ? requested : 'en';
  const [en, si] = await Promise.all([loadResources('en'), language === 'si' ? loadResources('si') : undefined]);
  const i18n = createI18n(language, si ? { en, si } : { en });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
