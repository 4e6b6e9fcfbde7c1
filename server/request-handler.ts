import { writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createRequestHandler as createReactRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { answerTooLarge, declaresTooMuch, limitedBody } from './body-limit';
import { badFormBody, expectsForm, isUnreadableForm } from './form-body';

/**
 * @react-router/express's request handler, with one difference: the body handed to React Router is limited
 * (`bodyLimit` bytes, counted as they stream in). Over the limit the client gets a 413 at once, the request's signal is
 * aborted (so React Router neither logs nor answers it) and the rest of the body is never handed on. The adapter itself
 * passes the Node request straight through and has no hook for this. A page's action that would get an unreadable
 * form is answered 400 before it runs (server/form-body.ts).
 */
export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  bodyLimit: (pathname: string) => number;
}) {
  const handle = createReactRouterHandler(options.build, process.env.NODE_ENV);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const controller = new AbortController();
    let finished = false;
    res.on('finish', () => (finished = true));
    res.on('close', () => {
      if (!finished) controller.abort();
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const limit = options.bodyLimit(req.path);
    let tooLarge = false;
    const refuse = () => {
      if (tooLarge) return;
      tooLarge = true;
      answerTooLarge(req, res, limit);
      controller.abort();
    };
    if (hasBody && declaresTooMuch(req, limit)) return refuse();
    try {
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
        ...(hasBody ? { body: limitedBody(req, limit, refuse), duplex: 'half' } : {}),
      } as RequestInit);
      if (expectsForm(req.method, req.path) && (await isUnreadableForm(request))) {
        if (tooLarge) return;
        const answer = badFormBody(req);
        res.status(answer.status).set(answer.headers).send(answer.body);
        return;
      }
      const response = await handle(request, options.getLoadContext(req, res));
      if (tooLarge) {
        await response.body?.cancel();
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      if (tooLarge) return;
      next(error);
    }
  };
}

function requestUrl(req: ExpressRequest): string {
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? '', 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
