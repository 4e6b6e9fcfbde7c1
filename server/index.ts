/**
 * Starts Prevzem. In production it runs the Vite-built server bundle (build/server/index.js), so the
 * Express app, React Router and the database client share one module graph; `--dev` runs it through Vite.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express from 'express';
import type * as ServerApp from './app';

type ServerModule = typeof ServerApp;

const isDevelopment = process.argv.includes('--dev');
if (isDevelopment) process.env.NODE_ENV ??= 'development';

async function main() {
  let mod: ServerModule;
  let app: (req: IncomingMessage, res: ServerResponse) => void;
  let services: Awaited<ReturnType<ServerModule['startServices']>>;
  if (isDevelopment) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    mod = (await vite.ssrLoadModule('./server/app.ts')) as ServerModule;
    services = await mod.startServices();
    app = express().use(vite.middlewares, mod.createApp({ isDevelopment: true }));
  } else {
    // BUILD_DIR: the benchmark suite serves its own build (build-bench); everyone else the product's.
    const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
    mod = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerModule;
    services = await mod.startServices();
    // The app itself is the server's listener: no outer Express app to pass each request through.
    app = mod.createApp({ clientDir: path.join(buildDir, 'client') });
  }
  const { port, host } = services.config;
  const server: Server = createServer(app).listen(port, host, () => {
    services.log.info({ port, host, version: mod.buildVersion }, `Prevzem listening on http://localhost:${port}`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const env = (name: string, fallback: number) =>
    Number.isFinite(Number(process.env[name])) && process.env[name] !== '' && process.env[name] !== undefined
      ? Number(process.env[name])
      : fallback;
  // How long /readyz answers 503 while new requests are still served, so the load balancer notices before the port closes.
  const drainMs = env('SHUTDOWN_DRAIN_MS', 0);
  const forceAfterMs = env('SHUTDOWN_TIMEOUT_MS', 20_000);
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    mod.beginShutdown();
    services.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => {
      // A transaction still open (a long import) is never committed: PostgreSQL rolls back a transaction whose
      // connection is gone, and PGlite's recovery does the same at the next start (tests/e2e/shutdown.spec.ts).
      services.log.warn('shutdown took too long; exiting');
      process.exit(1);
    }, forceAfterMs);
    forced.unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Stop accepting and close idle keep-alive sockets; resolve once the requests in flight have finished.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mod.stopServices();
    services.log.info('stopped');
    // Lines are written asynchronously: wait for the last ones before exiting.
    await new Promise<void>((resolve) => services.log.flush(() => resolve()));
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
