import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id, also sent as X-Request-Id. */
    id: string;
  }
}

/** Probes and hashed assets would drown the log; they get a request id but no access line. */
function isQuiet(url: string): boolean {
  return url === '/healthz' || url === '/readyz' || url.startsWith('/assets/');
}

/**
 * Gives each request an id (`req.id`, the X-Request-Id header) and writes one access line when it ends: method, path
 * without its query, status and duration in ms — the fields and message pino-http wrote (`request completed`;
 * `request errored` at error level for a 5xx). pino-http made two child loggers and serialized the request for every
 * request whether anything logged or not, and each line went through redaction (11% of `/backend/auth/me`'s CPU);
 * a request-scoped logger is made only when a route asks for one (app.ts), and the access line, which holds nothing to redact,
 * is one string written to the logger's own destination.
 */
export function requestLog(log: Logger) {
  const destination = (log as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym]!;
  const head = `{"level":${log.levels.values.info},"time":`;
  const bindings = (log as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const startedAt = Date.now();
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const url = req.url ?? '/';
    if (!isQuiet(url)) {
      res.once('close', () => {
        const query = url.indexOf('?');
        const path = query === -1 ? url : url.slice(0, query);
        const status = res.statusCode;
        const responseTime = Date.now() - startedAt;
        if (status >= 500) {
          const line = { reqId: id, req: { id, method: req.method, url: path }, res: { statusCode: status } };
          log.error({ ...line, err: new Error(`failed with status code ${status}`), responseTime }, 'request errored');
        } else if (log.isLevelEnabled('info')) {
          const message = res.writableFinished ? 'request completed' : 'request aborted';
          destination.write(
            `${head}${Date.now()}${bindings},"reqId":"${id}","req":{"id":"${id}","method":${JSON.stringify(req.method)},"url":${JSON.stringify(path)}},"res":{"statusCode":${status}},"responseTime":${responseTime},"msg":"${message}"}\n`,
          );
        }
      });
    }
    next();
  };
}
