import { spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningApp {
  url: string;
  pid: number;
  /** From spawn to the first 200 from /readyz. */
  startMs: number;
  stop: () => Promise<void>;
}

/**
 * Starts a built server as `npm run serve` does (plain node, production: `build/start.js` serving the React Router
 * build in `buildDir`), on PostgreSQL (`databaseUrl`) or on PGlite in `dataDir`, and resolves once /readyz answers 200.
 * Mail goes to files (no SMTP), cookies work over plain HTTP.
 */
export async function startApp(options: {
  buildDir: string;
  /** Seed the demo companies (on an empty database). */
  seedDemo?: boolean;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
}): Promise<RunningApp> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    BUILD_DIR: options.buildDir,
    COOKIE_SECURE: '0',
    SEED_DEMO: options.seedDemo ? '1' : '0',
    LOGIN_LIMIT_PER_IP: '100000',
    SMTP_URL: '',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve('build/start.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Logs in through the JSON API and returns the `Cookie` header of the session. */
export async function logIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/backend/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}
