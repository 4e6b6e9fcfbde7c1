import pino, { type Logger } from 'pino';

/**
 * JSON logs; secrets that could reach a log line are redacted by path. Lines go to stdout asynchronously and are
 * written together once 4 KB have gathered or every 250 ms, so a request never waits for a write and a busy server
 * makes one write for many lines. What is still buffered is written synchronously when the process exits (pino's exit
 * hook); a process killed outright (SIGKILL) can lose its last quarter of a second of lines.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  );
}
