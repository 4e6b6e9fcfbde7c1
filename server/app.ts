import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { RouterContextProvider } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { getConfig, type Config } from '#app/config.server';
import { requestContext } from '#app/context';
import { getDatabaseHandle, openDatabase, setDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { startMailWorker, type MailWorker } from '#app/modules/mail/mail-worker.server';
import { createMailTransport } from '#app/modules/mail/transport.server';
import { deleteExpiredAccountData } from '#app/modules/auth/retention.repo.server';
import { settleDeferredWork } from '#app/modules/auth/deferred.server';
import { deleteOldMail } from '#app/modules/mail/outbox.repo.server';
import { seedDemoIfEmpty } from '#app/modules/org/demo-seed.service.server';
import { warnAboutDemoData } from '#app/modules/org/demo-data.service.server';
import { bodyLimitFor } from './body-limit';
import { AUTH_ME_PATH, authMe, authMeFirst } from './auth-me';
import { compressDynamic } from './compress-dynamic';
import { createLogger } from './logger';
import { publicFiles } from './public-files';
import { requestFailed } from './request-failed';
import { requestLog } from './request-log';
import { apiSecurityHeaders, securityHeaders } from './security-headers';
import { createRequestHandler } from './request-handler';
import { sameOriginOnly } from './same-origin';

export const buildVersion: string = serverBuild.assets.version;

interface Services {
  config: Config;
  log: Logger;
  mailWorker: MailWorker;
  cleanupTimer: NodeJS.Timeout;
}

let services: Services | undefined;
/** Set when shutdown starts: /readyz answers 503 from then on, while the requests in flight finish. */
let draining = false;

/** Shutdown has started: the load balancer is told (by /readyz) to send no new work here. */
export function beginShutdown(): void {
  draining = true;
}

/** Opens the database, migrates it, seeds demo data when asked, and starts the mail worker. */
export async function startServices(): Promise<Services> {
  if (services) return services;
  const config = getConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const handle = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  setDatabase(handle);
  await migrateDatabase(handle);
  log.info({ database: handle.kind }, 'database migrated');
  if (config.seedDemo && (await seedDemoIfEmpty(handle.db))) log.info('demo data seeded');
  await warnAboutDemoData(handle.db, log);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const mailWorker = startMailWorker({
    db: handle.db,
    transport,
    from: config.mailFrom,
    log,
    pollMs: config.mailPollMs,
  });
  log.info({ transport: transport.describe() }, 'mail worker started');
  const cleanup = async () => {
    try {
      await deleteExpiredAccountData(handle.db);
      await deleteOldMail(handle.db);
    } catch (error) {
      log.warn({ err: error }, 'retention clean-up failed');
    }
  };
  const cleanupTimer = setInterval(() => void cleanup(), 60 * 60 * 1000);
  cleanupTimer.unref();
  services = { config, log, mailWorker, cleanupTimer };
  return services;
}

export async function stopServices(): Promise<void> {
  if (!services) return;
  clearInterval(services.cleanupTimer);
  await services.mailWorker.stop();
  // Work answered already but not done yet (a reset link being mailed) finishes before the database closes.
  await settleDeferredWork();
  await getDatabaseHandle().close();
  setDatabase(undefined);
  services = undefined;
}

/**
 * The whole HTTP stack as one request listener; `clientDir` is the built browser bundle (absent in development, where
 * Vite serves it).
 */
export function createApp(
  options: { clientDir?: string; isDevelopment?: boolean } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  if (!services) throw new Error('startServices() must run first');
  const { config, log } = services;
  const failed = requestFailed(log);
  const logRequest = requestLog(log);
  const headers = { isDevelopment: options.isDevelopment, isProduction: config.isProduction };
  const app = express();
  app.disable('x-powered-by');
  // Express's own answers (JSON of the API and probes) are never cached, so a hash of each body would be wasted.
  app.set('etag', false);
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);

  app.use(logRequest);

  app.use(securityHeaders(headers));
  app.use(sameOriginOnly(config.appUrl));
  // The JSON API's hot read without React Router's machinery (decision 037, "Server"): a GET is answered ahead of
  // Express (authMeFirst below), other methods here. Its answer is under 1 KB, too small to compress.
  app.all(AUTH_ME_PATH, authMe());
  // The supplier's answer page: its path is the only credential, so it never leaves in a Referer and is never cached.
  app.use('/reclamation-answer', (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (draining) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    try {
      await getDatabaseHandle().db.execute('select 1');
      res.json({ status: 'ready' });
    } catch (error) {
      log.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.get('/backend/version', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ version: buildVersion });
  });

  if (options.clientDir) {
    // Hashed file names never change content, so they are cached for a year; .br/.gz are made at build time.
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
      }),
    );
    app.use(publicFiles(options.clientDir));
  }

  // Only dynamic responses are compressed here; static files are already compressed.
  app.use(compressDynamic());
  app.use(
    createRequestHandler({
      // In development Vite rebuilds the virtual module on change; in production it is the same module.
      build: options.isDevelopment ? () => import('virtual:react-router/server-build') : serverBuild,
      // Every body is limited as it streams in: 1 MB for forms and JSON, the import's own limit for file uploads.
      bodyLimit: bodyLimitFor,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        let requestLogger: Logger | undefined;
        context.set(requestContext, {
          requestId: req.id,
          // Lines about the request carry its id; the child logger is made only if the route logs something.
          get log() {
            return (requestLogger ??= log.child({ reqId: req.id }));
          },
          ip: req.ip ?? null,
          // The JSON API's answers carry no nonce (security-headers.ts): nothing of theirs runs in a page.
          nonce: (res.locals.nonce as string | undefined) ?? '',
          db: getDatabaseHandle().db,
        });
        return context;
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => failed(error, req, res));
  return authMeFirst(app, { requestLog: logRequest, setHeaders: apiSecurityHeaders(headers), failed });
}
