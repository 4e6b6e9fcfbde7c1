import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { loadTexts, otherTextParts } from '#app/locales/load-texts.client';
import { TEXTS_GLOBAL } from '#app/locales/texts';
import { formattersToMake } from '#app/utils/format';
import { createI18n } from '#app/utils/i18n';
import { isLanguage } from '#app/utils/language';
import { installChunkErrorReload } from '#app/utils/chunk-reload.client';

async function hydrate() {
  installChunkErrorReload();
  const requested = document.documentElement.dataset.language;
  const language = isLanguage(requested) ? requested : 'en';
  // Only the parts of the texts the server's render used (app/entry.server.tsx); the rest follow after hydration.
  // Slovenian has every English key (app/locales/locales.test.ts), so a Slovenian page needs no English fallback.
  const used = (window as unknown as Record<string, string[] | undefined>)[TEXTS_GLOBAL];
  const i18n = createI18n(language, { [language]: await loadTexts(language, used) });
  for (const make of formattersToMake(language)) {
    make();
    await new Promise((resolve) => setTimeout(resolve));
  }
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
  if (used) {
    const rest = await loadTexts(language, otherTextParts(language, used));
    i18n.addResourceBundle(language, 'translation', rest, true, false);
  }
}

void hydrate();
