import type { NextFunction, Request, Response } from 'express';
import { isApiKeyPost } from './api-key-request';

/**
 * The CSRF origin check: a request that changes something (anything but GET, HEAD and OPTIONS) from another site is
 * refused before it reaches an action. Browsers say where a request comes from (Sec-Fetch-Site, Origin); `appUrl` is
 * the one other origin accepted (the public address behind a proxy).
 */
export function sameOriginOnly(appUrl: string) {
  const allowed = new Set([new URL(appUrl).origin]);
  return (req: Request, res: Response, next: NextFunction) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    // A supplier's system with its API key (POST /backend/asn only): not a browser, no cookie is read.
    if (isApiKeyPost(req)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const isForeignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const isForeignOrigin = origin !== undefined && origin !== ownOrigin && !allowed.has(origin);
    if (isForeignSite || isForeignOrigin) {
      res.status(403).json({ error: 'cross_site_request' });
      return;
    }
    next();
  };
}
