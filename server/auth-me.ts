import type { NextFunction, Request, Response } from 'express';
import { getDb } from '#app/db/client.server';
import { authFromCookies } from '#app/middleware/session.server';

/**
 * The answer written through Node's response alone: Express's `res.json` looks the type up, checks freshness and
 * converts the body again, which on this hot read cost about as much as the session query's mapping.
 */
function answer(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * `/backend/auth/me`: the current user, or 401 (the browser treats any failure as logged out). It is the JSON API's
 * one hot read, answered here at the Express level, behind the same request id, access line, security headers and
 * origin check as every route, instead of through React Router's route matching, middleware pipeline and web
 * Request/Response (decision 037, "Server"). The session is read the same way as for the pages.
 */
export function authMe() {
  return async (req: Request, res: Response, next: NextFunction) => {
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
