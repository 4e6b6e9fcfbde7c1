import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { authContext, languageContext, requestContext } from '#app/context';
import { demoDataShown } from '#app/modules/org/demo-data.service.server';
import { ErrorPage } from '#app/components/error-page';
import { useLanguageSync } from '#app/components/language-sync';
import { useNonce } from '#app/components/nonce';
import { pageNeedsScripts } from '#app/components/page-scripts';
import { theme } from '#app/components/theme';
import { THEME_CSS } from '#app/components/theme-css';
import { useUpdateCheck } from '#app/components/update-check';
import { languageMiddleware, sessionMiddleware } from '#app/middleware/session.server';
import { toLocale } from '#app/utils/language';
import { CHUNK_RELOAD_INLINE_SCRIPT } from '#app/utils/chunk-reload';
import stylesheet from './app.css?url';
import { useRowLinkNavigation } from '#app/components/row-link-navigation';

// With a precedence React writes the stylesheet ahead of the script preloads it hoists into the head, so a phone on a
// slow line fetches what the first paint waits for first.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' }];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, languageMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const demo = await demoDataShown(context.get(requestContext).db);
  return { user: context.get(authContext)?.user ?? null, language: context.get(languageContext), demo };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? 'en';
  const nonce = useNonce();
  // A page served without scripts is never hydrated; once the client runs (a page that had them), every page keeps them.
  const scripts = pageNeedsScripts(useMatches()) || typeof document !== 'undefined';
  return (
    <html
      lang={toLocale(language)}
      data-language={language}
      // Tells the end-to-end tests that this page is ready as served: there is nothing to hydrate.
      data-static={scripts ? undefined : 'true'}
      {...mantineHtmlProps}
    >
      <head>
        <meta charSet="utf-8" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_INLINE_SCRIPT }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f7d4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          <Notifications position="top-center" />
          {children}
        </MantineProvider>
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.language);
  useUpdateCheck();
  useRowLinkNavigation();
  // Marks the page as interactive, so end-to-end tests act only once handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
