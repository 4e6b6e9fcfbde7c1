/**
 * The floor for `/backend/auth/me`: a bare Express app whose one route does what that endpoint cannot do less of —
 * read the session cookie, hash the token and look the session up by its unique index through `pg` (a pool of the
 * app's size, JIT off as in the app) — and answers the row as JSON. No headers, logging or framework beyond Express.
 *
 * It runs in a process of its own (this file, started with tsx as a loader), so the load generator in the caller's
 * process never shares its event loop with the server it measures, just as it does not with the app.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export interface RunningFloor {
  /** The route to load: GET with the app's session cookie (`prevzem_session=…`). */
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts the floor on `port` against `databaseUrl` (the app's own database) and resolves once it answers. */
export async function startExpressPgFloor(options: { databaseUrl: string; port: number }): Promise<RunningFloor> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, FLOOR_DATABASE_URL: options.databaseUrl, FLOOR_PORT: String(options.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}/floor/session`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Express + pg floor exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/floor/up`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the Express + pg floor did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function serve(databaseUrl: string, port: number): Promise<void> {
  const { default: express } = await import('express');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const app = express();
  app.disable('x-powered-by');
  app.get('/floor/up', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/floor/session', async (req, res, next) => {
    try {
      const token = /(?:^|;\s*)prevzem_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      if (!token) {
        res.status(401).json({ error: 'unauthorized' });
        return;
      }
      const hash = createHash('sha256').update(token).digest('base64url');
      const { rows } = await pool.query(
        'select id, user_id, last_seen_at, expires_at from sessions where token_hash = $1 and expires_at > now()',
        [hash],
      );
      if (rows.length === 0) res.status(401).json({ error: 'unauthorized' });
      else res.json(rows[0]);
    } catch (error) {
      next(error);
    }
  });
  const server = app.listen(port, '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end().then(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await serve(process.env.FLOOR_DATABASE_URL!, Number(process.env.FLOOR_PORT));
}
