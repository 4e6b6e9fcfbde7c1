import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: flag,
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Prevzem <no-reply@prevzem.local>'),
  OPERATOR_EMAIL: z.string().optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5000),
  COOKIE_SECURE: flag,
  TRUST_PROXY: z.string().optional(),
  /** Failed login attempts one IP may make in 15 minutes (many people may share an office or hotel IP). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Object storage for files (photos, signatures, uploads); without S3_BUCKET files go to DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_/-]*$/)
    .optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.parse(env);
  const isProduction = parsed.NODE_ENV === 'production';
  return {
    isProduction,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    // The embedded database is for trying Prevzem out, so it gets demo data; a real server only when asked.
    seedDemo: parsed.SEED_DEMO ?? !parsed.DATABASE_URL,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    operatorEmail: parsed.OPERATOR_EMAIL,
    mailPollMs: parsed.MAIL_POLL_MS,
    cookieSecure: parsed.COOKIE_SECURE ?? isProduction,
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          region: parsed.S3_REGION,
          endpoint: parsed.S3_ENDPOINT,
          // Without keys the SDK's own chain applies (environment, instance or task role).
          credentials:
            parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? !!parsed.S3_ENDPOINT,
          prefix: parsed.S3_PREFIX,
        }
      : null,
    loginLimits: {
      perIp: { limit: parsed.LOGIN_LIMIT_PER_IP, windowMs: 15 * 60 * 1000 },
      perAccountAndIp: { limit: 10, windowMs: 15 * 60 * 1000 },
      perAccount: { limit: 100, windowMs: 15 * 60 * 1000 },
    },
  };
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}
