import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '#app/db/client.server';
import { authFromCookies } from '#app/middleware/session.server';

export const AUTH_ME_PATH = '/backend/auth/me';

/**
 * The answer written through Node's response alone: Express's `res.json` looks the type up, checks freshness and
 * converts the body again, which on this hot read cost about as much as the session query's mapping.
 */
function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * `/backend/auth/me`: the current user, or 401 (the browser treats any failure as logged out). It is the JSON API's
 * one hot read, answered without React Router's route matching, middleware pipeline and web Request/Response
 * (decision 037, "Server"). The session is read the same way as for the pages.
 */
export function authMe() {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, { error: 'method_not_allowed' });
      return;
    }
    try {
      const auth = await authFromCookies(getDb(), req.headers.cookie);
      if (auth) answer(res, 200, auth.user);
      else answer(res, 401, { error: 'unauthorized' });
    } catch (error) {
      next(error);
    }
  };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The whole app with a GET (or HEAD) of `/backend/auth/me` answered ahead of Express: Express's router walked its
 * layers and dispatched about a tenth of the request's CPU on this read. The answer gets what every answer gets from
 * the edge (`edge`: the request id and access line, the API's security headers) in the same order; a GET needs no
 * origin check. Anything else, a query string included, goes through `app`, which routes it to `authMe` as well.
 */
export function authMeFirst(
  app: Listener,
  edge: {
    requestLog: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    setHeaders: (res: ServerResponse) => void;
    failed: (error: unknown, req: IncomingMessage, res: ServerResponse) => void;
  },
): Listener {
  const handle = authMe();
  const proceed = () => undefined;
  return (req, res) => {
    if (req.url !== AUTH_ME_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return app(req, res);
    edge.requestLog(req, res, proceed);
    edge.setHeaders(res);
    void handle(req, res, (error) => edge.failed(error, req, res));
  };
}
