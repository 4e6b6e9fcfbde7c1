import type { NextFunction, Request, Response } from 'express';
import { getDb } from '#app/db/client.server';
import { authFromCookies } from '#app/middleware/session.server';

/**
 * `/backend/auth/me`: the current user, or 401 (the browser treats any failure as logged out). It is the JSON API's
 * one hot read, answered here at the Express level, behind the same request id, access line, security headers and
 * origin check as every route, instead of through React Router's route matching, middleware pipeline and web
 * Request/Response (decision 037, "Server"). The session is read the same way as for the pages.
 */
export function authMe() {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).json({ error: 'method_not_allowed' });
      return;
    }
    try {
      const auth = await authFromCookies(getDb(), req.headers.cookie);
      if (auth) res.json(auth.user);
      else res.status(401).json({ error: 'unauthorized' });
    } catch (error) {
      next(error);
    }
  };
}
