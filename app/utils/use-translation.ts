import { createContext, useContext } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

function useBrowserTranslation() {
  return useI18nextTranslation();
}

/** What `useTranslation()` answers: `t`, the instance and whether the texts are ready (react-i18next's shape). */
export type Translation = ReturnType<typeof useBrowserTranslation>;

/** The server render's one answer for every component (app/entry.server.tsx); never set in the browser. */
export const ServerTranslationContext = createContext<Translation | null>(null);

/**
 * The app's `useTranslation()`. In the browser it is react-i18next's, which follows language changes and texts that
 * arrive late. A server render has one language and all its texts, so there every component shares the answer made
 * once for the request: react-i18next's hook builds a translator and a copy of the instance per component, 7% of a
 * list page's server time when every row's badge asks (decision 037, "Rendering").
 */
export function useTranslation(): Translation {
  const server = useContext(ServerTranslationContext);
  // The context is set for a whole render or never, so a component calls the same hooks on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return server ?? useBrowserTranslation();
}
