import { readdirSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * The files at the top of the browser build (what `public/` holds: /favicon.svg), listed once at start and served by
 * exact path for an hour. Every other URL goes on without touching the file system: a static handler in front of
 * the pages would `stat()` each page's and API call's path first (4% of `/backend/auth/me`'s CPU).
 */
export function publicFiles(clientDir: string) {
  const files = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(clientDir, { maxAge: '1h', index: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (files.has(req.path)) serve(req, res, next);
    else next();
  };
}
