import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** The last answer of a request that failed: logged, and a plain 500 unless the answer had already started. */
export function requestFailed(log: Logger) {
  return (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    log.error({ err: error, reqId: req.id }, 'request failed');
    if (res.headersSent) return;
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Internal Server Error');
  };
}
