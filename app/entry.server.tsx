import { PassThrough } from 'node:stream';
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
import { getI18n } from '#app/utils/i18n.server';

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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={getI18n(language)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
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

/** Expected responses (404, 403, redirects) are not errors worth a stack trace. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Response && error.status < 500) return;
  const log = safeGet(() => (context as RouterContextProvider).get(requestContext).log, undefined);
  if (log) log.error({ err: error }, 'unhandled error');
  else console.error(error);
};
