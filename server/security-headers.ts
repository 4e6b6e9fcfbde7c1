import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
/**
 * 16 random bytes per answer, drawn from a pool filled 4 KB at a time (as Node does for randomUUID): one call into the
 * system's random source per 256 answers instead of one per answer.
 */
let pool = Buffer.alloc(0);
let offset = 0;
function nextNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += 16;
  return pool.toString('base64', offset - 16, offset);
}

/** Stands for the request's nonce while helmet's headers are worked out once. */
const NONCE_MARK = 'nonce-0000000000000000000000';

function helmetMiddleware(options: { isDevelopment?: boolean; isProduction: boolean }) {
  return helmet({
    contentSecurityPolicy: options.isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // 'wasm-unsafe-eval' lets the camera's barcode reader compile its WebAssembly (our own file); it does
            // not allow eval() of JavaScript.
            scriptSrc: ["'self'", `'${NONCE_MARK}'`, "'wasm-unsafe-eval'"],
            // Mantine sets CSS variables in style attributes, which only 'unsafe-inline' allows.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", 'blob:'],
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The headers helmet sets, asked once: none of them depends on the request. */
function helmetHeaders(options: { isDevelopment?: boolean; isProduction: boolean }): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmetMiddleware(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The JSON API's answers (`/backend/…`) are not documents: nothing in them may run, load or be framed, so they get
 * the short set OWASP's REST guidance names instead of a page's policy, and no nonce: helmet's transport, sniffing,
 * referrer and resource-policy headers as the pages have them, and a policy that allows nothing. The page set is over
 * 1 KB of headers, and on the API's hot read (`/backend/auth/me`) every byte of an answer is written per request.
 */
const API_FROM_HELMET = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Frame-Options', 'DENY'],
    ...pageHeaders.filter(([name]) => API_FROM_HELMET.includes(name.toLowerCase())),
  ];
}

const isApiPath = (url: string) => url.startsWith('/backend/');

/** The headers the pages and the JSON API get, each set worked out once at start. */
function headerSets(options: { isDevelopment?: boolean; isProduction: boolean }) {
  const headers = [...helmetHeaders(options), ['Permissions-Policy', PERMISSIONS_POLICY] as [string, string]];
  const api = apiHeaders(headers);
  return {
    withNonce: headers.filter(([, value]) => value.includes(NONCE_MARK)),
    fixed: headers.filter(([, value]) => !value.includes(NONCE_MARK)),
    setApiHeaders: (res: ServerResponse) => {
      for (const [name, value] of api) res.setHeader(name, value);
    },
  };
}

/** Sets the JSON API's headers on an answer: for the one route answered ahead of Express (auth-me.ts). */
export const apiSecurityHeaders = (options: { isDevelopment?: boolean; isProduction: boolean }) =>
  headerSets(options).setApiHeaders;

/**
 * The headers every answer carries. Pages: a nonce for the page's inline scripts (`res.locals.nonce`), the content
 * security policy that allows only those, helmet's other headers, and the camera for our own pages only. Helmet's
 * headers are worked out once at start and copied into each answer with the request's nonce (running helmet's dozen
 * middlewares per request cost 8% of `/backend/auth/me`). The JSON API: the short set above.
 */
export function securityHeaders(options: { isDevelopment?: boolean; isProduction: boolean }) {
  const { withNonce, fixed, setApiHeaders } = headerSets(options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.url)) {
      setApiHeaders(res);
      return next();
    }
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of fixed) res.setHeader(name, value);
    for (const [name, value] of withNonce) res.setHeader(name, value.replace(NONCE_MARK, `nonce-${nonce}`));
    next();
  };
}
