import type { IncomingMessage } from 'node:http';
import { presentedApiKey } from '#app/modules/asn/api-keys';
import { ASN_API_PATH } from '#app/modules/asn/asn-api';

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

/**
 * A supplier's system posting an advance ship notice with its API key: the one request the origin check lets through
 * from another site. It is not a browser's request: it authenticates with the key alone (the route reads no cookie),
 * and a browser cannot send it from another site, since a cross-site request with an Authorization or X-Api-Key header
 * needs a CORS preflight that this server never grants. Any other path, or this path without a key, is checked as
 * before, so a cross-site form post riding on a session cookie is still refused.
 */
export function isApiKeyPost(req: IncomingMessage & { path: string }): boolean {
  return (
    req.method === 'POST' &&
    req.path === ASN_API_PATH &&
    presentedApiKey(header(req, 'authorization'), header(req, 'x-api-key')) !== null
  );
}
