import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  isRouteErrorResponse,
} from 'react-router';
import { languageContext, requestContext } from '#app/context';
import { NonceContext } from '#app/components/nonce';
import { pageNeedsScripts } from '#app/components/page-scripts';
import { CORE_TEXTS, TEXTS_GLOBAL } from '#app/locales/texts';
import { textChunkUrls } from '#app/locales/text-chunks.server';
import { coalescedBody } from '#app/utils/coalesced-body.server';
import { deferredPreloadsScript, withoutHeadPreloads } from '#app/utils/deferred-preloads.server';
import { serverTranslation } from '#app/utils/i18n.server';
import { ServerTranslationContext } from '#app/utils/use-translation';
import type { Language } from '#app/utils/language';

export const streamTimeout = 5_000;

function safeGet<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const userAgent = request.headers.get('user-agent');
  // Bots get the status and nothing to render.
  if (responseStatusCode >= 400 && isbot(userAgent)) {
    return new Response(`${responseStatusCode}`, {
      status: responseStatusCode,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  // A request that matched no route ran no middleware: fall back to English rather than fail.
  const language = safeGet(() => loadContext.get(languageContext), 'en' as const);
  const nonce = safeGet(() => loadContext.get(requestContext).nonce, '');
  const readyOption = isbot(userAgent) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  const texts = new Set(CORE_TEXTS);
  const { i18n, translation } = serverTranslation(language, texts);
  const scripts = pageNeedsScripts(
    routerContext.staticHandlerContext.matches.map((match) => ({
      handle: routerContext.routeModules[match.route.id]?.handle,
    })),
  );

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerTranslationContext.Provider value={translation}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerTranslationContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // Once React has written the page, the parts of the texts it used (decision 037, "First load"), and the
          // script preloads taken out of its head, asked for once it has painted ("First paint").
          let preloads: string[] = [];
          const body = coalescedBody(
            () => (scripts ? textsTail(language, texts, nonce, preloads) : ''),
            (head) => {
              const taken = withoutHeadPreloads(head);
              preloads = taken.hrefs;
              return taken.html;
            },
          );
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            safeGet(() => loadContext.get(requestContext).log.error({ err: error }, 'render error'), undefined);
        },
      },
    );
    // Started only after rendering began, so a failed render cannot leave a timer that fires into nothing.
    const timer = setTimeout(abort, streamTimeout + 1000);
    timer.unref();
  });
}

/**
 * After the document: which parts of the texts the page used, for app/entry.client.tsx, and the page's script
 * preloads with those parts' chunks, asked for once the page has painted. The browser reads it before any module
 * script runs (module scripts wait for the whole document).
 */
function textsTail(language: Language, texts: Set<string>, nonce: string, preloads: string[]): string {
  const parts = [...texts].sort();
  // Keys are identifiers; `<` escaped all the same, so nothing can close the script element.
  const json = JSON.stringify(parts).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">window.${TEXTS_GLOBAL}=${json}</script>` +
    deferredPreloadsScript([...preloads, ...textChunkUrls(language, parts)], nonce)
  );
}

/** Expected responses (404, 403, redirects) are not errors worth a stack trace. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Response && error.status < 500) return;
  const log = safeGet(() => (context as RouterContextProvider).get(requestContext).log, undefined);
  if (log) log.error({ err: error }, 'unhandled error');
  else console.error(error);
};
